import {
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  type Message,
  MessageFlags,
  type ModalSubmitInteraction,
  PermissionFlagsBits,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppError } from '../core/app-error.js';
import type { ComponentFields, ComponentId } from './component-id.js';
import type { AppContext } from './context.js';
import { NotHereError, NotYoursError } from './errors.js';

/** The interaction of each kind of component. */
export interface ComponentInteractions {
  readonly button: ButtonInteraction;
  readonly select: StringSelectMenuInteraction;
  readonly roleSelect: RoleSelectMenuInteraction;
  readonly channelSelect: ChannelSelectMenuInteraction;
  readonly modal: ModalSubmitInteraction;
}

/** A kind of component: a button, a string, role or channel select, or a modal (a form). */
export type ComponentKind = keyof ComponentInteractions;

/** Any component interaction. */
export type ComponentInteraction = ComponentInteractions[ComponentKind];

/** A Discord permission a right may name, by its flag. */
export type RightPermission = 'ManageGuild' | 'ManageMessages';

/**
 * Who may use a component on the object it names, checked by the router before the handler runs:
 * - `owner`: the object's owner only;
 * - `viewer`: whoever sees the object where it is shown;
 * - `ownerOr`: the owner, or a member with `permission` in the object's own server;
 * - `ownerWith`: the owner while they still have `permission` there (a manager's panel or form).
 * A private object (an ephemeral message) is its owner's alone, whatever the right.
 */
export type Right =
  | { readonly who: 'owner' | 'viewer' }
  | { readonly who: 'ownerOr' | 'ownerWith'; readonly permission: RightPermission };

/** The rights components declare. */
export const RIGHTS = {
  owner: { who: 'owner' },
  viewer: { who: 'viewer' },
  ownerOr: (permission: RightPermission): Right => ({ who: 'ownerOr', permission }),
  ownerWith: (permission: RightPermission): Right => ({ who: 'ownerWith', permission }),
} as const satisfies Record<string, Right | ((permission: RightPermission) => Right)>;

/**
 * Where an object lives and whose it is, read from stored state (a generation's saved reply) or
 * from Discord's own fields of the clicked message (a panel): never from a custom id.
 */
export interface Belonging {
  readonly ownerId: string;
  /** The server it belongs to; null in a DM or private channel. */
  readonly guildId: string | null;
  readonly channelId: string;
  /** Only its owner sees it (an ephemeral message). */
  readonly private: boolean;
  /**
   * The message it is shown on: the interaction that created that message (Discord's
   * `interaction_metadata.id`) and the message ids it is known by.
   */
  readonly message: { readonly interactionId?: string; readonly ids: readonly string[] };
}

/** What a component's loader found: the object its custom id names, and where it belongs. */
export interface Loaded<O> {
  readonly object: O;
  readonly belonging: Belonging;
}

/**
 * A button, string select or modal, declared once: its custom id (typed fields), how the object
 * it names is loaded, who may use it, and its handler, which runs only once the router has
 * checked the interaction against the loaded object (see {@link checkAccess}).
 */
export interface Component<
  K extends ComponentKind = ComponentKind,
  F extends string = string,
  O = unknown,
> {
  readonly kind: K;
  readonly id: ComponentId<F>;
  readonly right: Right;
  /** Needs the bot in the server: refused where only the member installed the app. @default false */
  readonly needsBot?: boolean;
  /** Loads the object the custom id names; throws a typed not-found error when it is gone. */
  load(
    interaction: ComponentInteractions[K],
    context: AppContext,
    fields: ComponentFields<F>,
  ): Promise<Loaded<O>>;
  /** The error for a member the right refuses. @default NotYoursError */
  refused?(right: Right): AppError;
  run(interaction: ComponentInteractions[K], context: AppContext, object: O): Promise<void>;
}

/** Declares a component (the identity function, for its types to be inferred). */
export const defineComponent = <const K extends ComponentKind, F extends string, O>(
  component: Component<K, F, O>,
): Component<K, F, O> => component;

/** Any declared component, whatever its kind, fields and object. */
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list; each entry is checked where declared.
export type AnyComponent = Component<any, any, any>;

