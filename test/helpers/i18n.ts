import { createI18n } from '../../src/i18n/translator.js';

/** The bot's languages as the app builds them. */
export const i18n = createI18n();

/** The en-US translator: what the renderers write for a member or server in English. */
export const en = i18n.translator('en-US');
