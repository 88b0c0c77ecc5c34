import { describe, expect, it } from 'vitest';
import { call, post, startComfy, workflow } from './comfy-fixture.js';

/** Width and height of a PNG (IHDR). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('ComfyUI emulator: /view serves what SaveImage and PreviewImage wrote', () => {
  it('names files after the prefix and a counter, in its subfolder; previews go to temp', async () => {
    const { comfy, clock, base } = await startComfy();
    const prompt = {
      ...workflow({ width: 96, height: 32, batch: 2 }),
      '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'bot/run', images: ['8', 0] } },
      '10': { class_type: 'PreviewImage', inputs: { images: ['8', 0] } },
    };
    const id = (await post(`${base}/prompt`, { prompt })).json.prompt_id;
    clock.advance(60_000);
    const outputs = comfy.history(id)?.outputs as Record<
      string,
      { images: { filename: string; subfolder: string; type: string }[] }
    >;
    expect(outputs['9']?.images).toEqual([
      { filename: 'run_00001_.png', subfolder: 'bot', type: 'output' },
      { filename: 'run_00002_.png', subfolder: 'bot', type: 'output' },
    ]);
    const preview = outputs['10']?.images[0];
    expect(preview).toMatchObject({ subfolder: '', type: 'temp' });
    expect(preview?.filename).toMatch(/^ComfyUI_temp_[a-z]{5}_00001_\.png$/);
    const file = await fetch(`${base}/view?filename=run_00002_.png&subfolder=bot&type=output`);
    expect(file.headers.get('content-disposition')).toBe('filename="run_00002_.png"');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 96, height: 32 });
    expect(bytes.equals(comfy.file('output', 'bot', 'run_00002_.png') as Buffer)).toBe(true);
    expect(bytes.equals(comfy.file('output', 'bot', 'run_00001_.png') as Buffer)).toBe(false);
    const temp = await fetch(`${base}/api/view?filename=${preview?.filename}&type=temp`);
    expect(temp.status).toBe(200);
  });

  it('refuses as view_image does: 404 without a name or file, 400 for .. or a bad type, 403 outside the folder', async () => {
    const { base } = await startComfy();
    expect((await call(`${base}/view`)).status).toBe(404);
    expect((await call(`${base}/view?filename=nothing.png`)).status).toBe(404);
    expect((await call(`${base}/view?filename=../x.png`)).status).toBe(400);
    expect((await call(`${base}/view?filename=x.png&type=models`)).status).toBe(400);
    expect((await call(`${base}/view?filename=x.png&subfolder=../..`)).status).toBe(403);
    expect((await call(`${base}/nothing`)).status).toBe(404);
    expect((await call(`${base}/interrupt`)).status).toBe(405);
  });
});
