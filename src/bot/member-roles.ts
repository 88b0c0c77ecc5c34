import type { BaseInteraction } from 'discord.js';

/** The roles of the member who sent `interaction`, from its member data (none outside a server). */
export function memberRoleIds(interaction: Pick<BaseInteraction, 'member'>): readonly string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}
