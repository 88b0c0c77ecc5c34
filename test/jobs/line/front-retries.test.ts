import { describe, expect, it } from 'vitest';
import {
  BackendDownError,
  PromptRefusedError,
  TaskFailedError,
} from '../../../src/image-backend/backend-errors.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { diedUnder, FrontRetries } from '../../../src/jobs/line/front-retries.js';

const job = (patch: Partial<GenerationJob> = {}) =>
  ({ id: 'j1', userId: 'alice', server: 'gpu1:8188', ...patch }) as GenerationJob;
const died = { state: 'failed', error: new BackendDownError(60_000) } as const;

describe('FrontRetries', () => {
  it("owes a pooled job whose server died under it one front turn, its own member's, given back when refused", () => {
    const retries = new FrontRetries();
    retries.ended(job(), died);
    expect(retries.take('j1', 'bob')).toBe(false);
    expect(retries.take('j1', 'alice')).toBe(true);
    expect(retries.take('j1', 'alice')).toBe(false);
    retries.giveBack('j1', 'alice');
    expect(retries.take('j1', 'alice')).toBe(true);
  });

  it('owes nothing for another failure, a hosted job or a completed one', () => {
    const retries = new FrontRetries();
    retries.ended(job({ id: 'refused' }), { state: 'failed', error: new PromptRefusedError() });
    retries.ended(job({ id: 'hosted', server: undefined }), died);
    retries.ended(job({ id: 'made' }), { state: 'completed', imageUrl: 'x' } as never);
    for (const id of ['refused', 'hosted', 'made']) expect(retries.take(id, 'alice')).toBe(false);
    expect(diedUnder(new TaskFailedError('cut', 'cut'))).toBe(true);
    expect(diedUnder(new TaskFailedError('oom'))).toBe(false);
  });
});
