import type { InteractionRecord } from '../state/records.js';

/** What the bot has done with an interaction so far. */
export interface InteractionStatus {
  acknowledged: boolean;
  /** The callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 choices, 9 modal. */
  responseType?: number;
  acknowledgedAt?: string;
  /** Deferred (5 or 6). */
  deferred: boolean;
  /** The original response is ephemeral (flag 64). */
  ephemeral: boolean;
  createdAt: string;
  /** Never acknowledged and past the time for it (3 s): it can no longer be answered at all. */
  ackMissed: boolean;
  /** Past the token lifetime (15 minutes): webhook calls now fail with 50027. */
  expired: boolean;
  originalMessageId?: string;
  followUpIds: string[];
}

/** The status of an interaction record (`pastAckWindow` and `expired` by the caller's clock). */
export function interactionStatus(
  record: InteractionRecord,
  { pastAckWindow, expired }: { pastAckWindow: boolean; expired: boolean },
): InteractionStatus {
  const response = record.response;
  return {
    acknowledged: response !== undefined,
    ...(response
      ? { responseType: response.type, acknowledgedAt: new Date(response.at).toISOString() }
      : {}),
    deferred: response?.type === 5 || response?.type === 6,
    ephemeral: record.ephemeral,
    createdAt: new Date(record.createdAt).toISOString(),
    ackMissed: response === undefined && pastAckWindow,
    expired,
    ...(record.originalMessageId ? { originalMessageId: record.originalMessageId } : {}),
    followUpIds: [...record.followUpIds],
  };
}
