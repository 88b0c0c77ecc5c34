import type Keyv from 'keyv';
import { KeyvRecords } from './keyv-records.js';
import type { SharedState } from './shared-state.js';

/** What a moderator did about a report, and who and when. */
export interface ReportAction {
  readonly kind: 'deleted' | 'blocked' | 'dismissed';
  readonly by: string;
  readonly at: number;
  /** A block's end (epoch ms); null: until lifted. Only for `blocked`. */
  readonly until?: number | null;
}

/** A member's report of a public generation, as the moderators' log card shows and acts on it. */
export interface StoredReport {
  /** Its own id (the interaction that filed it): what the log card's buttons name. */
  readonly id: string;
  readonly guildId: string;
  /** The reported generation (its job's id). */
  readonly jobId: string;
  readonly reporterId: string;
  /** The reason chosen, by its name (`reports/report-reasons.ts`). */
  readonly reason: string;
  /** The member who asked for the generation. */
  readonly memberId: string;
  /** Where the result is shown: the message a moderator may delete. */
  readonly result: { readonly channelId: string; readonly messageId: string };
  /** The prompt as shown (a label for a workflow file), the workflow and the seed. */
  readonly prompt: string;
  readonly workflow: string;
  readonly seed?: number;
  readonly at: number;
  /** The log card, once posted. */
  readonly card?: { readonly channelId: string; readonly messageId: string };
  /** What moderators did, oldest first. */
  readonly actions: readonly ReportAction[];
}

/** How long a report is kept after it was filed or last acted on: past it, its card's buttons say it is gone. */
export const REPORT_KEEP_MS = 30 * 86_400_000;

const seenKey = (jobId: string, userId: string) => `seen:${jobId}:${userId}`;
const reportKey = (id: string) => `report:${id}`;

/**
 * The reports of public generations, each kept {@link REPORT_KEEP_MS}: one per member and
 * generation (a second is refused), each changed alone across processes.
 */
export class ReportsStore {
  readonly #records: KeyvRecords<StoredReport | string>;

  constructor(keyv: Keyv, { shared }: { shared?: Pick<SharedState, 'exclusive'> } = {}) {
    this.#records = new KeyvRecords(keyv, shared, 'reports:');
  }

  /** Files `report` unless its member reported that generation already; whether it was filed. */
  async file(report: StoredReport): Promise<boolean> {
    const filed = await this.#records.change(
      seenKey(report.jobId, report.reporterId),
      (seen) => (seen ? { result: false } : { next: report.id, result: true }),
      { ttlMs: REPORT_KEEP_MS },
    );
    if (filed) await this.#records.keyv.set(reportKey(report.id), report, REPORT_KEEP_MS);
    return filed;
  }

  /** Whether `userId` reported generation `jobId` already. */
  async reported(jobId: string, userId: string): Promise<boolean> {
    return (await this.#records.get(seenKey(jobId, userId))) !== undefined;
  }

  /** The report `id`, or undefined (never filed, or past its keeping). */
  async get(id: string): Promise<StoredReport | undefined> {
    const found = await this.#records.get(reportKey(id));
    return typeof found === 'object' ? found : undefined;
  }

  /**
   * Changes report `id` with `change` (alone); the report after, or undefined when it is gone or
   * `change` returned undefined (nothing written).
   */
  update(
    id: string,
    change: (report: StoredReport) => StoredReport | undefined,
  ): Promise<StoredReport | undefined> {
    return this.#records.change(
      reportKey(id),
      (found) => {
        const next = typeof found === 'object' ? change(found) : undefined;
        return { next, result: next };
      },
      { ttlMs: REPORT_KEEP_MS },
    );
  }
}
