import type { APIActionRowComponent, APIButtonComponentWithCustomId, APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { renderHistoryPage } from '../../src/history/render-history.js';
import { renderPosted, renderShown } from '../../src/history/render-shown.js';
import type { HistoryEntry } from '../../src/store/generation-history-store.js';
import { i18n } from '../helpers/i18n.js';

const t = i18n.translator('en-US');

const entry = (n: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `10000000000000000${String(n).padStart(2, '0')}`,
  state: 'completed',
  createdAt: 1_700_000_000_000 - n * 1_000,
  finishedAt: 1_700_000_000_000,
  prompt: `prompt ${n}`,
  guildId: 'g',
  channelId: 'c',
  messageId: `m${n}`,
  repeat: { request: { prompt: `prompt ${n}` }, promptLabel: `prompt ${n}`, ignoredOptions: [] },
  ...overrides,
});

const fieldsOf = (message: ReturnType<typeof renderHistoryPage>) =>
  ((message.embeds ?? [])[0] as APIEmbed | undefined)?.fields ?? [];

const buttons = (message: ReturnType<typeof renderHistoryPage>) =>
  (message.components ?? []).flatMap(
    (row) =>
      (row as { toJSON(): APIActionRowComponent<APIButtonComponentWithCustomId> }).toJSON()
        .components,
  );

describe('renderHistoryPage', () => {
  const entries = Array.from({ length: 12 }, (_, index) => entry(index + 1));

  it('shows five a page, numbered across pages, with Again, Show and the pages in custom ids', () => {
    const page = renderHistoryPage({ entries, page: 1, max: 50, days: 30 }, t);
    expect(page.embeds?.[0]).toMatchObject({
      title: 'Your recent generations',
      footer: { text: 'Page 2 of 3 · 12 generations · only you can see this' },
    });
    const fields = fieldsOf(page);
    expect(fields.map((f) => f.name.split('.')[0])).toEqual(['6', '7', '8', '9', '10']);
    expect(fields[0]?.value).toContain('[Open the message](https://discord.com/channels/g/c/m6)');
    expect(buttons(page).map((b) => [b.label, b.custom_id, b.disabled ?? false])).toEqual([
      ['Again 6', `history:again:${entries[5]?.id}`, false],
      ['Again 7', `history:again:${entries[6]?.id}`, false],
      ['Again 8', `history:again:${entries[7]?.id}`, false],
      ['Again 9', `history:again:${entries[8]?.id}`, false],
      ['Again 10', `history:again:${entries[9]?.id}`, false],
      ['Show 6', `history:show:${entries[5]?.id}`, false],
      ['Show 7', `history:show:${entries[6]?.id}`, false],
      ['Show 8', `history:show:${entries[7]?.id}`, false],
      ['Show 9', `history:show:${entries[8]?.id}`, false],
      ['Show 10', `history:show:${entries[9]?.id}`, false],
      ['◀ Previous', 'history:page:0', false],
      ['Next ▶', 'history:page:2', false],
    ]);
    expect(page.allowedMentions).toEqual({ parse: [] });
  });

  it('clamps the page, disables what cannot be done, and escapes the prompt', () => {
    const odd = [
      entry(1, { prompt: '@everyone <@1> *hi*', repeat: undefined, messageId: undefined }),
      entry(2, { ephemeral: true, messageId: undefined, state: 'failed', guildId: null }),
    ];
    const page = renderHistoryPage({ entries: odd, page: 9, max: 50, days: 30 }, t);
    const fields = fieldsOf(page);
    expect(fields[0]?.value).toContain('@everyone \\<@1> \\*hi\\*');
    expect(fields[0]?.value).toContain('message not known');
    expect(fields[1]?.value).toContain('❌ failed');
    expect(fields[1]?.value).toContain('private reply (no link)');
    const again = buttons(page).filter((b) => b.label?.startsWith('Again'));
    expect(again.map((b) => b.disabled ?? false)).toEqual([true, false]);
    expect(buttons(page).some((b) => b.label === 'Next ▶')).toBe(false);
  });

  it('names no workflow for a generation whose backend takes none, the default one where it takes one', () => {
    const made = [entry(1, { backend: 'horde', width: 512, height: 512 }), entry(2)];
    const page = renderHistoryPage(
      { entries: made, page: 0, max: 50, days: 30, takesWorkflow: (e) => e.backend !== 'horde' },
      t,
    );
    expect(fieldsOf(page).map((field) => field.name)).toEqual([
      '1. 512×512',
      '2. default workflow · default size',
    ]);
    const shown = renderShown(
      { entry: made[0] as HistoryEntry, image: { missing: 'gone' }, takesWorkflow: false },
      t,
    );
    expect(shown.embeds[0]?.fields?.map((field) => field.name)).not.toContain('Workflow');
    const withOne = renderShown({ entry: entry(2), image: { missing: 'gone' } }, t);
    expect(withOne.embeds[0]?.fields?.find((f) => f.name === 'Workflow')?.value).toBe(
      'default workflow',
    );
  });

  it('says how long generations are kept when there are none', () => {
    const page = renderHistoryPage({ entries: [], page: 0, max: 50, days: 30 }, t);
    expect(page.content).toContain('your last 50 are kept for 30 days');
    expect(page.components).toEqual([]);
  });
});

describe('renderShown / renderPosted', () => {
  it('shows the image or says why not; the public post has no buttons', () => {
    const shown = renderShown({ entry: entry(1), image: { fileName: 'history-1.png' } }, t);
    expect(shown.embeds[0]?.image?.url).toBe('attachment://history-1.png');
    const gone = renderShown({ entry: entry(1, { seed: 5 }), image: { missing: 'gone' } }, t);
    expect(gone.embeds[0]?.footer?.text).toContain('no longer serves this image');
    expect(gone.embeds[0]?.fields?.find((f) => f.name === 'Seed')?.value).toBe('5');
    const posted = renderPosted({ entry: entry(1), image: { missing: 'withheld' } }, t);
    expect(posted.components).toEqual([]);
    expect(posted.allowedMentions).toEqual({ parse: [] });
  });
});
