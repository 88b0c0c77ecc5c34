import {
  ApplicationCommandType,
  ContextMenuCommandBuilder,
  type MessageContextMenuCommandInteraction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

describe('discord emulator: message context-menu commands', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set(
      [
        new ContextMenuCommandBuilder()
          .setName('Imagine this')
          .setType(ApplicationCommandType.Message)
          .toJSON(),
      ],
      h.guild.id,
    );
  });
  afterAll(() => h.close());

  it('registers a name with capitals and spaces, and refuses it for a slash command', async () => {
    expect(h.discord.commands(h.guild).map((c) => [c.name, c.type])).toEqual([['Imagine this', 3]]);
    await expect(
      h.client.application.commands.set(
        [{ name: 'Imagine this', description: 'x', type: ApplicationCommandType.ChatInput }],
        h.guild.id,
      ),
    ).rejects.toThrow(/Invalid Form Body/);
  });

  it("sends a member's message as the target, which discord.js resolves", async () => {
    const line = h.discord.postMessage({ channel: h.channel, user: h.user, content: 'a red fox' });
    expect(h.discord.message(line.id)?.content).toBe('a red fox');
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as MessageContextMenuCommandInteraction;
      await i.reply({ content: 'ok', flags: 64 });
      return [i.isMessageContextMenuCommand(), i.commandName, i.targetId, i.targetMessage.content];
    });
    const run = await h.discord.runMessageCommand({
      message: line,
      user: h.user,
      name: 'Imagine this',
    });
    expect(await seen).toEqual([true, 'Imagine this', line.id, 'a red fox']);
    expect(run.payload.data).toMatchObject({ type: 3, target_id: line.id, name: 'Imagine this' });
    await expect(
      h.discord.runMessageCommand({ message: line, user: h.user, name: 'Nope' }),
    ).rejects.toThrow(/no message command "Nope"/);
  });
});
