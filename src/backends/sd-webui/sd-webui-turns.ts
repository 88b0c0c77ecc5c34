import { ByteBudget } from '../../core/byte-budget.js';

/**
 * The generation calls one WebUI holds at once (`SD_WEBUI_MAX_CALLS`): the WebUI runs one job at a
 * time, so a burst of members is not thousands of open connections (each costing the bot and the
 * server memory) but a few calls at the WebUI, the rest waiting their turn in the bot, in order,
 * each still shown its place in the line and stopped without a word to the server.
 */
export class SdCallTurns {
  readonly #calls: ByteBudget;
  /** The ticket of each call waiting for its turn, by task id. */
  readonly #waiting = new Map<string, number>();
  #issued = 0;
  #lastServed = 0;

  constructor(readonly maxCalls: number) {
    this.#calls = new ByteBudget(maxCalls);
  }

  /**
   * Waits for `taskId`'s turn (at once while fewer than `maxCalls` are held), then resolves to the
   * release of its place, called once its call ended.
   * @throws the signal's reason when it aborts while waiting.
   */
  async take(taskId: string, signal: AbortSignal): Promise<() => void> {
    const ticket = ++this.#issued;
    this.#waiting.set(taskId, ticket);
    try {
      const turn = await this.#calls.acquire(1, { signal });
      this.#lastServed = Math.max(this.#lastServed, ticket);
      return () => turn.release();
    } finally {
      this.#waiting.delete(taskId);
    }
  }

  /**
   * The place in line of a call still waiting in the bot, counting the calls held at the WebUI
   * before it (calls given up on before it still count until the line moves past them); undefined
   * once it was sent.
   */
  placeOf(taskId: string): number | undefined {
    const ticket = this.#waiting.get(taskId);
    if (ticket === undefined) return undefined;
    return this.maxCalls + Math.max(1, ticket - this.#lastServed);
  }
}
