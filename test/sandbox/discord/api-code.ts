import { DiscordAPIError } from 'discord.js';

/** The Discord error code a discord.js call rejects with (a string when it did not fail that way). */
export async function apiCode(promise: Promise<unknown>): Promise<number | string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof DiscordAPIError ? error.code : `not a DiscordAPIError: ${error}`;
}
