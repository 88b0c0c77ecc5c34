import type { EventEmitter } from 'node:events';
import { GatewayIntentBits } from 'discord-api-types/v10';
import type { InteractionRun } from './driver/interaction-run.js';
import type { MessageDriver } from './driver/message-driver.js';
import type { DiscordEmulatorEvents } from './emulator-events.js';
import { MessageSerializer } from './serialize/serialize-message.js';
import type { EmulatorState } from './state/emulator-state.js';
import type { MessageRecord } from './state/records.js';

/**
 * Turns store events into the public events (views and runs) and into MESSAGE_* gateway
 * dispatches: guild messages for sessions with the GuildMessages intent, the bot's DMs for those
 * with DirectMessages (shard 0); never ephemeral messages or private channels without the bot.
 * A payload or view nobody would receive is not built (a burst's replies cost no serialization
 * when the bot has no message intent).
 */
export function bridgeEvents(
  state: EmulatorState,
  events: EventEmitter<DiscordEmulatorEvents>,
  messages: MessageDriver,
  runOf: (id: string) => InteractionRun | undefined,
): void {
  const serializer = new MessageSerializer(state);
  const { GuildMessages, DirectMessages } = GatewayIntentBits;
  const intent = (m: MessageRecord) => (m.guildId ? GuildMessages : DirectMessages);
  const hidden = (m: MessageRecord) =>
    ((m.versions.at(-1)?.flags ?? 0) & 64) !== 0 ||
    state.privateChannels.get(m.channelId)?.withBot === false;
  const sent = (m: MessageRecord) => state.receives(intent(m)) && !hidden(m);
  const watched = (event: 'messageCreate' | 'messageUpdate' | 'messageDelete') =>
    events.listenerCount(event) > 0;
  state.events.on('messageCreate', (m) => {
    if (sent(m)) state.dispatch('MESSAGE_CREATE', serializer.message(m), intent(m));
    if (watched('messageCreate')) events.emit('messageCreate', messages.view(m));
  });
  state.events.on('messageUpdate', (m) => {
    if (sent(m)) state.dispatch('MESSAGE_UPDATE', serializer.message(m), intent(m));
    if (watched('messageUpdate')) events.emit('messageUpdate', messages.view(m));
  });
  state.events.on('messageDelete', (m) => {
    const data = {
      id: m.id,
      channel_id: m.channelId,
      ...(m.guildId ? { guild_id: m.guildId } : {}),
    };
    if (sent(m)) state.dispatch('MESSAGE_DELETE', data, intent(m));
    if (watched('messageDelete')) events.emit('messageDelete', messages.view(m));
  });
  state.events.on('interactionCreate', (record) => {
    const run = runOf(record.id);
    if (run) events.emit('interactionCreate', run);
  });
  state.events.on('interactionResponse', (record) => {
    const run = runOf(record.id);
    if (run) events.emit('interactionResponse', run);
  });
}
