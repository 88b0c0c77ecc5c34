import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { ComfyLoras } from '../../../src/backends/comfyui/comfy-loras.js';
import { ServiceUnavailableError } from '../../../src/image-backend/backend-errors.js';

let comfy: ComfyEmulator;
const dispatcher = new Agent();
afterEach(() => comfy?.close());

const settings = (baseUrl: string, authHeaders: Record<string, string> = {}) => ({
  baseUrl,
  timeoutMs: 5_000,
  dispatcher,
  authHeaders,
});

describe("reading the LoRAs a ComfyUI server has (LoraLoader's lora_name in /object_info)", () => {
  it('reads the files with a label for showing; keeps them five minutes, reads afresh when asked', async () => {
    comfy = await startComfyEmulator();
    let now = 0;
    const loras = new ComfyLoras(settings(comfy.url), () => now);
    expect(await loras.read()).toEqual([
      { file: 'add_detail.safetensors', label: 'add_detail' },
      { file: 'pixel-art-xl-v1.1.safetensors', label: 'pixel-art-xl-v1.1' },
      { file: 'styles/film-grain.safetensors', label: 'film-grain' },
    ]);
    comfy.addLora('new-one.safetensors');
    expect(await loras.read()).toHaveLength(3);
    expect(comfy.stats.requests.object_info).toBe(1);
    expect((await loras.read({ fresh: true })).map((l) => l.file)).toContain('new-one.safetensors');
    now = 5 * 60_000;
    await loras.read();
    expect(comfy.stats.requests.object_info).toBe(3);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('an empty loras folder lists none; a token the proxy refuses or a server down is the typed unavailable error', async () => {
    comfy = await startComfyEmulator({ loras: [], auth: { token: 't' } });
    const none = new ComfyLoras(settings(comfy.url, { authorization: 'Bearer t' }));
    expect(await none.read()).toEqual([]);
    const refused = new ComfyLoras(settings(comfy.url, { authorization: 'Bearer nope' }));
    await expect(refused.read()).rejects.toBeInstanceOf(ServiceUnavailableError);
    const url = comfy.url;
    await comfy.close();
    await expect(new ComfyLoras(settings(url)).read()).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
  });
});
