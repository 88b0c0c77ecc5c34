import {
  type APISelectMenuComponent,
  ComponentType,
  InteractionType,
  ApplicationCommandOptionType as T,
} from 'discord-api-types/v10';
import { MessageSerializer } from '../serialize/serialize-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { InteractionRecord, MessageRecord } from '../state/records.js';
import { nestOptions, typeOptions } from './command-options.js';
import { InteractionFactory, type InteractionTarget } from './interaction-factory.js';
import type {
  AutocompleteInput,
  ClickButtonInput,
  ForgeComponentInput,
  RunCommandInput,
  RunMessageCommandInput,
  SelectEntitiesInput,
  SelectMenuInput,
  SubmitModalInput,
} from './interaction-inputs.js';
import { interactionPlace } from './interaction-place.js';
import { type InteractionKind, InteractionRun } from './interaction-run.js';
import { messageView } from './message-view.js';
import { bareModalSubmission, modalSubmission, modalView } from './modal-view.js';
import { type IdLike, idOf } from './refs.js';

/** The option type an entity select's pick resolves as (user, role, mentionable, channel select). */
const PICKED_AS: Partial<Record<number, T>> = {
  [ComponentType.UserSelect]: T.User,
  [ComponentType.RoleSelect]: T.Role,
  [ComponentType.MentionableSelect]: T.Mentionable,
  [ComponentType.ChannelSelect]: T.Channel,
};

/** Sends slash commands, autocomplete, button clicks, select choices and modal submits. */
export class InteractionDriver {
  readonly #factory: InteractionFactory;
  readonly #serializer: MessageSerializer;
  readonly #runs = new Map<string, InteractionRun>();

  constructor(
    private readonly state: EmulatorState,
    private readonly attachmentSizeLimit: number,
    private readonly hasGateway: () => boolean,
  ) {
    this.#factory = new InteractionFactory(state, attachmentSizeLimit);
    this.#serializer = new MessageSerializer(state);
  }

