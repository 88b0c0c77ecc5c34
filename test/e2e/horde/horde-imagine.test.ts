import { afterEach, describe, expect, it, vi } from 'vitest';
import { entriesOf, openHistory } from '../history/history-kit.js';
import {
  cardText,
  costSaid,
  fieldsOf,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from './horde-kit.js';

describe('/imagine on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('makes count:4 in one card, said to be paid in kudos: four requests, polled with check, each status read once', async () => {
    env = await startHordeEnv();
    const run = await runImagine(env, { prompt: 'a red fox', count: 4, seed: 42 });
    const final = await waitForResult(run, 30_000);
    expect(costSaid(final)).toBe('4 images = 4 generations on your key, paid in kudos.');
    expect(final.attachments.map((file) => file.contentType)).toEqual(Array(4).fill('image/webp'));
    const { stats } = env.horde;
    expect(stats.submissions).toBe(4);
    expect(stats.requests.generate_status).toBe(4);
    expect(stats.requests.generate_check).toBeGreaterThanOrEqual(4);
    expect(stats.violations).toEqual([]);
    expect([...stats.clientAgents.keys()]).toContainEqual(
      expect.stringMatching(/^imagine-bot:[\w.-]+:tests@example\.org$/),
    );
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBeLessThan(ALICE_KUDOS);
    expect(cardText(final)).not.toMatch(/couldn't|failed/i);
  });

  it('shows on the card, in /history and in the moderation log what the Horde used: its own 30 steps, 512×512 (SD 1.5’s square, sent), the seed sent, no workflow', async () => {
    env = await startHordeEnv();
    const log = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await env.app.context.stores.policy.setLogChannel(env.guild.id, { id: log.id, setBy: 'm' });
    const run = await runImagine(env, { prompt: 'a plain fox' });
    const taskId = await taskIdOf(env, run);
    const fields = fieldsOf(await waitForResult(run, 20_000));
    const params = env.horde.request(taskId)?.body.params as Record<string, unknown> | undefined;
    expect(params).not.toHaveProperty('steps');
    expect(params).toMatchObject({ width: 512, height: 512 });
    expect(fields).toMatchObject({ Steps: '30', Size: '512×512', Seed: String(params?.seed) });
    expect(fields.Workflow).toBeUndefined();
    await env.app.context.jobs.idle();
    const [entry] = await env.app.context.stores.history.list(env.user.id);
    expect(entry).toMatchObject({ width: 512, height: 512, seed: Number(params?.seed) });
    expect(entry).not.toHaveProperty('workflow');
    const history = (await openHistory(env)).original();
    expect(history && entriesOf(history).map((field) => field.name)).toEqual(['1. 512×512']);
    const logged = await vi.waitFor(
      () => {
        const [line] = env.discord.messages(log).map((message) => message.content);
        expect(line).toBeDefined();
        return line ?? '';
      },
      { timeout: 8_000 },
    );
    expect(logged).toMatch(/: “a plain fox” · 512×512 · own key · done/);
    const typed = await runImagine(env, { prompt: 'a tall fox', steps: 12, width: 448 });
    expect(fieldsOf(await waitForResult(typed, 20_000))).toMatchObject({
      Steps: '12',
      Size: '448×512',
    });
  });

  it('shows a request waiting at the Horde with its place there and the wait, and /queue its size as the Horde declares it', async () => {
    env = await startHordeEnv({
      horde: {
        timeScale: 1,
        jobDurationMs: [30_000, 30_000],
        models: [{ name: 'stable_diffusion', threads: 1 }],
      },
    });
    const run = await runImagine(env, { prompt: 'a queue of foxes', count: 2 });
    const shown = await run.waitForOriginal(
      (m) => /Position \*\*\d+\*\* at AI Horde, about \d+ s to wait\./.test(cardText(m)),
      { timeout: 15_000 },
    );
    expect(cardText(shown)).toContain('🎨');
    const queue = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'queue' })
    ).waitForReply();
    const listed = queue.embeds[0]?.description ?? '';
    expect(listed).toMatch(
      new RegExp(`<@${env.user.id}> · stable_diffusion · 512×512 · (running|waiting) for`),
    );
    expect(listed).not.toContain('default');
  });
});

describe('/imagine model autocomplete on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it("offers the models the Horde's workers serve, asked once and kept", async () => {
    env = await startHordeEnv();
    const suggest = async (typed: string) => {
      const run = await env.discord.autocomplete({
        channel: env.channel,
        user: env.user,
        name: 'imagine',
        options: { prompt: 'x', model: typed },
        focused: 'model',
      });
      return (await run.waitForChoices()).map((choice) => choice.value);
    };
    expect(await suggest('')).toEqual(['stable_diffusion', 'AlbedoBase XL (SDXL)']);
    expect(await suggest('albedo')).toEqual(['AlbedoBase XL (SDXL)']);
    expect(env.horde.stats.requests.status_models).toBe(1);
    const run = await runImagine(env, { prompt: 'a fox', model: 'AlbedoBase XL (SDXL)' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
  });
});

describe('Remix on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it("offers the Horde's models, not workflows: the card's own picked, another picked is sent", async () => {
    env = await startHordeEnv();
    const run = await runImagine(env, { prompt: 'a fox', model: 'stable_diffusion' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(Object.keys(panel.offered())).toEqual(['model', 'size', 'style', 'seed']);
    expect(panel.offered().model).toEqual(['stable_diffusion', 'AlbedoBase XL (SDXL)']);
    expect(panel.picked().model).toBe('Model: stable_diffusion');
    expect(panel.placeholders().model).toBe('Model: the default of AI Horde');
    expect(JSON.stringify(panel.message().components)).not.toMatch(/Workflow/);
    await panel.pick('model', ['AlbedoBase XL (SDXL)']);
    const remixed = await waitForResult(await panel.generate(), 20_000);
    expect(titleOf(remixed)).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(remixed.interactionId ?? '');
    expect(job?.request.model).toBe('AlbedoBase XL (SDXL)');
    expect(env.horde.request(job?.taskId ?? '')?.body.models).toEqual(['AlbedoBase XL (SDXL)']);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
