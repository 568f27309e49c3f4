import { CONDITION_PATTERN, cronField, type SchemaKind } from './detector-schema-kit';

/** Financial and contract-state detector kinds, with the config documented for the real service. */

const tokenAddress = {
  type: 'string',
  title: 'Token address',
  description: "Address of the token's contract (ERC-20 on EVM networks, TRC-20 on TRON).",
  minLength: 1,
};

export const KINDS: SchemaKind[] = [
  {
    name: 'DetectorTransferMonitor',
    title: 'Transfer monitor',
    version: '1.3.0',
    description:
      'Raises an alert when a token transfer of the watched contract exceeds a threshold.',
    author: 'Vigil Detection Team',
    iconName: 'transfer',
    tags: ['FINANCIAL', 'SECURITY'],
    networkTags: ['EVM', 'TRON'],
    faq: [
      {
        name: 'In which unit is the threshold?',
        value:
          "The raw integer amount in the token's smallest unit: 1 USDC (6 decimals) is 1000000.",
      },
      {
        name: 'Does it see internal transfers?',
        value: 'Yes: every Transfer event emitted by the contract counts, whoever called it.',
      },
    ],
    properties: {
      threshold: {
        type: 'string',
        title: 'Threshold',
        description: 'Minimum transfer amount, raw integer in the smallest unit of the token.',
        pattern: '^\\d+$',
      },
      direction: {
        type: 'string',
        title: 'Direction',
        description: 'Which transfers of the watched addresses count.',
        enum: ['any', 'incoming', 'outgoing'],
        enumNames: ['Any direction', 'Incoming only', 'Outgoing only'],
        default: 'any',
      },
      addresses: {
        type: 'array',
        title: 'Watched addresses',
        description: 'Only transfers from or to these addresses (0x…, T… on TRON); empty: all.',
        items: { type: 'string', pattern: '^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$' },
        default: [],
      },
    },
    required: ['threshold'],
    desc: 'Transfer of {value} from {from} to {to}',
  },
  {
    name: 'DetectorBalanceMonitor',
    title: 'Balance monitor',
    version: '2.1.0',
    description:
      'Watches the native and token balances of an address and alerts when one crosses its threshold.',
    author: 'Vigil Detection Team',
    iconName: 'balance',
    tags: ['FINANCIAL'],
    networkTags: ['EVM', 'TRON', 'SOLANA', 'BITCOIN'],
    faq: [
      {
        name: 'How is the threshold written?',
        value:
          "As a condition on the balance in whole coins: '< 2', '>= 100', '-- 10%' (a drop of 10%).",
      },
      {
        name: 'Can I watch tokens too?',
        value:
          'On EVM networks and TRON, add each token (ERC-20, TRC-20) under Tokens with its own threshold and decimals. Bitcoin and Solana addresses are watched for their native balance only: leave Tokens empty.',
      },
    ],
    properties: {
      balance_threshold: {
        type: 'string',
        title: 'Native balance condition',
        description: "Condition on the native balance in whole coins, e.g. '< 2'.",
        pattern: CONDITION_PATTERN,
      },
      decimals: {
        type: 'integer',
        title: 'Native decimals',
        description:
          "Of the network's coin: 18 on EVM networks, 8 on Bitcoin, 9 on Solana, 6 on TRON.",
        minimum: 0,
        maximum: 36,
        default: 18,
      },
      tokens: {
        type: 'array',
        title: 'Tokens',
        description:
          'Token balances to watch as well (EVM and TRON only; empty on Bitcoin and Solana).',
        default: [],
        items: {
          type: 'object',
          required: ['address', 'balance_threshold'],
          properties: {
            address: tokenAddress,
            balance_threshold: { type: 'string', title: 'Condition', pattern: CONDITION_PATTERN },
            decimals: { type: 'integer', title: 'Decimals', minimum: 0, maximum: 36, default: 18 },
            symbol: { type: 'string', title: 'Symbol', maxLength: 12 },
          },
        },
      },
      cron: cronField('10 min'),
    },
    required: ['balance_threshold'],
    desc: 'Balance of {address} is {balance} {symbol}',
  },
  {
    name: 'DetectorTvlMonitor',
    title: 'TVL monitor',
    version: '1.2.4',
    description: 'Tracks the value locked in a contract per token and alerts on sudden drops.',
    author: 'Vigil Detection Team',
    iconName: 'tvl',
    tags: ['FINANCIAL', 'SECURITY'],
    networkTags: ['EVM'],
    faq: [
      {
        name: 'What does a threshold of 5% mean?',
        value:
          'An alert fires when the locked amount of that token falls by 5% or more between two checks.',
      },
    ],
    properties: {
      tokens: {
        type: 'array',
        title: 'Tokens',
        description: 'Tokens held by the contract and the drop that raises an alert.',
        minItems: 1,
        items: {
          type: 'object',
          required: ['token', 'threshold'],
          properties: {
            token: tokenAddress,
            threshold: {
              type: 'string',
              title: 'Drop threshold',
              pattern: '^\\d+(\\.\\d+)?%$',
              default: '1%',
            },
          },
        },
      },
      price_api_key: {
        type: 'string',
        title: 'Price feed API key',
        description: 'Optional key of your own price feed, used to value the tokens.',
        format: 'password',
      },
      native_token_status: { type: 'boolean', title: 'Watch the native token', default: false },
      native_token_threshold: {
        type: 'string',
        title: 'Native drop threshold',
        pattern: '^\\d+(\\.\\d+)?%$',
        default: '5%',
      },
      cron: cronField('1 min'),
    },
    required: ['tokens'],
    desc: 'TVL of {token} dropped by {change} to {tvl}',
  },
  {
    name: 'DetectorContractHash',
    title: 'Contract hash verification',
    version: '1.0.3',
    description:
      'Compares the deployed bytecode hash with a known checksum: catches unexpected upgrades and self-destructs.',
    author: 'Vigil Security Research',
    iconName: 'hash',
    tags: ['SECURITY'],
    networkTags: ['EVM', 'TRON'],
    faq: [
      {
        name: 'Which bytecode is hashed for a proxy?',
        value:
          'The code at the watched address; add a second detector on the implementation to watch it too.',
      },
      {
        name: 'What does the initial check do?',
        value:
          'It verifies the checksum once when the detector is saved, so a wrong checksum is reported at once.',
      },
    ],
    properties: {
      checksum: {
        type: 'string',
        title: 'Expected checksum',
        description: 'Hex digest of the runtime bytecode (32 bytes).',
        pattern: '^(0x)?[0-9a-fA-F]{64}$',
      },
      hash_type: {
        type: 'string',
        title: 'Hash function',
        enum: ['keccak', 'sha256'],
        default: 'keccak',
      },
      initial_check: { type: 'boolean', title: 'Check when saved', default: true },
      cron: cronField('1 hour'),
    },
    required: ['checksum'],
    desc: 'Bytecode hash of {address} is {actual}, expected {checksum}',
  },
  {
    name: 'DetectorContractCall',
    title: 'Contract call',
    version: '1.5.0',
    description:
      'Calls a view function on every block or on a schedule and alerts when the result meets a condition.',
    author: 'Vigil Detection Team',
    iconName: 'call',
    tags: ['SECURITY', 'FINANCIAL'],
    networkTags: ['EVM', 'TRON'],
    faq: [
      {
        name: 'How do I write the function?',
        value: "With its input and output types: 'balanceOf(address)(uint256)'.",
      },
      {
        name: "What does '>> 0' mean?",
        value:
          'Fire once when the condition turns from false to true, not on every check while it holds.',
      },
      {
        name: 'What are track_err and err_always?',
        value:
          'track_err alerts when the call reverts; err_always keeps alerting on every failing check.',
      },
    ],
    properties: {
      function: {
        type: 'string',
        title: 'Function',
        description: "Signature with output types, e.g. 'balanceOf(address)(uint256)'.",
        pattern: '^[A-Za-z_$][\\w$]*\\([^()]*(\\([^()]*\\)[^()]*)*\\)(\\([^()]*\\))?$',
      },
      parameters: {
        type: 'array',
        title: 'Parameters',
        description: 'Input values in order.',
        items: { type: 'string' },
        default: [],
      },
      condition: {
        type: 'string',
        title: 'Condition',
        description: "Condition on the result: '> 10', '>= 5%', '++3', '>> 0'.",
        pattern: CONDITION_PATTERN,
      },
      when: { type: 'string', title: 'When', enum: ['block', 'cron'], default: 'block' },
      cron: cronField('0 0/5 * * * ?'),
      track_err: { type: 'boolean', title: 'Alert when the call reverts', default: false },
      err_always: { type: 'boolean', title: 'Alert on every failing check', default: false },
      description: { type: 'string', title: 'What this call checks', maxLength: 500 },
    },
    required: ['function', 'condition'],
    desc: '{function} returned {result}',
    ui: { description: { 'ui:widget': 'textarea' } },
  },
];
