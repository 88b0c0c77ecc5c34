import type { BackendProbe } from '../image-backend/backend-probe.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';

/** One backend's probe, under the id the operator configured it with. */
export interface ProbedBackend {
  readonly id: string;
  readonly probe: BackendProbe;
}

/**
 * What the start found about each backend it serves (`ImageBackend.probe`): problems that leave
 * the bot working for Discord but members' commands failing there. `/healthz` answers `degraded`
 * with them; an unreachable backend's is cleared by its next answer.
 */
export class BackendWatch {
  readonly #found = new Map<string, BackendProbe>();

  /** Every problem found, one line each; empty when every backend looked usable. */
  problems(): string[] {
    return [...this.#found.values()].flatMap((probe) => probe.problems.map(({ line }) => line));
  }

  /** Told of each request to backend `id`: one answered clears its unreachable problem. */
  answered(id: string): void {
    const probe = this.#found.get(id);
    if (!probe?.problems.some((problem) => problem.unreachable)) return;
    const problems = probe.problems.filter((problem) => !problem.unreachable);
    this.#found.set(id, { ...probe, problems });
  }

  /** Asks every backend of `registry` that can be asked, at once; keeps and resolves to what each said. */
  async probe(registry: BackendRegistry): Promise<ProbedBackend[]> {
    const probed = await Promise.all(
      registry.list().map(async ({ id, backend }) => {
        const probe = await backend.probe?.();
        return probe && { id, probe };
      }),
    );
    const found = probed.filter((entry) => entry !== undefined);
    for (const { id, probe } of found) this.#found.set(id, probe);
    return found;
  }
}
