import { List, Paper, Stack, Text, Title } from '@mantine/core';

interface ComingNextProps {
  title: string;
  summary: string;
  planned: string[];
}

/** An honest placeholder for an area a later issue builds: what it will do, no fake data. */
export function ComingNext({ title, summary, planned }: ComingNextProps) {
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
