import type { InteractionRecord, MessageRecord } from './records.js';

/** What the stores announce; the driver turns these into its public events and gateway dispatches. */
export interface StateEvents {
  change: [];
  dispatch: [event: string, data: unknown, intent: number];
  messageCreate: [message: MessageRecord];
  messageUpdate: [message: MessageRecord];
  messageDelete: [message: MessageRecord];
  interactionCreate: [interaction: InteractionRecord];
  interactionResponse: [interaction: InteractionRecord];
}
