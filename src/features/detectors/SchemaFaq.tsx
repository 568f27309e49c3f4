import { Accordion, Text } from '@mantine/core';
import type { DetectorSchema } from '@/api/detector/schemas';

/** A catalogue entry's questions and answers, as an accordion. */
export function SchemaFaq({ faq }: { faq: DetectorSchema['faq'] }) {
  if (!faq || faq.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No FAQ for this schema.
      </Text>
    );
  return (
    <Accordion variant="separated">
      {faq.map((f) => (
        <Accordion.Item key={f.name} value={f.name}>
          <Accordion.Control>{f.name}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{f.value}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
