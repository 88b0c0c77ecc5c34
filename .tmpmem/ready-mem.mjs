const mb = (n) => (n / 1048576).toFixed(1);
const show = (label) => { globalThis.gc?.(); const m = process.memoryUsage(); console.log(label.padEnd(28), 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'heapTotal', mb(m.heapTotal), 'ext', mb(m.external), 'ab', mb(m.arrayBuffers)); };
show('empty');
for (const mod of process.argv.slice(2)) { await import(mod); show(mod.slice(-40)); }
