import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { OptionValues } from '../bot/command-declaration.js';
import type { AppContext } from '../bot/context.js';
import { reachOf } from '../bot/install-scope.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { answerPrivately, REPLACE } from '../bot/private-answers.js';
import { refuseWithoutAccounts, serverBackend } from '../bot/server-backend.js';
import { NotServerMemberError } from './balance-errors.js';
import { gatherBalanceReport } from './balance-report.js';
import { planBalanceAnswer } from './plan-balance-answer.js';
import { showUsage } from './show-usage.js';

/** What `/balance` was asked (see `commands/balance.ts`). */
export interface BalanceArgs {
  readonly public?: boolean | undefined;
  readonly user?: OptionValues['member'] | undefined;
  readonly usage?: boolean | undefined;
}

/**
 * `/balance [public] [user] [usage]`: with `usage`, the server key's use per member (`showUsage`).
 * Else the member's credits, or a manager's pick of a member of this server (Discord resolves the
 * option's member only for one), beside the server pool's; ephemeral unless `public: true`, and
 * notices, "no key" answers and failures always private. A refusal comes before any reading.
 */
export async function runBalance(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  args: BalanceArgs,
): Promise<void> {
  refuseWithoutAccounts(await serverBackend(context, interaction.guildId), 'balance');
  if (args.usage) return showUsage(interaction, context);
  const wantsPublic = args.public ?? false;
  const other = args.user?.user;
  const self = !other || other.id === interaction.user.id;
  if (args.user && !self && !args.user.member) throw new NotServerMemberError(args.user.user.id);
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
