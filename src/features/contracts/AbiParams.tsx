import { Badge, Group, Text } from '@mantine/core';
import type { AbiParameter } from 'abitype';
import classes from './AbiViewer.module.css';

type Param = AbiParameter & { indexed?: boolean };

function hasComponents(
  p: AbiParameter,
): p is AbiParameter & { components: readonly AbiParameter[] } {
  return 'components' in p && Array.isArray(p.components);
}

/** Inputs or outputs with their names and types; tuples list their components nested below. */
export function AbiParams({ title, params }: { title: string; params: readonly Param[] }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        {title}
      </Text>
      {params.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <ol className={classes.params} aria-label={title}>
          {params.map((p, i) => (
            <ParamItem key={i} param={p} index={i} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ParamItem({ param: p, index }: { param: Param; index: number }) {
  return (
    <li>
      <Group gap={6} wrap="wrap">
        <Text span ff="monospace" size="sm" c="dimmed">
          {index}
        </Text>
        <Text span ff="monospace" size="sm" className={classes.type}>
          {p.internalType && p.internalType !== p.type ? `${p.type} (${p.internalType})` : p.type}
        </Text>
        <Text span ff="monospace" size="sm" fw={600}>
          {p.name || (
            <Text span c="dimmed" inherit>
              (unnamed)
            </Text>
          )}
        </Text>
        {p.indexed && (
          <Badge size="xs" variant="light" color="grape">
            indexed
          </Badge>
        )}
      </Group>
      {hasComponents(p) && (
        <ol className={classes.params} aria-label={`Components of ${p.name || p.type}`}>
          {p.components.map((c, i) => (
            <ParamItem key={i} param={c} index={i} />
          ))}
        </ol>
      )}
    </li>
  );
}
