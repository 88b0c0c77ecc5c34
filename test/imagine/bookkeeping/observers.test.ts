import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import type { LocalizedText } from '../../../src/i18n/localized-text.js';
import {
  InvalidApiKeyError,
  InvalidParameterError,
} from '../../../src/image-backend/backend-errors.js';
import { createGenerationAnnouncer } from '../../../src/imagine/bookkeeping/generation-announcer.js';
import { subscribeRecentModels } from '../../../src/imagine/bookkeeping/recent-models.js';
import {
  createRejectedKeyNotices,
  type RejectedKeyDependencies,
} from '../../../src/imagine/bookkeeping/rejected-key.js';
import { createUsageRefunds } from '../../../src/imagine/bookkeeping/usage-refund.js';
import type { GenerationTarget } from '../../../src/imagine/delivery/reply-target.js';
import { GenerationEvents } from '../../../src/jobs/generation-events.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { enService as en } from '../../helpers/i18n.js';
import { newApiKey, useTempDatabase } from '../../store/store-test-kit.js';

const silent = createLogger({ level: 'silent' });

const target = (patch: Partial<GenerationTarget> = {}): GenerationTarget => ({
  reply: {
    id: 'j1',
    jobIds: ['j1'],
    applicationId: 'app',
    token: 'tok',
    tokenCreatedAt: 0,
    channelId: 'c1',
    guildId: 'g1',
    attachmentSizeLimit: 1,
  },
  promptLabel: 'a cat',
  ignoredOptions: [],
  keySource: 'server',
  ...patch,
});

const jobOf = (patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id: 'j1',
  scope: 'g1',
  userId: 'u1',
  keyRef: { kind: 'server', guildId: 'g1' },
  request: { prompt: 'a cat', model: 'models/x.safetensors' },
  state: 'failed',
  error: { name: 'InvalidParameterError', message: 'bad' },
  createdAt: 1_000,
  delivered: false,
  target: { ...target() },
  ...patch,
});

/** Jobs as the job manager holds them: `updateTarget` merges into the stored copy. */
function jobStore(job: GenerationJob) {
  const jobs = new Map([[job.id, structuredClone(job)]]);
  return {
    loadJob: async (id: string) => jobs.get(id),
    updateTarget: async (id: string, patch: Record<string, unknown>) => {
      const stored = jobs.get(id);
      if (stored) stored.target = { ...stored.target, ...patch };
    },
  };
}

/** No backend known: nothing but generations is counted. */
const NO_BACKENDS = { capabilitiesOf: () => undefined };

describe('usage refunds', () => {
  it('gives a server-key use back once, even when the report is repeated after a failed delivery', async () => {
    const job = jobOf();
    const refund = vi.fn(async () => 0);
    const refunds = createUsageRefunds({
      usage: { refund },
      backends: NO_BACKENDS,
      ...jobStore(job),
    });
    const error = new InvalidParameterError({ key: 'service.parametersRejected' });
    await refunds.onFinished(job, error);
    await refunds.onFinished(job, error);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith('g1', 'u1', 1_000, { generationId: job.id });
  });

  it('keeps the use of a job that had a task, and of a job already refunded before a restart', async () => {
    const refund = vi.fn(async () => 0);
    const ran = jobOf({ taskId: 't1' });
    await createUsageRefunds({
      usage: { refund },
      backends: NO_BACKENDS,
      ...jobStore(ran),
    }).onFinished(ran);
    const before = jobOf({ target: { ...target({ usageRefunded: true }) } });
    await createUsageRefunds({
      usage: { refund },
      backends: NO_BACKENDS,
      ...jobStore(before),
    }).onFinished(before);
    expect(refund).not.toHaveBeenCalled();
  });
});

