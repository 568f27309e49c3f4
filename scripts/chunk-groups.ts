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

/**
 * What only a part loaded on demand uses, kept out of the `shared` chunk (~25 kB raw): Mantine's
 * hooks for the notification area's swipe (use-drag), Collapse (use-collapse, the accordions)
 * and the alert drawer's keys (use-hotkeys), and the floating elements' helpers (the arrow, the
 * context menu and its long press, the hover delay), which Popover's screens load with it.
 */
export const SHARED_EXCEPT: readonly string[] = [
  ...['use-drag', 'use-collapse', 'use-hotkeys', 'use-long-press'].map(
    (name) => `node_modules/@mantine/hooks/esm/${name}`,
  ),
  'node_modules/@mantine/core/esm/utils/Floating',
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
  'PlayerPause',
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
  'node_modules/clsx',
  'node_modules/@mantine/notifications/esm/notifications.store',
  'node_modules/@tanstack/react-query/build/modern/useSuspenseQuery',
  ...ICONS.map((name) => `node_modules/@tabler/icons-react/dist/esm/icons/Icon${name}`),
  ...[
    'AfterFirstPaint',
    'delete/announce-deleted',
    'ConfirmDialog',
    'CopyValueButton',
    // The sections' names and links: every page's crumbs, and the not-found page's way back.
    'crumbs',
    'DeleteButton',
    'DestinationLabel',
    'destination/destination-text',
    'DetailField',
    'DetailHeader',
    'inline-styles',
    'ProjectLink',
    'TenantName',
    'plain/PlainTable',
    'QueryState',
    'lazy-dialog',
    'delete/DeleteDialog',
    'delete/RecordDeleteDialog',
  ].map((name) => `src/components/${name}`),
  ...['contract-directory', 'load-record', 'words', 'severity', 'use-near-viewport'].map(
    (name) => `src/lib/${name}`,
  ),
  'src/components/list/status-toggle',
  // Two screens only (the actions list's "kept as a draft" and the builder), but shared by two
  // route chunks it was a 0.3 kB file of its own on each.
  'src/features/actions/builder/draft-key',
  // Loaded on every screen's first idle moment (App), Mantine's theme by every screen after the
  // first (src/lib/styles.ts): each was a request of its own, after or beside this chunk.
  'src/app/notifications-store',
  'src/styles/mantine-theme',
  'src/styles/theme',
];

/**
 * Mantine's class maps the first screen's plain elements import (src/components/plain): a group
 * that takes one of them makes the entry import that group's chunk, the whole of it on the first
 * screen (the `$initial` group does not keep them), so the groups below leave them out.
 */
export const FIRST_SCREEN_CLASS_MAPS: readonly string[] = ['Avatar', 'Combobox'].map(
  (name) => `node_modules/@mantine/core/esm/components/${name}/${name}.module`,
);

const escape = (prefix: string) =>
  prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, String.raw`[\\/]`);

/**
 * Whether a module id (an absolute path, either slash) continues one of the prefixes, and neither
 * one of `but` nor one of the first screen's class maps.
 */
export function pathGroup(prefixes: readonly string[], but: readonly string[] = []): RegExp {
  const except = [...FIRST_SCREEN_CLASS_MAPS, ...but].map(escape).join('|');
  return new RegExp(
    String.raw`^(?!.*(${except})[\\/.])(?=.*(${prefixes.map(escape).join('|')})[\\/.])`,
  );
}
