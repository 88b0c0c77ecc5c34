import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnknownTaskError } from '../../../src/image-backend/backend-errors.js';
import { jobIdOf } from '../../../src/imagine/delivery/reply-target.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('the images an OpenAI-compatible provider made, held by the bot', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('are posted, then given up once posted: an idle bot holds none of them', async () => {
    env = await startOpenAiEnv();
    const run = await runImagine(env, { prompt: 'a red fox', count: 2 });
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).not.toMatch(/failed|not delivered/i);
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png', 'image/png']);
    const { context } = env.app;
    const { backend } = context.backends.of('openai-images');
    for (const index of [0, 1]) {
      const job = await context.jobs.get(jobIdOf(run.id, index));
      expect(job).toMatchObject({ state: 'completed', imageUrl: expect.any(String) });
      await vi.waitFor(
        () =>
          expect(backend.downloadImage(job?.imageUrl ?? '')).rejects.toBeInstanceOf(
            UnknownTaskError,
          ),
        { timeout: 5_000 },
      );
    }
  });
});
