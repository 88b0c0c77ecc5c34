import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';

/** A WebUI emulator on a clock the test moves (`clock.time`), 1 s a step; closed after the test. */
async function startOnClock(clock: { time: number }) {
  const webui = await startSdWebuiEmulator({
    now: () => clock.time,
    stepMs: 1_000,
    previewEvery: 0,
  });
  onTestFinished(() => webui.close());
  return webui;
}

const post = (webui: SdWebuiEmulator, path: string, body: unknown) =>
  fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const txt2img = (webui: SdWebuiEmulator, id: string) =>
  post(webui, '/sdapi/v1/txt2img', { prompt: 'a fox', steps: 4, force_task_id: id });

/** `POST /internal/progress` of task `id`, as JSON. */
const progressOf = async (webui: SdWebuiEmulator, id: string) =>
  (await post(webui, '/internal/progress', { id_task: id, id_live_preview: -1 })).json();

/** The code of the network error a failed `fetch` was caused by. */
async function failure(request: Promise<unknown>): Promise<string | undefined> {
  try {
    await request;
  } catch (error) {
    return ((error as Error).cause as { code?: string } | undefined)?.code;
  }
  return 'answered';
}

/** Waits (reading every 10 ms of real time) until `check` holds; the clock moves only by hand. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 1_000 && !check(); tries++) await sleep(10);
  if (!check()) throw new Error(`never: ${what}`);
}

describe('the WebUI emulator: killed, restarted and cut off as one server of a pool', () => {
  it('killed, it resets the call it was running and refuses connections; restarted on its port, it has forgotten its tasks', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    const running = failure(txt2img(webui, 'a'));
    const waiting = failure(txt2img(webui, 'b'));
    await until(() => webui.queue().pending.length === 1, 'b waits behind a');

    clock.time += 1_500;
    await webui.kill();
    expect(webui.state).toBe('down');
    expect(webui.stats.gpu.runs).toEqual([
      { id: 'a', startedAt: 1_700_000_000_000, endedAt: 1_700_000_001_500, outcome: 'cut' },
    ]);
    expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(await running);
    expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(await waiting);
    expect(await failure(fetch(`${webui.url}/sdapi/v1/sd-models`))).toBe('ECONNREFUSED');

    await webui.restart();
    expect(webui.state).toBe('up');
    for (const id of ['a', 'b']) {
      expect(await progressOf(webui, id)).toMatchObject({
        active: false,
        queued: false,
        completed: false,
      });
    }
    expect(await (await fetch(`${webui.url}/internal/pending-tasks`)).json()).toEqual({
      size: 0,
      tasks: [],
    });
    const after = txt2img(webui, 'c');
    await until(() => webui.queue().running === 'c', 'c runs');
    clock.time += 60_000;
    expect((await after).status).toBe(200);
    expect(webui.stats.finished).toMatchObject({ success: 1, error: 0 });
    expect(webui.stats.gpu.jobs).toBe(1);
  });

  it('partitioned, it runs on but nothing reaches it or leaves it; healed, the answers and calls held go through', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    let answered = false;
    const running = txt2img(webui, 'a').then((answer) => {
      answered = true;
      return answer;
    });
    await until(() => webui.queue().running === 'a', 'a runs');

    webui.partition();
    expect(webui.state).toBe('partitioned');
    let progressed = false;
    const progress = progressOf(webui, 'a').then((json) => {
      progressed = true;
      return json;
    });
    clock.time += 60_000;
    await until(() => webui.stats.finished.success === 1, 'a ends on the server');
    await sleep(300);
    expect({ answered, progressed }).toEqual({ answered: false, progressed: false });

    webui.heal();
    expect((await running).status).toBe(200);
    expect(await progress).toMatchObject({ completed: true });
    expect(webui.stats.answersLost).toBe(0);
  });

  it('restarted while up, it drops its connections and forgets its queue at once', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    const running = failure(txt2img(webui, 'a'));
    await until(() => webui.queue().running === 'a', 'a runs');
    await webui.restart();
    expect(await running).not.toBe('answered');
    expect(webui.queue()).toEqual({ running: undefined, pending: [] });
    expect((await fetch(`${webui.url}/sdapi/v1/sd-models`)).status).toBe(200);
  });
});
