import type { Prng } from '../prng.js';
import { type ComfyFaults, NO_COMFY_FAULTS } from './comfyui-faults.js';
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

type Counter = 'serverErrorNext' | 'nodeErrorNext' | 'socketDropNext';

/** Holds the current faults and decides, request by request and prompt by prompt, which fires. */
export class FaultInjector {
  #current: ComfyFaults = { ...NO_COMFY_FAULTS };

  constructor(
    private readonly prng: Prng,
    private readonly stats: ComfyStats,
  ) {}

  get faults(): Readonly<ComfyFaults> {
    return this.#current;
  }

  set(faults: Partial<ComfyFaults>): void {
    const given = Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined));
    this.#current = { ...this.#current, ...given };
  }

  latencyFor(route: ComfyRoute): number {
    const ms = this.#targets(route) ? this.#current.latencyMs : 0;
    if (ms > 0) this.stats.faults.latency++;
    return ms;
  }

  answerFaultFor(route: ComfyRoute): AnswerFault | undefined {
    if (!this.#targets(route)) return undefined;
    let fault: AnswerFault | undefined;
    if (this.#chance(this.#current.dropRate)) fault = 'drop';
    else if (this.#counter('serverErrorNext') || this.#chance(this.#current.serverErrorRate)) {
      fault = 'server_error';
    }
    if (fault) this.stats.faults[fault]++;
    return fault;
  }

  /** The fate of a prompt starting now (each fault counted as it is decided). */
  promptFate(): PromptFate {
    const f = this.#current;
    const fails = this.#counter('nodeErrorNext') || this.#chance(f.nodeErrorRate);
    const dropSocket = this.#counter('socketDropNext') || this.#chance(f.socketDropRate);
    if (fails) this.stats.faults.node_error++;
    if (dropSocket) this.stats.faults.socket_drop++;
    if (f.slowFactor !== 1) this.stats.faults.slow++;
    return { failIn: fails ? f.nodeErrorClass : undefined, dropSocket, slow: f.slowFactor };
  }

  #targets(route: ComfyRoute): boolean {
    const { routes } = this.#current;
    return routes === 'all' || routes.includes(route);
  }

  #chance(rate: number): boolean {
    return rate > 0 && (rate >= 1 || this.prng.next() < rate);
  }

  #counter(name: Counter): boolean {
    if (this.#current[name] <= 0) return false;
    this.#current = { ...this.#current, [name]: this.#current[name] - 1 };
    return true;
  }
}
