import { type ButtonInteraction, ButtonStyle, type InteractionReplyOptions } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { buttonRow } from '../discord/button-row.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translator } from '../i18n/translator.js';
import { offering } from '../image-backend/backend-calls.js';
import { InvalidApiKeyError } from '../image-backend/backend-errors.js';
import { forgetRejectedKey } from '../keys/key-ref.js';
import type { LinkedApiKey } from '../store/api-key-store.js';
import { APIKEY_IDS } from './apikey-actions.js';

/** How long the Confirm button of `/apikey revoke all` works: 5 minutes. */
export const REVOKE_ALL_TTL_MS = 5 * 60_000;

/**
 * The ephemeral question with Confirm and Cancel buttons, in `t`'s language. Only when the key was
 * linked is written into Confirm (a key linked since is not revoked on it); who confirms is the
 * panel's member and when they asked is the panel message's time, both Discord's.
 */
export function revokeAllPrompt(
  { linkedAt, serviceUsername }: Pick<LinkedApiKey, 'linkedAt' | 'serviceUsername'>,
  t: Translator,
): InteractionReplyOptions {
  const content = [
    t.t('apikey.revokeAll.question', { username: userText(serviceUsername, 100) }),
    t.t('apikey.revokeAll.consequence'),
    t.t('apikey.revokeAll.confirmWithin', { minutes: REVOKE_ALL_TTL_MS / 60_000 }),
  ].join('\n');
  return {
    content,
    components: [
      buttonRow(
        [
          APIKEY_IDS.revokeAll.build({ linkedAt }),
          t.t('apikey.revokeAll.confirm'),
          ButtonStyle.Danger,
        ],
        [APIKEY_IDS.revokeCancel.build(), t.t('apikey.revokeAll.cancel'), ButtonStyle.Secondary],
      ),
    ],
    ...EPHEMERAL,
  };
}

const closed = (t: Translator, key: MessageKey) => ({
  content: t.t(key),
  components: [],
  allowedMentions: NO_MENTIONS,
});

/**
 * Confirm of `/apikey revoke all` (on the member's own panel: the router checked), within
 * {@link REVOKE_ALL_TTL_MS} of the question, and only while the key linked at `linkedAt` is.
 * Revokes every key of its account, then unlinks it.
 */
export async function confirmRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
  { linkedAt }: { linkedAt: string },
): Promise<void> {
  const t = privateTranslator(context, interaction);
  if (interaction.createdTimestamp - interaction.message.createdTimestamp > REVOKE_ALL_TTL_MS) {
    await interaction.update(closed(t, 'apikey.revokeAll.expired'));
    return;
  }
  const userId = interaction.user.id;
  const stored = await context.stores.apiKeys.get(userId);
  if (!stored || String(stored.linkedAt) !== linkedAt) {
    await interaction.update(closed(t, 'apikey.revokeAll.changed'));
    return;
  }
  await interaction.deferUpdate();
  const content = await revokeLinkedKey(context, userId, stored, { all: true }, t);
  await interaction.editReply({ content, ...REPLACE });
}

/**
 * Revokes the member's linked key on the service (that key, or every key of its account), then
 * unlinks it if it is still the linked one; a key the service already calls invalid is forgotten
 * instead. Returns what happened, in `t`'s language.
 */
export async function revokeLinkedKey(
  context: AppContext,
  userId: string,
  stored: LinkedApiKey,
  which: { readonly key: string } | { readonly all: true },
  t: Translator,
): Promise<string> {
  const all = 'all' in which;
  const said = { masked: stored.masked, username: userText(stored.serviceUsername, 100) };
  let revoked: number | undefined;
  try {
    const { backend } = context.backends.of(stored.backend);
    revoked = await offering(backend, 'revokeApiKey').revokeApiKey(stored.apiKey, which);
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    return t.t(all ? 'apikey.revokeAll.alreadyInvalid' : 'apikey.revoke.alreadyInvalid', said);
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info(all ? 'all api keys revoked' : 'api key revoked', { user: userId, revoked });
  if (!all) {
    const done = t.t(revoked === 0 ? 'apikey.revoke.doneAlready' : 'apikey.revoke.done', said);
    return [done, t.t('apikey.revoke.next')].join('\n');
  }
  const done =
    revoked === undefined
      ? t.t('apikey.revokeAll.doneEvery', said)
      : t.t('apikey.revokeAll.done', { ...said, count: revoked });
  return [done, t.t('apikey.revokeAll.next')].join('\n');
}

/** Cancel of `/apikey revoke all` (on the member's own panel): nothing changes. */
export async function cancelRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.update(
    closed(privateTranslator(context, interaction), 'apikey.revokeAll.cancelled'),
  );
}
