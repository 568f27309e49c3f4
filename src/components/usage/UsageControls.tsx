import { Alert, Group, Paper, Stack, Switch } from '@mantine/core';
import { memo } from 'react';
import { PlainSegmentedControl } from '@/components/plain/PlainSegmentedControl';
import { sameProps } from '@/lib/same-props';
import { QueryBox, type QueryField } from './QueryBox';
import { RangeControls } from './RangeControls';
import type { ResolvedRange, UsageSearch, UsageSearchPatch } from './usage-search';
import { ZonePicker } from './ZonePicker';

interface ControlsProps {
  search: UsageSearch;
  range: ResolvedRange;
  badCustom: boolean;
  badQuery: string | null;
  fields: readonly QueryField[];
  onChange: (patch: UsageSearchPatch) => void;
}

/** Range, interval, zone, chart kind and view, comparison, and the query. */
export const UsageControls = memo(function UsageControls({
  search,
  range,
  badCustom,
  badQuery,
  fields,
  onChange: change,
}: ControlsProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <RangeControls search={search} range={range} onChange={change} />
        {badCustom && (
          <Alert color="yellow" variant="light" role="status" title="Custom range not usable">
            This link’s range ends before it starts, or lacks a start or end: the last 7 days are
            shown. Set From and To above, or choose a preset.
          </Alert>
        )}
        <Group gap="lg" align="flex-end">
          <ZonePicker value={search.tz} onChange={(tz) => change({ tz })} />
          <PlainSegmentedControl
            aria-label="Chart kind"
            data={[
              { value: 'bars', label: 'Bars' },
              { value: 'areas', label: 'Areas' },
            ]}
            value={search.kind}
            onChange={(v) => change({ kind: v === 'areas' ? 'areas' : 'bars' })}
          />
          <PlainSegmentedControl
            aria-label="View"
            data={[
              { value: 'chart', label: 'Chart' },
              { value: 'table', label: 'Table' },
            ]}
            value={search.view}
            onChange={(v) => change({ view: v === 'table' ? 'table' : 'chart' })}
          />
          <Switch
            label="Compare with the period before"
            checked={search.compare}
            onChange={(e) => change({ compare: e.currentTarget.checked })}
          />
        </Group>
        <QueryBox
          value={search.q}
          onCommit={(q) => change({ q })}
          fields={fields}
          error={badQuery}
        />
      </Stack>
    </Paper>
  );
}, sameProps);
