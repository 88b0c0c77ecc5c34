import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import type { Route, RouteContext } from '../rest/route.js';
import type { AutoModRuleInput, AutoModRulePatch } from '../state/automod-rules.js';

/**
 * The guild of `:guildId` when the bot may manage its AutoMod rules: `10004` unknown, `50001`
 * when the bot is not a member, `50013` without Manage Server (Discord's requirement for every
 * AutoMod route).
 */
function managedGuild({ state, params }: RouteContext): string {
  const guild = state.guilds.guilds.get(params.guildId ?? '');
  if (!guild) throw ApiError.unknownGuild();
  if (!state.guilds.member(guild.id, state.bot.id)) throw ApiError.missingAccess();
  if (!(state.guilds.permissions(guild.id, state.bot.id) & P.ManageGuild)) {
    throw ApiError.missingPermissions();
  }
  return guild.id;
}

/** The rule of `:ruleId` in the managed guild; `10066` Unknown auto moderation rule. */
function ruleOf(context: RouteContext) {
  const rule = context.state.autoMod.get(managedGuild(context), context.params.ruleId ?? '');
  if (!rule) throw new ApiError(404, 10066, 'Unknown auto moderation rule');
  return rule;
}

const limit = { rule: 'default' as const, major: 'guildId' };
const common = { botAuth: true, rateLimit: limit };
const rules = '/guilds/:guildId/auto-moderation/rules';
const one = `${rules}/:ruleId`;

/**
 * Discord's AutoMod rule routes (list, get, create, modify, delete), each needing Manage Server;
 * a change fires its AUTO_MODERATION_RULE_* event (`state.autoMod`).
 */
export function autoModRoutes(): Route[] {
  return [
    {
      name: 'autoModRules',
      method: 'GET',
      path: rules,
      ...common,
      handle: (context) => ({ status: 200, body: context.state.autoMod.of(managedGuild(context)) }),
    },
    {
      name: 'autoModRules',
      method: 'POST',
      path: rules,
      ...common,
      handle: (context) => {
        const input = (context.body.json ?? {}) as AutoModRuleInput;
        const guildId = managedGuild(context);
        return {
          status: 200,
          body: context.state.autoMod.create(guildId, context.state.bot.id, input),
        };
      },
    },
    {
      name: 'autoModRule',
      method: 'GET',
      path: one,
      ...common,
      handle: (context) => ({ status: 200, body: ruleOf(context) }),
    },
    {
      name: 'autoModRule',
      method: 'PATCH',
      path: one,
      ...common,
      handle: (context) => {
        const rule = ruleOf(context);
        const patch = (context.body.json ?? {}) as AutoModRulePatch;
        return { status: 200, body: context.state.autoMod.update(rule.guild_id, rule.id, patch) };
      },
    },
    {
      name: 'autoModRule',
      method: 'DELETE',
      path: one,
      ...common,
      handle: (context) => {
        const rule = ruleOf(context);
        context.state.autoMod.delete(rule.guild_id, rule.id);
        return { status: 204 };
      },
    },
  ];
}
