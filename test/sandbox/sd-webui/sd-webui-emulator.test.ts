import { afterEach, describe, expect, it } from 'vitest';
import { renderPng } from '../../../sandbox/emulator-kit/picture.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';

let webui: SdWebuiEmulator;
afterEach(() => webui?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${webui.url}${path}`, { headers });

/** The `parameters` tEXt chunk of a PNG. */
function parametersOf(png: Buffer): string | undefined {
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const text = png.toString('latin1', at + 8, at + 8 + length);
      if (text.startsWith('parameters\0')) return text.slice('parameters\0'.length);
    }
    at += 12 + length;
  }
  return undefined;
}

describe('the Stable Diffusion WebUI emulator', () => {
  it('answers txt2img when the job is done: a PNG with its infotext, the model of override_settings for this job only', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 2 });
    const answer = await post('/sdapi/v1/txt2img', {
      prompt: 'a fox',
      negative_prompt: 'blur',
      steps: 4,
      seed: 7,
      width: 64,
      height: 96,
      sampler_name: 'Euler a',
      scheduler: 'karras',
      override_settings: { sd_model_checkpoint: 'sd_xl_base_1.0' },
      force_task_id: 'bot-1',
    });
    expect(answer.status).toBe(200);
    const json = (await answer.json()) as { images: string[]; info: string };
    expect(json.images).toHaveLength(1);
    const png = Buffer.from(json.images[0] as string, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(parametersOf(png)).toBe(
      'a fox\nNegative prompt: blur\nSteps: 4, Sampler: Euler a, Schedule type: Karras, CFG scale: 7, Seed: 7, Size: 64x96, Model hash: 31e35c80fc, Model: sd_xl_base_1.0, Version: v1.10.1',
    );
    expect(JSON.parse(json.info)).toMatchObject({
      seed: 7,
      all_seeds: [7],
      sd_model_name: 'sd_xl_base_1.0',
    });
    expect(webui.settings.sd_model_checkpoint).toBe('v1-5-pruned-emaonly.safetensors [6ce0161689]');
    const progress = await post('/internal/progress', { id_task: 'bot-1', id_live_preview: -1 });
    expect(await progress.json()).toMatchObject({ active: false, queued: false, completed: true });
    await post('/sdapi/v1/txt2img', {
      prompt: 'x',
      steps: 1,
      override_settings: { sd_model_checkpoint: 'nope' },
    });
    expect(webui.stats.modelsUsed).toEqual(['sd_xl_base_1.0', 'v1-5-pruned-emaonly']);
    expect(webui.stats.violations).toEqual([]);
    // Kept for tests and the demo: each answered image, as sent, under its task id.
    const delivered = webui.delivered();
    expect(delivered.map((image) => image.taskId)).toEqual([
      'bot-1',
      expect.stringMatching(/^task\(txt2img-[0-9a-f]{7}\)$/),
    ]);
    expect(delivered[0]?.bytes.equals(png)).toBe(true);
  });

  it('runs one job at a time: the second waits in the queue, each task id has its own progress and live preview', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 30, previewEvery: 1 });
    const first = post('/sdapi/v1/txt2img', { prompt: 'one', steps: 10, force_task_id: 'a' });
    const second = post('/sdapi/v1/txt2img', { prompt: 'two', steps: 10, force_task_id: 'b' });
    await expect
      .poll(() => webui.queue(), { timeout: 2_000 })
      .toEqual({ running: 'a', pending: ['b'] });
    const waiting = (await (await post('/internal/progress', { id_task: 'b' })).json()) as Record<
      string,
      unknown
    >;
    expect(waiting).toMatchObject({ active: false, queued: true, textinfo: 'In queue: 1/1' });
    await expect
      .poll(
        async () =>
          (
            (await (
              await post('/internal/progress', { id_task: 'a', id_live_preview: -1 })
            ).json()) as { live_preview: string | null }
          ).live_preview,
        { timeout: 2_000 },
      )
      .toMatch(/^data:image\/png;base64,/);
    const global = (await (await get('/sdapi/v1/progress')).json()) as {
      state: { job: string };
      current_image: string | null;
    };
    expect(global.state.job).toBe('scripts_txt2img');
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(webui.stats.finished.success).toBe(2);
    expect(webui.stats.violations).toEqual([]);
  });

  it('interrupt stops whichever job runs, which still answers 200 with its image; skip answers null', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 50 });
    const running = post('/sdapi/v1/txt2img', {
      prompt: 'long',
      steps: 100,
      force_task_id: 'theirs',
    });
    await expect.poll(() => webui.queue().running, { timeout: 2_000 }).toBe('theirs');
    expect(await (await post('/sdapi/v1/interrupt', {})).json()).toEqual({});
    const answer = await running;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { images: string[] }).images).toHaveLength(1);
    expect(webui.stats.finished.interrupted).toBe(1);
    expect(webui.stats.interrupts).toEqual(['theirs']);
    expect(await (await post('/sdapi/v1/skip', {})).json()).toBeNull();
  });

  it('asks HTTP Basic on /sdapi/v1 with --api-auth, not on /internal', async () => {
    webui = await startSdWebuiEmulator({ apiAuth: 'bot:s3cret', stepMs: 1 });
    const refused = await get('/sdapi/v1/sd-models');
    expect(refused.status).toBe(401);
    // handle_exception's JSONResponse drops the HTTPException's headers.
    expect(refused.headers.get('www-authenticate')).toBeNull();
    expect(await refused.json()).toEqual({
      error: 'HTTPException',
      detail: 'Incorrect username or password',
      body: '',
      errors: '401: Incorrect username or password',
    });
    const basic = `Basic ${Buffer.from('bot:s3cret').toString('base64')}`;
    const models = await get('/sdapi/v1/sd-models', { authorization: basic });
    expect(models.status).toBe(200);
    expect(((await models.json()) as { title: string }[]).map((m) => m.title)).toContain(
      'sd_xl_base_1.0.safetensors [31e35c80fc]',
    );
    expect((await post('/internal/progress', { id_task: 'x' })).status).toBe(200);
    expect(webui.stats.unauthorized).toBe(1);
  });

  it("answers FastAPI's 422 for a wrong type, counted as the client's violation, and 500 when the job runs out of memory", async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const bad = await post('/sdapi/v1/txt2img', { prompt: 'x', steps: 'many' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      detail: [
        { loc: ['body', 'steps'], msg: 'value is not a valid integer', type: 'type_error.integer' },
      ],
    });
    expect(webui.stats.violations).toHaveLength(1);
    webui.setFaults({ outOfMemoryNext: 1 });
    const oom = await post('/sdapi/v1/txt2img', { prompt: 'x', steps: 3 });
    expect(oom.status).toBe(500);
    expect(await oom.json()).toMatchObject({
      error: 'OutOfMemoryError',
      errors: expect.stringContaining('CUDA out of memory'),
    });
  });

  it("answers a failed job and a refused login in each fork's own body", async () => {
    const failed = async (fork: 'forge' | 'sdnext') => {
      webui = await startSdWebuiEmulator({ stepMs: 1, fork, apiAuth: 'bot:s3cret' });
      const basic = `Basic ${Buffer.from('bot:s3cret').toString('base64')}`;
      webui.setFaults({ missingFileNext: 1 });
      const job = await post(
        '/sdapi/v1/txt2img',
        { prompt: 'x', steps: 3 },
        { authorization: basic },
      );
      const login = await get('/sdapi/v1/sd-models');
      const answers = {
        job: [job.status, await job.json()],
        login: [login.status, await login.json()],
      };
      const challenge = login.headers.get('www-authenticate');
      await webui.close();
      return { ...answers, challenge };
    };
    const missing = expect.stringContaining("No such file or directory: '/home/operator/");
    expect(await failed('forge')).toEqual({
      job: [500, { error: 'FileNotFoundError', detail: '', body: '', message: missing }],
      login: [401, { detail: 'Incorrect username or password' }],
      challenge: 'Basic',
    });
    expect(await failed('sdnext')).toEqual({
      job: [500, { error: 'FileNotFoundError', code: 500, detail: '', body: '', errors: missing }],
      login: [
        401,
        {
          error: 'HTTPException',
          code: 401,
          detail: 'Incorrect username or password',
          body: '',
          errors: '401: Incorrect username or password',
        },
      ],
      challenge: null,
    });
  });

  it('takes an image in: img2img, extra-single-image (×2) and interrogate', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const image = renderPng({ width: 32, height: 48, text: 'in', seed: 1, index: 0 }).toString(
      'base64',
    );
    const edited = await post('/sdapi/v1/img2img', {
      prompt: 'x',
      steps: 2,
      init_images: [image],
      denoising_strength: 0.5,
      width: 32,
      height: 48,
    });
    expect(edited.status).toBe(200);
    expect(
      parametersOf(
        Buffer.from(((await edited.json()) as { images: string[] }).images[0] as string, 'base64'),
      ),
    ).toContain('Denoising strength: 0.5');
    const up = (await (
      await post('/sdapi/v1/extra-single-image', {
        image,
        upscaler_1: 'R-ESRGAN 4x+',
        upscaling_resize: 2,
      })
    ).json()) as { image: string };
    const png = Buffer.from(up.image, 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 96]);
    expect((await post('/sdapi/v1/extra-single-image', { image, upscaler_1: 'Nope' })).status).toBe(
      500,
    );
    const caption = (await (
      await post('/sdapi/v1/interrogate', { image, model: 'clip' })
    ).json()) as { caption: string };
    expect(caption.caption).toContain('a tall picture');
    expect((await post('/sdapi/v1/img2img', { prompt: 'x' })).status).toBe(404);
    expect(webui.stats.violations).toEqual([]);
  });

  it('an upscaler turned off while it runs: unlisted, and asked for it A1111 raises AssertionError once the job ahead of it has ended', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 20 });
    const image = renderPng({ width: 32, height: 32, text: 'in', seed: 1, index: 0 }).toString(
      'base64',
    );
    const listed = async () =>
      (await (await get('/sdapi/v1/upscalers')).json()) as { name: string; model_path: unknown }[];
    expect((await listed()).find((u) => u.name === 'R-ESRGAN 2x+')?.model_path).toMatch(
      /RealESRGAN_x2plus\.pth$/,
    );
    expect((await listed()).find((u) => u.name === 'Lanczos')?.model_path).toBeNull();
    webui.removeUpscaler('R-ESRGAN 4x+');
    webui.removeUpscaler('Lanczos');
    expect((await listed()).map((u) => u.name)).toEqual([
      'None',
      'Lanczos',
      'Nearest',
      'R-ESRGAN 4x+ Anime6B',
      'R-ESRGAN 2x+',
    ]);
    const ahead = post('/sdapi/v1/txt2img', { prompt: 'x', steps: 5, force_task_id: 'ahead' });
    while (webui.queue().running !== 'ahead') await new Promise((resolve) => setImmediate(resolve));
    const refused = post('/sdapi/v1/extra-single-image', { image, upscaler_1: 'R-ESRGAN 4x+' });
    const first = await Promise.race([ahead.then(() => 'ahead'), refused.then(() => 'refused')]);
    expect(first).toBe('ahead');
    const answer = await refused;
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: 'AssertionError',
      detail: '',
      body: '',
      errors: 'could not find upscaler named R-ESRGAN 4x+',
    });
    expect(webui.stats.violations).toEqual([]);
  });
});
