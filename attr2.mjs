import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import zlib from 'node:zlib';
const f = process.argv[2];
const depth = +process.argv[3] || 1;
const code = fs.readFileSync(f, 'utf8');
const map = JSON.parse(fs.readFileSync(f + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
let segs = [];
c.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
const chunks = {};
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  const line = lines[s.generatedLine - 1];
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : line.length;
  const txt = line.slice(s.generatedColumn, end);
  let src = s.source || '?';
  src = src.replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/');
  let parts = src.split('/');
  let grp;
  if (src.startsWith('nm:')) { const n = parts[0].startsWith('nm:@') ? 2 : 1; grp = parts.slice(0, n + depth).join('/'); }
  else grp = parts.slice(0, depth + 1).join('/');
  chunks[grp] = (chunks[grp] || '') + txt;
}
const rows = Object.entries(chunks).map(([k, t]) => [k, t.length, zlib.gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
for (const r of rows.slice(0, 50)) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0]);
