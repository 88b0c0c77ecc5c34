export { AdjustableClock, type Clock } from './clock.js';
export { DiscordEmulator } from './discord-emulator.js';
export {
  type ActivityAuthentication,
  ActivityDriver,
  ActivityRpcError,
} from './driver/activity-driver.js';
export type { OptionValue, Upload } from './driver/command-options.js';
export type {
  AddBotOptions,
  AddMemberOptions,
  CreateChannelOptions,
  CreateGuildOptions,
  CreateRoleOptions,
  CreateUserOptions,
} from './driver/guild-driver.js';
export type {
  AutocompleteInput,
  ClickButtonInput,
  ForgeComponentInput,
  RunCommandInput,
  RunMessageCommandInput,
  SelectEntitiesInput,
  SelectMenuInput,
  SubmitModalInput,
} from './driver/interaction-inputs.js';
export type { InteractionKind, InteractionRun } from './driver/interaction-run.js';
export type { InteractionStatus } from './driver/interaction-status.js';
export type { MessageFilter } from './driver/message-driver.js';
export type {
  AttachmentView,
  ButtonView,
  MessageSnapshot,
  MessageView,
} from './driver/message-view.js';
export type { ModalField, ModalView } from './driver/modal-view.js';
export type { BotPermissionOptions, ChannelPermissionOptions } from './driver/permission-driver.js';
export type {
  ChannelRef,
  DmChannelRef,
  GuildRef,
  IdLike,
  PrivateChannelRef,
  RoleRef,
  UserRef,
} from './driver/refs.js';
export { ScenarioDriver, type SetupGuildOptions } from './driver/scenario-driver.js';
export type { WaitOptions } from './driver/wait-for.js';
export type { DiscordEmulatorEvents } from './emulator-events.js';
export { type DiscordEmulatorOptions, emulatorDefaults } from './emulator-options.js';
export type { GatewayOutage } from './gateway/gateway-outage.js';
export type { GatewayStats, IdentifyAttempt } from './gateway/gateway-server.js';
export type { GatewaySessionInfo } from './gateway/gateway-session.js';
export {
  allPermissions,
  defaultBotPermissions,
  defaultEveryonePermissions,
  type PermissionInput,
  type PermissionName,
  permissionNames,
  toPermissionBits,
} from './permissions.js';
export type { FaultHandle, FaultSpec } from './rest/fault-injector.js';
export {
  defaultRateLimits,
  type RateLimitOverrides,
  type RateLimitRule,
  type RateLimitRuleName,
  type RetryAfterFormat,
  type RouteRateLimits,
} from './rest/rate-limit-rules.js';
export type { HoldHandle, HoldSpec } from './rest/request-holds.js';
export type { RequestLogEntry } from './rest/request-log.js';
export type { RouteName } from './rest/route-names.js';
export { shardOfGuild } from './sharding.js';
export { startDiscordEmulator } from './start-discord-emulator.js';
export type {
  ActivityInstance,
  ActivityLaunch,
  ActivityLocation,
} from './state/activity-store.js';
export type { AutoModRuleInput, AutoModRulePatch } from './state/automod-rules.js';
export type { SessionStartLimit } from './state/gateway-limits.js';
export type { GatewayDelivery, InteractionContext } from './state/records.js';
