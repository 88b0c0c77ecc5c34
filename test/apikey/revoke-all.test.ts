import { describe, expect, it } from 'vitest';
import { REVOKE_ALL_TTL_MS, revokeAllPrompt } from '../../src/apikey/revoke-all.js';
import { en } from '../helpers/i18n.js';

const request = { linkedAt: 1_794_999_999_123, serviceUsername: 'alice_*' };

describe('the revoke-all confirmation', () => {
  it('is ephemeral, pings no one and has Confirm and Cancel with short ids naming no one', () => {
    const prompt = revokeAllPrompt(request, en);
    expect(prompt.flags).toBe(64);
    expect(prompt.allowedMentions).toEqual({ parse: [] });
    expect(prompt.content).toContain('**alice\\_\\***');
    expect(prompt.content).toContain('Confirm within 5 minutes.');
    const row = JSON.parse(JSON.stringify(prompt.components?.[0]));
    const ids = row.components.map((button: { custom_id: string }) => button.custom_id);
    expect(ids).toEqual([`apikey:revoke-all:${request.linkedAt}`, 'apikey:revoke-cancel']);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
    expect(REVOKE_ALL_TTL_MS).toBe(300_000);
  });
});
