import type { InteractionRecord, MessageRecord } from './records.js';

/**
 * What the stores announce on `EmulatorState.events`. The driver turns these into its public
 * events and into gateway dispatches; `change` wakes every pending `waitFor`.
 */
export interface StateEvents {
  /** Anything changed (re-check waits). */
  change: [];
  /** A gateway dispatch for sessions whose intents include `intent` (0: every session). */
  dispatch: [event: string, data: unknown, intent: number];
  messageCreate: [message: MessageRecord];
  /** A new version of a message (an edit or a deferred reply filled in). */
  messageUpdate: [message: MessageRecord];
  messageDelete: [message: MessageRecord];
  /** An interaction was recorded (before it is dispatched). */
  interactionCreate: [interaction: InteractionRecord];
  /** An interaction was acknowledged or its webhook used. */
  interactionResponse: [interaction: InteractionRecord];
}
