import { describe, expect, it } from 'vitest';
import { call, png, post, startComfy, upload } from './comfy-fixture.js';

describe('ComfyUI emulator: POST /upload/image, as server.py image_upload', () => {
  it('writes the file to input/ under its own name and answers {name, subfolder, type}; /view reads it', async () => {
    const { comfy, base } = await startComfy();
    const bytes = png(40, 30);
    const answer = await upload(base, bytes, 'cat.png');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ name: 'cat.png', subfolder: '', type: 'input' });
    expect(comfy.file('input', '', 'cat.png')?.equals(bytes)).toBe(true);
    const view = await fetch(`${base}/view?filename=cat.png&type=input`);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);
    const sub = await upload(base, bytes, 'dog.png', { subfolder: 'discord', type: 'input' });
    expect(sub.json).toEqual({ name: 'dog.png', subfolder: 'discord', type: 'input' });
    expect(comfy.inputFiles()).toEqual(['cat.png', 'discord/dog.png']);
    expect((await upload(base, bytes, 'x.png', { type: 'temp' })).json.type).toBe('temp');
    expect(comfy.stats.uploads).toBe(3);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('renames a taken name "cat (1).png", "cat (2).png"; identical bytes keep the name and write nothing; overwrite replaces', async () => {
    const { comfy, base } = await startComfy();
    const first = png(8, 8, 'red');
    const second = png(8, 8, 'blue');
    await upload(base, first, 'cat.png');
    expect((await upload(base, second, 'cat.png')).json.name).toBe('cat (1).png');
    expect((await upload(base, png(8, 8, 'green'), 'cat.png')).json.name).toBe('cat (2).png');
    expect((await upload(base, second, 'cat.png')).json.name).toBe('cat (1).png');
    expect((await upload(base, first, 'cat.png')).json.name).toBe('cat.png');
    expect(comfy.inputFiles()).toEqual(['cat (1).png', 'cat (2).png', 'cat.png']);
    expect((await upload(base, second, 'cat.png', { overwrite: 'true' })).json.name).toBe(
      'cat.png',
    );
    expect(comfy.file('input', '', 'cat.png')?.equals(second)).toBe(true);
    expect(comfy.inputFiles()).toHaveLength(3);
  });

  it('refuses as the server does: no image 400 (empty), a subfolder outside 400, a bad type or a text image 500, a JSON body 400, over --max-upload-size 413', async () => {
    const { comfy, base } = await startComfy({ maxUploadMb: 0.001 });
    const small = png(4, 4);
    const noImage = new FormData();
    noImage.append('subfolder', 'x');
    const missing = await call(`${base}/upload/image`, { method: 'POST', body: noImage });
    expect(missing.status).toBe(400);
    expect(missing.text).toBe('');
    expect((await upload(base, small, 'a.png', { subfolder: '../models' })).status).toBe(400);
    expect((await upload(base, small, '../../a.png')).status).toBe(400);
    expect((await upload(base, small, 'a.png', { type: 'models' })).status).toBe(500);
    const text = new FormData();
    text.append('image', 'not a file');
    expect((await call(`${base}/upload/image`, { method: 'POST', body: text })).status).toBe(500);
    expect((await post(`${base}/upload/image`, { image: 'x' })).status).toBe(400);
    const large = await upload(base, Buffer.alloc(2048, 1), 'big.png');
    expect(large.status).toBe(413);
    expect(large.text).toMatch(/^Maximum request body size 1049 exceeded, actual body size \d+$/);
    expect(comfy.inputFiles()).toEqual([]);
    expect(comfy.stats.violations.map((v) => [v.side, v.problems[0]?.message])).toEqual([
      ['request', "'image' is a required property"],
      ['request', "'image' is a required property"],
    ]);
    expect(comfy.stats.violations[1]?.problems[1]?.message).toBe(
      'the body is not multipart/form-data',
    );
  });
});
