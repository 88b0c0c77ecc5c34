import type { Command } from '../src/command.js';

/** Every slash command, for the bot and for `deploy-commands.ts` alike. */
export const commands: readonly Command[] = [];
