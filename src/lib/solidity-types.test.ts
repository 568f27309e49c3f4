import { describe, expect, it } from 'vitest';
import {
  checkSolidityValue as check,
  intRange,
  normalizeSolidityValue,
  parseInteger,
} from './solidity-types';

const t = (type: string, components?: { type: string; name: string }[]) => ({ type, components });

describe('Solidity value validation', () => {
  it('checks uintN bounds, decimal and hex', () => {
    expect(check(t('uint8'), '255')).toBeUndefined();
    expect(check(t('uint8'), '0xff')).toBeUndefined();
    expect(check(t('uint8'), '256')).toBe('Out of range for uint8: 0 to 255');
    expect(check(t('uint8'), '0x100')).toMatch(/^Out of range/);
    expect(check(t('uint8'), '-1')).toMatch(/^Out of range/);
    expect(check(t('uint256'), (2n ** 256n - 1n).toString())).toBeUndefined();
    expect(check(t('uint256'), (2n ** 256n).toString())).toBe(
      'Out of range for uint256: 0 to 2^256 − 1',
    );
    expect(check(t('int128'), (2n ** 127n).toString())).toBe(
      'Out of range for int128: −2^127 to 2^127 − 1',
    );
    expect(check(t('uint32'), '-1')).toBe('Out of range for uint32: 0 to 4,294,967,295');
    expect(check(t('uint'), '1.5')).toMatch(/whole number/);
    expect(check(t('uint16'), 'abc')).toMatch(/whole number/);
  });

  it('checks intN bounds', () => {
    expect(check(t('int8'), '-128')).toBeUndefined();
    expect(check(t('int8'), '127')).toBeUndefined();
    expect(check(t('int8'), '-129')).toBe('Out of range for int8: −128 to 127');
    expect(check(t('int8'), '128')).toMatch(/^Out of range/);
    expect(check(t('int8'), '-0x80')).toBeUndefined();
    expect(intRange('int256')?.min).toBe(-(2n ** 255n));
  });

  it('parses and normalises hex integers to decimal', () => {
    expect(parseInteger('0x2a')).toBe(42n);
    expect(parseInteger('12e3')).toBeUndefined();
    expect(normalizeSolidityValue(t('uint256'), '0x3e8')).toBe('1000');
    expect(normalizeSolidityValue(t('address'), '0xAb')).toBe('0xAb');
  });

  it('checks bytesN length and bytes hex', () => {
    expect(check(t('bytes4'), '0xa9059cbb')).toBeUndefined();
    expect(check(t('bytes4'), '0xa9059c')).toBe(
      'Needs exactly 4 bytes (8 hex digits) for bytes4, got 6',
    );
    expect(check(t('bytes4'), 'a9059cbb')).toBe('Must be 0x-prefixed hex');
    expect(check(t('bytes'), '0x')).toBeUndefined();
    expect(check(t('bytes'), '0xabc')).toMatch(/even number/);
    expect(check(t('bytes32'), `0x${'00'.repeat(32)}`)).toBeUndefined();
  });

  it('checks addresses: length, and the checksum when the case is mixed', () => {
    expect(check(t('address'), '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeUndefined();
    expect(check(t('address'), '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBeUndefined();
    expect(check(t('address'), '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48')).toBe(
      'Wrong checksum: did you mean 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48?',
    );
    expect(check(t('address'), '0x1234')).toBe('Must be 0x followed by 40 hex digits');
  });

  it('checks bool and string', () => {
    expect(check(t('bool'), 'true')).toBeUndefined();
    expect(check(t('bool'), 'yes')).toBe('Must be true or false');
    expect(check(t('string'), 'anything at all')).toBeUndefined();
    expect(check(t('string'), '')).toBe('Value must have at least 1 character');
  });

  it('checks arrays as JSON, naming the item', () => {
    expect(check(t('uint8[]'), '[1, "2", "0x03"]')).toBeUndefined();
    expect(check(t('uint8[]'), '[1, 300]')).toBe('[1]: out of range for uint8: 0 to 255');
    expect(check(t('address[2]'), '["0x0000000000000000000000000000000000000001"]')).toBe(
      'Needs exactly 2 items, got 1',
    );
    expect(check(t('uint8[]'), '{"a":1}')).toBe('Must be a JSON array for uint8[]');
    expect(check(t('uint8[]'), '[1,')).toMatch(/^Not valid JSON/);
    expect(check(t('bool[][]'), '[[true],[false, "x"]]')).toBe('[1][1]: must be true or false');
  });

  it('checks tuples as objects or arrays, with the path of the field', () => {
    const fee = t('tuple', [
      { name: 'recipient', type: 'address' },
      { name: 'bps', type: 'uint16' },
    ]);
    expect(
      check(fee, '{"recipient":"0x0000000000000000000000000000000000000001","bps":30}'),
    ).toBeUndefined();
    expect(check(fee, '["0x0000000000000000000000000000000000000001", 30]')).toBeUndefined();
    expect(check(fee, '{"recipient":"0x01","bps":30}')).toBe(
      'recipient: must be 0x followed by 40 hex digits',
    );
    expect(check(fee, '{"recipient":"0x0000000000000000000000000000000000000001"}')).toBe(
      'Missing field bps',
    );
    const orders = t('tuple[]', [
      { name: 'maker', type: 'address' },
      { name: 'expiry', type: 'uint64' },
    ]);
    expect(
      check(orders, '[{"maker":"0x0000000000000000000000000000000000000001","expiry":"-1"}]'),
    ).toBe('[0].expiry: out of range for uint64: 0 to 18,446,744,073,709,551,615');
  });
});
