import { type Client, Events, type Interaction } from 'discord.js';

/**
 * Runs `handler` on the client's next interaction and resolves with what it returns (or rejects
 * with what it throws), so a test can await the bot side and the emulator side together:
 *
 * ```ts
 * const seen = handleNext(client, async (i) => { await i.reply('hi'); return i.id; });
 * const run = await discord.runCommand({ channel, user, name: 'balance' });
 * expect(await seen).toBe(run.id);
 * ```
 */
export function handleNext<T>(
  client: Client,
  handler: (interaction: Interaction) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    client.once(Events.InteractionCreate, (interaction) => {
      handler(interaction).then(resolve, reject);
    });
  });
}
