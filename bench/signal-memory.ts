import { setMaxListeners } from 'node:events';
import { parseArgs } from 'node:util';
import { startImageApi } from '../sandbox/image-api/index.js';
import { ImageApiClient } from '../src/backends/image-service/image-api-client.js';
import { linkedSignal } from '../src/core/linked-signal.js';

/**
 * `npm run bench:signals`: heap growth per request when every request's signal follows one
 * long-lived signal (the job manager's stop signal), with `AbortSignal.any` and with
 * `linkedSignal`; then the real client's status requests (`ImageApiClient.taskStatus` against the
 * image emulator in this process, each with the same long-lived signal, as a job polls), with the
 * heap after collection at checkpoints. Run with `--expose-gc` (the script sets it) so the figures
 * are after collection. `--requests` (default 1,000,000), `--status-requests` (default 1,000,000;
 * 0 skips them).
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    'status-requests': { type: 'string', default: '1000000' },
  },
});
const requests = Number(values.requests);
const statusRequests = Number(values['status-requests']);
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

if (statusRequests > 0) {
  const api = await startImageApi({
    users: [{ name: 'bench', loginToken: 'login-bench', credits: 5 }],
  });
  api.setFaults({ hangNextTasks: 1 });
  const client = new ImageApiClient({ baseUrl: api.url, allowPrivateImageHosts: true });
  const key = api.issueKey('bench');
  const { taskId } = await client.submit(key, { workflow: 'default', prompt: 'a lighthouse' });
  const jobStop = new AbortController().signal;
  setMaxListeners(0, jobStop);
  const inFlight = 32;
  const mib = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  // The emulator notes the time of every status request: cleared, so only the client is measured.
  const heap = async () => {
    api.resetStats();
    for (let i = 0; i < 3; i += 1) {
      gc?.();
      await new Promise((settle) => setImmediate(settle));
    }
    return process.memoryUsage().heapUsed;
  };
  let sent = 0;
  const run = async (until: number) => {
    const worker = async () => {
      while (sent < until) {
        sent += 1;
        await client.taskStatus(key, taskId, { signal: jobStop });
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  };
  await run(10_000);
  const start = await heap();
  const started = performance.now();
  console.log(`  the client's status requests (${inFlight} in flight, one long-lived signal):`);
  for (const checkpoint of [0.1, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * statusRequests))) {
    await run(10_000 + checkpoint);
    const grown = (await heap()) - start;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `    after ${checkpoint.toLocaleString('en-US').padStart(9)}: heap ${grown >= 0 ? '+' : ''}${mib(grown)} MiB (${(grown / checkpoint).toFixed(2)} bytes per request), ${seconds} s`,
    );
  }
  await client.close();
  await api.close();
}
