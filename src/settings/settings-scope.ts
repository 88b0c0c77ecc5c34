import type { Interaction } from 'discord.js';
import { ServerOnlyError } from '../bot/bot-errors.js';
import type { AppContext } from '../bot/context.js';
import { type DefaultLayers, loadDefaultLayers } from '../preferences/layered-defaults.js';
import type { DefaultsScope } from '../store/defaults-store.js';

/** Whose defaults a `/settings` panel shows, as its custom ids name it. */
export const SETTINGS_SCOPES = ['me', 'channel', 'server'] as const;

/** A {@link SETTINGS_SCOPES} entry. */
export type SettingsScope = (typeof SETTINGS_SCOPES)[number];

/** Whether `value` names a scope. */
export const isSettingsScope = (value: string | undefined | null): value is SettingsScope =>
  SETTINGS_SCOPES.includes(value as SettingsScope);

/** The part of an interaction the scope is read from. */
type Place = Pick<Interaction, 'guildId' | 'channelId' | 'user'>;

/**
 * The stored scope `scope` names here: the member's own, this channel's or this server's (those
 * two need Manage Server, the command's declared right for them, checked by the dispatcher).
 * @throws ServerOnlyError for a channel or server in a DM.
 */
export function storedScopeOf(interaction: Place, scope: SettingsScope): DefaultsScope {
  if (scope === 'me') return { kind: 'member', userId: interaction.user.id };
  const { guildId, channelId } = interaction;
  if (!guildId || (scope === 'channel' && !channelId)) throw new ServerOnlyError('settings');
  return scope === 'server'
    ? { kind: 'server', guildId }
    : { kind: 'channel', guildId, channelId: channelId ?? '' };
}

/**
 * The layers that make a scope's effective values: the member's own panel sees all three, a
 * channel's the channel's and the server's, the server's only its own.
 */
export async function layersFor(
  context: Pick<AppContext, 'stores'>,
  interaction: Place,
  scope: SettingsScope,
): Promise<DefaultLayers> {
  const layers = await loadDefaultLayers(context.stores, {
    userId: interaction.user.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
  });
  if (scope === 'me') return layers;
  if (scope === 'channel') return { ...layers, member: {} };
  return { member: {}, channel: {}, server: layers.server };
}
