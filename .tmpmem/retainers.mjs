import fs from 'node:fs';
const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const want = process.argv[3]; // "closure:get"
const m = snap.snapshot.meta; const F = m.node_fields.length; const EF = m.edge_fields.length;
const ti = m.node_fields.indexOf('type'), ni = m.node_fields.indexOf('name'), eci = m.node_fields.indexOf('edge_count');
const types = m.node_types[0]; const etypes = m.edge_types[0]; const N = snap.nodes; const E = snap.edges; const S = snap.strings;
const eti = m.edge_fields.indexOf('type'), eni = m.edge_fields.indexOf('name_or_index'), etoi = m.edge_fields.indexOf('to_node');
const label = (i) => types[N[i + ti]] + ':' + S[N[i + ni]].slice(0, 40);
const agg = new Map(); let e = 0;
for (let i = 0; i < N.length; i += F) {
  const count = N[i + eci];
  for (let k = 0; k < count; k++, e += EF) {
    const to = E[e + etoi];
    if (label(to) !== want) continue;
    const et = etypes[E[e + eti]];
    const en = et === 'element' || et === 'hidden' ? E[e + eni] : S[E[e + eni]];
    const key = label(i) + ' --' + et + ':' + en + '-->';
    agg.set(key, (agg.get(key) ?? 0) + 1);
  }
}
for (const [k, c] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(c, k);
