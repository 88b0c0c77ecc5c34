import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OptionValue } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  fieldsOf,
  runImagine,
  startImagineEnv,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine option checks and workflow files', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { WORKFLOW_FILE_MAX_BYTES: '2048' } });
  });
  afterEach(async () => {
    await env.close();
  });

  const expectNothingSpent = () => {
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual([]);
  };

  it.each<[Record<string, OptionValue>, string]>([
    [{ width: 4096 }, '`width` must be at most 2048 (got 4096)'],
    [{ height: 32 }, '`height` must be at least 64 (got 32)'],
    [{ steps: 80 }, '`steps` must be at most 50 (got 80)'],
    [{ steps: 0 }, '`steps` must be at least 1 (got 0)'],
    [{ seed: -5 }, '`seed` must be at least -1 (got -5)'],
    [{ cfg: 45, workflow: 'anime' }, '`cfg` must be at most 30 (got 45)'],
    [{ prompt: '   ' }, '`prompt` must not be empty'],
  ])(
    'refuses %o ephemerally before deferring, naming the option and its limit',
    async (options, message) => {
      const run = await runImagine(env, { prompt: 'a cat', ...options });
      const reply = await run.waitForReply();
      expect(reply.ephemeral).toBe(true);
      expect(run.deferred).toBe(false);
      expect(reply.content).toBe(
        `⚠️ ${message}. Change it and run /imagine again; nothing was sent and no credits were spent.`,
      );
      expect(reply.allowedMentions).toEqual({ parse: [] });
      expectNothingSpent();
    },
  );

  it('sends a workflow file as the object prompt and shows the text prompt as its label', async () => {
    const graph = { '3': { class_type: 'KSampler', inputs: { seed: 5 } } };
    const run = await runImagine(
      env,
      { prompt: 'my graph' },
      { workflowFile: { name: 'graph.json', data: JSON.stringify(graph) } },
    );
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(run.id);
    expect(env.imageApi.task(job?.taskId ?? '')?.params.prompt).toEqual(graph);
    expect(cardText(result)).toContain('> my graph');
    expect(fieldsOf(result)['Workflow file']).toBe('graph.json');
  });

  it.each([
    ['malformed JSON', '{"3": {', 'is not valid JSON'],
    ['an array', '[1, 2]', 'holds an array, not a JSON object.'],
    ['a string', '"hello"', 'holds a string, not a JSON object.'],
    ['too large', JSON.stringify({ big: 'x'.repeat(4_000) }), 'is 3.9 KB, over the 2 KB limit.'],
  ])(
    'refuses a workflow file that is %s, privately, spending nothing',
    async (_kind, data, problem) => {
      const run = await runImagine(
        env,
        { prompt: 'my graph' },
        { workflowFile: { name: 'graph.json', data } },
      );
      const { ephemeral } = await run.waitForAck();
      const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
      expect(notice.ephemeral).toBe(true);
      expect(notice.content).toContain(`⚠️ The workflow file ${problem}`);
      expect(notice.content).toContain('nothing was spent');
      expectNothingSpent();
    },
  );

  it('refuses a workflow file with rr3, which takes only text', async () => {
    const run = await runImagine(
      env,
      { prompt: 'my graph', workflow: 'rr3' },
      { workflowFile: { name: 'graph.json', data: '{"a":1}' } },
    );
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('rr3 takes only a text prompt');
    expectNothingSpent();
  });
});
