import { describe, expect, it } from 'vitest';
import { settingModal } from '../../src/bot/setting-flow.js';
import { SERVER_SETTINGS } from '../../src/preferences/server-settings.js';
import type { ServerBudget } from '../../src/store/server-policy-store.js';
import { en, i18n } from '../helpers/i18n.js';

const { form } = SERVER_SETTINGS.budget;
const hintOf = (
  unit: 'credits' | 'generations',
  costUnit: string | undefined,
  t = en,
): string | undefined => {
  const modal = settingModal(
    form,
    { unit, daily: 3 } as ServerBudget,
    'policy:save-budget',
    t,
    '',
    {
      ...(costUnit ? { costUnit } : {}),
    },
  );
  const label = modal.toJSON().components[0] as { description?: string };
  return label.description;
};

describe('settingModal', () => {
  it("says what the budget form's caps count, by the server's backend", () => {
    expect(hintOf('generations', undefined)).toBe('In generations. Blank: no cap.');
    expect(hintOf('credits', undefined)).toBe('In credits. Blank: no cap.');
    expect(hintOf('credits', 'kudos')).toBe('In kudos. Blank: no cap.');
    expect(hintOf('generations', 'kudos')).toBe('In generations. Blank: no cap.');
    expect(hintOf('credits', 'images')).toBe('In images. Blank: no cap.');
    expect(hintOf('generations', 'images', i18n.translator('de'))).toBe(
      'In Bildern. Leer: keine Obergrenze.',
    );
  });
});
