import type { Logger } from '../../core/logger.js';
import { BackendDownError } from '../backend-errors.js';
import type { CompletedStatus } from '../backend-types.js';
import { deadServer } from '../network-error.js';
import type { PoolMember } from './server-pool.js';

/** The most tasks kept per server to stop once it answers again (the oldest are forgotten first). */
const KEPT_PER_SERVER = 1_000;

/**
 * Where a finished left task may be taken: its status with the server's own task id and the
 * pool's; resolves true where its job takes the result (the first made is the one posted).
 */
export type LeftTaskTaker = (member: PoolMember, status: CompletedStatus) => Promise<boolean>;

/**
 * Tasks of a pool's servers nobody waits for any more, left there while their server did not
 * answer: a task whose status read ended its job for the server's silence (`BackendDownError`),
 * or whose cancel could not reach it. Once that server answers again, a task of the first kind it
 * had finished is offered to its job (`take`: made again elsewhere meanwhile, the first result
 * made wins); every other is cancelled there (its backend's `cancel`: a prompt still queued is
 * removed, one running interrupted), so an image a member was told ended is not made after all.
 */
export class PoolOrphans {
  readonly #tasks = new Map<string, Map<string, 'status' | 'cancel'>>();

  constructor(
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly take: LeftTaskTaker,
  ) {}

  /** Notes `taskId` (the server's own id) on `member` when `error` left it there unattended. */
  noteStatus(member: PoolMember, taskId: string, error: unknown): void {
    if (error instanceof BackendDownError) this.#note(member.id, taskId, 'status');
  }

  /** Notes `taskId` on `member` when its cancel failed as a silent server's call does. */
  noteCancel(member: PoolMember, taskId: string, error: unknown): void {
    if (deadServer(error)) this.#note(member.id, taskId, 'cancel');
  }

  /**
   * `member` answers again: offers its job each task it finished meanwhile whose status read was
   * cut, and cancels there every other task left on it (one failure logged, not retried).
   */
  async cancelOn(member: PoolMember): Promise<void> {
    const tasks = this.#tasks.get(member.id);
    if (!tasks) return;
    this.#tasks.delete(member.id);
    for (const [taskId, left] of tasks) {
      if (left === 'status' && (await this.#taken(member, taskId))) continue;
      await this.#cancel(member, taskId);
    }
  }

  /** Whether `member` had finished `taskId` and its job took the result. */
  async #taken(member: PoolMember, taskId: string): Promise<boolean> {
    try {
      const status = await member.backend.taskStatus('', taskId);
      if (status.state !== 'completed' || status.video) return false;
      const taken = await this.take(member, status);
      if (taken) {
        this.logger.info('a task left on a server that answers again was made first: posted', {
          server: member.id,
          taskId,
        });
      }
      return taken;
    } catch {
      return false;
    }
  }

  async #cancel(member: PoolMember, taskId: string): Promise<void> {
    if (!member.backend.cancel) return;
    try {
      await member.backend.cancel('', taskId);
      this.logger.info('stopped a task left on a server that answers again', {
        server: member.id,
        taskId,
      });
    } catch (error) {
      this.logger.warn('could not stop a task left on a server that answers again', {
        server: member.id,
        taskId,
        error,
      });
    }
  }

  #note(server: string, taskId: string, left: 'status' | 'cancel'): void {
    const tasks = this.#tasks.get(server) ?? new Map<string, 'status' | 'cancel'>();
    tasks.set(taskId, tasks.get(taskId) === 'cancel' ? 'cancel' : left);
    if (tasks.size > KEPT_PER_SERVER) tasks.delete(tasks.keys().next().value as string);
    this.#tasks.set(server, tasks);
  }
}
