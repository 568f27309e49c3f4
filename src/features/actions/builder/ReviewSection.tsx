import { Button, Code, CopyButton, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { actionEndpoints } from '@/api/action/endpoints';
import { curlCommand } from '@/lib/curl';
import { useConnection } from '@/lib/use-connection';
import { countOf } from '@/lib/words';
import { ActionFormShape, ActionRequestSchema, type ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';
import { buildCreateAction } from './build-action-request';

function Copy({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="default"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        >
          {copied ? 'Copied' : `Copy ${what}`}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * Step 7: exactly what will be sent (until the rules pass, what is filled in so far), as JSON and
 * as the same request in curl (key masked).
 */
export function ReviewSection() {
  const { control } = useFormContext<ActionFormValues>();
  const values = useWatch({ control });
  const connection = useConnection();
  // The body the form's rules make of the values; until they pass, the values as filled in so
  // far (the builder's own steps say what is left), not a request that would never go out.
  const ready = ActionRequestSchema.safeParse(values);
  // useWatch types its answer as partial; the shape check makes it whole again without a cast.
  const parsed = ActionFormShape.safeParse(values);
  const body = ready.success ? ready.data : parsed.success ? buildCreateAction(parsed.data) : {};
  const toFix = ready.success
    ? 0
    : new Set(ready.error.issues.map((issue) => issue.path.join('.'))).size;
  const json = JSON.stringify(body, null, 2);
  const base = connection.baseUrl || window.location.origin;
  const curl = curlCommand({
    method: actionEndpoints.actionCreate.method,
    url: `${base}${actionEndpoints.actionCreate.path}`,
    body,
    withKey: true,
  });
  return (
    <BuilderSection
      id="step-review"
      step={7}
      title="Review"
      description={
        toFix === 0
          ? 'The CreateAction request exactly as it will be sent.'
          : `Not ready to send: ${countOf(toFix, 'field')} still to fill in or fix. Below, the CreateAction request as filled in so far.`
      }
    >
      <Tabs defaultValue="json">
        <Tabs.List>
          <Tabs.Tab value="json">Request body</Tabs.Tab>
          <Tabs.Tab value="curl">curl</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="json" pt="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text
                size="sm"
                c="dimmed"
              >{`${actionEndpoints.actionCreate.method} ${actionEndpoints.actionCreate.path}`}</Text>
              <Copy value={json} what="JSON" />
            </Group>
            <Code block aria-label="Request body (JSON)" mah={420} tabIndex={0}>
              {json}
            </Code>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="curl" pt="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {connection.mode === 'demo'
                  ? 'Demo mode: this endpoint exists only inside this browser, so the command shows the request but reaches nothing. Connect a live service to get a command you can run.'
                  : 'Set VIGIL_API_KEY to your key first (export VIGIL_API_KEY=…); it is never shown here.'}
              </Text>
              <Copy value={curl} what="curl" />
            </Group>
            <Code block aria-label="curl command" mah={420} tabIndex={0}>
              {curl}
            </Code>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </BuilderSection>
  );
}
