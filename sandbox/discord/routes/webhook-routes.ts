import type { MessagePayload } from '../rest/message-composer.js';
import type { Route, RouteContext } from '../rest/route.js';
import type { MessageRecord } from '../state/records.js';
import { flagsOf, InteractionMessages, loadingFlag } from './interaction-messages.js';

const flagsNow = (message: { versions: { flags: number }[] }) =>
  message.versions.at(-1)?.flags ?? 0;

function interaction({ state, params }: RouteContext) {
  return state.interactions.forWebhook(params.applicationId ?? '', params.token ?? '');
}

/** A follow-up; the first one after a deferred reply fills the "thinking" placeholder instead. */
function execute(context: RouteContext) {
  const { state, messages, query } = context;
  const record = interaction(context);
  const writer = new InteractionMessages(context);
  const payload = (context.body.json ?? {}) as MessagePayload;
  const original = record.originalMessageId
    ? state.messages.get(record.originalMessageId)
    : undefined;
  let message: MessageRecord;
  if (original && original.deletedAt === null && flagsNow(original) & loadingFlag) {
    const flags = (flagsNow(original) & 64) | (flagsOf(payload) & ~64);
    message = state.messages.edit(
      original.id,
      writer.compose(record, payload, flags, original),
      false,
    );
  } else {
    message = writer.create(record, writer.compose(record, payload, flagsOf(payload)));
    record.followUpIds.push(message.id);
  }
  state.interactions.touched(record);
  return query.get('wait') === 'true'
    ? { status: 200, body: messages.message(message) }
    : { status: 204 };
}

/** The interaction a webhook route names, and the message (`@original` or an id) it addresses. */
function addressed(context: RouteContext) {
  const record = interaction(context);
  const writer = new InteractionMessages(context);
  return { record, writer, message: writer.resolve(record, context.params.messageId ?? '') };
}

function edit(context: RouteContext) {
  const { state, messages } = context;
  const { record, writer, message } = addressed(context);
  const payload = (context.body.json ?? {}) as MessagePayload;
  const previous = flagsNow(message);
  // Components v2 may be set on an edit (content and embeds emptied), never removed.
  const flags = (previous & (64 | 32768)) | (flagsOf(payload) & ~64);
  const loading = (previous & loadingFlag) !== 0;
  const version = writer.compose(record, payload, flags, message);
  const edited = state.messages.edit(message.id, version, !loading);
  state.interactions.touched(record);
  return { status: 200, body: messages.message(edited) };
}

/** Interaction webhooks: follow-ups and GET/PATCH/DELETE of `@original` and follow-up messages. */
export function webhookRoutes(): Route[] {
  const base = '/webhooks/:applicationId/:token';
  const one = `${base}/messages/:messageId`;
  const rateLimit = { rule: 'webhook' as const, major: 'token' };
  const common = { botAuth: false, rateLimit };
  return [
    { name: 'webhookExecute', method: 'POST', path: base, ...common, handle: execute },
    {
      name: 'webhookMessage',
      method: 'GET',
      path: one,
      ...common,
      handle: (context) => ({
        status: 200,
        body: context.messages.message(addressed(context).message),
      }),
    },
    { name: 'webhookMessage', method: 'PATCH', path: one, ...common, handle: edit },
    {
      name: 'webhookMessage',
      method: 'DELETE',
      path: one,
      ...common,
      handle: (context) => {
        const { record, message } = addressed(context);
        context.state.messages.delete(message.id);
        context.state.interactions.touched(record);
        return { status: 204 };
      },
    },
  ];
}
