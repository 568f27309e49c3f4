import { Alert, Code, CopyButton, Button, Table } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { RunActionResult } from '@/api/action/schemas';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The service's key/value answer to a manual run, as text. */
export function RunResult({ result }: { result: RunActionResult }) {
  return (
    <>
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Transaction submitted">
        The service accepted the run. Its answer:
      </Alert>
      <Table withTableBorder layout="fixed" aria-label="Run result">
        <Table.Tbody>
          {result.map((r, i) => (
            <Table.Tr key={`${r.key}-${i}`}>
              <Table.Th w="30%" scope="row">
                {r.key}
              </Table.Th>
              <Table.Td>
                <Code>{show(r.value)}</Code>
                {r.key === 'txHash' && (
                  <CopyButton value={show(r.value)}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy} ml="xs">
                        {copied ? 'Copied' : 'Copy'}
                      </Button>
                    )}
                  </CopyButton>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
