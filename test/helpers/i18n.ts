import { createI18n } from '../../src/i18n/translator.js';
import { namedTranslator } from '../../src/image-backend/backend-naming.js';

/** The bot's languages as the app builds them. */
export const i18n = createI18n();

/** The en-US translator: what the renderers write for a member or server in English. */
export const en = i18n.translator('en-US');

/**
 * The en-US translator naming the original image service, as the bot passes it to what it shows
 * about that service's work (cards, errors, `/balance`): the service's texts as they always were.
 */
export const enService = namedTranslator(en, {
  original: 'yes',
  backend: 'image service',
  named: 'no',
  unit: 'credits',
  accounts: 'balance',
  creates: 'yes',
});
