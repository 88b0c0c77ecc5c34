import type { InteractionRun } from '../sandbox/discord/index.js';
import type { FaultEvent } from './chaos-faults.js';
import { START_CREDITS } from './chaos-world.js';

/** One `/imagine` of the soak. */
export interface SoakRequest {
  readonly run: InteractionRun;
  /** Images asked (`count`). */
  readonly count: number;
  readonly shard: number;
  /** When it was sent, in ms since the soak started. */
  readonly sentAt: number;
}

/** An interaction no process answered, and the fault it met. */
export interface Unanswered {
  readonly id: string;
  readonly shard: number;
  readonly sentAt: number;
  readonly reason: string;
  /**
   * Who Discord sent it to and what came back: its gateway sessions (live or only buffered for a
   * RESUME) and each answer the bots tried, by status and ms after its creation.
   */
  readonly trail: string;
  /** What happened to it: no live session got it, its answer came after 3 s, or none was sent. */
  readonly outcome: UnansweredOutcome;
}

/** Why Discord holds no answer: nobody could, too late, or nobody tried. */
export type UnansweredOutcome = 'no live session' | 'answered late' | 'no answer sent';

/** What the soak measured. */
export interface SoakFigures {
  readonly sent: number;
  readonly answered: number;
  readonly refusedPrivately: number;
  readonly unanswered: readonly Unanswered[];
  /** Answers Discord refused, by its error code (40060 already answered, 10062 too late). */
  readonly refusedCallbacks: Readonly<Record<string, number>>;
  /**
   * Interactions a member saw answered more than once: their answer and another message of the
   * bot's for them (a follow-up, or a channel post made for their reply), each with what it got.
   */
  readonly answeredTwice: readonly string[];
  readonly generations: number;
  readonly finished: number;
  /** Each stuck reply: its id and the titles its versions showed. */
  readonly stuck: readonly string[];
  /** Each reverted reply: its id and the titles its versions showed. */
  readonly reverted: readonly string[];
  readonly reuploaded: readonly string[];
  readonly submissions: number;
  readonly creditsSpent: number;
  readonly imagesAsked: number;
  /** Jobs submitted more than once (from every process's log), and credits beyond submissions. */
  readonly doubleCharged: number;
  readonly faults: readonly FaultEvent[];
}

/** Whether a version of a reply is final: buttons other than a progress message's Cancel / Stop waiting. */
function isFinal(version: { buttons: { customId?: string }[] }): boolean {
  const ids = version.buttons.map((button) => button.customId ?? '');
  return ids.length > 0 && ids.some((id) => !/^imagine:(cancel|stop):/.test(id));
}

/** Why an interaction of `shard` sent at `sentAt` may have gone unanswered: the faults it met. */
function reasonFor(shard: number, sentAt: number, faults: readonly FaultEvent[]): string {
  const met = faults.filter((fault) => {
    const ofShard = fault.shardIds === undefined || fault.shardIds.includes(String(shard));
    return ofShard && sentAt >= fault.at - 3_000 && sentAt <= fault.until + 3_000;
  });
  if (met.length === 0) return 'no fault near it';
  return met
    .map((fault) => {
      const offset = ((sentAt - fault.at) / 1000).toFixed(1);
      return `${fault.kind}${fault.bot ? ` of ${fault.bot}` : ''} (${offset} s after it)`;
    })
    .join(' + ');
}

/** Who an unanswered interaction reached (sessions, live ones) and the answers tried for it. */
function trailOf(
  run: InteractionRun,
  {
    discordRequests,
  }: { readonly discordRequests: readonly { path: string; status: number; at: number }[] },
): { trail: string; outcome: UnansweredOutcome } {
  const live = run.deliveries.filter((delivery) => delivery.connected).length;
  const createdAt = Date.parse(run.status.createdAt);
  const tried = discordRequests.filter(({ path }) => path.startsWith(`/interactions/${run.id}/`));
  const answers = tried.map(({ status, at }) => `${status} at +${at - createdAt} ms`);
  const outcome =
    live === 0 ? 'no live session' : tried.length > 0 ? 'answered late' : 'no answer sent';
  const trail = `sent to ${run.deliveries.length} sessions (${live} live); answers: ${answers.join(', ') || 'none'}`;
  return { trail, outcome };
}

/**
 * The soak's figures from the emulators' own records (each reply's versions, the request log, the
 * service's counters and balances) and the bots' logs.
 */
