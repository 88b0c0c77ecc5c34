import type { GatewayDelivery } from '../state/records.js';
import type { GatewaySession } from './gateway-session.js';

/** The gateway's sessions by id, and Discord's routing of a dispatch to them. */
export class GatewaySessions extends Map<string, GatewaySession> {
  /**
   * Sends a dispatch to every session (connected or resumable) of the shard that owns its guild
   * (shard 0 without one: DMs) whose intents include `intent` (0: any); returns who got it.
   */
  /** Whether a dispatch needing `intent` (0: any) would reach a session of some shard. */
  receives(intent: number): boolean {
    if (!intent) return this.size > 0;
    for (const session of this.values()) if (session.intents & intent) return true;
    return false;
  }

  route(t: string, d: unknown, intent: number, at: number): GatewayDelivery[] {
    const about = d as { guild_id?: string; id?: string } | null;
    const guildId = about?.guild_id ?? (GUILD_EVENTS.has(t) ? about?.id : undefined);
    const deliveries: GatewayDelivery[] = [];
    for (const session of this.values()) {
      if (intent && !(session.intents & intent)) continue;
      if (!session.handles(guildId)) continue;
      const { id: sessionId, shard, connected } = session;
      deliveries.push({ sessionId, shard, at, connected });
      session.dispatch(t, d);
    }
    return deliveries;
  }
}

/** Dispatches about a guild that name it by `id`, not `guild_id`. */
export const GUILD_EVENTS = new Set(['GUILD_CREATE', 'GUILD_DELETE']);
