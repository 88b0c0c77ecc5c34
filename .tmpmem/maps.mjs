import fs from 'node:fs';
await import('/work/wt-mem/dist/src/app.js');
globalThis.gc?.();
const maps = fs.readFileSync('/proc/self/smaps', 'utf8').split('\n');
const byName = new Map(); let cur = '[anon]';
for (const line of maps) {
  const m = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
  if (m) { cur = m[1] || '[anon]'; continue; }
  const r = line.match(/^Rss:\s+(\d+) kB/);
  if (r) byName.set(cur, (byName.get(cur) ?? 0) + Number(r[1]));
}
console.log([...byName].sort((a,b)=>b[1]-a[1]).slice(0,15).map(([n,k])=>`${(k/1024).toFixed(1)} MiB ${n}`).join('\n'));
console.log(process.memoryUsage());
