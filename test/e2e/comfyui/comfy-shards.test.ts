import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { writeWorkflows } from './comfy-kit.js';

/** Two real bot processes, one per shard, on one Redis, both on one ComfyUI server. */
describe.skipIf(!redisServerInstalled)('several bot processes on one ComfyUI server', () => {
  const startWorld = useShardWorld();
  let comfy: ComfyEmulator | undefined;
  let workflowsDir: string | undefined;
  afterEach(async () => {
    await comfy?.close();
    if (workflowsDir) await rm(workflowsDir, { recursive: true, force: true });
  });

  it(
    'each process runs its own shard’s generation, its prompt queued once and delivered once',
    async () => {
      comfy = await startComfyEmulator({ stepMs: 10, nodeMs: 5, previews: false });
      workflowsDir = await writeWorkflows();
      const world = await startWorld({
        env: { BACKENDS: 'comfyui', COMFYUI_URL: comfy.url, COMFYUI_WORKFLOWS_DIR: workflowsDir },
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

      const promptIds = [submittedTaskId(zero), submittedTaskId(one)];
      expect(new Set(promptIds).size).toBe(2);
      const texts = promptIds.map((id) => {
        const graph = comfy?.history(id)?.prompt[2] as Record<
          string,
          { inputs: { text?: string } }
        >;
        return graph['6']?.inputs.text;
      });
      expect(texts).toEqual(['a lighthouse', 'a harbour']);
      expect(comfy.stats.requests.prompt_post).toBe(2);
      expect(comfy.stats.queued).toBe(2);
      expect(comfy.stats.finished.success).toBe(2);
      expect(comfy.stats.violations).toEqual([]);
      expect(zero.stdout()).toContain(`"jobId":"${onZero.id}"`);
      expect(zero.stdout()).not.toContain(onOne.id);
      expect(one.stdout()).toContain(`"jobId":"${onOne.id}"`);
      expect(one.stdout()).not.toContain(onZero.id);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
