import { sha256 } from '@noble/hashes/sha2.js';
import { Network as BtcNetwork, validate as validateBitcoin } from 'bitcoin-address-validation';
import bs58 from 'bs58';
import { Address } from 'ox';
import type { Network } from '../network/schemas';
import { NETWORK_INFO, type NetworkFamily } from './networks';

/**
 * Address checks per network family. Each returns a sentence for the field, or undefined when the
 * address is valid. Formats are checked with their checksums where the format has one.
 */
type Check = (address: string) => string | undefined;

const HEX = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: mixed case must match the checksum; all-lowercase (and all-uppercase) carry none. */
export const checkEvm: Check = (a) => {
  if (!/^0x/i.test(a)) return 'an EVM address starts with 0x';
  if (!HEX.test(a)) return 'an EVM address is 0x followed by 40 hex digits';
  const body = a.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return undefined;
  return Address.validate(a, { strict: true })
    ? undefined
    : 'the EIP-55 checksum (mixed case) is wrong: check for a typo, or enter it all in lowercase';
};

function decode58(a: string): Uint8Array | null {
  try {
    return bs58.decode(a);
  } catch {
    return null;
  }
}

const equalBytes = (x: Uint8Array, y: Uint8Array) =>
  x.length === y.length && x.every((b, i) => b === y[i]);

/** TRON: base58check of 0x41 + 20 bytes, 34 characters starting with T. */
export const checkTron: Check = (a) => {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a))
    return 'a TRON address is 34 base58 characters starting with T';
  const bytes = decode58(a);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return 'not a TRON base58 address';
  const payload = bytes.slice(0, 21);
  const sum = sha256(sha256(payload)).slice(0, 4);
  return equalBytes(sum, bytes.slice(21)) ? undefined : 'the TRON address checksum is wrong';
};

/** Solana: a base58 public key of 32 bytes. */
export const checkSolana: Check = (a) => {
  const bytes = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a) ? decode58(a) : null;
  return bytes?.length === 32 ? undefined : 'a Solana address is a base58 public key of 32 bytes';
};

export const checkBitcoin: Check = (a) =>
  validateBitcoin(a, BtcNetwork.mainnet)
    ? undefined
    : 'not a Bitcoin mainnet address (1…, 3… or bc1…), or its checksum is wrong';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(s: string): Uint8Array | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.toUpperCase()) {
    const i = B32.indexOf(ch);
    if (i < 0) return null;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Stellar: a StrKey account id — G + 55 base32 characters, version byte and CRC16 checked. */
export const checkStellar: Check = (a) => {
  if (!/^G[A-Z2-7]{55}$/.test(a)) return 'a Stellar account id is 56 characters starting with G';
  const bytes = base32Decode(a);
  if (!bytes || bytes.length !== 35 || bytes[0] !== 6 << 3) return 'not a Stellar account id';
  const crc = crc16xmodem(bytes.slice(0, 33));
  const stored = (bytes[33] ?? 0) | ((bytes[34] ?? 0) << 8);
  return crc === stored ? undefined : 'the Stellar account id checksum is wrong';
};

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** ICP principal: lowercase base32 in dash-separated groups of 5, CRC32 of the bytes first. */
export const checkIcp: Check = (a) => {
  if (!/^[a-z2-7]{5}(-[a-z2-7]{5})*(-[a-z2-7]{1,5})?$/.test(a))
    return 'an ICP principal looks like ryjl3-tyaaa-aaaaa-aaaba-cai';
  const bytes = base32Decode(a.replace(/-/g, ''));
  if (!bytes || bytes.length < 4 || bytes.length > 33) return 'not an ICP principal';
  const body = bytes.slice(4);
  const stored =
    (((bytes[0] ?? 0) << 24) |
      ((bytes[1] ?? 0) << 16) |
      ((bytes[2] ?? 0) << 8) |
      (bytes[3] ?? 0)) >>>
    0;
  return crc32(body) === stored ? undefined : 'the ICP principal checksum is wrong';
};

const CHECKS: Record<NetworkFamily, Check> = {
  evm: checkEvm,
  vechain: checkEvm,
  tron: checkTron,
  solana: checkSolana,
  bitcoin: checkBitcoin,
  stellar: checkStellar,
  icp: checkIcp,
};

/** Why `address` is not an address of `network`, or undefined when it is. */
export function addressProblem(network: Network, address: string): string | undefined {
  const a = address.trim();
  if (!a) return 'an address is required';
  return CHECKS[NETWORK_INFO[network].family](a);
}
