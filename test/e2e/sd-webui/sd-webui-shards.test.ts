import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Two real bot processes, one per shard, on one Redis, both on one Stable Diffusion WebUI. */
describe.skipIf(!redisServerInstalled)(
  'several bot processes on one Stable Diffusion WebUI',
  () => {
    const startWorld = useShardWorld();
    let webui: SdWebuiEmulator | undefined;
    afterEach(async () => {
      await webui?.close();
    });

    it(
      'each process runs its own shard’s generation, its call sent once and delivered once',
      async () => {
        webui = await startSdWebuiEmulator({ stepMs: 10 });
        const world = await startWorld({
          env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url },
          link: async () => {},
        });
        const [zero, one] = [await world.startBot('0'), await world.startBot('1')];
        const onZero = await world.imagine(0, 'a lighthouse');
        const onOne = await world.imagine(1, 'a harbour');
        const finals = [await waitForResult(onZero, 20_000), await waitForResult(onOne, 20_000)];
        expect(finals.map(titleOf)).toEqual(['✅ Image ready', '✅ Image ready']);
        expect(
          finals.map((final) => final.attachments.length),
          `the cards as shown:\n${finals.map(cardText).join('\n---\n')}\n${one.stderr()}${zero.stderr()}`,
        ).toEqual([1, 1]);
        await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));

        const taskIds = [submittedTaskId(zero), submittedTaskId(one)];
        expect(new Set(taskIds).size).toBe(2);
        expect([...webui.stats.taskIds].sort()).toEqual([...taskIds].sort());
        expect(webui.stats.requests.txt2img).toBe(2);
        expect(webui.stats.finished.success).toBe(2);
        expect(webui.stats.violations).toEqual([]);
        expect(zero.stdout()).toContain(`"jobId":"${onZero.id}"`);
        expect(zero.stdout()).not.toContain(onOne.id);
        expect(one.stdout()).toContain(`"jobId":"${onOne.id}"`);
        expect(one.stdout()).not.toContain(onZero.id);
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
