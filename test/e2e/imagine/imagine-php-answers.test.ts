import { afterEach, describe, expect, it } from 'vitest';
import { TASK_FAILED_ERROR } from '../../../sandbox/image-api/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  digest,
  imageDigest,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine against answers PHP services send in the wild', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('reads every answer behind a UTF-8 byte-order mark and delivers the image', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({ bom: true });
    const run = await runImagine(env, { prompt: 'a fox behind a BOM' });
    const taskId = await taskIdOf(env, run);
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
  });

  it("shows a failed task's reason sent in data.message", async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({ failNextTasks: 1, failedTaskField: 'message' });
    const run = await runImagine(env, { prompt: 'a doomed cat' });
    const failed = await waitForResult(run);
    expect(titleOf(failed)).toBe('❌ Generation failed');
    expect(cardText(failed)).toContain(`The image service said: “${TASK_FAILED_ERROR}”`);
  });

  it('says the service moved on a redirected submission, and logs where it went', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({
      movedTo: 'https://images.example.net',
      endpoints: ['image_generation'],
    });
    const run = await runImagine(env, { prompt: 'a moving van' });
    const failed = await waitForResult(run);
    expect(titleOf(failed)).toBe('❌ Generation failed');
    expect(cardText(failed)).toContain('The image service has moved to a new address.');
    expect(env.imageApi.stats.requests.image_generation).toBe(1);
    expect(env.imageApi.stats.submissions).toBe(0);
    const warning = env.logs.find((line) => String(line.msg).includes('update IMAGE_API_URL'));
    expect(warning?.location).toBe(
      'https://images.example.net/v1/index.php?endpoint=image_generation',
    );
  });
});
