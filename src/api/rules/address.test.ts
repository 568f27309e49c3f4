import { describe, expect, it } from 'vitest';
import { shortAddress } from '@/lib/contract-directory';
import { addressProblem } from './address';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('addressProblem per network family', () => {
  it('EVM: accepts a correct EIP-55 checksum, all-lowercase and all-uppercase', () => {
    expect(addressProblem('ethereum', USDC)).toBeUndefined();
    expect(addressProblem('arbitrum', USDC.toLowerCase())).toBeUndefined();
    expect(addressProblem('base', `0x${USDC.slice(2).toUpperCase()}`)).toBeUndefined();
    expect(addressProblem('vechain', USDC)).toBeUndefined();
    expect(addressProblem('ethereum', `  ${USDC} `)).toBeUndefined();
  });

  it('EVM: rejects a wrong checksum, bad length, missing 0x and non-hex', () => {
    expect(addressProblem('ethereum', `0xa${USDC.slice(3)}`)).toMatch(/EIP-55 checksum/);
    expect(addressProblem('ethereum', USDC.slice(0, 41))).toMatch(/40 hex digits/);
    expect(addressProblem('ethereum', USDC.slice(2))).toMatch(/starts with 0x/);
    expect(addressProblem('polygon', `0x${'g'.repeat(40)}`)).toMatch(/40 hex digits/);
    expect(addressProblem('ethereum', '   ')).toMatch(/required/);
  });

  it('TRON: base58check with the 0x41 prefix', () => {
    expect(addressProblem('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeUndefined();
    expect(addressProblem('tron', 'TJvBCuz9ERg4VKuAxhd3KU3xPtGuoJmwYy')).toBeUndefined();
    expect(addressProblem('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toMatch(/checksum/);
    expect(addressProblem('tron', USDC)).toMatch(/starting with T/);
  });

  it('Solana: base58 public key of 32 bytes', () => {
    expect(
      addressProblem('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    ).toBeUndefined();
    expect(addressProblem('solana', '11111111111111111111111111111111')).toBeUndefined();
    expect(addressProblem('solana', 'EPjFWdd5AufqSSqeM2qN1xzyba')).toMatch(/32 bytes/);
    expect(addressProblem('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10')).toMatch(
      /32 bytes/,
    );
  });

  it('Bitcoin: legacy, P2SH and bech32 with checksums', () => {
    expect(addressProblem('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeUndefined();
    expect(addressProblem('bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeUndefined();
    expect(addressProblem('bitcoin', 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h')).toBeUndefined();
    expect(addressProblem('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatch(/Bitcoin/);
    expect(addressProblem('bitcoin', 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3x')).toMatch(
      /Bitcoin/,
    );
  });

  it('Stellar: G… account id with version byte and CRC16', () => {
    const ok = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
    expect(addressProblem('stellar', ok)).toBeUndefined();
    expect(addressProblem('stellar', `${ok.slice(0, 55)}A`)).toMatch(/checksum/);
    expect(addressProblem('stellar', ok.slice(0, 40))).toMatch(/56 characters/);
  });

  it('ICP: principal text with CRC32', () => {
    expect(addressProblem('icp', 'ryjl3-tyaaa-aaaaa-aaaba-cai')).toBeUndefined();
    expect(addressProblem('icp', 'aaaaa-aa')).toBeUndefined();
    expect(addressProblem('icp', 'ryjl3-tyaaa-aaaaa-aaabb-cai')).toMatch(/checksum/);
    expect(addressProblem('icp', 'not a principal')).toMatch(/principal/);
  });
});

describe('shortAddress', () => {
  it('keeps the start and the end, one form for lists and pages, a shorter one asked for', () => {
    expect(shortAddress(USDC)).toBe('0xA0b869…06eB48');
    expect(shortAddress(` ${USDC} `)).toBe('0xA0b869…06eB48');
    expect(shortAddress(USDC, 6, 4)).toBe('0xA0b8…eB48');
    expect(shortAddress('short')).toBe('short');
  });
});
