import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { call, img2imgWorkflow, png, post, startComfy, upload } from './comfy-fixture.js';

describe("ComfyUI emulator: temp/, as main.py's cleanup_temp and server.py's /view and /history", () => {
  it('serves an upload in temp/ to any client while it runs, /history naming it; a restart empties temp/ and keeps input/', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 10, nodeMs: 5, previews: false });
    const bytes = png(64, 64);
    const kept = await upload(base, bytes, 'kept.png');
    const sent = await upload(base, bytes, 'member.png', { type: 'temp', subfolder: 'bot' });
    expect(sent.json).toEqual({ name: 'member.png', subfolder: 'bot', type: 'temp' });
    const queued = await post(`${base}/prompt`, {
      prompt: img2imgWorkflow('bot/member.png [temp]'),
      client_id: 'the-bot',
    });
    expect(queued.status).toBe(200);
    clock.advance(10_000);
    // Another client, with no id of its own, lists the history and reads the member's upload.
    const history = await call(`${base}/history`);
    const named = JSON.stringify(history.json);
    expect(named).toContain('bot/member.png [temp]');
    const view = await fetch(`${base}/view?filename=member.png&subfolder=bot&type=temp`);
    expect(view.status).toBe(200);
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);

    comfy.restart();
    await sleep(100); // the client sees the restarted server's closed sockets
    expect((await fetch(`${base}/view?filename=member.png&subfolder=bot&type=temp`)).status).toBe(
      404,
    );
    expect(comfy.file('temp', 'bot', 'member.png')).toBeUndefined();
    expect(comfy.file('input', '', kept.json.name)?.equals(bytes)).toBe(true);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('keeps a failed prompt in /history with status error, the queue going on', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 10, nodeMs: 5, previews: false });
    comfy.setFaults({ nodeErrorNext: 1 });
    const failed = await post(`${base}/prompt`, {
      prompt: img2imgWorkflow('none.png'),
      client_id: 'a',
    });
    expect(failed.status).toBe(400);
    await upload(base, png(32, 32), 'cat.png');
    const first = await post(`${base}/prompt`, {
      prompt: img2imgWorkflow('cat.png'),
      client_id: 'a',
    });
    const second = await post(`${base}/prompt`, {
      prompt: img2imgWorkflow('cat.png', 0.5),
      client_id: 'a',
    });
    clock.advance(10_000);
    clock.advance(10_000);
    expect(comfy.history(first.json.prompt_id)?.status).toMatchObject({
      status_str: 'error',
      completed: false,
    });
    expect(comfy.history(second.json.prompt_id)?.status.status_str).toBe('success');
    expect(comfy.stats.violations).toEqual([]);
  });
});
