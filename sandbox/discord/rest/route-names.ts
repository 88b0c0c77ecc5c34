/**
 * Every REST route the emulator serves, by name (method and path after `/api/v10`):
 * - `gatewayBot` GET /gateway/bot · `gateway` GET /gateway · `usersMe` GET /users/@me
 * - `applicationMe` GET /applications/@me (and /oauth2/applications/@me)
 * - `globalCommands` GET, PUT /applications/{app}/commands
 * - `guildCommands` GET, PUT /applications/{app}/guilds/{guild}/commands
 * - `interactionCallback` POST /interactions/{id}/{token}/callback
 * - `webhookExecute` POST /webhooks/{app}/{token} (follow-ups)
 * - `webhookMessage` GET, PATCH, DELETE /webhooks/{app}/{token}/messages/{id | @original}
 * - `channel` GET /channels/{channel}
 * - `channelMessages` GET, POST /channels/{channel}/messages
 * - `channelMessage` GET, PATCH, DELETE /channels/{channel}/messages/{message}
 * - `typing` POST /channels/{channel}/typing
 * - `guild` GET /guilds/{guild} · `guildChannels` GET /guilds/{guild}/channels
 * - `guildRoles` GET /guilds/{guild}/roles · `guildMember` GET /guilds/{guild}/members/{user}
 * - `user` GET /users/{user} · `createDm` POST /users/@me/channels
 * - `autoModRules` GET, POST /guilds/{guild}/auto-moderation/rules
 * - `autoModRule` GET, PATCH, DELETE /guilds/{guild}/auto-moderation/rules/{rule}
 * - `oauth2Token` POST /oauth2/token · `oauth2TokenRevoke` POST /oauth2/token/revoke · `activityInstance` GET /applications/{app}/activity-instances/{instance}
 */
export type RouteName =
  | 'gatewayBot'
  | 'gateway'
  | 'usersMe'
  | 'applicationMe'
  | 'globalCommands'
  | 'guildCommands'
  | 'interactionCallback'
  | 'webhookExecute'
  | 'webhookMessage'
  | 'channel'
  | 'channelMessages'
  | 'channelMessage'
  | 'typing'
  | 'guild'
  | 'guildChannels'
  | 'guildRoles'
  | 'guildMember'
  | 'user'
  | 'createDm'
  | 'autoModRules'
  | 'autoModRule'
  | 'oauth2Token'
  | 'oauth2TokenRevoke'
  | 'activityInstance';
