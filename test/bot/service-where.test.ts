import { describe, expect, it } from 'vitest';
import { isKeyError, serviceFrom, serviceWhere } from '../../src/bot/service-where.js';
import { AppError } from '../../src/core/app-error.js';
import {
  InvalidLoginTokenError,
  ServiceUnavailableError,
} from '../../src/image-backend/backend-errors.js';
import { MissingApiKeyError } from '../../src/keys/key-errors.js';
import { i18n } from '../helpers/i18n.js';

const t = i18n.translator('en-US');

describe('where members get keys', () => {
  it('shows the name as inert text: no markup, mention, link or second line', () => {
    const where = serviceWhere({ name: '<@123> [x](https://evil.example) *b*\n# h' }, t);
    expect(where).toBe(
      '🔑 API keys and login tokens come from your account on ' +
        '**\\<@123> \\[x](https\\://evil.example) \\*b\\* # h**.',
    );
  });

  it('links an http(s) page only; says nothing when the operator named nothing', () => {
    expect(serviceWhere({ url: 'https://images.example/keys?a=1' }, t)).toBe(
      '🔑 Get an API key and a login token from your account on the image service: ' +
        '<https://images.example/keys?a=1>',
    );
    expect(serviceWhere({ name: 'Pix', url: 'javascript:alert(1)' }, t)).toBe(
      '🔑 API keys and login tokens come from your account on **Pix**.',
    );
    expect(serviceWhere({}, t)).toBeUndefined();
  });

  it('fits a form’s description whole or not at all', () => {
    expect(serviceFrom({ name: 'Pix' }, t, 100)).toBe('From your account on Pix.');
    expect(serviceFrom({ name: 'Pix' }, t, 10)).toBeUndefined();
    expect(serviceFrom({}, t, 100)).toBeUndefined();
  });

  it('follows the errors about a member’s key or login token, not the others', () => {
    expect(isKeyError(new MissingApiKeyError())).toBe(true);
    expect(isKeyError(new InvalidLoginTokenError())).toBe(true);
    expect(isKeyError(new ServiceUnavailableError())).toBe(false);
    expect(isKeyError(new AppError('operator text'))).toBe(false);
  });
});