/**
 * Where a private panel belongs (an ephemeral answer to a command, with its buttons, selects and
 * forms): to the member whose command created the clicked message, as Discord's own message fields
 * say. A form submitted straight from a command (no message) belongs to whoever submits it. A
 * message that is not private is no panel: nothing of a panel may overwrite it.
 */
export function panelBelonging(interaction: ComponentInteraction): Belonging {
  const message = interaction.message ?? undefined;
  const isPanel = !message || message.flags.has(MessageFlags.Ephemeral);
  return {
    ownerId: message ? (message.interactionMetadata?.user.id ?? '') : interaction.user.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? '',
    private: true,
    message: { ids: message && isPanel ? [message.id] : [] },
  };
}

/**
 * Declares a component of a private panel: its object is its custom id's fields, on the panel
 * it was used on ({@link panelBelonging}); only the panel's member may use it, and with
 * `RIGHTS.ownerWith(permission)` only while they still have that permission.
 */
export function definePanelComponent<
  const K extends ComponentKind,
  F extends string = never,
>(panel: {
  readonly kind: K;
  readonly id: ComponentId<F>;
  /** @default RIGHTS.owner */
  readonly right?: Right;
  /** @default false */
  readonly needsBot?: boolean;
  refused?(right: Right): AppError;
  run(
    interaction: ComponentInteractions[K],
    context: AppContext,
    fields: ComponentFields<F>,
  ): Promise<void>;
}): Component<K, F, ComponentFields<F>> {
  return {
    right: RIGHTS.owner,
    ...panel,
    load: async (interaction, _context, fields) => ({
      object: fields,
      belonging: panelBelonging(interaction),
    }),
  };
}

const hasPermission = (interaction: ComponentInteraction, permission: RightPermission) =>
  interaction.memberPermissions?.has(PermissionFlagsBits[permission]) === true;

/**
 * The checks before any component handler, from Discord's interaction fields against where the
 * object belongs: the interaction comes from the object's server and channel, the clicked message
 * is the object's message (a form: when it was opened from a message), a panel component is used
 * on a private panel, and the member has the component's right on the object. A permission is
 * read from the interaction, so it is the member's in the object's own server.
 * @throws {NotHereError} for another place or message.
 * @throws the component's refusal ({@link NotYoursError} by default) when the right is missing.
 */
export function checkAccess(
  interaction: ComponentInteraction,
  {
    belonging,
    right,
    refused,
  }: { belonging: Belonging; right: Right; refused?: (right: Right) => AppError },
): void {
  if (
    (interaction.guildId ?? null) !== belonging.guildId ||
    interaction.channelId !== belonging.channelId
  ) {
    throw new NotHereError();
  }
  if (interaction.message && !isObjectsMessage(interaction.message, belonging.message)) {
    throw new NotHereError();
  }
  if (!hasRight(interaction, right, belonging)) throw refused?.(right) ?? new NotYoursError();
}

/**
 * Whether `message` shows the object: it is the object's message (by id, or made by the
 * interaction that made the object's), or it answered a component on that message (Details of a
 * generation carries its Remix), as Discord's `interaction_metadata` says.
 */
function isObjectsMessage(message: Message, known: Belonging['message']): boolean {
  const metadata = message.interactionMetadata;
  return (
    known.ids.includes(message.id) ||
    (!!metadata?.id && metadata.id === known.interactionId) ||
    (!!metadata?.interactedMessageId && known.ids.includes(metadata.interactedMessageId))
  );
}

/** Whether the member of `interaction` has `right` on an object that belongs as `belonging` says. */
function hasRight(interaction: ComponentInteraction, right: Right, belonging: Belonging): boolean {
  const owner = interaction.user.id === belonging.ownerId;
  switch (right.who) {
    case 'owner':
      return owner;
    case 'viewer':
      return owner || !belonging.private;
    case 'ownerOr':
      return owner || (!belonging.private && hasPermission(interaction, right.permission));
    case 'ownerWith':
      return owner && hasPermission(interaction, right.permission);
  }
}
