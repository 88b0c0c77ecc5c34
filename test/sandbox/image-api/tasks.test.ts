import { describe, expect, it } from 'vitest';
import { startImageApi, WEBHOOK_MESSAGE } from '../../../sandbox/image-api/index.js';
import { call, pngSize, startEmulator, status, submit } from './emulator-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('image API emulator tasks', () => {
  it.each(['default', 'anime', 'z-image'])(
    'answers a %s submission with a UUID and a message',
    async (workflow) => {
      const { api, key } = await startEmulator();
      const answer = await submit(api, key, { prompt: 'a fox', workflow });
      expect(answer.json).toEqual({
        success: true,
        data: { id: expect.stringMatching(UUID), status: 'queued', message: WEBHOOK_MESSAGE },
        error: null,
      });
      expect(api.task(answer.json.data.id)).toMatchObject({ family: 'node-graph', workflow });
    },
  );

  it('answers an rr3 submission with a numeric id, provider and check_status', async () => {
    const { api, key } = await startEmulator();
    const answer = await submit(api, key, { prompt: 'a fox', workflow: 'rr3' });
    const id: string = answer.json.data.id;
    expect(id).toMatch(/^[0-9]+$/);
    expect(answer.json).toEqual({
      success: true,
      data: {
        id,
        provider: 'rr3',
        status: 'queued',
        check_status: `?endpoint=task_status&task_id=${id}`,
      },
      error: null,
    });
    const next = await submit(api, key, { prompt: 'again', workflow: 'rr3' });
    expect(Number(next.json.data.id)).toBeGreaterThan(Number(id));
  });

  it.each([
    ['default', 60_000],
    ['rr3', 30_000],
  ])(
    'moves a %s task pending → processing (rising) → completed by the clock',
    async (workflow, max) => {
      const { api, key, clock } = await startEmulator();
      const { id } = (await submit(api, key, { prompt: 'fox', workflow, width: 320, height: 200 }))
        .json.data;
      const seen: { status: string; progress?: number }[] = [];
      for (let t = 0; t <= max; t += 1_000) {
        const { data } = (await status(api, key, id)).json;
        seen.push(data);
        if (data.status === 'completed') break;
        clock.advance(1_000);
      }
      expect(seen[0]).toEqual({ id, status: 'pending', created_at: null, result: null });
      const processing = seen.filter((data) => data.status === 'processing');
      expect(processing[0]).toEqual({
        id,
        status: 'processing',
        created_at: null,
        result: null,
        progress: expect.any(Number),
      });
      const progress = processing.map((data) => data.progress ?? -1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBeGreaterThan(progress[0] ?? 100);
      expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p < 100)).toBe(true);
      const done = seen.at(-1);
      expect(done).toEqual({
        id,
        status: 'completed',
        created_at: null,
        result: { image_url: `${api.url}/images/${id}.png` },
      });
      const image = await fetch(`${api.url}/images/${id}.png`);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 320, height: 200 });
    },
  );

  it('draws durations from the spec ranges, scaled by timeScale', async () => {
    const { api, key } = await startEmulator({ timeScale: 0.5 });
    for (let i = 0; i < 20; i++) {
      const node = api.task((await submit(api, key, { prompt: `n${i}` })).json.data.id);
      const rr3 = api.task(
        (await submit(api, key, { prompt: `r${i}`, workflow: 'rr3' })).json.data.id,
      );
      expect(node?.durationMs).toBeGreaterThanOrEqual(5_000);
      expect(node?.durationMs).toBeLessThanOrEqual(30_000);
      expect(rr3?.durationMs).toBeGreaterThanOrEqual(5_000);
      expect(rr3?.durationMs).toBeLessThanOrEqual(15_000);
    }
  });

  it('completes on the real clock when time-scaled', async () => {
    const api = await startImageApi({
      users: [{ name: 'a', loginToken: 't', credits: 5 }],
      timeScale: 0.005,
    });
    try {
      const key = api.issueKey('a');
      const { id } = (await submit(api, key, { prompt: 'quick' })).json.data;
      let data = (await status(api, key, id)).json.data;
      while (data.status !== 'completed') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        data = (await status(api, key, id)).json.data;
      }
      expect(api.task(id)?.state).toBe('completed');
    } finally {
      await api.close();
    }
  });

  it('answers 404 for an unknown or foreign task and 400 for a missing or malformed id', async () => {
    const { api, key } = await startEmulator({
      users: [
        { name: 'alice', loginToken: 'a', credits: 5 },
        { name: 'bob', loginToken: 'b', credits: 5 },
      ],
    });
    const mine = (await submit(api, key, { prompt: 'mine' })).json.data.id;
    const bob = api.issueKey('bob');
    const cases: [string | undefined, string, number, string][] = [
      ['0b8e1f4c-1111-4222-8333-444455556666', key, 404, 'Task not found'],
      ['123456789', key, 404, 'Task not found'],
      [mine, bob, 404, 'Task not found'],
      ['../etc/passwd', key, 400, 'task_id must be a UUID or a numeric id'],
      [undefined, key, 400, 'task_id is required'],
    ];
    for (const [taskId, asKey, code, error] of cases) {
      const params: Record<string, string> = { endpoint: 'task_status' };
      if (taskId !== undefined) params.task_id = taskId;
      const answer = await call(`${api.url}/v1/index.php?${new URLSearchParams(params)}`, {
        headers: { 'x-api-key': asKey },
      });
      expect(answer.status, String(taskId)).toBe(code);
      expect(answer.json).toEqual({ success: false, data: null, error });
    }
  });

  it('records the clock time of each status request per task', async () => {
    const { api, key, clock } = await startEmulator();
    const id = (await submit(api, key, { prompt: 'x' })).json.data.id;
    const start = clock.now();
    await status(api, key, id);
    clock.advance(2_500);
    await status(api, key, id);
    expect(api.stats.statusRequests.get(id)).toEqual([start, start + 2_500]);
    expect(api.stats.requests.task_status).toBe(2);
  });
});
