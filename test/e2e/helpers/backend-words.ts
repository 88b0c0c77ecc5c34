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
  const found = said.match(
    /.{0,80}(image[ -]service|login token|`sk-`|48 hex|\bcredits?\b).{0,40}/i,
  );
  expect(found?.[0], "the image service's words").toBeUndefined();
}
