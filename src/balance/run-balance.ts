import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { reachOf } from '../bot/install-scope.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { answerPrivately, REPLACE } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { gatherBalanceReport } from './balance-report.js';
import { planBalanceAnswer } from './plan-balance-answer.js';
import { showUsage } from './show-usage.js';

/**
 * `/balance [public] [user] [usage]`: with `usage` (Manage Server), the server key's use per
 * member (see `showUsage`). Else the member's credits (or, for a manager, another member's) beside
 * the server pool's. Deferred first, ephemeral unless `public: true`; notices about rejected keys,
 * "no key" answers and failures always stay private.
 */
export async function runBalance(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  if (interaction.options.getBoolean('usage')) return showUsage(interaction, context);
  const wantsPublic = interaction.options.getBoolean('public') ?? false;
  const other = interaction.options.getUser('user');
  const self = !other || other.id === interaction.user.id;
  if (!self) {
    requireServerManager(interaction, {
      command: 'balance user',
      action: 'seeOthersBalance',
    });
  }
  await interaction.deferReply(wantsPublic ? {} : { flags: MessageFlags.Ephemeral });
  const report = await gatherBalanceReport(context, {
    userId: other?.id ?? interaction.user.id,
    self,
    guildId: reachOf(interaction).serverId,
  });
  const own = privateTranslator(context, interaction);
  const answer = planBalanceAnswer(
    report,
    { public: wantsPublic },
    { private: own, public: wantsPublic ? await publicTranslator(context, interaction) : own },
  );
  if (answer.private) {
    await answerPrivately(interaction, answer, wantsPublic);
    return;
  }
  await interaction.editReply({ ...REPLACE, content: answer.content, embeds: [...answer.embeds] });
}
