import { EventEmitter } from 'node:events';
import { GatewayIntentBits } from 'discord-api-types/v10';
import type { Clock } from '../clock.js';
import { IdFactory } from '../id-factory.js';
import { ActivityStore } from './activity-store.js';
import { AttachmentStore } from './attachment-store.js';
import { AutoModRules } from './automod-rules.js';
import { CommandStore } from './command-store.js';
import { type GatewayLimitOptions, GatewayLimits } from './gateway-limits.js';
import { GuildStore } from './guild-store.js';
import { InteractionStore, type InteractionTimings } from './interaction-store.js';
import { MessageStore } from './message-store.js';
import { OAuth2Grants } from './oauth2-grants.js';
import { PrivateChannelStore } from './private-channel-store.js';
import type { UserRecord } from './records.js';
import type { StateEvents } from './state-events.js';

/** What the state needs to exist. */
export interface EmulatorStateOptions {
  clock: Clock;
  token: string;
  applicationId?: string;
  botName: string;
  timings: InteractionTimings;
  gateway: GatewayLimitOptions;
  baseUrl: () => string;
}

/** Everything Discord would know: the stores, the bot, its token, its limits and the change feed. */
export class EmulatorState {
  readonly events = new EventEmitter<StateEvents>();
  readonly clock: Clock;
  readonly ids: IdFactory;
  readonly guilds: GuildStore;
  readonly privateChannels: PrivateChannelStore;
  readonly messages: MessageStore;
  readonly attachments: AttachmentStore;
  readonly interactions: InteractionStore;
  readonly commands: CommandStore;
  /** Each guild's AutoMod rules; a change is dispatched to sessions with the AutoModerationConfiguration intent. */
  readonly autoMod: AutoModRules;
  readonly gatewayLimits: GatewayLimits;
  /** The app's Activity (Developer Portal) and its running instances. */
  readonly activities: ActivityStore;
  /** The app's OAuth2 client secret, the codes members' clients made and their access tokens. */
  readonly oauth2: OAuth2Grants;
  readonly bot: UserRecord;
  readonly applicationId: string;
  token: string;
  /**
   * Whether a dispatch needing `intent` would reach any gateway session (connected or resumable);
   * set by the gateway, so that a payload nobody receives is not built. @default () => true
   */
  receives: (intent: number) => boolean = () => true;

  constructor(options: EmulatorStateOptions) {
    this.events.setMaxListeners(0);
    this.clock = options.clock;
    this.ids = new IdFactory(options.clock);
    this.token = options.token;
    this.applicationId = options.applicationId ?? this.ids.snowflake();
    this.guilds = new GuildStore(this.ids, this.clock);
    this.bot = this.guilds.addUser({
      id: this.applicationId,
      username: options.botName,
      globalName: null,
      discriminator: '0001',
      bot: true,
    });
    this.privateChannels = new PrivateChannelStore(this.ids, this.clock);
    this.messages = new MessageStore(this.ids, this.clock, this.events);
    this.attachments = new AttachmentStore(this.ids, options.baseUrl);
    this.interactions = new InteractionStore(this.clock, this.events, options.timings);
    this.commands = new CommandStore(this.ids, this.applicationId);
    this.autoMod = new AutoModRules(this.ids, (event, rule) => {
      this.dispatch(event, rule, GatewayIntentBits.AutoModerationConfiguration);
      this.changed();
    });
    this.gatewayLimits = new GatewayLimits(this.clock, options.gateway);
    this.activities = new ActivityStore(this.ids);
    this.oauth2 = new OAuth2Grants(this.applicationId, this.ids, this.clock);
  }

  /** Sends a gateway dispatch to every session whose intents include `intent` (0: always). */
  dispatch(event: string, data: unknown, intent = 0): void {
    this.events.emit('dispatch', event, data, intent);
  }

  changed(): void {
    this.events.emit('change');
  }
}
