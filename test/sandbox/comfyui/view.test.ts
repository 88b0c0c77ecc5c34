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

  it("writes SaveImage's PngInfo: the prompt and each extra_pnginfo key as json.dumps text chunks before the pixels", async () => {
    const { comfy, clock, base } = await startComfy();
    const prompt = workflow({ text: 'a fox – 狐' });
    const ui = { nodes: [{ id: 9, type: 'SaveImage' }], version: 0.4 };
    const body = { prompt, extra_data: { extra_pnginfo: { workflow: ui } } };
    const id = (await post(`${base}/prompt`, body)).json.prompt_id;
    clock.advance(60_000);
    const bytes = comfy.file('output', '', 'ComfyUI_00001_.png') as Buffer;
    expect(comfy.history(id)?.outputs).toBeDefined();
    const chunks: [string, string][] = [];
    for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) {
      const data = bytes.subarray(at + 8, at + 8 + bytes.readUInt32BE(at));
      chunks.push([bytes.toString('latin1', at + 4, at + 8), data.toString('latin1')]);
    }
    expect(chunks.map(([type]) => type).slice(0, 3)).toEqual(['IHDR', 'tEXt', 'tEXt']);
    const texts = chunks.filter(([type]) => type === 'tEXt').map(([, text]) => text);
    expect(texts[0]).toMatch(
      /^prompt\0\{"3": \{"class_type": "KSampler", "inputs": \{"seed": 42, /,
    );
    expect(texts[0]).toContain('"text": "a fox \\u2013 \\u72d0"');
    expect(texts[0]).toContain('"ckpt_name": "v1-5-pruned-emaonly.safetensors"');
    expect(texts[1]).toBe('workflow\0{"nodes": [{"id": 9, "type": "SaveImage"}], "version": 0.4}');
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
