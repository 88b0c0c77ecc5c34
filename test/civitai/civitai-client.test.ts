import { afterEach, describe, expect, it } from 'vitest';
import { type CivitaiEmulator, startCivitaiEmulator } from '../../sandbox/civitai/index.js';
import { CivitaiClient } from '../../src/civitai/civitai-client.js';
import { CivitaiNotFoundError, CivitaiUnavailableError } from '../../src/civitai/civitai-errors.js';
import { isLoraType } from '../../src/civitai/civitai-lora.js';

let civitai: CivitaiEmulator;
let client: CivitaiClient;
afterEach(async () => {
  await client?.close();
  await civitai?.close();
});

const start = async (timeoutMs = 5_000) => {
  civitai = await startCivitaiEmulator();
  client = new CivitaiClient({ baseUrl: civitai.url, timeoutMs });
};

describe('looking LoRAs up on CivitAI (its emulator)', () => {
  it('reads a model at its latest version: name, version, primary file size, trigger words', async () => {
    await start();
    expect(await client.lookUpModel(120096)).toEqual({
      modelId: 120096,
      versionId: 135931,
      name: 'Pixel Art XL',
      versionName: 'v1.1',
      type: 'LORA',
      baseModel: 'SDXL 1.0',
      sizeKB: 166_542.3984375,
      trainedWords: ['pixel art', 'pixelated'],
      nsfw: false,
    });
    const version = await client.lookUpVersion(135867);
    expect(version).toMatchObject({ modelId: 120096, versionId: 135867, versionName: 'v1' });
    expect(version.trainedWords).toEqual(['pixel art']);
    const checkpoint = await client.lookUpModel(4201);
    expect(isLoraType(checkpoint.type)).toBe(false);
  });

  it('an id CivitAI has not (or cannot take) is CivitaiNotFoundError, in the catalogs words', async () => {
    await start();
    const missing = await client.lookUpModel(999_999).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(CivitaiNotFoundError);
    expect((missing as Error).message).toContain('no model or version with the id 999999');
    await expect(client.lookUpVersion(999_999)).rejects.toBeInstanceOf(CivitaiNotFoundError);
    await expect(client.lookUpModel(-3)).rejects.toBeInstanceOf(CivitaiNotFoundError);
    expect(civitai.stats.requests.model).toBe(1);
  });

  it('unreachable, a 5xx, Cloudflare 524, a dropped connection or a slow answer is CivitaiUnavailableError', async () => {
    await start(300);
    civitai.setFaults({ serverErrorNext: 1, gatewayTimeoutNext: 1 });
    const cloudflare = await client.lookUpModel(58390).catch((error: unknown) => error);
    expect(cloudflare).toBeInstanceOf(CivitaiUnavailableError);
    expect((cloudflare as CivitaiUnavailableError).status).toBe(524);
    expect((cloudflare as Error).message).toBe(
      'CivitAI could not be reached to look this LoRA up, so nothing was added. Try again in a few minutes.',
    );
    await expect(client.lookUpVersion(62833)).rejects.toBeInstanceOf(CivitaiUnavailableError);
    civitai.setFaults({ dropRate: 1 });
    await expect(client.lookUpModel(58390)).rejects.toBeInstanceOf(CivitaiUnavailableError);
    civitai.setFaults({ dropRate: 0, latencyMs: 2_000 });
    await expect(client.lookUpModel(58390)).rejects.toBeInstanceOf(CivitaiUnavailableError);
    civitai.setFaults({ latencyMs: 0 });
    expect((await client.lookUpModel(58390)).name).toBe('Detail Tweaker LoRA');
    const url = civitai.url;
    await civitai.close();
    const gone = new CivitaiClient({ baseUrl: url });
    await expect(gone.lookUpModel(58390)).rejects.toBeInstanceOf(CivitaiUnavailableError);
    await gone.close();
  });
});
