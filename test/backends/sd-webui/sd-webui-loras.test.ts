import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { loraTag, SdWebuiLoras } from '../../../src/backends/sd-webui/sd-webui-loras.js';
import { ServiceUnavailableError } from '../../../src/image-backend/backend-errors.js';

let webui: SdWebuiEmulator;
const dispatcher = new Agent();
afterEach(() => webui?.close());

const endpoint = (baseUrl: string) => ({ baseUrl, timeoutMs: 5_000, dispatcher });

describe('reading the LoRAs a WebUI has (/sdapi/v1/loras)', () => {
  it('reads name, alias and base model, never the path on the operator disk; keeps it five minutes, then has the folder read again', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    let now = 0;
    const loras = new SdWebuiLoras(endpoint(webui.url), () => now);
    expect(loras.known()).toBeUndefined();
    const read = await loras.read();
    expect(read).toEqual([
      { name: 'add_detail', alias: 'add_detail', base: 'SD1' },
      { name: 'pixel-art-xl-v1.1', alias: 'pixel-art-xl', base: 'SDXL' },
      { name: 'lcm-lora-sdv1-5', alias: 'lcm-lora-sdv1-5', base: 'unknown' },
    ]);
    expect(JSON.stringify(read)).not.toContain('/stable-diffusion-webui');
    await loras.read();
    expect(webui.stats.requests.loras).toBe(1);
    webui.addLora({ name: 'film-grain' });
    now = 5 * 60_000;
    expect((await loras.read()).map((l) => l.name)).toContain('film-grain');
    expect(webui.stats.requests.loras).toBe(2);
    expect(webui.stats.requests.refresh_loras).toBe(1);
  });

  it('asks the server to read its folder again for a file the operator just added; leaves out names a tag cannot hold', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const loras = new SdWebuiLoras(endpoint(webui.url));
    await loras.read();
    webui.addLora({ name: 'film-grain', metadata: { ss_output_name: 'Film grain' } });
    webui.addLora({ name: 'odd:name' });
    expect((await loras.read()).map((l) => l.name)).not.toContain('film-grain');
    const refreshed = await loras.refresh();
    expect(webui.stats.requests.refresh_loras).toBe(1);
    expect(refreshed.map((l) => l.name)).toEqual([
      'add_detail',
      'pixel-art-xl-v1.1',
      'lcm-lora-sdv1-5',
      'film-grain',
    ]);
    expect(refreshed.at(-1)).toEqual({ name: 'film-grain', alias: 'Film grain', base: 'SD1' });
    expect(loras.known()).toBe(refreshed);
  });

  it('writes the tag the WebUI applies', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const tag = loraTag('add_detail', 0.6);
    expect(tag).toBe('<lora:add_detail:0.6>');
    const answer = await fetch(`${webui.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `a fox ${tag}`, steps: 1, width: 64, height: 64 }),
    });
    const { info } = (await answer.json()) as { info: string };
    expect(JSON.parse(info).extra_generation_params['Lora hashes']).toMatch(/^add_detail: /);
    expect(webui.stats.lorasMissing).toEqual([]);
  });

  it('a server that is down is the typed unavailable error', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const url = webui.url;
    await webui.close();
    const loras = new SdWebuiLoras(endpoint(url));
    await expect(loras.read()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(loras.known()).toBeUndefined();
  });
});
