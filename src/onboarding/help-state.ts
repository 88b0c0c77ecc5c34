import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { reachOf } from '../bot/install-scope.js';
import { memberRoleIds } from '../bot/member-roles.js';
import { serverBackend } from '../bot/server-backend.js';
import { type BackendNaming, namingOf } from '../image-backend/backend-naming.js';
import type { ServiceSignup } from '../image-backend/backend-registry.js';
import { type ServerKeyAllowance, serverKeyAllowance } from '../keys/server-key-allowance.js';
import type { BudgetCaps } from '../store/budget-caps.js';
import type { PolicyLimits } from '../store/server-policy-store.js';
import { type CommandsHere, commandsHere, helpPlaceOf } from './help-commands.js';

/** Where `/help` runs, as it changes what the bot does there. */
export type HelpWhere = 'server' | 'dm' | 'withoutBot';

/** The server key as one member finds it: nothing is counted by reading it. */
export type ServerKeyState =
  | Exclude<ServerKeyAllowance, { readonly kind: 'open' }>
  | {
      readonly kind: 'open';
      readonly used: number;
      readonly limit: number;
      /** When the member's day ends (a UTC midnight), epoch ms. */
      readonly resetsAt: number;
    };

/** What `/help` shows a member: a pure view for {@link renderHelp}. */
export interface HelpView {
  /** How texts name the backend generations go to here (absent in some unit tests). */
  readonly backend?: BackendNaming;
  readonly where: HelpWhere;
  readonly keyLinked: boolean;
  /** In a server with the bot: its key as this member finds it, and what the server limits. */
  readonly server?: {
    readonly key: ServerKeyState;
    readonly limits: PolicyLimits;
    readonly budget: BudgetCaps;
  };
  /** Generations one member may have running at once (`MAX_ACTIVE_PER_MEMBER`). */
  readonly activeCap: number;
  readonly commands: CommandsHere;
  readonly privacyUrl?: string;
  readonly termsUrl?: string;
  /** Where members get keys and tokens, as the operator named it. */
  readonly signup: ServiceSignup;
}

/**
 * Reads what `/help` tells the member: their key, the server key's room for them today (as
 * admission reads it), the server's limits, and the commands offered here in `locale`.
 */
export async function readHelpView(
  context: Pick<AppContext, 'stores' | 'config' | 'commands' | 'backends'>,
  interaction: ChatInputCommandInteraction,
  locale: string,
): Promise<HelpView> {
  const { stores, config } = context;
  const userId = interaction.user.id;
  const { serverId } = reachOf(interaction);
  const where: HelpWhere = serverId ? 'server' : interaction.guildId ? 'withoutBot' : 'dm';
  const registered = await serverBackend(context, serverId);
  const view = {
    where,
    backend: namingOf(registered),
    keyLinked: await stores.apiKeys.has(userId),
    activeCap: config.MAX_ACTIVE_PER_MEMBER,
    commands: commandsHere(context.commands, helpPlaceOf(interaction), locale),
    signup: registered.signup,
    ...(config.PRIVACY_POLICY_URL && { privacyUrl: config.PRIVACY_POLICY_URL }),
    ...(config.TERMS_URL && { termsUrl: config.TERMS_URL }),
  };
  if (!serverId) return view;
  const allowance = await serverKeyAllowance(
    stores,
    serverId,
    memberRoleIds(interaction),
    config.CREDITS_PER_GENERATION,
  );
  const { limits } = await stores.policy.get(serverId);
  if (allowance.kind !== 'open') {
    return { ...view, server: { key: allowance, limits, budget: {} } };
  }
  const room = await stores.usage.remaining(serverId, userId, allowance.dailyLimit);
  const key: ServerKeyState = {
    kind: 'open',
    used: room.limit - room.left,
    limit: room.limit,
    resetsAt: room.resetsAt,
  };
  return { ...view, server: { key, limits, budget: allowance.budget } };
}
