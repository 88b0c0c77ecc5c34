import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { TaskFate } from './emulated-task.js';
import type { EndpointKind, ImageApiFaults } from './image-api-faults.js';
import type { ImageApiStats } from './image-api-stats.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'rate_limit' | 'drop' | 'server_error' | 'html' | 'truncated_json';

/** Holds the current faults and decides, request by request, which one fires. */
export class FaultInjector extends FaultDice<
  EndpointKind,
  ImageApiFaults,
  ImageApiStats['faults']
> {
  /** The `down` mode, counted when on. */
  down(): ImageApiFaults['down'] {
    if (this.faults.down) this.tally.down++;
    return this.faults.down;
  }

  /** The base URL requests of `kind` are redirected to, when `movedTo` is set (counted). */
  movedFor(kind: EndpointKind): string | undefined {
    const { movedTo } = this.faults;
    if (movedTo === false || !this.targets(kind)) return undefined;
    this.tally.moved++;
    return movedTo;
  }

  /** Whether JSON answers to requests of `kind` start with a byte-order mark. */
  bomFor(kind: EndpointKind): boolean {
    return this.faults.bom && this.targets(kind);
  }

  /** How long the answer to a request of `kind` is held after handling, counted when non-zero. */
  heldFor(kind: EndpointKind): number {
    const ms = this.targets(kind) ? this.faults.heldAnswerMs : 0;
    if (ms > 0) this.tally.held++;
    return ms;
  }

  /** The fault replacing the answer to a request of `kind`, if any fires (and is counted). */
  answerFaultFor(kind: EndpointKind): AnswerFault | undefined {
    return this.firstFiring(kind, [
      { fault: 'rate_limit', next: 'rateLimitNext', rate: 'rateLimitRate' },
      { fault: 'drop', rate: 'dropRate' },
      { fault: 'server_error', rate: 'serverErrorRate' },
      { fault: 'html', rate: 'htmlRate' },
      { fault: 'truncated_json', rate: 'truncatedJsonRate' },
    ]);
  }

  /** How a newly accepted task will end. */
  taskFate(): TaskFate {
    const fired = this.firstRolled([
      { fault: 'task_failure', next: 'failNextTasks', rate: 'failTaskRate' },
      { fault: 'task_hang', next: 'hangNextTasks', rate: 'hangTaskRate' },
    ]);
    return fired === 'task_failure' ? 'fail' : fired === 'task_hang' ? 'hang' : 'complete';
  }
}
