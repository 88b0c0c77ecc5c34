import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../../src/image-api/errors.js';
import { shouldRefundUsage } from '../../../src/imagine/bookkeeping/usage-refund.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';

const failed = (name: string, patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id: 'j',
  scope: 'g',
  userId: 'u',
  keyRef: { kind: 'server', guildId: 'g' },
  request: { prompt: 'p' },
  state: 'failed',
  error: { name, message: 'm' },
  createdAt: 0,
  delivered: false,
  target: {},
  ...patch,
});

describe('shouldRefundUsage', () => {
  it.each([
    'InvalidParameterError',
    'InsufficientCreditsError',
    'InvalidApiKeyError',
    'RateLimitedError',
    'MissingApiKeyError',
  ])('gives back a server-key use refused before any task (%s)', (name) => {
    expect(shouldRefundUsage(failed(name), undefined)).toBe(true);
  });

  it('gives it back when the service answered a server error, not when the line dropped', () => {
    const job = failed('ServiceUnavailableError');
    expect(shouldRefundUsage(job, new ServiceUnavailableError({ status: 503 }))).toBe(true);
    expect(shouldRefundUsage(job, new ServiceUnavailableError())).toBe(false);
  });

  it('keeps it when the task existed, the submission was cut off, or the member paid', () => {
    expect(shouldRefundUsage(failed('TaskFailedError', { taskId: 't' }), undefined)).toBe(false);
    expect(shouldRefundUsage(failed('SubmissionInterruptedError'), undefined)).toBe(false);
    expect(shouldRefundUsage(failed('ServiceTimeoutError'), undefined)).toBe(false);
    const own = failed('InsufficientCreditsError', { keyRef: { kind: 'user', userId: 'u' } });
    expect(shouldRefundUsage(own, undefined)).toBe(false);
    expect(shouldRefundUsage(failed('X', { state: 'completed' }), undefined)).toBe(false);
  });
});
