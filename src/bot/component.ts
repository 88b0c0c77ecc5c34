import {
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  type Message,
  MessageFlags,
  type ModalSubmitInteraction,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppError } from '../core/app-error.js';
import { NotHereError, NotYoursError } from './bot-errors.js';
import type { ComponentFields, ComponentId } from './component-id.js';
import type { AppContext } from './context.js';
import { holds, type Need, type Rank } from './rights.js';

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

/**
 * Who may use a component on the object it names, checked before the handler: its `owner`, a
 * `viewer` (whoever sees it), or the owner `ownerOr` a member with `rank` in the object's server.
 * A private object (an ephemeral message) is its owner's alone, whatever the right.
 */
export type Right =
  | { readonly who: 'owner' | 'viewer' }
  | { readonly who: 'ownerOr'; readonly rank: Rank };

/** The rights components declare on their object. */
export const RIGHTS = {
  owner: { who: 'owner' },
  viewer: { who: 'viewer' },
  ownerOr: (rank: Rank): Right => ({ who: 'ownerOr', rank }),
} as const satisfies Record<string, Right | ((rank: Rank) => Right)>;

/** Where an object lives and whose it is, from stored state or Discord's fields, never a custom id. */
export interface Belonging {
  readonly ownerId: string;
  /** The server it belongs to; null in a DM or private channel. */
  readonly guildId: string | null;
  readonly channelId: string;
  /** Only its owner sees it (an ephemeral message). */
  readonly private: boolean;
  /** Its message: the interaction that created it (`interaction_metadata.id`) and its ids. */
  readonly message: { readonly interactionId?: string; readonly ids: readonly string[] };
}

/** What a component's loader found: the object its custom id names, and where it belongs. */
export interface Loaded<O> {
  readonly object: O;
  readonly belonging: Belonging;
}

/**
 * A component declared once: its custom id, how the object it names is loaded, who may use it, and
 * its handler, run only once the interaction was checked against that object ({@link checkAccess}).
 */
export interface Component<
  K extends ComponentKind = ComponentKind,
  F extends string = string,
  O = unknown,
> {
  readonly kind: K;
  readonly id: ComponentId<F>;
  readonly right: Right;
  /** The rank it needs, checked before its handler; null for a member's. @default its command's */
  readonly needs?: Need | null;
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
 * Where a private panel (an ephemeral answer with its components) belongs: to the member whose
 * command created the clicked message, as Discord says; a form submitted straight from a command,
 * to whoever submits it. A message that is not private is no panel: no panel component may touch it.
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
 * it was used on ({@link panelBelonging}); only the panel's member may use it (`right` defaults to
 * `RIGHTS.owner`), while they have the rank it needs.
 */
export function definePanelComponent<const K extends ComponentKind, F extends string = never>(
  panel: Omit<Component<K, F, ComponentFields<F>>, 'load' | 'right'> & { readonly right?: Right },
): Component<K, F, ComponentFields<F>> {
  return {
    right: RIGHTS.owner,
    ...panel,
    load: async (interaction, _context, fields) => ({
      object: fields,
      belonging: panelBelonging(interaction),
    }),
  };
}

/**
 * The checks before any component handler, from Discord's fields against where the object belongs:
 * the object's server, channel and message (a form's, when opened from one), and the member's right
 * on it (a permission read from the interaction, so the member's in the object's own server).
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
    interaction.channelId !== belonging.channelId ||
    (interaction.message && !isObjectsMessage(interaction.message, belonging.message))
  ) {
    throw new NotHereError();
  }
  if (!hasRight(interaction, right, belonging)) throw refused?.(right) ?? new NotYoursError();
}

/**
 * Whether `message` shows the object: its message (by id, or made by the same interaction), or an
 * answer to a component on it (Details carries Remix), as `interaction_metadata` says.
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
      return owner || (!belonging.private && holds(interaction, right.rank));
  }
}
