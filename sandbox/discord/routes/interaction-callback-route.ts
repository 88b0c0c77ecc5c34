import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import type { MessagePayload } from '../rest/message-composer.js';
import { validateChoices, validateModal } from '../rest/payload-validator.js';
import type { Route, RouteContext } from '../rest/route.js';
import type { InteractionRecord, MessageRecord } from '../state/records.js';
import { flagsOf, InteractionMessages, loadingFlag } from './interaction-messages.js';

/**
 * Callback types each interaction type accepts (modal submits: 6 and 7 only from a message;
 * 12 `LAUNCH_ACTIVITY` only for an app with Activities enabled).
 */
const allowed: Record<number, readonly number[]> = {
  2: [4, 5, 9, 12],
  3: [4, 5, 6, 7, 9, 12],
  4: [8],
  5: [4, 5, 6, 7, 12],
};

function callback(context: RouteContext) {
  const { state, params, body, messages } = context;
  const record = state.interactions.forCallback(params.interactionId ?? '', params.token ?? '');
  const { type, data } = (body.json ?? {}) as { type?: number; data?: Record<string, unknown> };
  const fromMessage = record.sourceMessageId !== undefined;
  const accepted = (allowed[record.type] ?? []).filter(
    (t) => ((t !== 6 && t !== 7) || fromMessage) && (t !== 12 || state.activities.enabled),
  );
  if (typeof type !== 'number' || !accepted.includes(type)) {
    throw ApiError.invalidForm([
      {
        path: ['type'],
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
        message: `Invalid interaction response type ${type}`,
      },
    ]);
  }
  const writer = new InteractionMessages(context);
  const payload = (data ?? {}) as MessagePayload;
  let message: MessageRecord | undefined;
  if (type === 4) {
    message = writer.create(record, writer.compose(record, payload, flagsOf(payload)));
  } else if (type === 5) {
    message = writer.createLoading(record, (flagsOf(payload) & 64) !== 0);
  } else if (type === 6 || type === 7) {
    message = state.messages.live(record.sourceMessageId ?? '');
    if (type === 7) {
      const previous = message.versions.at(-1)?.flags ?? 0;
      const flags = (previous & (64 | 32768)) | (flagsOf(payload) & ~64);
      message = state.messages.edit(message.id, writer.compose(record, payload, flags, message));
    }
  } else if (type === 8) {
    validateChoices(data ?? {});
    record.choices = (data?.choices ?? []) as InteractionRecord['choices'];
  } else if (type === 12) {
    const { userId, guildId, channelId } = record;
    const launch = state.activities.launch({
      userId,
      guildId,
      channelId,
      interactionId: record.id,
    });
    record.activityInstanceId = launch.instance.id;
  } else if (type === 9) {
    validateModal(data ?? {});
    record.modal = data as unknown as APIModalInteractionResponseCallbackData;
  }
  if (message) {
    record.originalMessageId = message.id;
    record.ephemeral = ((message.versions.at(-1)?.flags ?? 0) & 64) !== 0;
  }
  state.interactions.acknowledge(record, type, data);
  if (context.query.get('with_response') !== 'true') return { status: 204 };
  const flags = message?.versions.at(-1)?.flags ?? 0;
  return {
    status: 200,
    body: {
      interaction: {
        id: record.id,
        type: record.type,
        activity_instance_id: record.activityInstanceId ?? null,
        // Without a message (a form, choices, an Activity), Discord leaves these out.
        ...(message
          ? {
              response_message_id: message.id,
              response_message_loading: (flags & loadingFlag) !== 0,
              response_message_ephemeral: (flags & 64) !== 0,
            }
          : {}),
      },
      // As Discord: a resource only for the callbacks that make or update a message (4, 7), or
      // launch an Activity (12).
      ...(message && (type === 4 || type === 7)
        ? { resource: { type, message: messages.message(message) } }
        : {}),
      ...(record.activityInstanceId
        ? { resource: { type, activity_instance: { id: record.activityInstanceId } } }
        : {}),
    },
  };
}

/** `POST /interactions/{id}/{token}/callback`: the one acknowledgement of an interaction. */
export function interactionCallbackRoute(): Route[] {
  return [
    {
      name: 'interactionCallback',
      method: 'POST',
      path: '/interactions/:interactionId/:token/callback',
      botAuth: false,
      rateLimit: { rule: 'interactionCallback', major: 'interactionId' },
      handle: callback,
    },
  ];
}
