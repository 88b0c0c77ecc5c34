import { afterEach, describe, expect, it } from 'vitest';
import { type CivitaiEmulator, startCivitaiEmulator } from '../../../sandbox/civitai/index.js';

let civitai: CivitaiEmulator;
afterEach(() => civitai?.close());

const get = async (path: string, init?: RequestInit) => {
  const answer = await fetch(`${civitai.url}${path}`, init);
  const text = await answer.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: answer.status, type: answer.headers.get('content-type'), text, json };
};

describe('the CivitAI emulator (public model and version look-ups)', () => {
  it('answers a model with its versions newest first, each file with sizeKB, hashes and the primary one', async () => {
    civitai = await startCivitaiEmulator();
    const { status, json } = await get('/api/v1/models/120096');
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: 120096, name: 'Pixel Art XL', type: 'LORA', nsfw: false });
    expect(json.modelVersions.map((v: { id: number }) => v.id)).toEqual([135931, 135867]);
    expect(json.modelVersions[0]).toMatchObject({
      name: 'v1.1',
      baseModel: 'SDXL 1.0',
      trainedWords: ['pixel art', 'pixelated'],
      files: [{ name: 'pixel-art-xl-v1.1.safetensors', sizeKB: 166_542.3984375, primary: true }],
    });
    expect(json.modelVersions[0].files[0].hashes.SHA256).toMatch(/^[0-9A-F]{64}$/);
    expect(json.modelVersions[0].downloadUrl).toBe(`${civitai.url}/api/download/models/135931`);
  });

  it('answers a version with its model, trainedWords, air and files', async () => {
    civitai = await startCivitaiEmulator();
    const { status, json } = await get('/api/v1/model-versions/62833');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: 62833,
      modelId: 58390,
      name: 'v1.0',
      baseModel: 'SD 1.5',
      trainedWords: [],
      air: 'urn:air:sd1:lora:civitai:58390@62833',
      model: { name: 'Detail Tweaker LoRA', type: 'LORA', nsfw: false, poi: false },
      files: [{ name: 'add_detail.safetensors', sizeKB: 37_861.35546875, primary: true }],
    });
  });

  it('refuses as the server does: 404s in its words, 400 for a bad id, 500 for one Postgres cannot bind, 405', async () => {
    civitai = await startCivitaiEmulator();
    expect(await get('/api/v1/models/999999')).toMatchObject({
      status: 404,
      json: { error: 'No model with id 999999' },
    });
    expect(await get('/api/v1/model-versions/999999')).toMatchObject({
      status: 404,
      json: { error: 'Model not found' },
    });
    const bad = await get('/api/v1/models/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('expected number, received NaN');
    expect((await get('/api/v1/models/0')).status).toBe(400);
    expect(await get('/api/v1/model-versions/0')).toMatchObject({
      status: 400,
      json: { error: 'Missing modelVersionId' },
    });
    expect(await get('/api/v1/model-versions/99999999999')).toMatchObject({
      status: 500,
      json: { error: 'Failed to fetch model version details' },
    });
    expect((await get('/api/v1/models/58390', { method: 'POST' })).status).toBe(405);
    const page = await get('/api/v1/nothing');
    expect(page.status).toBe(404);
    expect(page.type).toContain('text/html');
    civitai.removeModel(58390);
    expect((await get('/api/v1/models/58390')).status).toBe(404);
    expect(civitai.stats.requests).toMatchObject({ model: 5, model_version: 3, other: 1 });
  });

  it('injects its failure shapes: the route 500, Cloudflare 524 in plain text, a dropped connection', async () => {
    civitai = await startCivitaiEmulator();
    civitai.setFaults({ serverErrorNext: 1, gatewayTimeoutNext: 1 });
    const cloudflare = await get('/api/v1/models/58390');
    expect(cloudflare).toMatchObject({ status: 524, text: 'error code: 524' });
    expect(cloudflare.type).toContain('text/plain');
    expect(await get('/api/v1/model-versions/62833')).toMatchObject({
      status: 500,
      json: { error: 'Failed to fetch model version details' },
    });
    expect((await get('/api/v1/models/58390')).status).toBe(200);
    civitai.setFaults({ dropRate: 1 });
    await expect(fetch(`${civitai.url}/api/v1/models/58390`)).rejects.toThrow();
    expect(civitai.stats.faults).toMatchObject({ server_error: 1, gateway_timeout: 1, drop: 1 });
  });
});
