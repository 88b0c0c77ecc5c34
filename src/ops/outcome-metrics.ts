import { Counter, type Registry } from 'prom-client';
import type { LogFields, Logger } from '../core/logger.js';
import type { GenerationEvents, GenerationFacts } from '../jobs/generation-events.js';

/** How a generation ended, as `imagine_bot_generations_total` counts it. */
export type GenerationOutcome = 'completed' | 'failed' | 'timed_out' | 'cancelled';

/** Counts how generations end and which errors the bot logs. */
export interface OutcomeMetrics {
  /** Counts each generation's end, told by the generation events hub. */
  watchGenerations(events: GenerationEvents): void;
  /**
   * `logger`, each of its `error` lines (and its children's) counted in `imagine_bot_errors_total`:
   * `kind` is `interaction` for the dispatcher's unexpected errors, else the line's `component`
   * binding (`jobs`, `shards`, `modlog`…: background failures), else `process`.
   */
  countErrors(logger: Logger): Logger;
}

/** The dispatcher's line for an unexpected error (src/bot/interaction-dispatcher.ts). */
const INTERACTION_FAILED = 'interaction failed';

/** `inner`, its error lines counted by `count` under their kind (see `countErrors`). */
function countingLogger(inner: Logger, count: (kind: string) => void, component?: string): Logger {
  return {
    secrets: inner.secrets,
    debug: (message, fields) => inner.debug(message, fields),
    info: (message, fields) => inner.info(message, fields),
    warn: (message, fields) => inner.warn(message, fields),
    error(message, fields) {
      count(message === INTERACTION_FAILED ? 'interaction' : (component ?? 'process'));
      inner.error(message, fields);
    },
    child(bindings: LogFields) {
      const own = typeof bindings.component === 'string' ? bindings.component : undefined;
      return countingLogger(inner.child(bindings), count, own ?? component);
    },
  };
}

/** Registers `imagine_bot_generations_total` and `imagine_bot_errors_total`. */
export function registerOutcomeMetrics(registry: Registry): OutcomeMetrics {
  const generations = new Counter({
    name: 'imagine_bot_generations_total',
    help: "Generations ended, by outcome (completed, failed, timed_out, cancelled) and payer (the member's own key: user; a server key: server).",
    labelNames: ['outcome', 'payer'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'imagine_bot_errors_total',
    help: 'Lines logged at error level, by kind: interaction (an unexpected error a member was shown an id for), else the component that failed in the background.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const ended = (outcome: GenerationOutcome, keyRef: GenerationFacts['keyRef']) =>
    generations.inc({ outcome, payer: keyRef.kind });
  return {
    watchGenerations(events) {
      events.on('finished', (event) => ended('completed', event.keyRef));
      events.on('failed', (event) => ended(event.state, event.keyRef));
      events.on('cancelled', (event) => ended('cancelled', event.keyRef));
    },
    countErrors: (logger) => countingLogger(logger, (kind) => errors.inc({ kind })),
  };
}
