import { afterEach, describe, expect, it } from 'vitest';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import {
  LORA_DIR,
  type SdWebuiEmulator,
  startSdWebuiEmulator,
} from '../../../sandbox/sd-webui/index.js';
import { decodePng, differingPixels } from '../../helpers/png-pixels.js';

let webui: SdWebuiEmulator;
afterEach(() => webui?.close());

const post = (path: string, body?: unknown) =>
  fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

async function txt2img(prompt: string) {
  const answer = await post('/sdapi/v1/txt2img', {
    prompt,
    steps: 2,
    seed: 3,
    width: 64,
    height: 64,
  });
  expect(answer.status).toBe(200);
  const json = (await answer.json()) as { images: string[]; info: string };
  return { png: Buffer.from(json.images[0] as string, 'base64'), info: JSON.parse(json.info) };
}

const listed = async () =>
  (await (await fetch(`${webui.url}/sdapi/v1/loras`)).json()) as { name: string }[];

describe("the WebUI emulator's LoRAs (extensions-builtin/Lora)", () => {
  it('lists the folder as create_lora_json does: name, alias (ss_output_name), path, metadata', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1, apiAuth: 'u:p' });
    const answer = await fetch(`${webui.url}/sdapi/v1/loras`);
    expect(answer.status).toBe(200);
    const loras = (await answer.json()) as Record<string, unknown>[];
    expect(loras.map((l) => [l.name, l.alias])).toEqual([
      ['add_detail', 'add_detail'],
      ['pixel-art-xl-v1.1', 'pixel-art-xl'],
      ['lcm-lora-sdv1-5', 'lcm-lora-sdv1-5'],
    ]);
    expect(loras[1]).toMatchObject({
      path: `${LORA_DIR}/pixel-art-xl-v1.1.safetensors`,
      metadata: { ss_sd_model_name: 'sd_xl_base_1.0.safetensors', ss_resolution: '(1024, 1024)' },
    });
    expect(Object.keys(loras[1]?.metadata as object)[0]).toBe('ss_sd_model_name');
    expect(loras[2]?.metadata).toEqual({});
    expect(webui.stats.violations).toEqual([]);
  });

  it('applies <lora:name:weight> by name or alias: the stripes show them, the infotext keeps the tags and adds Lora hashes', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const plain = await txt2img('a fox');
    expect(await lorasIn(plain.png, ['add_detail'])).toEqual([undefined]);
    const { png, info } = await txt2img('a fox <lora:add_detail:0.8><lora:pixel-art-xl:te=1.5>');
    expect(await lorasIn(png, ['add_detail', 'pixel-art-xl-v1.1'])).toEqual([0.8, 1.5]);
    const hashes = info.extra_generation_params['Lora hashes'] as string;
    expect(hashes).toMatch(/^add_detail: [0-9a-f]{12}, pixel-art-xl: [0-9a-f]{12}$/);
    expect(info.infotexts[0]).toContain(`Lora hashes: "${hashes}", Version: v1.10.1`);
    expect(info.prompt).toBe('a fox <lora:add_detail:0.8><lora:pixel-art-xl:te=1.5>');
    const weaker = await txt2img('a fox <lora:add_detail:0.4>');
    expect(await lorasIn(weaker.png, ['add_detail'])).toEqual([0.4]);
  });

  it('logs a name no file has and makes the image without it, as A1111 does', async () => {
    const lines: string[] = [];
    webui = await startSdWebuiEmulator({ stepMs: 1, log: (line) => lines.push(line) });
    const plain = await txt2img('a fox ');
    const { png, info } = await txt2img('a fox <lora:nowhere:1>');
    expect(differingPixels((await decodePng(png)).data, (await decodePng(plain.png)).data)).toBe(0);
    expect(info.extra_generation_params).toEqual({});
    expect(lines).toContain("Couldn't find network with name nowhere");
    expect(webui.stats.lorasMissing).toEqual(['nowhere']);
  });

  it('lists a file the operator adds only after refresh-loras (null), applies it at once; a deleted one never', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    webui.addLora({ name: 'film-grain', metadata: { ss_output_name: 'grain' } });
    expect((await listed()).map((l) => l.name)).not.toContain('film-grain');
    const refreshed = await post('/sdapi/v1/refresh-loras');
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toBeNull();
    expect((await listed()).map((l) => l.name)).toContain('film-grain');
    expect(await lorasIn((await txt2img('x <lora:grain:1>')).png, ['film-grain'])).toEqual([1]);
    webui.removeLora('add_detail');
    expect((await listed()).map((l) => l.name)).toContain('add_detail');
    expect(await lorasIn((await txt2img('x <lora:add_detail:1>')).png, ['add_detail'])).toEqual([
      undefined,
    ]);
    webui.addLora({ name: 'late' });
    expect(await lorasIn((await txt2img('x <lora:late:1>')).png, ['late'])).toEqual([1]);
    expect(webui.stats.violations).toEqual([]);
  });

  it("reads a tag as re_extra_net does: any name of Python's \\w, arguments up to the next > across lines, the weight as float() reads it", async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const spaced = await txt2img('a fox <lora:pixel-art-xl:\n 1.5 >');
    expect(await lorasIn(spaced.png, ['pixel-art-xl-v1.1'])).toEqual([1.5]);
    // The tag name is looked up as written: `LORA` is an unknown network, skipped (and removed).
    const shouted = await txt2img('a fox <LORA:add_detail:1>');
    expect(await lorasIn(shouted.png, ['add_detail'])).toEqual([undefined]);
    const plain = await txt2img('a fox ');
    for (const tag of ['<LORA:add_detail:1>', '<ローラ:x>', '<a_b2:c>']) {
      const { png } = await txt2img(`a fox ${tag}`);
      expect(differingPixels((await decodePng(png)).data, (await decodePng(plain.png)).data)).toBe(
        0,
      );
    }
    // A space before the colon is no tag: the text stays a prompt's words.
    const words = await txt2img('a fox <lora :add_detail:1>');
    expect(
      differingPixels((await decodePng(words.png)).data, (await decodePng(plain.png)).data),
    ).toBeGreaterThan(0);
  });

  it('applies the networks each fork registers: A1111 lora, its alias lyco and hypernet; Forge lora and hypernet; SD.Next lora, reading its stripped prompt twice', async () => {
    const prompt = 'x <lyco:add_detail:0.5> <hypernet:anime_3:1.5>';
    const applied = async (fork: 'automatic1111' | 'forge' | 'sdnext') => {
      webui = await startSdWebuiEmulator({ stepMs: 1, fork });
      const { png } = await txt2img(prompt);
      const lyco = await lorasIn(png, ['add_detail', 'hypernet:anime_3']);
      const hypernetAlone = await lorasIn(png, ['hypernet:anime_3']);
      await webui.close();
      return { lyco, hypernetAlone };
    };
    expect((await applied('automatic1111')).lyco).toEqual([0.5, 1.5]);
    expect((await applied('forge')).hypernetAlone).toEqual([1.5]);
    expect(await applied('sdnext')).toEqual({
      lyco: [undefined, undefined],
      hypernetAlone: [undefined],
    });
    // SD.Next reads the prompt it stripped a second time: a tag the first pass's removal joined acts.
    webui = await startSdWebuiEmulator({ stepMs: 1, fork: 'sdnext' });
    const joined = await txt2img('x <lo<t:1700000000>ra:add_detail:0.5>');
    expect(await lorasIn(joined.png, ['add_detail'])).toEqual([0.5]);
    await webui.close();
    webui = await startSdWebuiEmulator({ stepMs: 1, hypernetworks: [] });
    const once = await txt2img('x <lo<t:1700000000>ra:add_detail:0.5>');
    expect(await lorasIn(once.png, ['add_detail'])).toEqual([undefined]);
    const { png } = await txt2img('x <hypernet:anime_3:1>');
    expect(await lorasIn(png, ['hypernet:anime_3'])).toEqual([undefined]);
  });

  it('fails the whole activation on a weight that is not a number: logged, no LoRA applied', async () => {
    const lines: string[] = [];
    webui = await startSdWebuiEmulator({ stepMs: 1, log: (line) => lines.push(line) });
    const { png } = await txt2img('x <lora:add_detail:1><lora:lcm-lora-sdv1-5:lots>');
    expect(await lorasIn(png, ['add_detail'])).toEqual([undefined]);
    expect(lines.some((l) => l.includes("could not convert string to float: 'lots'"))).toBe(true);
  });
});
