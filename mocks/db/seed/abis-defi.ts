import type { AbiJson } from '../../../src/api/contract/schemas';
import { ctor, event, fallback, fn, payable, receive, tuple, view } from './abi-dsl';

/** DeFi ABIs of the seed: proxies, a lending pool (with the tenant's overrides) and a router. */

/** Aave's InitializableImmutableAdminUpgradeabilityProxy: what the explorer shows at the proxy. */
export const PROXY_ABI: AbiJson = [
  ctor(['address admin']),
  fn('admin', [], ['address']),
  fn('implementation', [], ['address']),
  payable('initialize', ['address _logic', 'bytes _data']),
  fn('upgradeTo', ['address newImplementation']),
  payable('upgradeToAndCall', ['address newImplementation', 'bytes data']),
  event('Upgraded', ['address indexed implementation']),
  fallback(),
];

const reserveData = tuple('struct DataTypes.ReserveDataLegacy', '', [
  tuple('struct DataTypes.ReserveConfigurationMap', 'configuration', ['uint256 data']),
  'uint128 liquidityIndex',
  'uint128 currentLiquidityRate',
  'uint128 variableBorrowIndex',
  'uint128 currentVariableBorrowRate',
  'uint128 currentStableBorrowRate',
  'uint40 lastUpdateTimestamp',
  'uint16 id',
  'address aTokenAddress',
  'address stableDebtTokenAddress',
  'address variableDebtTokenAddress',
  'address interestRateStrategyAddress',
  'uint128 accruedToTreasury',
  'uint128 unbacked',
  'uint128 isolationModeTotalDebt',
]);

/** Aave v3 Pool implementation: the implementation ABI behind both lending proxies. */
export const LENDING_POOL_ABI: AbiJson = [
  fn('supply', ['address asset', 'uint256 amount', 'address onBehalfOf', 'uint16 referralCode']),
  fn('deposit', ['address asset', 'uint256 amount', 'address onBehalfOf', 'uint16 referralCode']),
  fn('withdraw', ['address asset', 'uint256 amount', 'address to'], ['uint256']),
  fn('borrow', [
    'address asset',
    'uint256 amount',
    'uint256 interestRateMode',
    'uint16 referralCode',
    'address onBehalfOf',
  ]),
  fn(
    'repay',
    ['address asset', 'uint256 amount', 'uint256 interestRateMode', 'address onBehalfOf'],
    ['uint256'],
  ),
  fn('liquidationCall', [
    'address collateralAsset',
    'address debtAsset',
    'address user',
    'uint256 debtToCover',
    'bool receiveAToken',
  ]),
  fn('flashLoanSimple', [
    'address receiverAddress',
    'address asset',
    'uint256 amount',
    'bytes params',
    'uint16 referralCode',
  ]),
  fn('setUserUseReserveAsCollateral', ['address asset', 'bool useAsCollateral']),
  view('getReserveData', ['address asset'], [reserveData]),
  view('getReservesList', [], ['address[]']),
  view(
    'getUserAccountData',
    ['address user'],
    [
      'uint256 totalCollateralBase',
      'uint256 totalDebtBase',
      'uint256 availableBorrowsBase',
      'uint256 currentLiquidationThreshold',
      'uint256 ltv',
      'uint256 healthFactor',
    ],
  ),
  view('POOL_REVISION', [], ['uint256']),
  event('Supply', [
    'address indexed reserve',
    'address user',
    'address indexed onBehalfOf',
    'uint256 amount',
    'uint16 indexed referralCode',
  ]),
  event('Withdraw', [
    'address indexed reserve',
    'address indexed user',
    'address indexed to',
    'uint256 amount',
  ]),
  event('Borrow', [
    'address indexed reserve',
    'address user',
    'address indexed onBehalfOf',
    'uint256 amount',
    'uint8 interestRateMode',
    'uint256 borrowRate',
    'uint16 indexed referralCode',
  ]),
  event('Repay', [
    'address indexed reserve',
    'address indexed user',
    'address indexed repayer',
    'uint256 amount',
    'bool useATokens',
  ]),
  event('LiquidationCall', [
    'address indexed collateralAsset',
    'address indexed debtAsset',
    'address indexed user',
    'uint256 debtToCover',
    'uint256 liquidatedCollateralAmount',
    'address liquidator',
    'bool receiveAToken',
  ]),
];

/** The tenant's uploaded proxy ABI (override): the explorer's plus the admin-change event. */
export const PROXY_OVERRIDE_ABI: AbiJson = [
  ...PROXY_ABI,
  event('AdminChanged', ['address previousAdmin', 'address newAdmin']),
];

/** The tenant's uploaded implementation ABI (override): the pool plus its fork's pause switch. */
export const LENDING_POOL_OVERRIDE_ABI: AbiJson = [
  ...LENDING_POOL_ABI,
  fn('setPoolPause', ['bool paused']),
  event('PoolPaused', ['bool paused']),
];

/** Uniswap V2 Router02. */
export const ROUTER_ABI: AbiJson = [
  ctor(['address _factory', 'address _WETH']),
  view('WETH', [], ['address']),
  view('factory', [], ['address']),
  fn(
    'addLiquidity',
    [
      'address tokenA',
      'address tokenB',
      'uint256 amountADesired',
      'uint256 amountBDesired',
      'uint256 amountAMin',
      'uint256 amountBMin',
      'address to',
      'uint256 deadline',
    ],
    ['uint256 amountA', 'uint256 amountB', 'uint256 liquidity'],
  ),
  fn(
    'removeLiquidity',
    [
      'address tokenA',
      'address tokenB',
      'uint256 liquidity',
      'uint256 amountAMin',
      'uint256 amountBMin',
      'address to',
      'uint256 deadline',
    ],
    ['uint256 amountA', 'uint256 amountB'],
  ),
  fn(
    'swapExactTokensForTokens',
    [
      'uint256 amountIn',
      'uint256 amountOutMin',
      'address[] path',
      'address to',
      'uint256 deadline',
    ],
    ['uint256[] amounts'],
  ),
  fn(
    'swapTokensForExactTokens',
    [
      'uint256 amountOut',
      'uint256 amountInMax',
      'address[] path',
      'address to',
      'uint256 deadline',
    ],
    ['uint256[] amounts'],
  ),
  payable(
    'swapExactETHForTokens',
    ['uint256 amountOutMin', 'address[] path', 'address to', 'uint256 deadline'],
    ['uint256[] amounts'],
  ),
  fn(
    'swapExactTokensForETH',
    [
      'uint256 amountIn',
      'uint256 amountOutMin',
      'address[] path',
      'address to',
      'uint256 deadline',
    ],
    ['uint256[] amounts'],
  ),
  view('getAmountsOut', ['uint256 amountIn', 'address[] path'], ['uint256[] amounts']),
  view('getAmountsIn', ['uint256 amountOut', 'address[] path'], ['uint256[] amounts']),
  fn(
    'quote',
    ['uint256 amountA', 'uint256 reserveA', 'uint256 reserveB'],
    ['uint256 amountB'],
    'pure',
  ),
  receive(),
];
