/**
 * Modules that load together, a chunk for each kind (TOGETHER, below; vite.config.ts makes a
 * group of each, beside the `shared` chunk of ./chunk-groups.ts): each was split into two to
 * five files by which screens and dialogs draw which part, though nearly every screen that loads
 * one loads them all: a select's Combobox; a modal's Modal, ModalBase and
 * react-remove-scroll's family; the form kit with react-hook-form and its text and tag fields; a
 * network's name, badge and address; ox's address checksum; the ABI formatters; what the action
 * pages share; a run's severity and transaction hash. (Popover, ScrollArea and Floating UI stay
 * apart: Tooltip and Table use them without a select.) One request each instead of two to five:
 * 19.3 files per screen after the first became 13.3 with the `shared` chunk's additions (the
 * action page 23 -> 9).
 */
const MANTINE = (names: string[]) =>
  names.map((name) => `node_modules/@mantine/core/esm/components/${name}`);

const SELECT: readonly string[] = MANTINE(['Combobox', 'Select']);

const MODAL: readonly string[] = [
  ...MANTINE(['Modal', 'ModalBase']),
  ...[
    'react-remove-scroll',
    'react-remove-scroll-bar',
    'use-callback-ref',
    'use-sidecar',
    'get-nonce',
    'react-style-singleton',
    'tslib',
  ].map((name) => `node_modules/${name}`),
];

const FORM: readonly string[] = [
  ...MANTINE(['Textarea', 'Pill', 'PillsInput', 'MultiSelect', 'TagsInput']),
  ...MANTINE(['Combobox/use-pills-reorder']),
  'node_modules/react-hook-form',
  'node_modules/@hookform/resolvers',
  'node_modules/@tanstack/react-router/dist/esm/useBlocker',
  // The error summary's icon.
  'node_modules/@tabler/icons-react/dist/esm/icons/IconAlertCircle',
  ...[
    'labels-context',
    'messages',
    'FormErrorSummary',
    'UnsavedChangesGuard',
    'FormShell',
    'shown-errors',
    'fields',
    'use-resource-form',
    'first-error-focus',
  ].map((name) => `src/components/form/${name}`),
  'src/lib/server-errors',
  // Token amounts (the trigger form's and a detector's raw amounts): shared by those two forms
  // it was a file of its own on each.
  'src/lib/token-amount',
];

/**
 * A network's name, badge and explorer links, with an address that opens in one: 28 of the 43
 * screens after the first show a network.
 */
const NETWORKS: readonly string[] = [
  ...MANTINE(['Avatar']),
  'node_modules/@tabler/icons-react/dist/esm/icons/IconExternalLink',
  'src/api/rules/networks',
  'src/components/NetworkBadge',
  'src/components/AddressText',
];

/**
 * Ox's address checksum with the hashing and hex codecs under it: the forms that take an EVM
 * address and the pages that show one checksummed (10 screens). Ox's other modules (ABI encoding
 * for the builder) stay with what uses them.
 */
const OX: readonly string[] = [
  ...[
    'version',
    'Errors',
    'Json',
    'Hex',
    'Bytes',
    'Hash',
    'Caches',
    'Address',
    ...['errors', 'bytes', 'codec', 'hex', 'engine', 'hash', 'lru', 'address'].map(
      (name) => `internal/${name}`,
    ),
  ].map((name) => `node_modules/ox/dist/core/${name}`),
  ...['utils', '_u64', 'sha3'].map((name) => `node_modules/@noble/hashes/${name}`),
];

/** Ox's and abitype's ABI formatting with ours, and JSON text: the contract and action pages. */
const ABI: readonly string[] = [
  ...['internal/human-readable', 'internal/abiItem', 'AbiItem'].map(
    (name) => `node_modules/ox/dist/core/${name}`,
  ),
  'node_modules/abitype',
  ...['abi', 'abi-item-schemas', 'json-text'].map((name) => `src/lib/${name}`),
];

/** What a run, an alert or a score shows of its chain event: the action, run, alert and score screens. */
const EVENTS: readonly string[] = ['SeverityLabelBadge', 'TxHashText', 'ExecutionResultBadge'].map(
  (name) => `src/components/${name}`,
);

/** What the action pages (the page, its edit and new forms, the runs list) share, and their loaders. */
const ACTIONS: readonly string[] = [
  ...[
    'function-options',
    'binding-sources',
    'load-action',
    'detail/ContractSummary',
    'executions/execution-columns',
  ].map((name) => `src/features/actions/${name}`),
  'src/components/LazyCodeEditor',
  'src/lib/gas',
];

/**
 * The chunks of modules that load together, by name, in the order a module matching two takes
 * the first's (ABI's ox modules are not OX's): vite.config.ts makes a group of each.
 */
export const TOGETHER: Readonly<Record<string, readonly string[]>> = {
  form: FORM,
  select: SELECT,
  modal: MODAL,
  networks: NETWORKS,
  abi: ABI,
  actions: ACTIONS,
  events: EVENTS,
  ox: OX,
};
