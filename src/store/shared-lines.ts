/** A waiting entry of a shared lane: its place and owner, and what the line made of it (`data`). */
export interface StoredEntry {
  readonly jobId: string;
  /** The lane's count when it was first added (kept while it waits). */
  readonly seq: number;
  /** When it was first added (kept while it waits), epoch ms. */
  readonly enqueuedAt: number;
  /** The process that holds its job. */
  readonly owner: string;
  readonly data: string;
}

/** A slot claim of a shared lane: a lease its owner renews while the job runs. */
export interface StoredClaim {
  readonly jobId: string;
  readonly owner: string;
  /** Until when it holds its slot unless renewed (epoch ms). */
  readonly until: number;
  /** Whether it still holds its slot when read (`until` not passed). */
  readonly live: boolean;
  readonly data: string;
}

/** A shared lane read at one `version` (every write but a renewal changes it). */
export interface LaneRecords {
  readonly version: number;
  /** The time of the read on the lines' clock: what `live` was judged at. */
  readonly at: number;
  readonly clock: number;
  readonly turns: number;
  readonly entries: readonly StoredEntry[];
  readonly claims: readonly StoredClaim[];
  /** Its flows' virtual times and its GPUs' models (`shared-line-store.ts`), by field. */
  readonly flows: Readonly<Record<string, string>>;
  /** The processes whose heartbeat is alive: only their entries may be dispatched. */
  readonly live: ReadonlySet<string>;
}

/** What a dispatch decided from a lane's records, committed only at their version. */
export interface LaneCommit {
  readonly version: number;
  /** The `at` of the records it was decided from. */
  readonly at: number;
  readonly clock: number;
  readonly turns: number;
  /** Claims found expired at `at`: freed, unless renewed since (then nothing is written). */
  readonly expired: readonly string[];
  /** Waiting entries given a slot: each becomes a claim of its owner, who is told. */
  readonly claims: readonly {
    readonly jobId: string;
    readonly owner: string;
    readonly data: string;
  }[];
  /** Flows set, by field; and flows forgotten. */
  readonly flows: Readonly<Record<string, string>>;
  readonly forget: readonly string[];
}

/** A claim of this process's, as a dispatch elsewhere made it or a sweep found it. */
export interface ClaimNotice {
  readonly jobId: string;
  readonly data: string;
}

/** Options of {@link SharedLines}. */
export interface SharedLinesOptions {
  /**
   * How long a claim and a process's heartbeat last unless renewed (renewed every third of it), in
   * ms: a killed process's slots are free and its waiting entries skipped after this long.
   */
  readonly leaseMs: number;
  /** The clock of the leases and heartbeats. @default Date.now */
  readonly now?: () => number;
  /** Told when a renewal or sweep failed (once until one passes again): it is tried again. */
  readonly failed?: (error: unknown) => void;
}

/**
 * The lines' lanes on a store several processes share (Redis): per lane its entries, its claims,
 * its flows and a version; each call atomic. This process (`owner`) keeps a heartbeat while the
 * lines are open, renews its claims and sweeps them for dispatches it was not told of.
 */
export interface SharedLines {
  /** This process, the owner of the entries and claims it adds. */
  readonly owner: string;
  read(lane: string): Promise<LaneRecords>;
  /**
   * Adds entries: one waiting keeps its seq and arrival; one holding a slot of its owner's is left
   * alone; one claimed by another owner (its shard's last holder, which never sent it) waits again.
   */
  add(lane: string, entries: readonly Omit<StoredEntry, 'seq'>[]): Promise<void>;
  /** Takes this process's waiting entry out; resolves whether it was waiting. */
  withdraw(lane: string, jobId: string): Promise<boolean>;
  /** Records a claim of this process's whatever the lane's free slots. */
  occupy(lane: string, jobId: string, data: string): Promise<void>;
  /** Frees this process's claim; resolves to its data, undefined when it held none. */
  release(lane: string, jobId: string): Promise<string | undefined>;
  /** Commits a dispatch; resolves false when the lane changed since its records were read. */
  commit(lane: string, commit: LaneCommit): Promise<boolean>;
  /**
   * Calls `claimed` with the claims other processes' dispatches made for this process's entries
   * (published at the commit), and at each sweep of a lane (every third of `leaseMs`) with all its
   * claims there, none too; resolves to the unsubscribe.
   */
  watch(claimed: (lane: string, claims: readonly ClaimNotice[]) => void): () => void;
  /** Stops the heartbeat (its entries are skipped at once), the renewals and the watch. */
  close(): Promise<void>;
}
