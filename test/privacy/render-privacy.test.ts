import { describe, expect, it } from 'vitest';
import type { PrivacyFacts } from '../../src/privacy/privacy-facts.js';
import { renderConfirm, renderForgotten, renderPrivacy } from '../../src/privacy/render-privacy.js';
import { enService } from '../helpers/i18n.js';

const t = enService;
const RETENTION = { historyDays: 30, generationDays: 7, usageDays: 31, graceDays: 30 };
const FACTS: PrivacyFacts = {
  preferences: [],
  historyEntries: 0,
  inputs: { count: 0, hours: 24 },
  unfinished: 0,
  retention: RETENTION,
};
const fields = (facts: PrivacyFacts) =>
  Object.fromEntries(
    (renderPrivacy(facts, t).embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
  );

describe('renderPrivacy', () => {
  it('names what is kept, with no usage, blocks or links lines where there are none', () => {
    expect(fields(FACTS)).toEqual({
      '🔑 API key': 'None linked.',
      '⚙️ Your defaults': 'None.',
      '🕘 History': '0 generations, each kept 30 days.',
      '🖼️ Images you brought in': 'None.',
      '⏳ Generations under way': 'None.',
      '🗓️ How long':
        "Records of your finished generations (for their buttons): 7 days. When the bot leaves a server, that server's data: 30 days.",
    });
  });

  it('shows a key masked with its account escaped, usage, blocks and the links', () => {
    const shown = fields({
      ...FACTS,
      key: { masked: 'sk-…beef', account: '**bob**' },
      usage: { today: 2, month: 12 },
      blocks: 1,
      inputs: { count: 2, hours: 24 },
      unfinished: 3,
      privacyUrl: 'https://example.com/p',
    });
    expect(shown['🔑 API key']).toBe(
      'Linked: `sk-…beef` (account \\*\\*bob\\*\\*), stored encrypted.',
    );
    expect(shown["📊 Your use of this server's key"]).toBe(
      'Today 2 · last 30 days 12 (each day kept 31 days).',
    );
    expect(shown['⛔ Blocks']).toBe('1 block');
    expect(shown['🖼️ Images you brought in']).toBe(
      '2 images, each kept 24 hours after its last use (for Re-roll and Retry).',
    );
    expect(shown['⏳ Generations under way']).toBe('3 queued or running');
    expect(shown['📄 Privacy and terms']).toBe('[Privacy policy](https://example.com/p)');
    expect(fields({ ...FACTS, key: 'unreadable' })['🔑 API key']).toBe(
      'Linked, but it can no longer be decrypted here.',
    );
  });

  it('asks to confirm, then says the key still works at the service and what is kept', () => {
    const confirm = renderConfirm(t);
    expect(confirm.embeds[0]?.description).toContain('keeps working at the image service');
    expect(
      confirm.components[0]?.toJSON().components.map((b) => ('label' in b ? b.label : '')),
    ).toEqual(['Yes, forget me', 'Cancel']);
    const done = renderForgotten('sk-…beef', t).embeds[0]?.description ?? '';
    expect(done).toContain('Your key `sk-…beef` was erased here, but it still works');
    expect(done).toContain("Kept: each server's budget totals");
    expect(renderForgotten(undefined, t).embeds[0]?.description).not.toContain('Your key');
  });
});
