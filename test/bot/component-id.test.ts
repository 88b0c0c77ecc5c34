import { describe, expect, it } from 'vitest';
import { componentId, splitCustomId } from '../../src/bot/component-id.js';

describe('componentId', () => {
  const cancel = componentId('imagine', 'cancel', ['replyId']);

  it('builds and reads back its named fields', () => {
    const id = cancel.build({ replyId: '123' });
    expect(id).toBe('imagine:cancel:123');
    const { route, parts } = splitCustomId(id);
    expect(route).toBe(cancel.route);
    expect(cancel.parse(parts)).toEqual({ replyId: '123' });
  });

  it('reads an id an older version wrote with more parts, ignoring them', () => {
    expect(cancel.parse(['123', '999'])).toEqual({ replyId: '123' });
  });

  it('reads nothing from an id with a field missing or empty', () => {
    expect(cancel.parse([])).toBeUndefined();
    expect(cancel.parse([''])).toBeUndefined();
  });

  it('declares ids without fields', () => {
    const cancelRevoke = componentId('apikey', 'revoke-cancel');
    expect(cancelRevoke.build()).toBe('apikey:revoke-cancel');
    expect(cancelRevoke.parse([])).toEqual({});
  });

  it('refuses an id past Discord’s 100 characters', () => {
    expect(() => cancel.build({ replyId: 'x'.repeat(100) })).toThrow(RangeError);
  });
});
