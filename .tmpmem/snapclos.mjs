import fs from 'node:fs';
const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const m = snap.snapshot.meta; const F = m.node_fields.length;
const ti = m.node_fields.indexOf('type'), ni = m.node_fields.indexOf('name'), si = m.node_fields.indexOf('self_size');
const types = m.node_types[0]; const N = snap.nodes; const S = snap.strings;
const agg = new Map(); let total = 0;
for (let i = 0; i < N.length; i += F) {
  const type = types[N[i + ti]]; let name = S[N[i + ni]];
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '';
  if (type === 'code') name = '';
  if (type === 'closure') name = 'closure:' + name;
  if (type === 'array' && name.length > 40) name = name.slice(0, 40);
  const key = type + ' ' + (name.length > 50 ? name.slice(0, 50) : name);
  const a = agg.get(key) ?? [0, 0]; a[0] += 1; a[1] += N[i + si]; agg.set(key, a); total += N[i + si];
}
console.log('total MiB', (total / 1048576).toFixed(1));
const rows = [...agg].sort((a, b) => b[1][1] - a[1][1]).slice(0, Number(process.argv[3] ?? 45));
for (const [k, [c, s]] of rows) console.log(String((s / 1024).toFixed(0)).padStart(8), 'KiB', String(c).padStart(8), k);
