/** Discord's upload limit of a server without boosts (and of direct messages): 10 MiB. */
export const BASE_UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Each boost level's upload limit (`premium_tier`): tiers 0 and 1 10 MiB, 2 50 MiB, 3 100 MiB. */
const TIER_LIMITS: readonly number[] = [
  BASE_UPLOAD_LIMIT,
  BASE_UPLOAD_LIMIT,
  50 * 1024 * 1024,
  100 * 1024 * 1024,
];

/** The upload limit of a server at boost level `premiumTier` (none known: the base). */
export const tierUploadLimit = (premiumTier: number | null | undefined): number =>
  TIER_LIMITS[premiumTier ?? 0] ?? BASE_UPLOAD_LIMIT;

/**
 * The most the bot uploads in a reply: what the interaction says (`attachment_size_limit`), held
 * to its server's boost level (`guild.premium_tier`, as cached) where the bot knows the server;
 * the base where Discord says neither.
 */
export function uploadLimitOf(interaction: {
  readonly attachmentSizeLimit?: number | null;
  readonly guild?: { readonly premiumTier: number } | null;
}): number {
  const said = interaction.attachmentSizeLimit || BASE_UPLOAD_LIMIT;
  const { guild } = interaction;
  return guild ? Math.min(said, tierUploadLimit(guild.premiumTier)) : said;
}
