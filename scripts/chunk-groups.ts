/**
 * The modules vite.config.ts groups into its `shared` chunk, as path prefixes from the project's
 * root: a module belongs when its path continues a prefix with `/` or `.`. Kept as paths, not
 * regular expressions, so that a test (chunk-groups.test.ts) can check each still names a file:
 * a renamed module silently leaves the group and comes back as a request of its own.
 */

/** Mantine's components (under `@mantine/core/esm/components`) most screens after the first draw. */
const MANTINE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Breadcrumbs',
  'Button',
  'Center',
  'Checkbox/CheckIcon',
  'CloseButton',
  'Code',
  'CopyButton',
  'Divider',
  'FocusTrap',
  'Group',
  'Input',
  'InputBase',
  'List',
  'Loader',
  'Overlay',
  'Paper',
  'Portal',
  'ScrollArea/utils/to-int',
  'SegmentedControl/SegmentedControl.module',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Table/Table.module',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];

/** Mantine's core and the components most screens after the first one draw. */
export const MANTINE_COMMON: readonly string[] = [
  'node_modules/@mantine/hooks',
  'node_modules/@mantine/core/esm/core',
  'node_modules/@mantine/core/esm/utils',
  ...MANTINE_COMPONENTS.map((name) => `node_modules/@mantine/core/esm/components/${name}`),
];

const ICONS = [
  'BrandSlack',
  'BrandTelegram',
  'Check',
  'ChevronDown',
  'ChevronRight',
  'Copy',
  'Mail',
  'PlayerPlay',
  'Webhook',
];

/**
 * Small modules (under 1 kB gzip each) that eight or more of the ~45 screens after the first one
 * load: they go with Mantine's common components into the `shared` chunk. Alone, each was a file
 * of its own, a request apiece: the action page loaded 41 files, most under 1 kB. A screen that
 * does not use some of them loads a few hundred bytes it does not run; every screen saves
 * requests. Only modules whose own imports are in the entry or in this chunk belong here (the
 * group does not pull in dependencies; a module that imports a screen's chunk would make every
 * screen load it: the bundle budgets catch that).
 */
export const SHARED_SMALL: readonly string[] = [
  'node_modules/@mantine/store',
  'node_modules/@mantine/notifications/esm/notifications.store',
  'node_modules/@tanstack/react-query/build/modern/useSuspenseQuery',
  ...ICONS.map((name) => `node_modules/@tabler/icons-react/dist/esm/icons/Icon${name}`),
  ...[
    'AfterFirstPaint',
    'ConfirmDialog',
    'CopyValueButton',
    'DeleteButton',
    'DestinationLabel',
    'DetailField',
    'DetailHeader',
    'ProjectLink',
    'TenantName',
    'QueryState',
    'lazy-dialog',
    'delete/DeleteDialog',
    'delete/RecordDeleteDialog',
  ].map((name) => `src/components/${name}`),
  ...['contract-directory', 'load-record', 'words', 'severity', 'use-near-viewport'].map(
    (name) => `src/lib/${name}`,
  ),
];

/** Whether a module id (an absolute path, either slash) continues one of the prefixes. */
export function pathGroup(prefixes: readonly string[]): RegExp {
  const escape = (prefix: string) =>
    prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, String.raw`[\\/]`);
  return new RegExp(String.raw`(${prefixes.map(escape).join('|')})[\\/.]`);
}
