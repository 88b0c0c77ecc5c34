import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/i18n/catalog.js';
import { catalogOf } from '../../src/i18n/catalogs/shipped-catalogs.js';
import { LOCALES } from '../../src/i18n/locales.js';

/** Discord's limits on the texts of modals, buttons and selects, by catalog key. */
const LIMITS: Record<string, number> = {
  'prefs.modal.title': 45,
  'prefs.modal.blank': 100,
  'prefs.field.workflow': 45,
  'prefs.field.size': 45,
  'prefs.field.steps': 45,
  'prefs.field.negativePrompt': 45,
  'prefs.field.cfg': 45,
  'prefs.field.model': 45,
  'prefs.field.count': 45,
  'prefs.field.visibility': 45,
  'prefs.field.style': 45,
  'prefs.buttons.more': 80,
  'prefs.buttons.reset': 80,
  'prefs.pick.workflow': 150,
  'prefs.pick.size': 150,
  'prefs.pick.style': 150,
  'prefs.pick.visibility': 150,
  'prefs.pick.unset': 100,
  'policy.limitsModal.title': 45,
  'policy.limitsModal.maxSide': 45,
  'policy.limitsModal.maxSteps': 45,
  'policy.limitsModal.maxImages': 45,
  'policy.limitsModal.blank': 100,
  'policy.bannedModal.title': 45,
  'policy.bannedModal.label': 45,
  'policy.bannedModal.hint': 100,
  'policy.buttons.limits': 80,
  'policy.buttons.banned': 80,
  'policy.pickWorkflows': 150,
  'styles.modal.addTitle': 45,
  'styles.modal.editTitle': 45,
  'styles.modal.name': 45,
  'styles.modal.template': 45,
  'styles.modal.templateHint': 100,
  'styles.modal.negativePrompt': 45,
  'styles.modal.options': 45,
  'styles.modal.optionsHint': 100,
};

describe('texts of the settings, policy and styles components', () => {
  it.each(LOCALES)('fit Discord’s limits in %s', (locale) => {
    const catalog = catalogOf(locale);
    for (const [key, max] of Object.entries(LIMITS)) {
      const text = lookup(catalog, key);
      expect(text, key).toBeDefined();
      expect(text?.length ?? 0, key).toBeLessThanOrEqual(max);
    }
  });
});
