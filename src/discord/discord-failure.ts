import { DiscordAPIError } from 'discord.js';
import { AppError } from '../core/app-error.js';
import { DISCORD_ERRORS, discordErrorCode } from './discord-rules.js';

/** How to find a server's id in Discord, for the operator who must give one. */
export const SERVER_ID_HOW =
  'a server id is found in Discord with Developer Mode on (User Settings → Advanced), then ' +
  'right-click the server → Copy Server ID';

/** The first `code` and `syscall` of an OS error, on it or one of its causes. */
function osError(error: unknown): { code: string; syscall: string } | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth += 1) {
    const { code, syscall, cause } = at as { code?: unknown; syscall?: unknown; cause?: unknown };
    if (typeof code === 'string' && typeof syscall === 'string') return { code, syscall };
    at = cause;
  }
  return undefined;
}

/**
 * What a failed call to Discord tells the operator, the same for the bot's start (`npm start`)
 * and `deploy-commands`: a refused token (`TokenInvalid`: malformed, or a 401) names the setting
 * and where to get a new one; an OS error (`ENOTFOUND`, `ECONNREFUSED`, …) names Discord's host;
 * no access to a server (`guildId`) says to invite the bot first. Anything else: undefined.
 */
export function explainDiscordFailure(
  error: unknown,
  apiUrl: string,
  guildId?: string,
): AppError | undefined {
  const refused =
    (error as { code?: unknown } | undefined)?.code === 'TokenInvalid' ||
    (error instanceof DiscordAPIError && error.status === 401);
  if (refused) {
    const why = error instanceof DiscordAPIError ? '401 Unauthorized' : 'TokenInvalid';
    return new AppError(
      `Discord refused DISCORD_TOKEN (${why}): copy the bot token again from the Discord ` +
        'developer portal (your application → Bot → Reset Token) into DISCORD_TOKEN or ' +
        'DISCORD_TOKEN_FILE',
      { cause: error },
    );
  }
  const code = discordErrorCode(error);
  if (guildId && (code === DISCORD_ERRORS.missingAccess || code === DISCORD_ERRORS.unknownGuild)) {
    const why = code === DISCORD_ERRORS.missingAccess ? 'Missing Access' : 'Unknown Guild';
    return new AppError(
      `the bot is not in the server ${guildId} (${why}): start the bot (npm start), open the ` +
        'invite link it logs ("invite the bot to a server") and add it to that server, then run ' +
        `this again; check the id too: ${SERVER_ID_HOW}`,
      { cause: error },
    );
  }
  const os = osError(error);
  if (os) {
    return new AppError(
      `cannot reach Discord at ${new URL(apiUrl).host} (${os.code}): check this machine's network ` +
        'and DNS (and DISCORD_API_URL, when set)',
      { cause: error },
    );
  }
  return undefined;
}
