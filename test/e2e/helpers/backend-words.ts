import { expect } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';

/** Everything a member reads in a message: its text, embeds (titles, fields, footers) and buttons. */
export function shownWords(message: Partial<MessageView> | undefined): string {
  return JSON.stringify([
    message?.content ?? '',
    message?.embeds ?? [],
    (message?.buttons ?? []).map((button) => button.label),
  ]);
}

/**
 * Asserts that `said` (what a member read on another backend than the image service) names
 * `backend` and never speaks of the image service, its `sk-` keys, its login tokens or credits.
 */
export function expectBackendWords(said: string, backend: string): void {
  expect(said).toContain(backend);
  expect(said).not.toMatch(/image[ -]service|login token|`sk-`|48 hex|\bcredits?\b/i);
}
