// Writes the demo seed's icons to public/seed-icons/ (see mocks/db/seed/icons.ts, gap row 100):
// small token-like roundels with letters, and light/dark logos for tenants and organisations.
//   node scripts/seed-icons.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const OUT = new URL('../public/seed-icons/', import.meta.url);
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** [file, letters, colour, title]; light colours get dark letters. */
const CHAIN = [
  ['usdc', 'USDC', '#2775ca', 'USD Coin'],
  ['usdt', 'USDT', '#26a17b', 'Tether USD'],
  ['weth', 'WETH', '#627eea', 'Wrapped Ether'],
  ['eth', 'ETH', '#454a75', 'Ether'],
  ['dai', 'DAI', '#f5ac37', 'Dai'],
  ['wbnb', 'BNB', '#f0b90b', 'Wrapped BNB'],
  ['aave', 'AAVE', '#9c5fb5', 'Aave'],
  ['uniswap', 'UNI', '#e6007a', 'Uniswap'],
  ['bayc', 'BAYC', '#8a6a2f', 'Bored Ape Yacht Club'],
  ['marketplace', 'MKT', '#0284c7', 'Marketplace'],
  ['bridge', 'BRG', '#d97706', 'Bridge'],
  ['vault', 'VLT', '#64748b', 'Vault'],
  ['exchange', 'EX', '#0f766e', 'Exchange'],
  ['wallet', 'W', '#475569', 'Wallet'],
  ['nwd', 'NWD', '#1d4ed8', 'Northwind Token'],
  ['hls', 'HLS', '#ea580c', 'Helios Token'],
  ['helios', 'HX', '#c2410c', 'Helios'],
  ['vesting', 'VST', '#7c3aed', 'Vesting'],
];
const DETECTORS = [
  ['aml', 'AML', '#be123c', 'AML screening'],
  ['gas', 'GAS', '#a16207', 'Gas price'],
  ['block', 'BLK', '#334155', 'Block production'],
  ['dns', 'DNS', '#0369a1', 'DNS records'],
  ['github', 'GH', '#24292f', 'GitHub repository'],
  ['transfer', 'TX', '#059669', 'Transfers'],
  ['balance', 'BAL', '#4f46e5', 'Balance'],
  ['tvl', 'TVL', '#0d9488', 'Total value locked'],
  ['hash', '#', '#7c3aed', 'Bytecode hash'],
  ['call', 'FN', '#c2410c', 'Function calls'],
];
const PROJECTS = [
  ['treasury-operations', 'TO', '#0f766e', 'Treasury Operations'],
  ['lending-protocol-v2', 'LP', '#7c3aed', 'Lending Protocol v2'],
  ['nft-marketplace', 'NFT', '#db2777', 'NFT Marketplace'],
  ['bridge-monitoring', 'BM', '#d97706', 'Bridge Monitoring'],
  ['compliance-watchlist', 'CW', '#be123c', 'Compliance Watchlist'],
  ['helios-token', 'HT', '#ea580c', 'Helios Token'],
  ['helios-dex', 'HD', '#0284c7', 'Helios DEX'],
  ['validator-rewards', 'VR', '#4d7c0f', 'Validator Rewards'],
];
/** [file, letters, colour, first line, second line, has a dark logo]. */
const ORGANISATIONS = [
  ['northwind-risk', 'NR', '#1d4ed8', 'Northwind', 'Risk & Compliance', true],
  ['bvas', 'BV', '#15803d', 'Baltic Virtual Asset', 'Supervisor', false],
  ['northwind-audit', 'NA', '#1e3a8a', 'Northwind', 'Internal Audit', true],
  ['helios-council', 'HC', '#c2410c', 'Helios', 'Security Council', false],
  ['acob', 'AC', '#0e7490', 'Aegean Crypto', 'Oversight Board', true],
  ['helios-grants', 'HG', '#b45309', 'Helios', 'Grants Committee', false],
];
const TENANTS = [
  ['northwind', 'N', '#1d4ed8', 'Northwind', 'Digital Assets'],
  ['helios', 'H', '#ea580c', 'Helios', 'Protocol Labs'],
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function shade(hex, factor) {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v * factor));
  return `#${c.map((v) => Math.min(255, v).toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** The mark in a 64×64 box: 'circle' (tokens, tenants), 'square' (detectors, projects), 'hex'. */
function mark(id, letters, colour, shape) {
  const ink = isLight(colour) ? '#1a1b1e' : '#ffffff';
  const size = [30, 30, 24, 19, 15][letters.length] ?? 15;
  const body = {
    circle: '<circle cx="32" cy="32" r="31"/>',
    square: '<rect x="1" y="1" width="62" height="62" rx="15"/>',
    hex: '<path d="M32 1 59 16.5v31L32 63 5 47.5v-31z"/>',
  }[shape];
  const ring = {
    circle: '<circle cx="32" cy="32" r="26" fill="none"/>',
    square: '<rect x="6" y="6" width="52" height="52" rx="11" fill="none"/>',
    hex: '<path d="M32 7 54 19.7v24.6L32 57 10 44.3V19.7z" fill="none"/>',
  }[shape];
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${shade(colour, 1.18)}"/><stop offset="1" stop-color="${shade(colour, 0.78)}"/>`,
    `</linearGradient></defs>`,
    `<g fill="url(#${id})">${body}</g>`,
    `<g stroke="${ink}" stroke-opacity=".35" stroke-width="2">${ring}</g>`,
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${ink}">${escape(letters)}</text>`,
  ].join('');
}

