import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { Prng } from '../prng.js';
import type { TaskFate } from './emulated-task.js';
import { type EndpointKind, type ImageApiFaults, NO_FAULTS } from './image-api-faults.js';
import type { ImageApiStats } from './image-api-stats.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'rate_limit' | 'drop' | 'server_error' | 'html' | 'truncated_json';

/** Holds the current faults and decides, request by request, which one fires. */
export class FaultInjector extends FaultDice<EndpointKind, ImageApiFaults> {
  constructor(
    prng: Prng,
    private readonly stats: ImageApiStats,
  ) {
    super(prng, NO_FAULTS, 'endpoints', stats.faults);
  }

  /** The `down` mode, counted when on. */
  down(): ImageApiFaults['down'] {
    if (this.faults.down) this.stats.faults.down++;
    return this.faults.down;
  }

  /** The base URL requests of `kind` are redirected to, when `movedTo` is set (counted). */
  movedFor(kind: EndpointKind): string | undefined {
    const { movedTo } = this.faults;
    if (movedTo === false || !this.targets(kind)) return undefined;
    this.stats.faults.moved++;
    return movedTo;
  }

  /** Whether JSON answers to requests of `kind` start with a byte-order mark. */
  bomFor(kind: EndpointKind): boolean {
    return this.faults.bom && this.targets(kind);
  }

  /** How long the answer to a request of `kind` is held after handling, counted when non-zero. */
  heldFor(kind: EndpointKind): number {
    const ms = this.targets(kind) ? this.faults.heldAnswerMs : 0;
    if (ms > 0) this.stats.faults.held++;
    return ms;
  }

  /** The fault replacing the answer to a request of `kind`, if any fires (and is counted). */
  answerFaultFor(kind: EndpointKind): AnswerFault | undefined {
    if (!this.targets(kind)) return undefined;
    const f = this.faults;
    let fault: AnswerFault | undefined;
    if (this.counter('rateLimitNext') || this.chance(f.rateLimitRate)) fault = 'rate_limit';
    else if (this.chance(f.dropRate)) fault = 'drop';
    else if (this.chance(f.serverErrorRate)) fault = 'server_error';
    else if (this.chance(f.htmlRate)) fault = 'html';
    else if (this.chance(f.truncatedJsonRate)) fault = 'truncated_json';
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** How a newly accepted task will end. */
  taskFate(): TaskFate {
    const f = this.faults;
    if (this.counter('failNextTasks') || this.chance(f.failTaskRate)) {
      this.stats.faults.task_failure++;
      return 'fail';
    }
    if (this.counter('hangNextTasks') || this.chance(f.hangTaskRate)) {
      this.stats.faults.task_hang++;
      return 'hang';
    }
    return 'complete';
  }
}
