import type { APIApplicationCommandOptionChoice, APIInteraction } from 'discord-api-types/v10';
import type { MessageSerializer } from '../serialize/serialize-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { GatewayDelivery, InteractionContext, InteractionRecord } from '../state/records.js';
import { type InteractionStatus, interactionStatus } from './interaction-status.js';
import { type MessageSnapshot, type MessageView, messageView } from './message-view.js';
import { type ModalValue, type ModalView, modalView } from './modal-view.js';
import type { IdLike } from './refs.js';
import { type WaitOptions, waitUntil } from './wait-for.js';

/** What kind of interaction a run is. */
export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select' | 'modal';

/** What a run can ask of the driver (so it can chain a modal submit or a button click). */
export interface RunActions {
  submitModal(input: {
    interaction: InteractionRun;
    values: Readonly<Record<string, ModalValue>>;
    user?: IdLike;
    unchecked?: boolean;
  }): Promise<InteractionRun>;
  clickButton(input: {
    message: IdLike;
    customId?: string;
    label?: string;
    user: IdLike;
  }): Promise<InteractionRun>;
}

/** A handle on one interaction sent to the bot: its state, its messages, and waits on them. */
export class InteractionRun {
  constructor(
    readonly kind: InteractionKind,
    private readonly record: InteractionRecord,
    private readonly state: EmulatorState,
    private readonly serializer: MessageSerializer,
    private readonly actions: RunActions,
  ) {}

  get id(): string {
    return this.record.id;
  }
  get token(): string {
    return this.record.token;
  }
  get userId(): string {
    return this.record.userId;
  }
  get channelId(): string {
    return this.record.channelId;
  }
  /** Null in a DM or another private channel. */
  get guildId(): string | null {
    return this.record.guildId;
  }
  /** 0 guild, 1 the bot's DM, 2 another private channel (user install). */
  get context(): InteractionContext {
    return this.record.context;
  }
  /**
   * The gateway sessions its INTERACTION_CREATE was dispatched to (shard and session id): those of
   * the shard owning its guild, shard 0 in DMs. Exactly one for "handled by one process".
   */
  get deliveries(): readonly GatewayDelivery[] {
    return [...this.record.deliveries];
  }
  /** The INTERACTION_CREATE payload as sent. */
  get payload(): APIInteraction {
    return this.record.payload;
  }

  get status(): InteractionStatus {
    const { interactions } = this.state;
    return interactionStatus(this.record, {
      pastAckWindow: interactions.pastAckWindow(this.record),
      expired: interactions.expired(this.record),
    });
  }
  /** The Activity instance a `LAUNCH_ACTIVITY` answer opened or joined; undefined otherwise. */
  get activityInstanceId(): string | undefined {
    return this.record.activityInstanceId;
  }
  get acknowledged(): boolean {
    return this.record.response !== undefined;
  }
  get responseType(): number | undefined {
    return this.record.response?.type;
  }
  get deferred(): boolean {
    return this.status.deferred;
  }
  get ephemeral(): boolean {
    return this.record.ephemeral;
  }

  /** The original response as it is now (for 6/7: the component's message). */
  original(): MessageView | undefined {
    const id = this.record.originalMessageId;
    const message = id ? this.state.messages.get(id) : undefined;
    return message && messageView(message, this.serializer);
  }
  /** Same as {@link original}. */
  get reply(): MessageView | undefined {
    return this.original();
  }
  /** The original response's edits (versions after creation), oldest first. */
  edits(): MessageSnapshot[] {
    return this.original()?.edits ?? [];
  }
  /** Follow-up messages in order (a follow-up that filled a deferred reply is the original instead). */
  get followUps(): MessageView[] {
    return this.record.followUpIds.flatMap((id) => {
      const message = this.state.messages.get(id);
      return message ? [messageView(message, this.serializer)] : [];
    });
  }
  /** Autocomplete choices the bot answered (callback 8). */
  get choices(): APIApplicationCommandOptionChoice[] | undefined {
    return this.record.choices;
  }
  /** The modal the bot answered with (callback 9). */
  get modal(): ModalView | undefined {
    return this.record.modal && modalView(this.record.modal);
  }

  /** Resolves with the first truthy value of `check(run)`. */
  waitFor<T>(
    check: (run: this) => T | undefined | null | false,
    options: WaitOptions = {},
  ): Promise<T> {
    return waitUntil(this.state.events, () => check(this), {
      description: `interaction ${this.id}`,
      ...options,
    });
  }
  /** Waits for the acknowledgement (any callback). */
  async waitForAck(options: WaitOptions = {}): Promise<InteractionStatus> {
    await this.waitFor((run) => run.acknowledged, {
      description: `acknowledgement of ${this.kind} ${this.id}`,
      ...options,
    });
    return this.status;
  }
  /** Waits for a visible original response: a reply, or a deferred reply once filled in. */
  async waitForReply(options: WaitOptions = {}): Promise<MessageView> {
    const { responseType } = await this.waitForAck(options);
    if (responseType === 8 || responseType === 9) {
      throw new Error(
        `interaction ${this.id} was answered with ${responseType === 8 ? 'autocomplete choices' : 'a modal'}`,
      );
    }
    return this.waitForOriginal((m) => !m.loading, {
      description: `reply to ${this.kind} ${this.id}`,
      ...options,
    });
  }
  /** Waits until the original response satisfies `check` (e.g. has an attachment). */
  waitForOriginal(
    check: (message: MessageView) => unknown,
    options: WaitOptions = {},
  ): Promise<MessageView> {
    return this.waitFor(
      (run) => {
        const message = run.original();
        return message && check(message) ? message : undefined;
      },
      { description: `original response of ${this.id}`, ...options },
    );
  }
  /** Waits for the follow-up at `index` (default: the first). */
  waitForFollowUp(index = 0, options: WaitOptions = {}): Promise<MessageView> {
    return this.waitFor((run) => run.followUps[index], {
      description: `follow-up #${index} of ${this.id}`,
      ...options,
    });
  }
  waitForChoices(options: WaitOptions = {}): Promise<APIApplicationCommandOptionChoice[]> {
    return this.waitFor((run) => run.choices, {
      description: `autocomplete choices of ${this.id}`,
      ...options,
    });
  }
  waitForModal(options: WaitOptions = {}): Promise<ModalView> {
    return this.waitFor((run) => run.modal, { description: `modal of ${this.id}`, ...options });
  }

  /**
   * Submits the modal this interaction was answered with (as the same user unless given);
   * `unchecked` sends values the modal does not offer, as a modified client can.
   */
  submitModal(
    values: Readonly<Record<string, ModalValue>>,
    options: { user?: IdLike; unchecked?: boolean } = {},
  ): Promise<InteractionRun> {
    return this.actions.submitModal({ interaction: this, values, ...options });
  }
  /** Clicks a button on the original response, by custom id or by label. */
  clickButton(
    button: string | { label: string },
    options: { user?: IdLike } = {},
  ): Promise<InteractionRun> {
    const message = this.original();
    if (!message) throw new Error(`interaction ${this.id} has no original response to click on`);
    const which = typeof button === 'string' ? { customId: button } : button;
    return this.actions.clickButton({
      message,
      ...which,
      user: options.user ?? this.record.userId,
    });
  }
}
