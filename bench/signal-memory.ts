import { parseArgs } from 'node:util';
import { linkedSignal } from '../src/core/linked-signal.js';

/**
 * `npm run bench:signals`: heap growth per request when every request's signal follows one
 * long-lived signal (the job manager's stop signal), with `AbortSignal.any` and with
 * `linkedSignal`. Run with `--expose-gc` (the script sets it) so the figures are after collection.
 */
const { values } = parseArgs({ options: { requests: { type: 'string', default: '1000000' } } });
const requests = Number(values.requests);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:signals does)');

async function heapAfter(run: () => void): Promise<number> {
  gc?.();
  await new Promise((settle) => setImmediate(settle));
  const before = process.memoryUsage().heapUsed;
  run();
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((settle) => setImmediate(settle));
  }
  return process.memoryUsage().heapUsed - before;
}

const forever = new AbortController().signal;
const any = await heapAfter(() => {
  for (let i = 0; i < requests; i += 1) AbortSignal.any([forever, new AbortController().signal]);
});
const linked = await heapAfter(() => {
  for (let i = 0; i < requests; i += 1) linkedSignal([forever]).dispose();
});
const perRequest = (bytes: number) => (bytes / requests).toFixed(1);
console.log(`node ${process.version}, ${requests.toLocaleString('en-US')} requests`);
console.log(
  `  AbortSignal.any : +${(any / 1_048_576).toFixed(1)} MiB (${perRequest(any)} bytes per request)`,
);
console.log(
  `  linkedSignal    : +${(linked / 1_048_576).toFixed(1)} MiB (${perRequest(linked)} bytes per request)`,
);
