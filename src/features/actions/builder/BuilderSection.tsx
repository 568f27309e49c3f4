import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  step: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

/** One numbered step of the builder; its id is the anchor the step list links to. */
export function BuilderSection({ id, step, title, description, children, aside }: Props) {
  return (
    <Paper withBorder p="lg" id={id} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
              {step}
            </ThemeIcon>
            <div>
              <Title order={2} size="h4" id={`${id}-title`}>
                {title}
              </Title>
              {description && (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              )}
            </div>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
