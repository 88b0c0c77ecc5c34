import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { OptionValues } from '../bot/command-declaration.js';
import type { AppContext } from '../bot/context.js';
import { reachOf } from '../bot/install-scope.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { answerPrivately, REPLACE } from '../bot/private-answers.js';
import { requireServerManager } from '../bot/server-manager.js';
import { gatherBalanceReport } from './balance-report.js';
import { NotServerMemberError } from './errors.js';
import { planBalanceAnswer } from './plan-balance-answer.js';
import { showUsage } from './show-usage.js';

/** What `/balance` was asked (see `commands/balance.ts`). */
export interface BalanceArgs {
  readonly public?: boolean | undefined;
  readonly user?: OptionValues['member'] | undefined;
  readonly usage?: boolean | undefined;
}

/**
 * Checks that the member may see `other`'s balance: a manager (Manage Server), and `other` a member
 * of this server. Membership is read from the interaction itself: Discord resolves the option's
 * member (`resolved.members`) only for a member of the server, so nothing is asked of Discord.
 * @throws {ServerOnlyError} in a direct message.
 * @throws {MissingPermissionError} without Manage Server.
 * @throws {NotServerMemberError} when `other` is not a member of the server.
 */
function requireManagerOfMember(
  interaction: ChatInputCommandInteraction,
  other: OptionValues['member'],
): void {
  requireServerManager(interaction, { command: 'balance user', action: 'seeOthersBalance' });
  if (!other.member) throw new NotServerMemberError(other.user.id);
}

/**
 * `/balance [public] [user] [usage]`: with `usage` (Manage Server), the server key's use per
 * member (see `showUsage`). Else the member's credits (or, for a manager, another member's of this
 * server) beside the server pool's. Deferred first, ephemeral unless `public: true`; notices about
 * rejected keys, "no key" answers and failures always stay private; a refusal comes before anything
 * is read or deferred.
 */
export async function runBalance(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  args: BalanceArgs,
): Promise<void> {
  if (args.usage) return showUsage(interaction, context);
  const wantsPublic = args.public ?? false;
  const other = args.user?.user;
  const self = !other || other.id === interaction.user.id;
  if (args.user && !self) requireManagerOfMember(interaction, args.user);
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
