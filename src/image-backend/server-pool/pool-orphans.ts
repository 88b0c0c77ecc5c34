import type { Logger } from '../../core/logger.js';
import { BackendDownError } from '../backend-errors.js';
import { deadServer } from '../network-error.js';
import type { PoolMember } from './pool-servers.js';

/** The most tasks kept per server to stop once it answers again (the oldest are forgotten first). */
const KEPT_PER_SERVER = 1_000;

/**
 * Tasks of a pool's servers nobody waits for any more, left there while their server did not
 * answer: a task whose status read ended its job for the server's silence (`BackendDownError`),
 * or whose cancel could not reach it. Each is cancelled on its server once that server answers
 * again (its backend's `cancel`: a prompt still queued is removed, one running interrupted), so
 * an image a member was told ended is not made after all.
 */
export class PoolOrphans {
  readonly #tasks = new Map<string, Set<string>>();

  constructor(private readonly logger: Pick<Logger, 'info' | 'warn'>) {}

  /** Notes `taskId` (the server's own id) on `member` when `error` left it there unattended. */
  noteStatus(member: PoolMember, taskId: string, error: unknown): void {
    if (error instanceof BackendDownError) this.#note(member.id, taskId);
  }

  /** Notes `taskId` on `member` when its cancel failed as a silent server's call does. */
  noteCancel(member: PoolMember, taskId: string, error: unknown): void {
    if (deadServer(error)) this.#note(member.id, taskId);
  }

  /** `member` answers again: cancels there each task left on it (one failure logged, not retried). */
  async cancelOn(member: PoolMember): Promise<void> {
    const tasks = this.#tasks.get(member.id);
    if (!tasks || !member.backend.cancel) return;
    this.#tasks.delete(member.id);
    for (const taskId of tasks) {
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
  }

  #note(server: string, taskId: string): void {
    const tasks = this.#tasks.get(server) ?? new Set<string>();
    tasks.add(taskId);
    if (tasks.size > KEPT_PER_SERVER) tasks.delete(tasks.values().next().value as string);
    this.#tasks.set(server, tasks);
  }
}
