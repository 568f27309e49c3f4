import type { AbiJson } from '../../../src/api/contract/schemas';
import { ctor, error, event, fn, payable, receive, tuple, view } from './abi-dsl';

/** Struct-heavy protocol ABIs of the seed: custom errors, tuple and tuple[] inputs. */

const order = (name: string, array = false) =>
  tuple(
    'struct Settlement.Order',
    name,
    [
      'address maker',
      'address taker',
      'address collection',
      'uint256 tokenId',
      'uint256 price',
      'address currency',
      'uint64 expiry',
      'uint256 salt',
    ],
    array,
  );

/** NFT marketplace settlement: struct inputs and custom errors. */
export const SETTLEMENT_ABI: AbiJson = [
  ctor([
    'address owner_',
    tuple('struct Settlement.FeeConfig', 'fee_', ['address recipient', 'uint16 bps']),
  ]),
  payable('fillOrder', [order('order'), 'bytes signature']),
  payable('fillOrders', [order('orders', true), 'bytes[] signatures']),
  fn('cancelOrders', [order('orders', true)]),
  fn('setFeeConfig', [
    tuple('struct Settlement.FeeConfig', 'config', ['address recipient', 'uint16 bps']),
  ]),
  fn('setCurrencyAllowed', ['address currency', 'bool allowed']),
  fn('pause'),
  fn('unpause'),
  view('hashOrder', [order('order')], ['bytes32']),
  view('isCancelled', ['bytes32 orderHash'], ['bool']),
  view('feeConfig', [], ['address recipient', 'uint16 bps']),
  view('owner', [], ['address']),
  event('OrderFilled', [
    'bytes32 indexed orderHash',
    'address indexed maker',
    'address indexed taker',
    order('order'),
  ]),
  event('OrderCancelled', ['bytes32 indexed orderHash', 'address indexed maker']),
  event('FeeConfigUpdated', ['address recipient', 'uint16 bps']),
  error('OrderExpired', ['uint64 expiry']),
  error('InvalidSignature'),
  error('InsufficientPayment', ['uint256 required', 'uint256 sent']),
  error('OrderAlreadyFilled', ['bytes32 orderHash']),
  error('UnsupportedCurrency', ['address currency']),
  error('Unauthorized', ['address caller']),
];

/** Helios staking implementation (behind tenant 2's proxy). */
export const STAKING_ABI: AbiJson = [
  fn('stake', ['uint256 amount']),
  fn('stakeFor', ['address account', 'uint256 amount']),
  fn('unstake', ['uint256 amount']),
  fn('claimRewards', [], ['uint256']),
  fn('notifyRewardAmount', ['uint256 reward']),
  fn('setRewardsDuration', ['uint256 duration']),
  fn('pause'),
  fn('unpause'),
  view('balanceOf', ['address account'], ['uint256']),
  view('earned', ['address account'], ['uint256']),
  view('totalStaked', [], ['uint256']),
  view('rewardRate', [], ['uint256']),
  view('periodFinish', [], ['uint256']),
  event('Staked', ['address indexed user', 'uint256 amount']),
  event('Unstaked', ['address indexed user', 'uint256 amount']),
  event('RewardPaid', ['address indexed user', 'uint256 reward']),
  event('RewardAdded', ['uint256 reward']),
  error('ZeroAmount'),
  error('RewardTooHigh', ['uint256 reward', 'uint256 balance']),
  error('StakingPaused'),
];

/** OpenZeppelin VestingWallet with a cliff. */
export const VESTING_ABI: AbiJson = [
  ctor(
    [
      'address beneficiary',
      'uint64 startTimestamp',
      'uint64 durationSeconds',
      'uint64 cliffSeconds',
    ],
    'payable',
  ),
  fn('release', ['address token']),
  view('released', ['address token'], ['uint256']),
  view('releasable', ['address token'], ['uint256']),
  view('vestedAmount', ['address token', 'uint64 timestamp'], ['uint256']),
  view('owner', [], ['address']),
  view('start', [], ['uint256']),
  view('cliff', [], ['uint256']),
  view('duration', [], ['uint256']),
  view('end', [], ['uint256']),
  event('ERC20Released', ['address indexed token', 'uint256 amount']),
  error('InvalidCliffDuration', ['uint64 cliffSeconds', 'uint64 durationSeconds']),
  receive(),
];

const claim = (name: string, array = false) =>
  tuple(
    'struct Distributor.Claim',
    name,
    ['uint256 index', 'address account', 'uint256 amount', 'bytes32[] merkleProof'],
    array,
  );

/** Merkle rewards distributor: struct inputs and custom errors. */
export const DISTRIBUTOR_ABI: AbiJson = [
  fn('claim', [claim('claim_')]),
  fn('claimMany', [claim('claims', true)]),
  fn('setMerkleRoot', ['bytes32 root', 'uint256 epoch']),
  fn('withdrawUnclaimed', ['address to']),
  view('isClaimed', ['uint256 index'], ['bool']),
  view('merkleRoot', [], ['bytes32']),
  view('epoch', [], ['uint256']),
  event('Claimed', ['uint256 index', 'address indexed account', 'uint256 amount']),
  event('MerkleRootUpdated', ['bytes32 indexed root', 'uint256 epoch']),
  error('AlreadyClaimed', ['uint256 index']),
  error('InvalidProof'),
  error('EpochNotActive', ['uint256 epoch']),
  error('ZeroAddress'),
];

/** The beacon chain deposit contract. */
export const DEPOSIT_ABI: AbiJson = [
  ctor(),
  payable('deposit', [
    'bytes pubkey',
    'bytes withdrawal_credentials',
    'bytes signature',
    'bytes32 deposit_data_root',
  ]),
  view('get_deposit_count', [], ['bytes']),
  view('get_deposit_root', [], ['bytes32']),
  fn('supportsInterface', ['bytes4 interfaceId'], ['bool'], 'pure'),
  event('DepositEvent', [
    'bytes pubkey',
    'bytes withdrawal_credentials',
    'bytes amount',
    'bytes signature',
    'bytes index',
  ]),
];
