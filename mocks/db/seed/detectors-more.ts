import type { DetectorRow } from './detectors';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

/**
 * More detectors so every list, filter and chart has enough rows: tenant 1 reaches 40+ over
 * 15 contracts and every schema; severities include values between the presets (any number in
 * -1..1 is allowed), and a few are disabled.
 */
// prettier-ignore
export const MORE_A_ROWS: DetectorRow[] = [
  [5017, 1003, 'DetectorTransferMonitor', 'WETH large transfers', { threshold: '500000000000000000000', direction: 'outgoing', severity: 0.5 }, ['FINANCIAL'], [301]],
  [5018, 1003, 'DetectorTvlMonitor', 'WETH supply drop', { tokens: [{ token: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', threshold: '2%' }], severity: 0.6 }, ['FINANCIAL'], []],
  [5019, 1002, 'DetectorAml', 'USDT sanctions screening', { tags: 'sanctions', score: '>= 60', direction: 'incoming', severity: 0.75 }, ['COMPLIANCE'], [311]],
  [5020, 1002, 'DetectorContractCall', 'USDT paused', { function: 'paused()(bool)', condition: '>> 0', when: 'block', severity: 0.9 }, ['SECURITY'], [302]],
  [5021, 1006, 'DetectorContractHash', 'Router bytecode', { checksum: '0x2a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809', hash_type: 'keccak', severity: 0.75 }, ['SECURITY'], [303]],
  [5022, 1006, 'DetectorTransferMonitor', 'Router dust sweeps', { threshold: '1', severity: 0 }, ['FINANCIAL'], [], 'DISABLED'],
  [5023, 1007, 'DetectorContractCall', 'BAYC owner unchanged', { function: 'owner()(address)', condition: '>> 0', when: 'cron', cron: '1 day', severity: 0.5 }, ['SECURITY'], []],
  [5024, 1008, 'DetectorBalanceMonitor', 'Settlement float', { balance_threshold: '< 5', decimals: 18, cron: '10 min', severity: 0.25 }, ['FINANCIAL'], [304]],
  [5025, 1009, 'DetectorBlockAnomaly', 'Optimism block anomaly', { max_block_delay: 20, reorg_depth: 2, severity: 0.3 }, ['SECURITY'], []],
  [5026, 1009, 'DetectorGasMonitor', 'Optimism gas spike', { gas_price_threshold: '> 5', cron: '1 min', severity: 0.15 }, ['FINANCIAL'], []],
  [5027, 1010, 'DetectorTransferMonitor', 'BSC USDC transfers', { threshold: '100000000000000000000000', severity: 0.25 }, ['FINANCIAL'], [310]],
  [5028, 1010, 'DetectorAml', 'BSC USDC screening', { tags: 'mixer,scam', score: '>= 80', severity: -1 }, ['COMPLIANCE'], []],
  [5029, 1011, 'DetectorTransferMonitor', 'Polygon USDC transfers', { threshold: '250000000000', severity: 0.35 }, ['FINANCIAL'], []],
  [5030, 1011, 'DetectorContractHash', 'Polygon USDC bytecode', { checksum: '0x7e0c3a6d9f2b5e8c1a4d7f0b3e6c9a2d5f8b1e4c7a0d3f6b9e2c5a8d1f4b7e0c', severity: 0.75 }, ['SECURITY'], [303]],
  [5031, 1013, 'DetectorAml', 'TRC-20 USDT screening', { tags: 'sanctions', score: '>= 50', severity: 0.5 }, ['COMPLIANCE'], [311]],
  [5032, 1013, 'DetectorContractCall', 'TRC-20 USDT supply', { function: 'totalSupply()(uint256)', condition: '>= 5%', when: 'cron', cron: '1 day', severity: 0.25 }, ['FINANCIAL'], []],
  [5033, 1014, 'DetectorBalanceMonitor', 'Solana USDC mint authority', { balance_threshold: '< 1', decimals: 9, severity: 0.5 }, ['FINANCIAL'], []],
  [5034, 1014, 'DetectorAml', 'Solana USDC screening', { tags: '', score: '>= 75', severity: -1 }, ['COMPLIANCE'], [301]],
  [5035, 1015, 'DetectorBalanceMonitor', 'Cold wallet balance', { balance_threshold: '< 150', decimals: 8, cron: '1 day', severity: 0.75 }, ['FINANCIAL'], [301, 302]],
  [5036, 1016, 'DetectorAml', 'Treasury counterparty screening', { tags: 'sanctions,mixer,scam', score: '>= 40', severity: 0.6 }, ['COMPLIANCE'], [311]],
  [5037, 1017, 'DetectorBalanceMonitor', 'Ops hot wallet gas', { balance_threshold: '< 0.2', decimals: 18, cron: '10 min', severity: 0.5 }, ['FINANCIAL'], [302]],
  [5038, 1018, 'DetectorBalanceMonitor', 'Operator wallet gas', { balance_threshold: '< 0.1', decimals: 18, severity: 0.25 }, ['FINANCIAL'], [], 'DISABLED'],
  [5039, 1019, 'DetectorTransferMonitor', 'Incident signer movements', { threshold: '1', direction: 'outgoing', severity: 0.75 }, ['SECURITY'], [301, 302]],
  [5040, 1020, 'DetectorTransferMonitor', 'Base USDC transfers', { threshold: '500000000000', severity: 0.25 }, ['FINANCIAL'], []],
  [5041, 1020, 'DetectorTvlMonitor', 'Base USDC reserve', { tokens: [{ token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', threshold: '10%' }], severity: 0.5 }, ['FINANCIAL'], []],
  [5042, 1021, 'DetectorTransferMonitor', 'NWD whale transfers', { threshold: '1000000000000000000000000', severity: 0.5 }, ['FINANCIAL'], [310]],
  [5043, 1021, 'DetectorContractCall', 'NWD total supply', { function: 'totalSupply()(uint256)', condition: '++1', when: 'block', track_err: true, severity: 0.45 }, ['FINANCIAL'], []],
  [5044, 1021, 'DetectorGithubMonitor', 'NWD token repo', { repository: 'northwind-digital/nwd-token', branch: 'main', events: ['force_push', 'release'], token: 'ghp_demoNorthwindReadOnly0000', severity: 0.15 }, ['SECURITY'], []],
  [5045, 1001, 'DetectorDnsMonitor', 'northwind.example DNS', { domain: 'northwind.example', record_types: ['A', 'MX'], severity: 0.5 }, ['SECURITY'], [302]],
  [5046, 1004, 'DetectorGasMonitor', 'Pool liquidation gas', { gas_price_threshold: '> 150', severity: 0.2 }, ['FINANCIAL'], [], 'DISABLED'],
];

/** Tenant 2: 5064+. */
// prettier-ignore
export const MORE_B_ROWS: DetectorRow[] = [
  [5064, 1060, 'DetectorTransferMonitor', 'DAI large transfers', { threshold: '1000000000000000000000000', severity: 0.5 }, ['FINANCIAL'], [305]],
  [5065, 1060, 'DetectorTvlMonitor', 'DAI reserve', { tokens: [{ token: DAI, threshold: '5%' }], severity: 0.55 }, ['FINANCIAL'], []],
  [5066, 1062, 'DetectorAml', 'TRC-20 HLS screening', { tags: 'sanctions', score: '>= 70', severity: 0.75 }, ['COMPLIANCE'], [306]],
  [5067, 1063, 'DetectorBalanceMonitor', 'Solana mint authority', { balance_threshold: '< 1', decimals: 9, severity: 0.25 }, ['FINANCIAL'], []],
  [5068, 1056, 'DetectorContractHash', 'WBNB bytecode', { checksum: '0x3f6b9e2c5a8d1f4b7e0c3a6d9f2b5e8c1a4d7f0b3e6c9a2d5f8b1e4c7a0d3f6b', severity: 0.75 }, ['SECURITY'], [], 'DISABLED'],
  [5069, 1066, 'DetectorTransferMonitor', 'Treasury outflows', { threshold: '100000000000000000000000', direction: 'outgoing', severity: 0.8 }, ['FINANCIAL'], [305, 306]],
];
