import { Button, Highlight, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Timestamp } from './Timestamp';
import classes from './JsonTree.module.css';

interface JsonTreeProps {
  data: unknown;
  /** Accessible name of the tree, e.g. "Event params of Ethereum". */
  label: string;
  searchable?: boolean;
  /** Levels open at first; deeper ones open on click. */
  expandDepth?: number;
}

/** Children shown per node before a "show more" button, so huge arrays stay light. */
const PAGE = 100;

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;
const entriesOf = (v: Container): [string, unknown][] =>
  Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);

function leafText(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return v === null ? 'null' : (JSON.stringify(v) ?? 'undefined');
}

/** Paths (joined keys) that match the query, hold a match below them, or sit under a matching key. */
function matchingPaths(data: unknown, query: string): Set<string> {
  const q = query.toLowerCase();
  const out = new Set<string>();
  const walk = (v: unknown, key: string, path: string, inMatch: boolean): boolean => {
    const keyHit = key.toLowerCase().includes(q);
    let hit = inMatch || keyHit;
    if (isContainer(v)) {
      for (const [k, child] of entriesOf(v))
        if (walk(child, k, `${path}/${k}`, inMatch || keyHit)) hit = true;
    } else if (leafText(v).toLowerCase().includes(q)) hit = true;
    if (hit) out.add(path);
    return hit;
  };
  walk(data, '', '', false);
  return out;
}

interface NodeProps {
  name: string | null;
  value: unknown;
  path: string;
  depth: number;
  expandDepth: number;
  query: string;
  visible: Set<string> | null;
}

/** A field named like a time (`lastLoginAt`, `timestamp`) holding epoch milliseconds of 2000-2099. */
function isEpochMsField(name: string | null, value: unknown): value is number {
  return (
    name !== null &&
    /[a-z]At$|^(time|timestamp)$/.test(name) &&
    typeof value === 'number' &&
    value >= 946_684_800_000 &&
    value < 4_102_444_800_000
  );
}

function Leaf({ name, value, query }: Pick<NodeProps, 'name' | 'value' | 'query'>) {
  const kind = value === null ? 'null' : typeof value;
  const cls =
    kind === 'string'
      ? classes.string
      : kind === 'number' || kind === 'bigint'
        ? classes.number
        : kind === 'boolean'
          ? classes.boolean
          : classes.null;
  return (
    <li className={classes.leaf}>
      {name !== null && (
        <Highlight component="span" highlight={query} className={classes.key} inherit>
          {`${name}: `}
        </Highlight>
      )}
      <Highlight component="span" highlight={query} className={cls} inherit>
        {leafText(value)}
      </Highlight>
      {isEpochMsField(name, value) && (
        <span className={classes.time}>
          {' · '}
          <Timestamp value={value} size="xs" />
        </span>
      )}
    </li>
  );
}

function Branch({
  name,
  value,
  path,
  depth,
  expandDepth,
  query,
  visible,
}: NodeProps & { value: Container }) {
  const [open, setOpen] = useState(depth < expandDepth);
  const [limit, setLimit] = useState(PAGE);
  const all = entriesOf(value);
  const shown = visible ? all.filter(([k]) => visible.has(`${path}/${k}`)) : all;
  const expanded = visible ? true : open;
  const summary = Array.isArray(value)
    ? `[${all.length} ${all.length === 1 ? 'item' : 'items'}]`
    : `{${all.length} ${all.length === 1 ? 'key' : 'keys'}}`;
  return (
    <li>
      <UnstyledButton
        className={classes.toggle}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={expanded}
        disabled={visible !== null}
      >
        {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        {name !== null && (
          <Highlight component="span" highlight={query} className={classes.key} inherit>
            {name}
          </Highlight>
        )}
        <span className={classes.summary}>{summary}</span>
      </UnstyledButton>
      {expanded && shown.length > 0 && (
        <ul className={classes.children}>
          {shown.slice(0, limit).map(([k, v]) => (
            <JsonNode
              key={k}
              name={k}
              value={v}
              path={`${path}/${k}`}
              depth={depth + 1}
              expandDepth={expandDepth}
              query={query}
              visible={visible}
            />
          ))}
          {shown.length > limit && (
            <li>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => setLimit((l) => l + PAGE * 5)}
              >
                Show {Math.min(PAGE * 5, shown.length - limit)} more of {shown.length - limit}
              </Button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function JsonNode(props: NodeProps) {
  const { value } = props;
  return isContainer(value) ? <Branch {...props} value={value} /> : <Leaf {...props} />;
}

/**
 * Any JSON as a collapsible tree, every value rendered as text. Search keeps the matching keys
 * and values with the branches that lead to them.
 */
export function JsonTree({ data, label, searchable = true, expandDepth = 1 }: JsonTreeProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 200);
  const visible = useMemo(() => (query ? matchingPaths(data, query) : null), [data, query]);
  const empty = isContainer(data) && entriesOf(data).length === 0;

  return (
    <Stack gap="xs">
      {searchable && !empty && isContainer(data) && (
        <TextInput
          label="Search"
          placeholder="Key or value"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maw={360}
        />
      )}
      {empty ? (
        <Text size="sm" c="dimmed">
          {Array.isArray(data) ? 'An empty list.' : 'An empty object: nothing to show.'}
        </Text>
      ) : visible && visible.size === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing matches “{query}”.
        </Text>
      ) : (
        <ul className={classes.tree} aria-label={label}>
          {isContainer(data) ? (
            entriesOf(data)
              .filter(([k]) => !visible || visible.has(`/${k}`))
              .map(([k, v]) => (
                <JsonNode
                  key={k}
                  name={k}
                  value={v}
                  path={`/${k}`}
                  depth={0}
                  expandDepth={expandDepth}
                  query={query}
                  visible={visible}
                />
              ))
          ) : (
            <Leaf name={null} value={data} query={query} />
          )}
        </ul>
      )}
    </Stack>
  );
}
