import fs from 'node:fs';
const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const m = snap.snapshot.meta; const F = m.node_fields.length;
const ti = m.node_fields.indexOf('type'), ni = m.node_fields.indexOf('name'), si = m.node_fields.indexOf('self_size');
const types = m.node_types[0]; const N = snap.nodes; const S = snap.strings;
const agg = new Map();
for (let i = 0; i < N.length; i += F) {
  if (types[N[i + ti]] !== 'string') continue;
  const s = S[N[i + ni]]; const size = N[i + si];
  const key = s.length > 2000 ? '<long>' : s.replace(/[0-9]/g, '9').replace(/[A-Za-z0-9_-]{20,}/g, 'X').slice(0, 60);
  const a = agg.get(key) ?? [0, 0]; a[0]++; a[1] += size; agg.set(key, a);
}
for (const [k, [c, s]] of [...agg].sort((a, b) => b[1][1] - a[1][1]).slice(0, 30)) console.log((s/1024).toFixed(0).padStart(7), 'KiB', String(c).padStart(7), JSON.stringify(k));
