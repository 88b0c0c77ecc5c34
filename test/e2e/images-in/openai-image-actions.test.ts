import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseImageAction,
  digest,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';

describe('Vary and Edit on a card image, on an OpenAI-compatible provider (POST /images/edits)', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('offers Vary and Edit, no Upscale; Vary (subtle) sends the card’s image with its prompt and input_fidelity high, Vary (strong) low', async () => {
    env = await startOpenAiEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const labels = card.buttons.map((button) => button.label);
    expect(labels).toEqual(
      expect.arrayContaining(['🌱 Vary (subtle)', '🌪️ Vary (strong)', '🖌️ Edit']),
    );
    expect(labels.join(' ')).not.toMatch(/Upscale|Describe/);
    const shown = card.attachments[0];
    for (const [label, fidelity] of [
      ['🌱 Vary (subtle)', 'high'],
      ['🌪️ Vary (strong)', 'low'],
    ] as const) {
      const run = await env.discord.clickButton({ message: card, label, user: env.user });
      expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
      expect(env.openai.edits().at(-1)).toMatchObject({
        model: 'gpt-image-1',
        prompt: expect.stringMatching(/^a red fox/),
        inputs: [{ type: 'image/png', sha256: digest(shown?.bytes), width: 1024, height: 1024 }],
        inputFidelity: fidelity,
        stream: true,
      });
    }
    expect(env.openai.stats.requests.images_generations).toBe(1);
    expect(env.openai.stats.requests.images_edits).toBe(2);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(3);
    expect(env.openai.stats.violations).toEqual([]);
  }, 60_000);

  it('Edit asks what to change and sends it as the prompt on the image; on a set, image 2', async () => {
    env = await startOpenAiEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a harbour' }), 30_000);
    const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
    await click.waitForModal();
    const edit = await click.submitModal({ change: 'the same harbour at night' });
    expect(titleOf(await waitForResult(edit, 30_000))).toBe('✅ Image ready');
    expect(env.openai.edits().at(-1)).toMatchObject({
      prompt: expect.stringMatching(/^the same harbour at night/),
      inputs: [{ sha256: digest(card.attachments[0]?.bytes) }],
      inputFidelity: undefined,
    });
    const set = await waitForResult(await runImagine(env, { prompt: 'boats', count: 2 }), 30_000);
    const vary = await chooseImageAction(env, set, '🌪️ Vary image 2 (strong)');
    await waitForResult(vary, 30_000);
    expect(env.openai.edits().at(-1)?.inputs[0]?.sha256).toBe(digest(set.attachments[1]?.bytes));
    expect(env.openai.stats.violations).toEqual([]);
  }, 60_000);
});
