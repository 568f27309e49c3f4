import { callerListKey } from '@/api/rules/trigger-config';
import { shortAddress } from '@/lib/contract-directory';
import { knownDecimals, toHumanAmount } from '@/lib/token-amount';

/** A trigger's config in words, for its page: one sentence and the conditions it checks. */
export interface ConfigWords {
  sentence: string;
  conditions: string[];
  /** Caller lists: the addresses, in full. */
  addresses: string[];
}

const OPS: Record<string, string> = {
  '=': '=',
  '==': '=',
  '!=': '≠',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));
const short = (v: string) => (/^0x[0-9a-fA-F]{40}$/.test(v) ? shortAddress(v) : v);

const tokenText = (token: string, name: string | undefined) =>
  name ? `${name} (${short(token)})` : `token ${short(token)}`;

function conditions(list: unknown, prefix = ''): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map(
      (c) =>
        `${prefix}${str(c.name)} ${OPS[str(c.operator)] ?? str(c.operator)} ${short(str(c.value))}`,
    );
}

/**
 * `tokenName` names a token address the console knows (the trigger's own contract, which an
 * ERC-20 trigger usually watches): "USD Coin (0xA0b8…eB48)" where the rule read a bare address.
 */
export function configWords(
  type: string,
  config: Record<string, unknown> | null | undefined,
  tokenName?: (address: string) => string | undefined,
): ConfigWords {
  const c = config ?? {};
  const none = { conditions: [], addresses: [] };
  switch (type) {
    case 'FAILED_TRANSACTIONS':
      return { ...none, sentence: 'Alerts when a transaction to the contract fails (reverts).' };
    case 'BLACKLISTED_CALLERS':
    case 'WHITELISTED_CALLERS': {
      const list = c[callerListKey(type)];
      const addresses = Array.isArray(list) ? list.map(str) : [];
      const n = `${addresses.length} address${addresses.length === 1 ? '' : 'es'}`;
      return {
        ...none,
        addresses,
        sentence:
          type === 'BLACKLISTED_CALLERS'
            ? `Alerts when one of these ${n} calls the contract.`
            : `Alerts when anyone but these ${n} calls the contract.`,
      };
    }
    case 'ERC20_TRANSFER': {
      const token = str(c.token);
      const decimals = knownDecimals(token);
      const list = (Array.isArray(c.params) ? c.params : []).filter(isObject);
      const parts = list.map((p) => {
        const value = str(p.value);
        const op = OPS[str(p.operator)] ?? str(p.operator);
        if (p.name === 'value' && /^\d+$/.test(value))
          return `amount ${op} ${toHumanAmount(value, decimals)} (${value} raw, ${decimals} decimals)`;
        if (p.name === 'from' && op === '=') return `sent from ${short(value)}`;
        if (p.name === 'to' && op === '=') return `sent to ${short(value)}`;
        return `${str(p.name)} ${op} ${short(value)}`;
      });
      return {
        ...none,
        conditions: parts,
        sentence: `Alerts on transfers of ${tokenText(token, tokenName?.(token))}${parts.length ? ' where:' : ' (any amount, any direction).'}`,
      };
    }
    case 'EVENT_EMITTED':
    case 'FUNCTION_CALL': {
      const what =
        type === 'EVENT_EMITTED'
          ? `the contract emits ${str(c.funcName)}`
          : `${str(c.funcName)} is called on the contract`;
      const all = [...conditions(c.params), ...conditions(c.txParams, 'transaction ')];
      return {
        ...none,
        conditions: all,
        sentence: `Alerts when ${what}${all.length ? ' and:' : '.'}`,
      };
    }
    default:
      return { ...none, sentence: `A ${type} rule.` };
  }
}
