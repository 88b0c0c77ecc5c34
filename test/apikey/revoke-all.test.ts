import { describe, expect, it } from 'vitest';
import {
  parseRevokeAllRequest,
  REVOKE_ALL_TTL_MS,
  revokeAllPrompt,
} from '../../src/apikey/revoke-all.js';
import { en } from '../helpers/i18n.js';

const request = {
  userId: '123456789012345678',
  issuedAt: 1_795_000_000_000,
  linkedAt: 1_794_999_999_123,
};

describe('the revoke-all confirmation', () => {
  it('is ephemeral, pings no one and has Confirm and Cancel with short, secret-free ids', () => {
    const prompt = revokeAllPrompt(request, 'alice_*', en);
    expect(prompt.flags).toBe(64);
    expect(prompt.allowedMentions).toEqual({ parse: [] });
    expect(prompt.content).toContain('**alice\\_\\***');
    expect(prompt.content).toContain('Confirm within 5 minutes.');
    const row = JSON.parse(JSON.stringify(prompt.components?.[0]));
    const ids = row.components.map((button: { custom_id: string }) => button.custom_id);
    expect(ids).toEqual([
      `apikey:revoke-all:${request.userId}:${request.issuedAt}:${request.linkedAt}`,
      `apikey:revoke-cancel:${request.userId}`,
    ]);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
    expect(REVOKE_ALL_TTL_MS).toBe(300_000);
  });

  it('reads back what it wrote and nothing else', () => {
    const args = `${request.userId}:${request.issuedAt}:${request.linkedAt}`.split(':');
    expect(parseRevokeAllRequest(args)).toEqual(request);
    expect(parseRevokeAllRequest([request.userId])).toBeUndefined();
    expect(parseRevokeAllRequest([request.userId, 'soon', '1'])).toBeUndefined();
    expect(parseRevokeAllRequest([])).toBeUndefined();
  });
});
