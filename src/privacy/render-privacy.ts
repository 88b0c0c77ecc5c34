import { type APIEmbed, ButtonStyle } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { buttonRow } from '../discord/button-row.js';
import { embedField, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { accountNamed } from '../image-backend/credentials.js';
import type { PrivacyFacts } from './privacy-facts.js';

/** The buttons of the `/privacy` panel, each acting for whoever owns the panel (who clicks it). */
export const PRIVACY_IDS = {
  /** Forget me: asks to confirm. */
  forget: componentId('privacy', 'forget'),
  /** Yes, forget me: erases. */
  confirm: componentId('privacy', 'confirm'),
  /** Cancel: the facts again, nothing erased. */
  cancel: componentId('privacy', 'cancel'),
};

const COLOR = 0x5865f2;
const DANGER = 0xed4245;

/** A panel: its embeds and buttons. */
export interface PrivacyPanel {
  readonly embeds: APIEmbed[];
  readonly components: ReturnType<typeof buttonRow>[];
}

function keyText(key: PrivacyFacts['key'], t: Translator): string {
  if (key === undefined) return t.t('privacy.keyNone');
  if (key === 'unreadable') return t.t('privacy.keyUnreadable');
  return t.t('privacy.keyLinked', {
    masked: key.masked,
    named: accountNamed(key.account, key.masked),
    account: userText(key.account, 100),
  });
}

/** `/privacy`: what the bot keeps about the member, for how long, the links, Forget me. */
export function renderPrivacy(facts: PrivacyFacts, t: Translator): PrivacyPanel {
  const { retention } = facts;
  const fields = [
    embedField(t.t('privacy.key'), keyText(facts.key, t)),
    embedField(
      t.t('privacy.preferences'),
      facts.preferences.length > 0 ? t.list(facts.preferences) : t.t('privacy.none'),
    ),
    embedField(
      t.t('privacy.history'),
      t.t('privacy.historyCount', { count: facts.historyEntries, days: retention.historyDays }),
    ),
    ...(facts.usage
      ? [
          embedField(
            t.t('privacy.usage'),
            t.t('privacy.usageLine', { ...facts.usage, days: retention.usageDays }),
          ),
        ]
      : []),
    ...(facts.blocks !== undefined
      ? [embedField(t.t('privacy.blocks'), t.t('privacy.blocksCount', { count: facts.blocks }))]
      : []),
    embedField(t.t('privacy.inputs'), t.t('privacy.inputsCount', { ...facts.inputs })),
    embedField(
      t.t('privacy.unfinished'),
      t.t('privacy.unfinishedCount', { count: facts.unfinished }),
    ),
    embedField(t.t('privacy.kept'), t.t('privacy.keptText', { ...retention })),
  ];
  const links = [
    ...(facts.privacyUrl ? [t.t('onboarding.help.privacy', { url: facts.privacyUrl })] : []),
    ...(facts.termsUrl ? [t.t('onboarding.help.terms', { url: facts.termsUrl })] : []),
  ];
  if (links.length > 0) fields.push(embedField(t.t('onboarding.help.links'), links.join('\n')));
  return {
    embeds: [
      { title: t.t('privacy.title'), color: COLOR, description: t.t('privacy.intro'), fields },
    ],
    components: [
      buttonRow([PRIVACY_IDS.forget.build(), t.t('privacy.forget'), ButtonStyle.Danger]),
    ],
  };
}

/** The confirm step: what Forget me erases and what it cannot (revoke the key at the service). */
export function renderConfirm(t: Translator): PrivacyPanel {
  return {
    embeds: [
      {
        title: t.t('privacy.confirmTitle'),
        color: DANGER,
        description: t.t('privacy.confirmText'),
      },
    ],
    components: [
      buttonRow(
        [PRIVACY_IDS.confirm.build(), t.t('privacy.confirm'), ButtonStyle.Danger],
        [PRIVACY_IDS.cancel.build(), t.t('privacy.cancel'), ButtonStyle.Secondary],
      ),
    ],
  };
}

/** After Forget me: what was erased, what is kept and why, and the key still to revoke. */
export function renderForgotten(forgottenKey: string | undefined, t: Translator): PrivacyPanel {
  const lines = [
    t.t('privacy.done'),
    forgottenKey ? t.t('privacy.doneKey', { masked: forgottenKey }) : undefined,
    t.t('privacy.doneKept'),
  ].filter((line): line is string => line !== undefined);
  return {
    embeds: [{ title: t.t('privacy.doneTitle'), color: COLOR, description: lines.join('\n\n') }],
    components: [],
  };
}
