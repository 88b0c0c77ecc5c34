/** Between a server's id and its own task id in a pool's task id: `gpu2:8188|<task>`. */
const SEPARATOR = '|';

/** How members and operators read a server: its host (and port where one is written). */
export const serverLabelOf = (url: string): string => new URL(url).host;

/** The task ids of a pool: `<serverId>|<taskId>` where it has several servers, else the task's own. */
export class PoolTaskIds {
  constructor(
    /** The servers' ids, in the operator's order: the first owns an id without a server. */
    private readonly ids: readonly string[],
  ) {}

  /** The pool's id of `taskId`, a task of server `server`. */
  of(server: string, taskId: string): string {
    return this.ids.length > 1 ? `${server}${SEPARATOR}${taskId}` : taskId;
  }

  /**
   * The server of a pool's task id and the server's own id for it: an id without a server's
   * prefix is the first server's (a job saved before the pool had several); undefined for a
   * prefix naming no server of the pool (one the operator took out of the list).
   */
  split(poolTaskId: string): { server: string; taskId: string } | undefined {
    const [first = ''] = this.ids;
    if (this.ids.length === 1) return { server: first, taskId: poolTaskId };
    for (const server of this.ids) {
      const prefix = `${server}${SEPARATOR}`;
      if (poolTaskId.startsWith(prefix)) {
        return { server, taskId: poolTaskId.slice(prefix.length) };
      }
    }
    if (looksPrefixed(poolTaskId)) return undefined;
    return { server: first, taskId: poolTaskId };
  }
}

/** Whether a task id carries a server's prefix (`host:port|…`): no backend's own id has that shape. */
const looksPrefixed = (taskId: string): boolean => /^[^|/\s]+:\d+[^|\s]*\|/.test(taskId);
