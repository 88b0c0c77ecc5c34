import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type OpenAiImagesEmulator,
  startOpenAiImagesEmulator,
  textTokens,
} from '../../../sandbox/openai-images/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, linkOpenAiBeforeStart, openAiEnv } from './openai-kit.js';

/** Two real bot processes, one per shard, on one Redis, both on one OpenAI-compatible provider. */
describe.skipIf(!redisServerInstalled)(
  'several bot processes on an OpenAI-compatible provider',
  () => {
    const startWorld = useShardWorld();
    let openai: OpenAiImagesEmulator | undefined;
    afterEach(async () => {
      await openai?.close();
    });

    it(
      'each process streams its own shard’s call, made once and delivered once',
      async () => {
        openai = await startOpenAiImagesEmulator({
          timeScale: 0.05,
          keys: [{ key: ALICE_OPENAI_KEY }],
        });
        const world = await startWorld({
          env: openAiEnv(openai.baseURL),
          link: linkOpenAiBeforeStart,
        });
        const [zero, one] = [await world.startBot('0'), await world.startBot('1')];
        const onZero = await world.imagine(0, 'a lighthouse');
        const onOne = await world.imagine(1, 'a harbour at night, boats asleep');
        const finals = [await waitForResult(onZero, 20_000), await waitForResult(onOne, 20_000)];
        expect(finals.map(titleOf)).toEqual(['✅ Image ready', '✅ Image ready']);
        expect(finals.map((final) => final.attachments.length)).toEqual([1, 1]);
        await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));

        const { stats } = openai;
        expect(stats.requests.images_generations).toBe(2);
        expect(stats.streams).toBe(2);
        expect(stats.images).toBe(2);
        expect(stats.abandoned).toBe(0);
        expect(stats.tokens.input).toBe(
          textTokens('a lighthouse') + textTokens('a harbour at night, boats asleep'),
        );
        expect(stats.violations).toEqual([]);
        expect(zero.stdout()).toContain(`"jobId":"${onZero.id}"`);
        expect(zero.stdout()).not.toContain(onOne.id);
        expect(one.stdout()).toContain(`"jobId":"${onOne.id}"`);
        expect(one.stdout()).not.toContain(onZero.id);
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
