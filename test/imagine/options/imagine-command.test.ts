import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imagineCommandData } from '../../../src/imagine/options/imagine-command.js';

/** The registration payload as it was before the options were declared once, key order included. */
const pinned = readFileSync(new URL('./fixtures/imagine-command.json', import.meta.url), 'utf8');

describe('the /imagine registration payload', () => {
  it('is exactly the pinned payload: option order, names, descriptions, limits and choices', () => {
    expect(`${JSON.stringify(imagineCommandData, null, 2)}\n`).toBe(pinned);
  });
});
