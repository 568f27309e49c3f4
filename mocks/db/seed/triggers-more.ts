import { TREASURY_WALLET } from './contracts';
import type { TriggerRow } from './triggers';

const OPS = '0x7864114746c14d88dee162ea9e6b0948799c461c';
const KEEPER = '0x3ab3a9cb25ea772fd419b3da43a2311a8b70daf4';
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';

/** More triggers: every type, 1–3 alerts each, a few disabled (tenant 1: 7006+, alerts 7507+). */
// prettier-ignore
export const MORE_A_TRIGGERS: TriggerRow[] = [
  [7006, 1004, 'WHITELISTED_CALLERS', 'Only keepers liquidate', { whitelist: [KEEPER, OPS] }, [
    [7507, 'HIGH', 'Unknown liquidator', '{from} called {function} on the pool', [302]],
  ]],
  [7007, 1021, 'WHITELISTED_CALLERS', 'Minting by the treasury only', { whitelist: [TREASURY_WALLET] }, [
    [7508, 'CRITICAL', 'Mint by an unknown caller', '{from} minted NWD', [301, 302]],
    [7509, 'MEDIUM', 'Review caller', 'Check {from} with the signers', [310]],
  ]],
  [7008, 1004, 'FUNCTION_CALL', 'Flash loans on the pool', {
    funcName: 'flashLoanSimple',
    params: [{ name: 'amount', operator: '>', value: '10000000000000' }],
  }, [
    [7510, 'MEDIUM', 'Large flash loan', '{from} borrowed via flash loan', [303]],
    [7511, 'HIGH', 'Flash loan and liquidation', 'Flash loan in {txHash} followed by a liquidation', [302, 303]],
  ]],
  [7009, 1021, 'FUNCTION_CALL', 'NWD mint calls', {
    funcName: 'mint',
    params: [{ name: 'amount', operator: '>=', value: '1000000000000000000000000' }],
  }, [[7512, 'HIGH', 'Large mint', '{value} NWD minted to {to}', [301]]]],
  [7010, 1020, 'ERC20_TRANSFER', 'Base USDC to exchanges', {
    token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    funcName: 'Transfer',
    params: [{ name: 'value', operator: '>', value: '100000000000' }],
  }, [
    [7513, 'LOW', 'Transfer above 100k', '{from} sent {value} USDC', []],
    [7514, 'MEDIUM', 'Transfer above 100k to a new address', '{from} sent {value} USDC to {to}', [304]],
  ], 'DISABLED'],
  [7011, 1006, 'BLACKLISTED_CALLERS', 'Sanctioned router users', { blacklist: ['0x8589427373d6d84e98730d7795d8f6f8731fda16', '0x722122df12d4e14e13ac3b6895a86e84145b6967'] }, [
    [7515, 'CRITICAL', 'Sanctioned address swapped', '{from} swapped through the router', [301, 311]],
  ]],
  [7012, 1001, 'EVENT_EMITTED', 'USDC blacklisting', {
    funcName: 'Blacklisted',
    params: [],
    txParams: null,
  }, [
    [7516, 'INFO', 'Address blacklisted', '{_account} was blacklisted', [311]],
    [7517, 'MEDIUM', 'Blacklisted counterparty', 'A counterparty of the treasury was blacklisted', [301]],
    [7518, 'HIGH', 'Treasury blacklisted', 'The treasury address was blacklisted', [301, 302]],
  ]],
  [7013, 1002, 'FAILED_TRANSACTIONS', 'Failed USDT transfers', {}, [
    [7519, 'LOW', 'Failed transfer', 'Transaction {txHash} reverted: {error}', []],
  ]],
  [7014, 1007, 'EVENT_EMITTED', 'BAYC ownership transfer', {
    funcName: 'OwnershipTransferred',
    params: [{ name: 'newOwner', operator: '==', value: ROUTER }],
    txParams: [{ name: 'value', operator: '>', value: '0' }],
  }, [[7520, 'CRITICAL', 'Collection owner changed', 'Owner is now {newOwner}', [302]]], 'DISABLED'],
  [7015, 1003, 'ERC20_TRANSFER', 'WETH withdrawals to the ops wallet', {
    token: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    funcName: 'Transfer',
    params: [{ name: 'dst', operator: '=', value: OPS }],
  }, [[7521, 'INFO', 'WETH to ops', '{value} WETH to the ops wallet', []]]],
  [7016, 1010, 'FAILED_TRANSACTIONS', 'Failed BSC USDC calls', {}, [
    [7522, 'MEDIUM', 'Failed call', '{txHash} reverted', [310]],
    [7523, 'HIGH', 'Burst of failures', 'Many failing calls from {from}', [302]],
  ]],
];

/** Tenant 2: 7055+, alerts 7556+. */
// prettier-ignore
export const MORE_B_TRIGGERS: TriggerRow[] = [
  [7055, 1053, 'FUNCTION_CALL', 'Vesting releases', { funcName: 'release', params: [] }, [
    [7556, 'INFO', 'Tokens released', '{value} HLS released', []],
  ]],
  [7056, 1058, 'WHITELISTED_CALLERS', 'Root rotation by ops only', { whitelist: ['0xcf7c14225ae340c8a82382668f47fb267c1c68b4'] }, [
    [7557, 'CRITICAL', 'Root set by unknown caller', '{from} set the merkle root', [305, 306]],
  ]],
  [7057, 1060, 'ERC20_TRANSFER', 'Large DAI transfers', {
    token: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    funcName: 'Transfer',
    params: [{ name: 'value', operator: '>', value: '1000000000000000000000000' }],
  }, [[7558, 'MEDIUM', 'DAI above 1M', '{from} sent {value} DAI', [305]]], 'DISABLED'],
  [7058, 1051, 'EVENT_EMITTED', 'HLS paused', { funcName: 'Paused', params: [], txParams: null }, [
    [7559, 'HIGH', 'Token paused', 'HLS was paused by {account}', [306]],
  ]],
];
