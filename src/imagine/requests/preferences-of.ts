import type { ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { UnknownStyleError } from '../../preferences/errors.js';
import { type DefaultLayers, loadDefaultLayers } from '../../preferences/layered-defaults.js';
import { findStyle, type Style } from '../../preferences/styles.js';
import type { ImagineInput } from '../options/imagine-options.js';

/**
 * The layers of defaults of the member here (their own, the channel's, the server's) and the
 * style they named, read from the store.
 * @throws {UnknownStyleError} when `style:` names no style here.
 */
export async function preferencesOf(
  context: Pick<AppContext, 'stores'>,
  interaction: Pick<ChatInputCommandInteraction, 'guildId' | 'user'> & {
    readonly channelId: string | null;
  },
  typed: ImagineInput,
): Promise<[DefaultLayers, Style?]> {
  const { guildId, channelId } = interaction;
  const layers = loadDefaultLayers(context.stores, {
    userId: interaction.user.id,
    guildId,
    channelId,
  });
  if (typed.style === undefined || typed.style.trim() === '') return [await layers];
  const style = await findStyle(context.stores, guildId, typed.style);
  if (!style) throw new UnknownStyleError(typed.style);
  return [await layers, style];
}
