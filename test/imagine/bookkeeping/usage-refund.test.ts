import { describe, expect, it } from 'vitest';
import {
  BackendDownError,
  ServiceUnavailableError,
  TaskFailedError,
} from '../../../src/image-backend/backend-errors.js';
import type { BackendCapabilities } from '../../../src/image-backend/capabilities.js';
import {
  countedServerOf,
  createUsageRefunds,
  shouldRefundUsage,
} from '../../../src/imagine/bookkeeping/usage-refund.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import type { RefundOptions } from '../../../src/store/daily-usage-store.js';
import type { BudgetRefundOptions } from '../../../src/store/server-budget-store.js';
import type { Fencing } from '../../../src/store/shared-state.js';

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
    'QuotaExceededError',
    'PromptRefusedError',
    'MissingApiKeyError',
  ])('gives back a server-key use refused before any task (%s)', (name) => {
    expect(shouldRefundUsage(failed(name), undefined)).toBe(true);
  });

  it('gives it back when the service answered a server error, not when the line dropped', () => {
    const job = failed('ServiceUnavailableError');
    expect(shouldRefundUsage(job, new ServiceUnavailableError({ status: 503 }))).toBe(true);
    expect(shouldRefundUsage(job, new ServiceUnavailableError())).toBe(false);
  });

  it('gives back a keyless backend’s image counted in a server, never one made in a DM', () => {
    const none = { kind: 'none' } as const;
    expect(shouldRefundUsage(failed('InvalidParameterError', { keyRef: none }), undefined)).toBe(
      true,
    );
    const dm = failed('InvalidParameterError', { keyRef: none, scope: 'dm:u' });
    expect(shouldRefundUsage(dm, undefined)).toBe(false);
    expect(countedServerOf(dm)).toBeUndefined();
    expect(countedServerOf(failed('X', { keyRef: none }))).toBe('g');
  });

  it('gives it back when the backend said nothing ran, the task it held notwithstanding (notOffered)', () => {
    const said = new TaskFailedError('no upscaler left', 'notOffered');
    const error = { name: said.name, message: said.message, ...(said.text && { text: said.text }) };
    const job = failed('TaskFailedError', { taskId: 't', keyRef: { kind: 'none' }, error });
    expect(shouldRefundUsage(job, undefined)).toBe(true);
    const raised = { ...job, error: { name: 'TaskFailedError', message: 'it raised' } };
    expect(shouldRefundUsage(raised, undefined)).toBe(false);
    const own = { ...job, keyRef: { kind: 'user', userId: 'u' } } as const;
    expect(shouldRefundUsage(own, undefined)).toBe(false);
  });

  it('gives it back when the server of its pool died under it, its task notwithstanding', () => {
    const none = { kind: 'none' } as const;
    const job = failed('BackendDownError', { taskId: 't', server: 'gpu1:8188', keyRef: none });
    expect(shouldRefundUsage(job, new BackendDownError(60_000))).toBe(true);
    expect(shouldRefundUsage(job, undefined)).toBe(true);
    const cut = failed('TaskFailedError', { taskId: 't', server: 'gpu1:8188', keyRef: none });
    expect(shouldRefundUsage(cut, new TaskFailedError('cut', 'cut'))).toBe(true);
    expect(shouldRefundUsage(cut, new TaskFailedError('it raised'))).toBe(false);
    const hosted = failed('BackendDownError', { taskId: 't', keyRef: none });
    expect(shouldRefundUsage(hosted, new BackendDownError(60_000))).toBe(false);
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

describe('createUsageRefunds', () => {
  it('gives the use back as the generation’s, and its budget in generations and kudos, under the lease of its scope, and marks it', async () => {
    const refunds: [string, string, number, RefundOptions][] = [];
    const budgetRefunds: [string, number, BudgetRefundOptions][] = [];
    const horde = { reportsCost: true, balance: { unit: 'kudos' } } as BackendCapabilities;
    const backends: string[] = [];
    const patches: unknown[] = [];
    const fencing: Fencing = { name: 'shard-1', fenceOf: () => undefined };
    const scopes: string[] = [];
    const observer = createUsageRefunds({
      usage: {
        refund: async (guildId, userId, at, options = {}) => {
          refunds.push([guildId, userId, at ?? -1, options]);
          return 0;
        },
      },
      budget: {
        refund: async (guildId, at, options = {}) => {
          budgetRefunds.push([guildId, at ?? -1, options]);
        },
      },
      backends: {
        capabilitiesOf: (id) => {
          backends.push(id ?? '');
          return horde;
        },
      },
      fencingOf: (scope) => {
        scopes.push(scope);
        return fencing;
      },
      loadJob: async () => undefined,
      updateTarget: async (_id, patch) => patches.push(patch),
    });
    const job = failed('InsufficientCreditsError', {
      id: 'job-7',
      scope: 'g',
      createdAt: 42,
      backend: 'horde',
    });
    await observer.onFinished?.(job, undefined);
    expect(refunds).toEqual([['g', 'u', 42, { generationId: 'job-7', fencing }]]);
    const units = ['generations', 'kudos'];
    expect(budgetRefunds).toEqual([['g', 42, { generationId: 'job-7', fencing, units }]]);
    expect(backends).toEqual(['horde']);
    expect(scopes).toEqual(['g']);
    expect(patches).toEqual([{ usageRefunded: true }]);
  });
});