function icon(title, letters, colour, shape) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">',
    `<title>${escape(title)}</title>`,
    mark('g', letters, colour, shape),
    '</svg>\n',
  ].join('');
}

/** A wordmark: the mark, then the name on two lines; `dark` for dark backgrounds. */
function logo(title, letters, colour, shape, first, second, dark) {
  const ink = dark ? '#f1f3f5' : '#1a1b1e';
  const soft = dark ? '#adb5bd' : '#495057';
  // Text is not measured here: a generous estimate of each line's width (bold 21px, 14px).
  const width = Math.ceil(76 + Math.max(first.length * 13.5, second.length * 8.5) + 8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img">`,
    `<title>${escape(title)}</title>`,
    mark('g', letters, colour, shape),
    `<text x="76" y="29" font-family="${FONT}" font-weight="700" font-size="21" fill="${ink}">${escape(first)}</text>`,
    `<text x="76" y="50" font-family="${FONT}" font-size="14" fill="${soft}">${escape(second)}</text>`,
    '</svg>\n',
  ].join('');
}

rmSync(OUT, { recursive: true, force: true });
const files = new Map();
for (const [file, letters, colour, title] of CHAIN)
  files.set(`chain/${file}`, icon(title, letters, colour, 'circle'));
for (const [file, letters, colour, title] of DETECTORS)
  files.set(`detectors/${file}`, icon(title, letters, colour, 'square'));
for (const [file, letters, colour, title] of PROJECTS)
  files.set(`projects/${file}`, icon(title, letters, colour, 'square'));
for (const [file, letters, colour, first, second, hasDark] of ORGANISATIONS) {
  const title = `${first} ${second}`;
  files.set(`organisations/${file}`, icon(title, letters, colour, 'hex'));
  files.set(`organisations/${file}-light`, logo(title, letters, colour, 'hex', first, second));
  if (hasDark)
    files.set(
      `organisations/${file}-dark`,
      logo(title, letters, colour, 'hex', first, second, true),
    );
}
for (const [file, letters, colour, first, second] of TENANTS) {
  const title = `${first} ${second}`;
  files.set(`tenants/${file}-icon`, icon(title, letters, colour, 'circle'));
  files.set(`tenants/${file}-light`, logo(title, letters, colour, 'circle', first, second));
  files.set(`tenants/${file}-dark`, logo(title, letters, colour, 'circle', first, second, true));
}
for (const [path, svg] of files) {
  const url = new URL(`${path}.svg`, OUT);
  mkdirSync(new URL('.', url), { recursive: true });
  writeFileSync(url, svg);
}
console.log(`${files.size} icons in public/seed-icons/`);
