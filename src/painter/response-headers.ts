/**
 * The origins of Discord's clients, which frame an Activity: the web and desktop apps on each
 * release channel, on both of Discord's domains (the Embedded App SDK accepts messages from these,
 * `getAllowedOrigins` in its `Discord.ts`, besides Discord's own staging and development hosts).
 */
export const DISCORD_CLIENT_ORIGINS = [
  'https://discord.com',
  'https://ptb.discord.com',
  'https://canary.discord.com',
  'https://discordapp.com',
  'https://ptb.discordapp.com',
  'https://canary.discordapp.com',
  'https://pax.discord.com',
] as const;

/**
 * Where Discord's proxy serves the application's Activity (its URL mapping of `/`): the page's own
 * origin inside Discord, which may frame it too (the SDK accepts its own origin).
 */
export const activityOrigin = (applicationId: string) => `https://${applicationId}.discordsays.com`;

/** What every answer of the painter's server carries. */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * The page's headers: its policy lets it run its own bundle and style only, call its own origin
 * (the API, under the same URL mapping), show the card's image from a `blob:` URL, and be framed
 * only by Discord's clients and the Activity's own origin; nothing else, no `<base>`, no form
 * posted anywhere.
 */
export function pageHeaders(applicationId: string): Record<string, string> {
  const ancestors = [...DISCORD_CLIENT_ORIGINS, activityOrigin(applicationId)].join(' ');
  return {
    ...COMMON,
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' blob:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
  };
}

/**
 * The headers of everything else the server answers (the page's script and style, the API's JSON
 * and the card's image, refusals): nothing in them runs or loads, and none may be framed.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
