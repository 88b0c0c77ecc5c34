import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import {
  fieldsOf,
  runImagine,
  suggestChoices,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { allowLoras, loraRefusal } from '../imagine/lora-kit.js';
import { limitsText } from '../settings/prefs-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The text-to-image workflow the bot ships, with its LoraLoader titled `lora`. */
const shipped = () =>
  JSON.parse(
    readFileSync(new URL('../../../comfyui-workflows/sd15.json', import.meta.url), 'utf8'),
  );

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

describe('LoRAs on ComfyUI (loaders titled "lora")', { timeout: 60_000 }, () => {
  let env: ComfyEnv;
  afterEach(async () => {
    const violations = env?.comfy.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  const start = () => startComfyEnv({ workflows: { sd15: shipped(), txt2img: workflow() } });

  const suggest = (typed: string) => suggestChoices(env, typed);

  /** The graph the emulator ran for `run`. */
  const ran = async (run: InteractionRun) =>
    env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;

  it("offers lora_name's choices from /object_info by name, without folder or extension", async () => {
    env = await start();
    expect(await suggest('')).toEqual([
      { name: 'add_detail', value: 'add_detail.safetensors' },
      { name: 'pixel-art-xl-v1.1', value: 'pixel-art-xl-v1.1.safetensors' },
      { name: 'film-grain', value: 'styles/film-grain.safetensors' },
    ]);
    expect(await suggest('GRAIN:0.4')).toEqual([
      { name: 'film-grain:0.4', value: 'styles/film-grain.safetensors:0.4' },
    ]);
  });

  it('chains a loader per LoRA at its weight: the image shows them, the card names them', async () => {
    env = await start();
    const run = await runImagine(env, {
      prompt: 'a red fox',
      lora: 'add_detail:0.5',
      lora2: 'film-grain',
    });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const graph = await ran(run);
    const loaders = Object.values(graph).filter((node) => node.class_type === 'LoraLoader');
    expect(loaders.map(({ inputs }) => [inputs.lora_name, inputs.strength_model])).toEqual([
      ['add_detail.safetensors', 0.5],
      ['styles/film-grain.safetensors', 1],
    ]);
    const image = result.attachments[0]?.bytes as Buffer;
    expect(
      await lorasIn(image, ['add_detail.safetensors', 'styles/film-grain.safetensors']),
    ).toEqual([0.5, 1]);
    expect(fieldsOf(result).LoRAs).toBe('add\\_detail ×0.5, film-grain ×1');
    expect(JSON.stringify(result)).not.toContain('safetensors');
  }, 60_000);

  it("runs without a LoRA when none is picked: the workflow's loader taken out, whatever file it names", async () => {
    env = await start();
    const run = await runImagine(env, { prompt: 'a red fox' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    const graph = await ran(run);
    expect(Object.values(graph).map((node) => node.class_type)).not.toContain('LoraLoader');
    expect(graph['3']?.inputs.model).toEqual(['4', 0]);
  });

  it('refuses privately, before anything is queued: a LoRA on a workflow without loaders, one not on the server', async () => {
    env = await start();
    const plain = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', workflow: 'txt2img', lora: 'add_detail' }),
    );
    expect(plain).toMatch(/^⚠️ the workflow “txt2img” takes no LoRAs/);
    expect(plain).toContain('nothing was charged');
    const unknown = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', lora: '../secret' }),
    );
    expect(unknown).toMatch(/^⚠️ “\.\.\/secret” is not a LoRA this server offers/);
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
  });

  it('holds members to the LoRAs a manager chose in /policy', async () => {
    env = await start();
    const { before, after } = await allowLoras(
      env,
      ['styles/film-grain.safetensors'],
      'LoRAs: film',
    );
    expect(limitsText(before)).toContain('LoRAs: everything the server has');
    expect(limitsText(after)).toContain('LoRAs: film-grain');
    expect((await suggest('')).map((choice) => choice.name)).toEqual(['film-grain']);
    const refused = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', lora: 'add_detail' }),
    );
    expect(refused).toMatch(/^⚠️ “add\\_detail” is not a LoRA this server offers/);
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
  });

  it("never names an operator's folder: a Windows server's lora_name (styles\\x), a refused one shown by its name", async () => {
    env = await startComfyEnv({
      workflows: { sd15: shipped() },
      comfy: { loras: ['add_detail.safetensors', 'styles\\film-grain.safetensors'] },
    });
    expect(await suggest('grain')).toEqual([
      { name: 'film-grain', value: 'styles\\film-grain.safetensors' },
    ]);
    const run = await runImagine(env, {
      prompt: 'a red fox',
      lora: 'styles\\film-grain.safetensors',
    });
    const result = await waitForResult(run, 20_000);
    expect(fieldsOf(result).LoRAs).toBe('film-grain ×1');
    await allowLoras(env, ['add_detail.safetensors'], 'LoRAs: add');
    const typed = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', lora: 'styles\\film-grain.safetensors' }),
    );
    expect(typed).toMatch(/^⚠️ “film-grain” is not a LoRA this server offers/);
    const reroll = await run.clickButton({ label: '🎲 Re-roll' });
    const rerolled = await reroll.waitFor(() =>
      [reroll.original(), ...reroll.followUps].find((m) => m?.ephemeral && !m.loading),
    );
    expect(rerolled.content).toMatch(/^⚠️ “film-grain” is not a LoRA this server offers/);
    expect(JSON.stringify([result, typed, rerolled.content])).not.toMatch(/styles|safetensors/);
  }, 60_000);

  it('refuses privately a LoRA the operator deleted since the list was read (value_not_in_list), nothing run', async () => {
    env = await start();
    expect((await suggest('grain')).map((choice) => choice.name)).toEqual(['film-grain']);
    env.comfy.removeLora('styles/film-grain.safetensors');
    const run = await runImagine(env, { prompt: 'a fox', lora: 'film-grain' });
    const said = await run.waitFor(() =>
      [run.original(), ...run.followUps].find(
        (m) =>
          m &&
          !m.loading &&
          (m.ephemeral || m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? ''))),
      ),
    );
    expect(said.ephemeral).toBe(true);
    expect(said.content).toMatch(
      /^⚠️ the LoRA “film-grain” is not on this server’s image backend any more/,
    );
    expect(said.content).toContain('nothing was charged');
    expect(JSON.stringify(said)).not.toMatch(/styles|safetensors/);
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
  }, 60_000);
});
