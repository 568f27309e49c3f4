import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { COMING_NEXT, type ComingArea } from './coming-next-areas';

/** An honest placeholder for an area a later issue builds: what it will do, no fake data. */
export function ComingNext({ area }: { area: ComingArea }) {
  const { title, summary, planned } = COMING_NEXT[area];
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={600}>Coming next</Text>
          <Text c="dimmed">{summary}</Text>
          <List size="sm" spacing={4}>
            {planned.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
