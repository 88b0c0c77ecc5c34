import { expect } from 'vitest';
import { validateMessage } from '../../sandbox/discord/rest/payload-validator.js';
import { sharedSpecValidator } from '../../sandbox/discord/rest/spec-validator.js';
import { parseJsonText } from '../../sandbox/discord/rest/well-formed-json.js';

/** `PATCH …/messages/@original`: every generation progress, result and failure edit. */
export const EDIT_ORIGINAL = {
  method: 'PATCH',
  path: '/webhooks/1300000000000000001/aW50ZXJhY3Rpb24/messages/@original',
} as const;

/** `POST /interactions/{id}/{token}/callback`: replies such as Details or `/balance`. */
export const CALLBACK = {
  method: 'POST',
  path: '/interactions/1300000000000000002/aW50ZXJhY3Rpb24/callback',
} as const;

/** A type-4 reply as discord.js sends `interaction.reply({ embeds, flags })`. */
export const replyBody = (data: {
  embeds: readonly object[];
  flags?: number;
  content?: string;
}) => ({
  type: 4,
  data: { ...data, embeds: [...data.embeds], allowed_mentions: { parse: [] } },
});

/**
 * Asserts the emulator would accept `body` sent to `route`: valid JSON text once serialised (no
 * lone surrogate), no complaint from Discord's OpenAPI schema, none from the emulator's own checks.
 */
export function expectAccepted(route: { method: string; path: string }, body: unknown): void {
  const json = parseJsonText(JSON.stringify(body)) as Record<string, unknown>;
  expect(sharedSpecValidator().problems(route.method, route.path, json)).toEqual([]);
  const message = (route === CALLBACK ? json.data : json) as Record<string, unknown>;
  expect(() => validateMessage(message)).not.toThrow();
}
