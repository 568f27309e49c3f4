import { Badge, Group, Text } from '@mantine/core';
import { ROLE_MEANINGS } from '@/api/rules/roles';

const COLORS: Record<string, string> = {
  admin: 'red',
  'extractor-admin': 'orange',
  'extractor-event': 'blue',
  'extractor-service': 'grape',
};

export function RoleBadges({ roles }: { roles: string[] | null | undefined }) {
  if (!roles?.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((r) => (
        <Badge
          key={r}
          size="sm"
          variant="light"
          color={COLORS[r] ?? 'gray'}
          tt="none"
          title={ROLE_MEANINGS[r]}
        >
          {r}
        </Badge>
      ))}
    </Group>
  );
}
