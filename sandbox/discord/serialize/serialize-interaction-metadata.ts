import type { APIUser } from 'discord-api-types/v10';
import type { EmulatorState } from '../state/emulator-state.js';
import type { InteractionRecord, MessageRecord } from '../state/records.js';

/** A message's `interaction_metadata`, or one interaction's within it (`triggering_interaction_metadata`). */
export type InteractionMetadata = Record<string, unknown>;

/**
 * `interaction_metadata` as Discord writes it on the messages an interaction made, by type:
 * - a command (2): `name`, plus `target_message_id` / `target_user` for a context-menu command;
 * - a component (3): `interacted_message_id`, the message clicked;
 * - a modal submit (5): `triggering_interaction_metadata`, the command's or component's metadata
 *   that showed the modal (known when the modal was submitted from the interaction that showed it);
 * and `original_response_message_id` on follow-ups (messages other than the interaction's original).
 */
export class InteractionMetadataSerializer {
  constructor(
    private readonly state: EmulatorState,
    private readonly userById: (id: string) => APIUser,
  ) {}

  /** The metadata of `message`, made by `interaction`. */
  of(interaction: InteractionRecord, message: MessageRecord): InteractionMetadata {
    const original = interaction.originalMessageId;
    return {
      ...this.#metadata(interaction),
      ...(original && original !== message.id ? { original_response_message_id: original } : {}),
    };
  }

  #metadata(interaction: InteractionRecord): InteractionMetadata {
    const data = (interaction.payload as { data?: Record<string, unknown> }).data ?? {};
    const base = {
      id: interaction.id,
      type: interaction.type,
      user: this.userById(interaction.userId),
      authorizing_integration_owners: interaction.payload.authorizing_integration_owners,
    };
    if (interaction.type === 2) {
      const target = typeof data.target_id === 'string' ? data.target_id : undefined;
      return {
        ...base,
        ...(interaction.commandName ? { name: interaction.commandName } : {}),
        ...(target && data.type === 3 ? { target_message_id: target } : {}),
        ...(target && data.type === 2 ? { target_user: this.userById(target) } : {}),
      };
    }
    if (interaction.type === 3 && interaction.sourceMessageId)
      return { ...base, interacted_message_id: interaction.sourceMessageId };
    const trigger = interaction.triggeringInteractionId
      ? this.state.interactions.get(interaction.triggeringInteractionId)
      : undefined;
    if (interaction.type === 5 && trigger)
      return { ...base, triggering_interaction_metadata: this.#metadata(trigger) };
    return base;
  }
}
