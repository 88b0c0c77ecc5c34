import { describe, expect, it } from 'vitest';
import { keyStatusEmbed } from '../../src/apikey/key-status-embed.js';
import { enService as en } from '../helpers/i18n.js';

const base = {
  masked: 'sk-…abcd',
  serviceUsername: 'alice',
  since: Date.UTC(2026, 0, 2, 3, 4, 5),
} as const;
const ok = {
  state: 'ok',
  balance: { userId: '1', username: 'alice', balance: 12.345, currency: 'credits' },
} as const;

describe('keyStatusEmbed', () => {
  it('shows a personal key: masked key, user, relative time and balance', () => {
    const embed = keyStatusEmbed({ kind: 'personal', ...base, live: ok }, en);
    expect(embed.title).toBe('Your API key');
    expect(embed.color).toBe(0x57f287);
    expect(embed.fields).toEqual([
      { name: 'Key', value: '`sk-…abcd`', inline: true },
      { name: 'Service user', value: 'alice', inline: true },
      { name: 'Linked', value: '<t:1767323045:R> (<t:1767323045:f>)' },
      { name: 'Balance', value: '**12.35 credits**' },
    ]);
  });

  it('shows a server key with who set it and the daily limit', () => {
    const embed = keyStatusEmbed(
      { kind: 'server', ...base, setBy: '42', dailyLimit: 1, live: ok },
      en,
    );
    expect(embed.title).toBe('Server key');
    expect(embed.fields?.[2]).toEqual({
      name: 'Set',
      value: '<t:1767323045:R> (<t:1767323045:f>) by <@42>',
    });
    expect(embed.fields?.[4]?.value).toMatch(/^1 generation per member per day/);
  });

  it('keeps the stored facts when the balance is unavailable', () => {
    const embed = keyStatusEmbed(
      {
        kind: 'personal',
        ...base,
        serviceUsername: '**bold**',
        live: { state: 'unavailable', reason: { key: 'service.timeout' } },
      },
      en,
    );
    expect(embed.color).toBe(0xfee75c);
    expect(embed.fields?.[1]?.value).toBe('\\*\\*bold\\*\\*');
    expect(embed.fields?.[3]?.value).toContain(
      'Unavailable right now: The image service did not answer in time. Try again in a few minutes.',
    );
  });
});