  get runs(): InteractionRun[] {
    return [...this.#runs.values()];
  }

  run(id: string): InteractionRun | undefined {
    return this.#runs.get(id);
  }

  async runCommand(input: RunCommandInput): Promise<InteractionRun> {
    return this.#command(input, InteractionType.ApplicationCommand, 'command');
  }

  /**
   * Uses a message context-menu command on a message, as Discord sends it: type 2 with
   * `data.type` 3, `target_id` and the message in `resolved.messages`. The command must be
   * registered where the message is (else it is not in the member's Apps menu).
   */
  async runMessageCommand(input: RunMessageCommandInput): Promise<InteractionRun> {
    const message = this.state.messages.live(idOf(input.message));
    const userId = idOf(input.user);
    const registered = this.state.commands.find(input.name, message.guildId, 3);
    if (!registered) throw new Error(`no message command "${input.name}" is registered here`);
    const target: InteractionTarget = {
      ...interactionPlace(this.state, message.channelId, userId, { command: registered }),
      userId,
      ...(input.locale ? { locale: input.locale } : {}),
    };
    const data = {
      id: registered.id,
      name: registered.name,
      type: 3,
      target_id: message.id,
      resolved: { messages: { [message.id]: this.#serializer.message(message) } },
      ...(registered.guild_id ? { guild_id: registered.guild_id } : {}),
    };
    return this.#send('command', InteractionType.ApplicationCommand, target, data);
  }

  async autocomplete(input: AutocompleteInput): Promise<InteractionRun> {
    return this.#command(
      input,
      InteractionType.ApplicationCommandAutocomplete,
      'autocomplete',
      input.focused,
    );
  }

  async clickButton(input: ClickButtonInput): Promise<InteractionRun> {
    const message = this.state.messages.live(idOf(input.message));
    const found = messageView(message, this.#serializer).buttons.find((b) =>
      input.customId !== undefined ? b.customId === input.customId : b.label === input.label,
    );
    const which = input.customId ?? input.label;
    if (!found?.customId) throw new Error(`message ${message.id} has no button "${which}"`);
    if (found.disabled) throw new Error(`button "${which}" is disabled`);
    const data = { custom_id: found.customId, component_type: 2 };
    return this.#send(
      'button',
      InteractionType.MessageComponent,
      { ...this.#target(message, input.user), ...(input.locale ? { locale: input.locale } : {}) },
      data,
      message.id,
    );
  }

  /** Sends what a modified client can: any custom id (and values) on a message; see {@link ForgeComponentInput}. */
  async forgeComponent(input: ForgeComponentInput): Promise<InteractionRun> {
    const message = this.state.messages.live(idOf(input.message));
    const { customId: custom_id, values } = input;
    const select = values !== undefined;
    return this.#send(
      select ? 'select' : 'button',
      InteractionType.MessageComponent,
      { ...this.#target(message, input.user), ...(input.locale ? { locale: input.locale } : {}) },
      select ? { custom_id, component_type: 3, values } : { custom_id, component_type: 2 },
      message.id,
    );
  }

  async selectMenu(input: SelectMenuInput): Promise<InteractionRun> {
    const message = this.state.messages.live(idOf(input.message));
    const data = { custom_id: input.customId, component_type: 3, values: input.values };
    return this.#send(
      'select',
      InteractionType.MessageComponent,
      { ...this.#target(message, input.user), ...(input.locale ? { locale: input.locale } : {}) },
      data,
      message.id,
    );
  }

  /** Chooses roles in a role select (component type 6) of a message; see {@link SelectEntitiesInput}. */
  selectRoles(input: SelectEntitiesInput): Promise<InteractionRun> {
    return this.#selectEntities(input, ComponentType.RoleSelect, 'roles');
  }

  /** Chooses channels in a channel select (component type 8) of a message; see {@link SelectEntitiesInput}. */
  selectChannels(input: SelectEntitiesInput): Promise<InteractionRun> {
    return this.#selectEntities(input, ComponentType.ChannelSelect, 'channels');
  }

  async #selectEntities(
    input: SelectEntitiesInput,
    type: ComponentType.RoleSelect | ComponentType.ChannelSelect,
    kind: 'roles' | 'channels',
  ): Promise<InteractionRun> {
    const message = this.state.messages.live(idOf(input.message));
    const view = messageView(message, this.#serializer);
    const select = view.components
      .flatMap((row) => ('components' in row ? (row.components as unknown[]) : [row]))
      .find(
        (component): component is APISelectMenuComponent =>
          (component as { custom_id?: string }).custom_id === input.customId,
      );
    if (!select || select.type !== type)
      throw new Error(`message ${message.id} has no ${kind} select "${input.customId}"`);
    const ids = input.values.map(idOf);
    const { min_values: min = 1, max_values: max = 1 } = select;
    if (ids.length < min || ids.length > max)
      throw new Error(`select "${input.customId}" takes ${min}–${max} values, not ${ids.length}`);
    const target = {
      ...this.#target(message, input.user),
      ...(input.locale ? { locale: input.locale } : {}),
    };
    const channelTypes = 'channel_types' in select ? select.channel_types : undefined;
    if (kind === 'channels' && channelTypes) {
      for (const id of ids) {
        const channel = this.state.guilds.channels.get(id);
        if (channel && !channelTypes.includes(channel.type as never))
          throw new Error(`select "${input.customId}" does not offer channel ${id}`);
      }
    }
    const resolved = this.#factory.resolveSelected(kind, ids, target);
    const data = { custom_id: input.customId, component_type: type, values: ids, resolved };
    return this.#send('select', InteractionType.MessageComponent, target, data, message.id);
  }

  /**
   * Submits the modal an interaction was answered with, as Discord's client sends it (picked
   * users, roles and channels and uploaded files in `resolved`), or a bare `customId` modal.
   */
  async submitModal(input: SubmitModalInput): Promise<InteractionRun> {
    const source = input.interaction ? this.#record(input.interaction.id) : undefined;
    const channelId = input.channel ? idOf(input.channel) : source?.channelId;
    const userId = input.user ? idOf(input.user) : source?.userId;
    if (!channelId || !userId) throw new Error('submitModal needs a channel and a user');
    const guild = input.guild ? idOf(input.guild) : undefined;
    const sourceLocale = (source?.payload as { locale?: string } | undefined)?.locale;
    const locale = input.locale ?? sourceLocale;
    const inherited = source?.payload.authorizing_integration_owners;
    const target = {
      ...interactionPlace(this.state, channelId, userId, {
        guild,
        ...(inherited ? { inherited } : {}),
      }),
      userId,
      ...(locale ? { locale } : {}),
    };
    const resolver = this.#factory.modalResolver(target);
    let data: Record<string, unknown>;
    if (source) {
      if (!source.modal) throw new Error(`interaction ${source.id} was not answered with a modal`);
      const components = modalSubmission(
        modalView(source.modal),
        input.values,
        {
          entity: (type, picked) =>
            resolver.resolve(PICKED_AS[type] ?? T.Mentionable, { id: idOf(picked) }),
          upload: (file) => {
            const size = Buffer.byteLength(file.data as string | Uint8Array);
            if (size > this.attachmentSizeLimit)
              throw new Error(
                `${file.name} is over the ${this.attachmentSizeLimit}-byte upload limit`,
              );
            return resolver.resolve(T.Attachment, file);
          },
        },
        { unchecked: input.unchecked === true },
      );
      const resolved = resolver.resolved();
      data = { custom_id: source.modal.custom_id, components, ...(resolved ? { resolved } : {}) };
    } else {
      if (!input.customId) throw new Error('submitModal needs an interaction or a customId');
      data = { custom_id: input.customId, components: bareModalSubmission(input.values) };
    }
    return this.#send(
      'modal',
      InteractionType.ModalSubmit,
      target,
      data,
      source?.sourceMessageId,
      source?.id,
    );
  }

  async #command(
    input: RunCommandInput,
    type: InteractionType,
    kind: InteractionKind,
    focused?: string,
  ) {
    const channelId = idOf(input.channel);
    const userId = idOf(input.user);
    const channelGuild = this.state.guilds.channels.get(channelId)?.guildId ?? null;
    const registered = this.state.commands.find(input.name, channelGuild);
    if (!registered && !channelGuild && this.state.commands.inSomeGuild(input.name))
      throw new Error(`/${input.name} is registered per guild only, so it is not offered here`);
    const guild = input.guild ? idOf(input.guild) : undefined;
    const target: InteractionTarget = {
      ...interactionPlace(this.state, channelId, userId, { guild, command: registered }),
      userId,
      ...(input.locale ? { locale: input.locale } : {}),
    };
    const values = { ...input.options, ...input.attachments };
    const typed = typeOptions(
      input.name,
      values,
      input,
      registered ? (registered.options ?? []) : undefined,
      focused,
    );
    const { options, resolved } = this.#factory.resolveOptions(typed, target);
    const data = {
      id: registered?.id ?? this.state.ids.snowflake(),
      name: input.name,
      type: 1,
      ...(registered?.guild_id ? { guild_id: registered.guild_id } : {}),
      options: nestOptions(options, input),
      ...(resolved ? { resolved } : {}),
    };
    return this.#send(kind, type, target, data);
  }

  #send(
    kind: InteractionKind,
    type: number,
    target: InteractionTarget,
    data: Record<string, unknown>,
    messageId?: string,
    triggeredBy?: string,
  ) {
    if (!this.hasGateway())
      throw new Error('no gateway session: log a client in before sending interactions');
    const record = this.#factory.create(type, target, data, messageId, triggeredBy);
    const run = new InteractionRun(kind, record, this.state, this.#serializer, this);
    this.#runs.set(record.id, run);
    this.state.interactions.add(record);
    this.state.dispatch('INTERACTION_CREATE', record.payload);
    return run;
  }

  /** Where a component of `message` is used; a message an interaction made carries its owners over. */
  #target(message: MessageRecord, user: IdLike): InteractionTarget {
    const userId = idOf(user);
    const made = message.interactionId
      ? this.state.interactions.get(message.interactionId)
      : undefined;
    const inherited = made?.payload.authorizing_integration_owners;
    const place = interactionPlace(
      this.state,
      message.channelId,
      userId,
      inherited ? { inherited } : {},
    );
    return { ...place, userId };
  }

  #record(id: string): InteractionRecord {
    const record = this.state.interactions.get(id);
    if (!record) throw new Error(`unknown interaction ${id}`);
    return record;
  }
}
