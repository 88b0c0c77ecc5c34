import { type Locale, publicLocale } from '../i18n/locales.js';
import type { Translator } from '../i18n/translator.js';
import type { AppContext } from './context.js';

/** What an interaction says about where it comes from, for choosing a language. */
export interface LocaleSource {
  /** The member's Discord language (`interaction.locale`). */
  readonly locale: string;
  /** The server's Discord language (`interaction.guildLocale`), null in a DM. */
  readonly guildLocale: string | null;
  readonly guildId: string | null;
}

/** The translator of what only the member sees (ephemeral answers, modals): their language. */
export function privateTranslator(
  context: Pick<AppContext, 'i18n'>,
  interaction: Pick<LocaleSource, 'locale'>,
): Translator {
  return context.i18n.translator(interaction.locale);
}

/** The language of what everyone in the channel sees (see `publicLocale`). */
export async function publicLocaleOf(
  context: Pick<AppContext, 'stores'>,
  interaction: LocaleSource,
): Promise<Locale> {
  const { guildId } = interaction;
  const override = guildId ? await context.stores.guildSettings.getLocale(guildId) : undefined;
  return publicLocale({
    override,
    guildLocale: interaction.guildLocale,
    memberLocale: interaction.locale,
    inGuild: guildId !== null,
  });
}

/** The translator of what everyone in the channel sees (see {@link publicLocaleOf}). */
export async function publicTranslator(
  context: Pick<AppContext, 'stores' | 'i18n'>,
  interaction: LocaleSource,
): Promise<Translator> {
  return context.i18n.translator(await publicLocaleOf(context, interaction));
}
