import type { InteractionRun } from './driver/interaction-run.js';
import type { MessageView } from './driver/message-view.js';
import type { RequestLogEntry } from './rest/request-log.js';

/**
 * Events on `emulator.events` (a Node EventEmitter), for tests that prefer listening to waiting.
 * Every payload is a fresh view: later changes do not alter it.
 */
export interface DiscordEmulatorEvents {
  /** A message was created (channel message, reply, deferred placeholder or follow-up). */
  messageCreate: [message: MessageView];
  /** A message got a new version (an edit, or a deferred reply filled in). */
  messageUpdate: [message: MessageView];
  messageDelete: [message: MessageView];
  /** An interaction was sent to the bot. */
  interactionCreate: [run: InteractionRun];
  /** The bot acknowledged an interaction, or used its webhook (follow-up, edit, delete). */
  interactionResponse: [run: InteractionRun];
  /** A REST request was answered (see `emulator.requests`). */
  request: [entry: RequestLogEntry];
}
