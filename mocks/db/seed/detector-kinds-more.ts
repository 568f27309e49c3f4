import { CONDITION_PATTERN, cronField, type SchemaKind } from './detector-schema-kit';

/** Compliance, chain-health and off-chain detector kinds. */
export const MORE_KINDS: SchemaKind[] = [
  {
    name: 'DetectorAml',
    title: 'AML screening',
    version: '3.0.1',
    description:
      'Screens the counterparties of every transaction against AML risk data and alerts on risky ones.',
    author: 'Vigil Compliance',
    iconName: 'aml',
    tags: ['COMPLIANCE'],
    networkTags: ['EVM', 'TRON', 'BITCOIN', 'SOLANA'],
    faq: [
      {
        name: 'What are the risk tags?',
        value:
          'Comma-separated categories such as sanctions, mixer, darknet, scam; empty screens against all of them.',
      },
      {
        name: 'What is the score?',
        value:
          'A risk score from 0 (clean) to 100 (known bad actor); the condition decides which scores alert.',
      },
    ],
    properties: {
      tags: {
        type: 'string',
        title: 'Risk tags',
        description: 'Comma-separated risk categories; empty means every category.',
        pattern: '^\\s*([a-z_]+\\s*(,\\s*[a-z_]+\\s*)*)?$',
        default: '',
      },
      score: {
        type: 'string',
        title: 'Score condition',
        description: "Condition on the 0–100 risk score, e.g. '>= 75'.",
        pattern: CONDITION_PATTERN,
        default: '>= 75',
      },
      direction: {
        type: 'string',
        title: 'Direction',
        enum: ['both', 'incoming', 'outgoing'],
        default: 'both',
      },
    },
    required: [],
    desc: 'Counterparty {counterparty} scored {score} ({tags})',
  },
  {
    name: 'DetectorGasMonitor',
    title: 'Gas monitor',
    version: '1.1.0',
    description:
      'Alerts when gas prices or the gas used by transactions of the contract cross a threshold.',
    author: 'Vigil Detection Team',
    iconName: 'gas',
    tags: ['FINANCIAL'],
    networkTags: ['EVM'],
    faq: [
      { name: 'In which unit is the gas price?', value: "In gwei: '> 80' alerts above 80 gwei." },
    ],
    properties: {
      gas_price_threshold: {
        type: 'string',
        title: 'Gas price condition (gwei)',
        pattern: CONDITION_PATTERN,
      },
      gas_used_threshold: {
        type: 'string',
        title: 'Gas used condition',
        description: 'Optional condition on the gas used by one transaction.',
        pattern: CONDITION_PATTERN,
      },
      cron: cronField('1 min'),
      quiet_hours: {
        type: 'object',
        title: 'Quiet hours',
        description: 'Optional: no alert between these UTC hours (e.g. planned batch jobs).',
        properties: {
          from: { type: 'integer', title: 'From hour (UTC)', minimum: 0, maximum: 23 },
          to: { type: 'integer', title: 'To hour (UTC)', minimum: 0, maximum: 23 },
        },
      },
    },
    required: ['gas_price_threshold'],
    desc: 'Gas price is {gasPrice} gwei',
  },
  {
    name: 'DetectorBlockAnomaly',
    title: 'Block anomaly',
    version: '0.9.2',
    description:
      'Detects stalled block production, deep reorganisations and unusual transaction counts.',
    author: 'Vigil Security Research',
    iconName: 'block',
    tags: ['SECURITY'],
    networkTags: ['EVM'],
    faq: [
      {
        name: 'What is a reorg depth?',
        value: 'How many blocks were replaced; 2 alerts when two or more blocks are reorganised.',
      },
    ],
    properties: {
      max_block_delay: {
        type: 'integer',
        title: 'Maximum block delay (s)',
        description: 'Seconds without a new block before an alert.',
        minimum: 1,
        default: 60,
      },
      reorg_depth: { type: 'integer', title: 'Reorg depth', minimum: 1, maximum: 64, default: 2 },
      tx_count_change: {
        type: 'string',
        title: 'Transaction count change',
        description:
          "Change of the contract's transactions per block against the hourly average, e.g. '>= 300%'.",
        pattern: CONDITION_PATTERN,
        default: '>= 300%',
      },
    },
    required: [],
    desc: 'Block anomaly on {network}: {anomaly}',
  },
  {
    name: 'DetectorDnsMonitor',
    title: 'DNS monitor',
    version: '1.0.0',
    description:
      "Watches the DNS records of the project's front-end domain: catches DNS hijacking before users sign.",
    author: 'Vigil Security Research',
    iconName: 'dns',
    tags: ['SECURITY'],
    networkTags: [],
    faq: [
      {
        name: 'Which changes alert?',
        value:
          'Any change of the selected record types, compared with the records seen when the detector was saved.',
      },
    ],
    properties: {
      domain: {
        type: 'string',
        title: 'Domain',
        pattern: '^(?=.{1,253}$)([a-zA-Z0-9](-?[a-zA-Z0-9])*\\.)+[a-zA-Z]{2,}$',
      },
      record_types: {
        type: 'array',
        title: 'Record types',
        items: { type: 'string', enum: ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT'] },
        minItems: 1,
        default: ['A', 'NS'],
      },
      cron: cronField('5 min'),
    },
    required: ['domain'],
    desc: '{recordType} record of {domain} changed to {value}',
  },
  {
    name: 'DetectorGithubMonitor',
    title: 'GitHub monitor',
    version: '1.0.1',
    description:
      'Alerts on pushes, force-pushes, releases and new members of the contracts repository.',
    author: 'Vigil Security Research',
    iconName: 'github',
    tags: ['SECURITY'],
    networkTags: [],
    faq: [
      {
        name: 'Does it need a token?',
        value: 'Only for private repositories: a read-only fine-grained token.',
      },
    ],
    properties: {
      repository: {
        type: 'string',
        title: 'Repository',
        description: 'owner/name',
        pattern: '^[\\w.-]+/[\\w.-]+$',
      },
      branch: { type: 'string', title: 'Branch', minLength: 1, default: 'main' },
      events: {
        type: 'array',
        title: 'Events',
        items: { type: 'string', enum: ['push', 'force_push', 'release', 'member_added'] },
        minItems: 1,
        default: ['force_push', 'release', 'member_added'],
      },
      token: {
        type: 'string',
        title: 'Access token',
        description: 'For private repositories only.',
        format: 'password',
      },
    },
    required: ['repository'],
    desc: '{event} on {repository}@{branch} by {actor}',
    ui: { token: { 'ui:widget': 'password' } },
  },
];
