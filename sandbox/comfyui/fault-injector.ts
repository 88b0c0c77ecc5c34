import { DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import type { ComfyFaults } from './comfyui-faults.js';
import type { ComfyStats } from './comfyui-stats.js';
import type { ComfyRoute } from './spec/comfyui-spec.js';

/** How a prompt starting now will go. */
export interface PromptFate {
  /** Class of the node that fails, or undefined. */
  readonly failIn?: string;
  /** Whether the client's socket is dropped halfway through sampling. */
  readonly dropSocket: boolean;
  /** Duration factor. */
  readonly slow: number;
}

/** Holds the current faults and decides, request by request and prompt by prompt, which fires. */
export class FaultInjector extends FaultDice<ComfyRoute, ComfyFaults, ComfyStats['faults']> {
  /** The fault replacing the answer to a request of `route` (a drop or a 5xx), if one fires. */
  answerFaultFor(route: ComfyRoute) {
    return this.firstFiring(route, DROP_THEN_SERVER_ERROR);
  }

  /** Where a proxy in front sends a request of `route` (`redirectTo`), if it does (counted). */
  redirectFor(route: ComfyRoute): string | undefined {
    const to = this.targets(route) ? this.faults.redirectTo : '';
    if (!to) return undefined;
    this.tally.redirect++;
    return to;
  }

  /** Real milliseconds the answer to a handled request of `route` waits (`answerLatencyMs`). */
  answerLatencyFor(route: ComfyRoute): number {
    return this.targets(route) ? this.faults.answerLatencyMs : 0;
  }

  /** The fate of a prompt starting now (each fault counted as it is decided). */
  promptFate(): PromptFate {
    const fails = this.rolled({
      fault: 'node_error',
      next: 'nodeErrorNext',
      rate: 'nodeErrorRate',
    });
    const dropSocket = this.rolled({
      fault: 'socket_drop',
      next: 'socketDropNext',
      rate: 'socketDropRate',
    });
    const slow = this.slowed('slowFactor', 'slow');
    return { failIn: fails ? this.faults.nodeErrorClass : undefined, dropSocket, slow };
  }
}