describe('recent models', () => {
  it("records a model once the service took the task (charged), in the job's server", async () => {
    const record = vi.fn(async () => undefined);
    const events = new GenerationEvents(silent);
    const unsubscribe = subscribeRecentModels(events, { recentModels: { record }, logger: silent });
    const announcer = createGenerationAnnouncer(events);
    await announcer.onUpdate(jobOf({ state: 'submitting' }));
    expect(record).not.toHaveBeenCalled();
    await announcer.onUpdate(jobOf({ state: 'queued', taskId: 't1' }));
    await announcer.onUpdate(jobOf({ state: 'processing', taskId: 't1' }));
    announcer.onDelivered?.(jobOf({ state: 'completed', taskId: 't1', imageUrl: 'u' }));
    await events.idle();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith('g1', 'models/x.safetensors');
    unsubscribe();
    await announcer.onUpdate(jobOf({ id: 'j2', state: 'submitting' }));
    await announcer.onUpdate(jobOf({ id: 'j2', state: 'queued', taskId: 't2' }));
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('logs a model it could not record', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (line) => lines.push(line) });
    const events = new GenerationEvents(logger);
    const record = vi.fn(async () => {
      throw new Error('disk full');
    });
    subscribeRecentModels(events, { recentModels: { record }, logger });
    const announcer = createGenerationAnnouncer(events);
    await announcer.onUpdate(jobOf({ state: 'submitting' }));
    await announcer.onUpdate(jobOf({ state: 'queued', taskId: 't1' }));
    await events.idle();
    expect(lines.join('\n')).toContain('could not record a recent model');
  });
});

describe('rejected key notices', () => {
  const db = useTempDatabase();

  it('removes the rejected server key and tells the requester privately, once', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', {
      apiKey: newApiKey(),
      setBy: 'owner',
      serviceUserId: '1',
      serviceUsername: 'alice',
    });
    const job = jobOf({ error: { name: 'InvalidApiKeyError', message: 'revoked' } });
    const notify = vi.fn(async (_job: GenerationJob, _notice: LocalizedText) => undefined);
    const notices = createRejectedKeyNotices({
      stores,
      backendOf: () => ({ balance: () => Promise.reject(new InvalidApiKeyError()) }),
      ...jobStore(job),
      notify,
      logger: silent,
    });
    await notices.onFinished(job, new InvalidApiKeyError());
    await notices.onFinished(job, new InvalidApiKeyError());
    expect(await stores.guildSettings.hasServerKey('g1')).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(en.text(notify.mock.calls[0]?.[1] ?? { key: '' })).toContain('the server key');
  });

  it('tells the owner after a restart when the process died while telling them', async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', {
      apiKey: newApiKey(),
      serviceUserId: '1',
      serviceUsername: 'alice',
    });
    const job = jobOf({
      keyRef: { kind: 'user', userId: 'u1' },
      error: { name: 'InvalidApiKeyError', message: 'revoked' },
    });
    const jobs = jobStore(job);
    const notices = (notify: RejectedKeyDependencies['notify']) =>
      createRejectedKeyNotices({
        stores,
        backendOf: () => ({ balance: () => Promise.reject(new InvalidApiKeyError()) }),
        ...jobs,
        notify,
        logger: silent,
      });
    let dying: (value: unknown) => void = () => undefined;
    const died = new Promise((resolve) => {
      dying = resolve;
    });
    void notices(() => {
      dying(undefined);
      return new Promise(() => undefined);
    }).onFinished(job, new InvalidApiKeyError());
    await died;
    expect(await stores.apiKeys.get('u1')).toBeUndefined();

    const notify = vi.fn(async (_job: GenerationJob, _notice: LocalizedText) => undefined);
    await notices(notify).onFinished(job);
    await notices(notify).onFinished(job);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(en.text(notify.mock.calls[0]?.[1] ?? { key: '' })).toContain('sk-…');
  });

  it('leaves keys alone when the job failed for another reason', async () => {
    const notify = vi.fn(async () => undefined);
    const job = jobOf();
    const balance = vi.fn(async () => ({ userId: '1', username: 'a', balance: 1, currency: 'c' }));
    const stores = await db.open();
    await createRejectedKeyNotices({
      stores,
      backendOf: () => ({ balance }),
      ...jobStore(job),
      notify,
      logger: silent,
    }).onFinished(job, new InvalidParameterError({ key: 'service.parametersRejected' }));
    expect(balance).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
