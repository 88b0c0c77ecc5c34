import { FaultDice } from '../emulator-kit/fault-dice.js';
import type { ComfyFaults } from './comfyui-faults.js';
import type { ComfyStats } from './comfyui-stats.js';
import type { ComfyRoute } from './spec/comfyui-spec.js';

/** A fault that replaces a request's answer. */
export type AnswerFault = 'server_error' | 'drop';

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
  answerFaultFor(route: ComfyRoute): AnswerFault | undefined {
    return this.firstFiring(route, [
      { fault: 'drop', rate: 'dropRate' },
      { fault: 'server_error', next: 'serverErrorNext', rate: 'serverErrorRate' },
    ]);
  }

  /** The fate of a prompt starting now (each fault counted as it is decided). */
  promptFate(): PromptFate {
    const f = this.faults;
    const fails = this.counter('nodeErrorNext') || this.chance(f.nodeErrorRate);
    const dropSocket = this.counter('socketDropNext') || this.chance(f.socketDropRate);
    if (fails) this.tally.node_error++;
    if (dropSocket) this.tally.socket_drop++;
    if (f.slowFactor !== 1) this.tally.slow++;
    return { failIn: fails ? f.nodeErrorClass : undefined, dropSocket, slow: f.slowFactor };
  }
}
