import { messageUrl, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';

/**
 * What a past generation was, as its line and `/show` head it: what it did with an image, where
 * it started from one (`🎬 animation`, `✏️ edit`…), then its prompt cut to `chars`.
 */
export function entryHeadline(entry: HistoryEntry, t: Translator, chars: number): string {
  return [
    entry.action && t.t('imagesIn.kind', { kind: entry.action }),
    userText(entry.prompt, chars),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A past generation's parameters as shown in `t`'s language: the workflow (else the default one,
 * where its backend takes workflows; none where it does not) and size (else the service's default),
 * the seed (else "random"), how it ended (with its sign), where its message is (a link, else
 * that it is private or gone), and its LoRAs at their weights (those not applied marked), if any.
 */
export function entryTexts(entry: HistoryEntry, t: Translator, takesWorkflow = true) {
  const { width, height, seed, messageId } = entry;
  return {
    workflow: entry.workflow ?? (takesWorkflow ? t.t('history.defaultWorkflow') : undefined),
    size: width && height ? `${width}×${height}` : t.t('history.defaultSize'),
    seed: seed === undefined || seed < 0 ? t.t('history.randomSeed') : String(seed),
    state: t.t(`history.state.${entry.state}`),
    loras: entry.loras?.length
      ? entry.loras
          .map(({ label, weight, unapplied }) => {
            const shown = `${userText(label, 100)} ×${weight}`;
            return unapplied ? `${shown} ${t.t('imagine.summary.notApplied')}` : shown;
          })
          .join(', ')
      : undefined,
    message: messageId
      ? t.t('history.messageLink', {
          url: messageUrl(entry.guildId ?? '@me', entry.channelId, messageId),
        })
      : t.t(entry.ephemeral ? 'history.privateReply' : 'history.noMessage'),
  };
}