export function soakFigures(input: {
  readonly requests: readonly SoakRequest[];
  readonly refusedCallbacks: Readonly<Record<string, number>>;
  /** Every request the bots sent to Discord: its path, how many files it uploaded, its answer. */
  readonly discordRequests: readonly {
    readonly path: string;
    readonly files: number;
    readonly status: number;
    /** Emulator clock time (epoch ms) it arrived. */
    readonly at: number;
    /** A channel post's `nonce` (a reply's replacement carries its interaction's id). */
    readonly nonce?: string;
  }[];
  readonly submissions: number;
  readonly balances: readonly number[];
  readonly logs: readonly string[];
  readonly faults: readonly FaultEvent[];
}): SoakFigures {
  const { requests, faults } = input;
  const uploadsOf = new Map<string, number>();
  for (const { path, files } of input.discordRequests) {
    if (files === 0) continue;
    const token = /\/webhooks\/\d+\/([^/]+)/.exec(path)?.[1];
    if (token) uploadsOf.set(token, (uploadsOf.get(token) ?? 0) + 1);
  }
  const postsOf = new Map<string, number>();
  for (const { path, status, nonce } of input.discordRequests) {
    if (nonce === undefined || status >= 300 || !/^\/channels\/\d+\/messages$/.test(path)) continue;
    postsOf.set(nonce, (postsOf.get(nonce) ?? 0) + 1);
  }
  const answeredTwice: string[] = [];
  const unanswered: Unanswered[] = [];
  const stuck: string[] = [];
  const reverted: string[] = [];
  const reuploaded: string[] = [];
  let refusedPrivately = 0;
  let generations = 0;
  let finished = 0;
  for (const { run, shard, sentAt } of requests) {
    if (!run.acknowledged) {
      const reason = reasonFor(shard, sentAt, faults);
      unanswered.push({ id: run.id, shard, sentAt, reason, ...trailOf(run, input) });
      continue;
    }
    const others = run.followUps.length + (postsOf.get(run.id) ?? 0);
    if (others > 0) {
      const posts = postsOf.get(run.id) ?? 0;
      answeredTwice.push(`${run.id}: ${run.followUps.length} follow-ups, ${posts} channel posts`);
    }
    const reply = run.original();
    if (!reply || reply.ephemeral) {
      refusedPrivately += 1;
      continue;
    }
    generations += 1;
    const versions = reply.history;
    const shown = versions.map((v) => v.embeds[0]?.title ?? v.content.slice(0, 40)).join(' → ');
    if (isFinal(reply)) finished += 1;
    else stuck.push(`${run.id}: ${shown}`);
    const firstFinal = versions.findIndex(isFinal);
    if (firstFinal >= 0 && versions.slice(firstFinal).some((v) => !isFinal(v)))
      reverted.push(run.id);
    if ((uploadsOf.get(run.token) ?? 0) > 1) reuploaded.push(run.id);
  }
  const tasksOfJob = new Map<string, Set<string>>();
  for (const log of input.logs) {
    for (const line of log.split('\n')) {
      if (!line.includes('"msg":"task submitted"')) continue;
      const { jobId, taskId } = JSON.parse(line) as { jobId: string; taskId: string };
      tasksOfJob.set(jobId, (tasksOfJob.get(jobId) ?? new Set()).add(taskId));
    }
  }
  const creditsSpent = input.balances.reduce((sum, balance) => sum + START_CREDITS - balance, 0);
  const twice = [...tasksOfJob.values()].filter((tasks) => tasks.size > 1).length;
  return {
    sent: requests.length,
    answered: requests.length - unanswered.length,
    refusedPrivately,
    unanswered,
    refusedCallbacks: input.refusedCallbacks,
    answeredTwice,
    generations,
    finished,
    stuck,
    reverted,
    reuploaded,
    submissions: input.submissions,
    creditsSpent,
    imagesAsked: requests.reduce((sum, request) => sum + request.count, 0),
    doubleCharged: twice + Math.max(0, creditsSpent - input.submissions),
    faults,
  };
}

/** Whether the soak passed: nothing answered twice, stuck, reverted, uploaded twice or charged twice. */
export const soakPassed = (f: SoakFigures): boolean =>
  f.answeredTwice.length === 0 &&
  f.stuck.length === 0 &&
  f.reverted.length === 0 &&
  f.reuploaded.length === 0 &&
  f.doubleCharged === 0;

/** The figures as text. */
export function formatSoak(f: SoakFigures): string {
  const reasons = new Map<string, number>();
  for (const { reason } of f.unanswered) {
    const kind = reason.replace(/ \([^)]*\)/g, '');
    reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
  }
  const outcomes = new Map<UnansweredOutcome, number>();
  for (const { outcome } of f.unanswered) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const lines = [
    `faults: ${f.faults.map((fault) => `${fault.kind}${fault.bot ? ` ${fault.bot}` : ''} at ${(fault.at / 1000).toFixed(1)} s${fault.retook ? ` (took back shards [${fault.retook.join(', ')}] after it)` : ''}`).join(', ')}`,
    `interactions: ${f.sent} sent, ${f.answered} answered (${f.refusedPrivately} refused privately), ${f.unanswered.length} unanswered; answers refused by Discord: ${JSON.stringify(f.refusedCallbacks)}`,
    ...f.unanswered.map(
      (u) =>
        `  unanswered ${u.id} (shard ${u.shard}, ${(u.sentAt / 1000).toFixed(1)} s): ${u.reason}; ${u.trail}`,
    ),
    ...(reasons.size > 0
      ? [`  unanswered by cause: ${[...reasons].map(([k, n]) => `${k} ${n}`).join(', ')}`]
      : []),
    ...(f.unanswered.length > 0
      ? [`  unanswered by what happened: ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}`]
      : []),
    `answered twice: ${f.answeredTwice.length}`,
    ...f.answeredTwice.map((line) => `  answered twice ${line}`),
    `generations: ${f.generations} replies, ${f.finished} final; stuck ${f.stuck.length}, reverted ${f.reverted.length}, re-uploaded ${f.reuploaded.length}`,
    ...[...f.stuck, ...f.reverted, ...f.reuploaded].map((id) => `  see ${id}`),
    `charges: ${f.submissions} submissions, ${f.creditsSpent} credits spent, ${f.imagesAsked} images asked; double-charged ${f.doubleCharged}`,
    soakPassed(f) ? 'PASS' : 'FAIL',
  ];
  return lines.join('\n');
}
