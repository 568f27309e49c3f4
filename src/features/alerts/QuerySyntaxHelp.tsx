import { Anchor, Code, List, Popover, Text } from '@mantine/core';

/** A short reminder of the service's full-text query syntax, behind a link in the box's description. */
export function QuerySyntaxHelp() {
  return (
    <>
      Full-text syntax of the service.{' '}
      <Popover width={380} position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <Anchor component="button" type="button" size="xs">
            Syntax help
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm" fw={600} mb={4}>
            Query syntax
          </Text>
          <List size="xs" spacing={4}>
            <List.Item>
              <Code>field:value</Code> — <Code>severity:HIGH</Code>, <Code>tags:SECURITY</Code>
            </List.Item>
            <List.Item>
              Phrases in quotes: <Code>alertName:&quot;Large transfer&quot;</Code>
            </List.Item>
            <List.Item>
              <Code>AND</Code>, <Code>OR</Code>, <Code>NOT</Code> (or <Code>-tags:viewed</Code>),
              parentheses: <Code>severity:(HIGH OR CRITICAL)</Code>
            </List.Item>
            <List.Item>
              Wildcards: <Code>alertMessage:transf*</Code>; ranges:{' '}
              <Code>numericSeverity:[0.5 TO *]</Code>, <Code>numericSeverity:&gt;=0.5</Code>
            </List.Item>
            <List.Item>
              A word without a field searches every value the alert stores (name, message, hash,
              tags, metadata…), not the names of the detector or trigger that raised it.
            </List.Item>
            <List.Item>Escape special characters with a backslash.</List.Item>
          </List>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
