import { GuildSerializer } from '../serialize/serialize-guild.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { GatewaySession } from './gateway-session.js';

/** The `d` of an IDENTIFY (op 2) as far as the emulator reads it. */
export interface IdentifyData {
  token?: string;
  intents?: number;
  /** `[shard_id, num_shards]`; checked by `shardOf`. */
  shard?: unknown;
}

/** The `d` of a RESUME (op 6). */
export interface ResumeData {
  token?: string;
  session_id?: string;
  seq?: number;
}

/**
 * The READY dispatch: the bot user, its guilds as unavailable (GUILD_CREATE follows), the session
 * id and resume URL, the shard and the application (discord.js crashes without `application`).
 */
export function readyPayload(
  state: EmulatorState,
  session: GatewaySession,
  guildIds: readonly string[],
  resumeUrl: string,
) {
  const serializer = new GuildSerializer(state);
  return {
    v: 10,
    user: { ...serializer.user(state.bot), verified: true, mfa_enabled: false, flags: 0 },
    guilds: guildIds.map((id) => ({ id, unavailable: true })),
    session_id: session.id,
    session_type: 'normal',
    resume_gateway_url: resumeUrl,
    shard: session.shard,
    application: { id: state.applicationId, flags: state.activities.flags },
    private_channels: [],
    relationships: [],
    user_settings: {},
    presences: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    auth_session_id_hash: state.ids.hex(),
    _trace: ['["discord-emulator",{"micros":0}]'],
  };
}
