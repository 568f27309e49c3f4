import { Badge, Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentationQueries } from '@/api/documentation/queries';
import { countOf } from '@/lib/words';
import type { Documentation } from '@/api/documentation/schemas';
import { QueryState } from '@/components/QueryState';
import { JsonTree } from '@/components/JsonTree';
import { Timestamp } from '@/components/Timestamp';
import { lazyDialog } from '@/components/lazy-dialog';

/** Its form and dialog load when first opened (lazyDialog). */
const DocumentationEditModal = lazyDialog(
  () => import('./DocumentationEditModal').then((m) => m.DocumentationEditModal),
  (p) => p.doc !== null,
);

/** The chevron level with the name's line (16 px against its ~21). */
const CHEVRON = { marginTop: 3, flexShrink: 0 };

function Entry({ doc, onEdit }: { doc: Documentation; onEdit: () => void }) {
  const [open, setOpen] = useState(false);
  const name = doc.name || `Entry ${doc.id}`;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} flex={1} miw={0}>
          {/* The name and its type on one line, what it holds under them: on one line the
              three cut each other short at 1024 px. */}
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {open ? (
              <IconChevronDown size={16} style={CHEVRON} />
            ) : (
              <IconChevronRight size={16} style={CHEVRON} />
            )}
            <Stack gap={2} miw={0}>
              <Group gap="sm" wrap="nowrap" lh={1.3}>
                <Text fw={600} truncate>
                  {name}
                </Text>
                {doc.type && (
                  <Badge variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
                    {doc.type}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {countOf(Object.keys(doc.params ?? {}).length, 'param')} · updated{' '}
                <Timestamp value={doc.updatedAt} size="xs" />
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} />}
          onClick={onEdit}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
      </Group>
      {open && (
        <Stack mt="sm" pl="lg">
          <JsonTree data={doc.params ?? {}} label={`Params of ${name}`} expandDepth={2} />
        </Stack>
      )}
    </Paper>
  );
}

/** The project's documentation entries (`POST /project/documentation/search`), editable. */
export function ProjectDocumentation({ projectId }: { projectId: number }) {
  const query = useQuery(documentationQueries.forProject(projectId));
  const [editing, setEditing] = useState<Documentation | null>(null);
  const docs = query.data?.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <div>
          <Text fw={600} component="h2">
            Documentation
          </Text>
          <Text size="sm" c="dimmed">
            Runbooks, audits, whitepapers and links kept with the project.
          </Text>
        </div>
        <QueryState
          query={query}
          errorTitle="Documentation could not be loaded"
          loading={<Skeleton h={80} />}
          empty={{
            when: docs.length === 0,
            node: (
              <Text size="sm" c="dimmed">
                No documentation entries in this project.
              </Text>
            ),
          }}
        >
          {docs.map((d) => (
            <Entry key={d.id} doc={d} onEdit={() => setEditing(d)} />
          ))}
        </QueryState>
      </Stack>
      <DocumentationEditModal doc={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
