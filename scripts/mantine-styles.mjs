// Mantine's stylesheet for the screens after the first (src/styles/all.css) holds the components
// the console draws, not all of Mantine's: their per-component files, in the order of Mantine's
// own stylesheet (so the cascade between them is Mantine's), without the ~40 components nothing
// draws. Which ones the console draws comes from the build: a component's class names are in the
// JS of whatever draws it (Mantine's components and the plain elements, src/components/plain).
//   node scripts/mantine-styles.mjs           # after a build: fails when all.css misses one
//   node scripts/mantine-styles.mjs --write   # after a build: writes all.css
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const STYLES = 'node_modules/@mantine/core/styles';
const TARGET = 'src/styles/all.css';
const BASE = ['baseline', 'default-css-variables', 'global'];

const js = readdirSync('dist/assets')
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(`dist/assets/${file}`, 'utf8'))
  .join('\n');
if (!js) throw new Error('dist/assets has no JS: run the build first');

const whole = readFileSync(`${STYLES}.layer.css`, 'utf8');
/** Where a component's rules start in Mantine's whole stylesheet: its place in the cascade. */
function position(name, css) {
  const first = /\.m_[0-9a-f]{8}\b/.exec(css)?.[0];
  const at = first ? whole.indexOf(first) : -1;
  if (at < 0) throw new Error(`${name}: not found in Mantine's whole stylesheet`);
  return at;
}

const used = readdirSync(STYLES)
  .filter((file) => file.endsWith('.layer.css'))
  .map((file) => file.slice(0, -'.layer.css'.length))
  .filter((name) => !BASE.includes(name))
  .map((name) => {
    const css = readFileSync(`${STYLES}/${name}.layer.css`, 'utf8');
    const classes = new Set(css.match(/m_[0-9a-f]{8}/g) ?? []);
    return { name, css, drawn: [...classes].some((c) => js.includes(c)) };
  })
  .filter((c) => c.drawn)
  .map((c) => ({ name: c.name, at: position(c.name, c.css) }))
  .sort((a, b) => a.at - b.at)
  .map((c) => c.name);

const expected = [
  '/*',
  " * Mantine's styles for every screen after the first, loaded by src/lib/styles.ts: the",
  " * components the console draws, in the order of Mantine's whole stylesheet. Its base (baseline,",
  " * CSS variables, globals) is in the entry's first-screen.css, always loaded before this: again",
  ' * here, its ~480 variables re-declared on :root restyled the whole page when this arrived.',
  ' * Written by `npm run styles:css` (scripts/mantine-styles.mjs); `npm test` fails when a',
  ' * component the build draws is missing.',
  ' */',
  ...used.map((name) => `@import '@mantine/core/styles/${name}.layer.css';`),
  "@import '@mantine/notifications/styles.layer.css';",
  '',
].join('\n');

if (process.argv.includes('--write')) {
  writeFileSync(TARGET, expected);
  console.log(`${TARGET}: ${used.length} components`);
} else if (readFileSync(TARGET, 'utf8') !== expected) {
  console.error(
    `${TARGET} is not the stylesheet of the components the build draws: run ` +
      '`npm run styles:css` and commit it.',
  );
  process.exit(1);
} else {
  console.log(`${TARGET}: the ${used.length} components the build draws`);
}
