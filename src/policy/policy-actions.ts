import type {
  ButtonInteraction,
  ChannelSelectMenuInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { NotHereError } from '../bot/bot-errors.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { serverOf } from '../bot/rights.js';
import { serverBackend, serverWorkflows } from '../bot/server-backend.js';
import {
  answerForm,
  openSettingForm,
  type SettingInteraction,
  type SettingsPanel,
  saveSettingForm,
} from '../bot/setting-flow.js';
import { missingPermissions } from '../discord/bot-permissions.js';
import { fetchMemberNames } from '../discord/member-names.js';
import { costUnitOf, reportedCostUnit } from '../image-backend/capabilities.js';
import { workflowChoices } from '../image-backend/workflow-choices.js';
import { inOtherUnit, SERVER_SETTINGS as S } from '../preferences/server-settings.js';
import { budgetUnit } from '../store/budget-caps.js';
import { LogChannelNotUsableError } from './policy-errors.js';
import { LOG_CHANNEL_TYPES, LOG_PERMISSIONS } from './policy-log-page.js';
import { policyLoras } from './policy-loras.js';
import { renderPolicyPanel } from './policy-panel.js';
import { POLICY_IDS, type PolicyPage, type PolicyView, policyPageOf } from './policy-view.js';

/**
 * The `/policy` panel as the settings flow redraws it: the page as it is now for `guildId`, in the
 * manager's language.
 */
export const POLICY_PANEL: SettingsPanel<PolicyPage> = {
  part: 'policy',
  async render(context, interaction, guildId, page) {
    const { stores, config, i18n } = context;
    const [policy, defaultDailyLimit, blocks, backend] = await Promise.all([
      stores.policy.get(guildId),
      stores.guildSettings.getDailyLimit(guildId),
      page === 'blocks' ? blocksOf(stores, interaction, guildId) : undefined,
      serverBackend(context, guildId),
    ]);
    const { capabilities } = backend.backend;
    const counted = budgetUnit(policy.budget, reportedCostUnit(capabilities));
    const budgetUse = await stores.budget.used(guildId, undefined, counted);
    const workflows = (await workflowChoices(backend.backend))?.names;
    const loras = page === 'limits' ? await policyLoras(context, guildId) : undefined;
    const costUnit = costUnitOf(capabilities);
    const balanceUnit = capabilities.balance?.unit;
    return renderPolicyPanel(
      {
        policy,
        page,
        defaultDailyLimit,
        budgetUse,
        config,
        ...(blocks && { blocks }),
        ...(workflows && { workflows }),
        ...(loras && { loras }),
        ...(costUnit && { costUnit }),
        ...(balanceUnit && { balanceUnit }),
      },
      privateTranslator({ i18n }, interaction),
    );
  },
};

/** The server's blocks, and the blocked members' names as Discord has them (for the select). */
async function blocksOf(
  stores: AppContext['stores'],
  interaction: SettingInteraction,
  guildId: string,
): Promise<NonNullable<PolicyView['blocks']>> {
  const list = await stores.blocks.list(guildId);
  const ids = list.slice(0, 25).map((block) => block.userId);
  const found = await fetchMemberNames(interaction.client.rest, guildId, ids);
  const names = new Map([...found].map(([id, { displayName }]) => [id, displayName]));
  return { list, names };
}

const panelOf = (context: AppContext, interaction: SettingInteraction, page?: PolicyPage) =>
  POLICY_PANEL.render(
    context,
    interaction,
    serverOf(interaction, POLICY_PANEL.part),
    page ?? 'limits',
  );

/** `/policy` (Manage Server): the private panel of the server's policy. */
export async function openPolicy(interaction: ChatInputCommandInteraction, context: AppContext) {
  await interaction.reply({ ...EPHEMERAL, ...(await panelOf(context, interaction)) });
}

/** A page button: the panel shows that page (an unknown name: the first). */
export async function showPolicyPage(
  interaction: ButtonInteraction,
  context: AppContext,
  fields: { readonly page: string },
): Promise<void> {
  await interaction.update(await panelOf(context, interaction, policyPageOf(fields.page)));
}

/**
 * The workflows picked of those the server's backend offers now: the server key runs those (all of
 * them, or none picked: no limit). A value it does not offer is left out.
 * @throws {NotHereError} when the backend takes no workflows (a panel drawn before it changed).
 */
export async function pickedWorkflows(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<readonly string[] | undefined> {
  const offered = await serverWorkflows(context, serverOf(interaction, POLICY_PANEL.part));
  if (!offered) throw new NotHereError();
  const picked = offered.names.filter((workflow) => interaction.values.includes(workflow));
  return picked.length === offered.names.length || picked.length === 0 ? undefined : picked;
}

/**
 * The channel picked for the moderation log, once the bot is found able to post there (its
 * permissions in that channel of the server, from Discord's guild data).
 * @throws {NotHereError} for a channel that is not a text channel of this server.
 * @throws {LogChannelNotUsableError} naming what the bot lacks there (nothing is changed).
 */
export function pickedLogChannel(interaction: ChannelSelectMenuInteraction, context: AppContext) {
  const channel = interaction.guild?.channels.cache.get(interaction.values[0] ?? '');
  if (!channel || !(LOG_CHANNEL_TYPES as readonly number[]).includes(channel.type)) {
    throw new NotHereError();
  }
  const me = interaction.guild?.members.me;
  const granted = (me && channel.permissionsFor(me)?.bitfield) ?? 0n;
  const missing = missingPermissions(granted, LOG_PERMISSIONS);
  if (missing.length > 0) {
    const t = privateTranslator(context, interaction);
    const names = t.list(missing.map((name) => t.t(`policy.permissionNames.${name}`)));
    throw new LogChannelNotUsableError(channel.id, names);
  }
  return channel.id;
}

/** Count credits / Count generations: the budget counts the other unit, its caps converted. */
export const otherUnit = (budget: Parameters<typeof inOtherUnit>[0], context: AppContext) =>
  inOtherUnit(budget, context.config.CREDITS_PER_GENERATION);

/**
 * `roleId` when it is a role of the interaction's server (Discord's own guild data, never the
 * custom id alone); a role id from a forged custom id for another server's role is refused.
 * @throws {NotHereError} when the server has no such role.
 */
function serverRole(interaction: SettingInteraction, roleId: string | undefined): string {
  if (!roleId || !interaction.guild?.roles.cache.has(roleId)) throw new NotHereError();
  return roleId;
}

/**
 * The roles picked for priority in the line: those of the interaction's server (Discord's own
 * guild data; a role of another server, or @everyone, is left out).
 */
export function pickedPriorityRoles(interaction: RoleSelectMenuInteraction): readonly string[] {
  const roles = interaction.guild?.roles.cache;
  return interaction.values.filter(
    (roleId) => roleId !== interaction.guildId && roles?.has(roleId),
  );
}

/** The role select: the chosen role's daily limit form, filled in with its rule. */
export async function pickRole(interaction: RoleSelectMenuInteraction, context: AppContext) {
  const key = serverRole(interaction, interaction.values[0]);
  const role = interaction.guild?.roles.cache.get(key)?.name;
  const target = { ...POLICY_PANEL, key, suffix: role ? ` · @${role}` : '' };
  const saveId = POLICY_IDS.saveRole.build({ role: key });
  await openSettingForm(context, interaction, S.roleLimit, saveId, target);
}

/**
 * A role's form submitted: its daily limit, or blank to remove the rule.
 * @throws {TooManyRoleLimitsError} for a new rule past the most a server keeps (the store's check,
 * made in the run that writes, so forms submitted at once never pass it).
 */
export async function saveRoleLimit(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  fields: { readonly role: string },
): Promise<void> {
  const key = serverRole(interaction, fields.role);
  await saveSettingForm(context, interaction, S.roleLimit, { ...POLICY_PANEL, key });
  await answerForm(interaction, await panelOf(context, interaction, 'members'));
}

/**
 * The blocks page's select: lifts the block of the member chosen, when they are blocked in this
 * server (the value is user input: a member not blocked here changes nothing), tells the log who
 * lifted it, and shows the page afresh.
 */
export async function liftBlock(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<void> {
  const guildId = serverOf(interaction, POLICY_PANEL.part);
  const memberId = interaction.values[0] ?? '';
  if (await context.stores.blocks.lift(guildId, memberId)) {
    context.moderation.emit('moderated', {
      guildId,
      userId: interaction.user.id,
      memberId,
      action: 'unblocked',
    });
  }
  await interaction.update(await panelOf(context, interaction, 'blocks'));
}
