import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** The Remix panel's choices, as its selects' custom ids end. */
export type RemixField = 'workflow' | 'model' | 'size' | 'style' | 'seed' | 'lora';

type Node = {
  type: number;
  custom_id?: string;
  placeholder?: string;
  components?: Node[];
  options?: { label: string; value: string; default?: boolean }[];
};

const PICK = /^imagine:rxpick:[^:]+:[^:]+:(\w+)$/;

/** The string selects of a panel, by the choice each one sets. */
function selectsOf(panel: MessageView): Map<string, Node> {
  const found = new Map<string, Node>();
  const visit = (node: Node) => {
    const field = node.type === 3 && PICK.exec(node.custom_id ?? '')?.[1];
    if (field) found.set(field, node);
    for (const child of node.components ?? []) visit(child);
  };
  for (const row of panel.components) visit(row as Node);
  return found;
}

/** A Remix panel as a member uses it, always read as it is now. */
export interface RemixPanel {
  /** The panel message now. */
  readonly message: () => MessageView;
  /** Each select's picked option, by choice: its label as shown ("Size: Portrait 832×1216"). */
  readonly picked: () => Partial<Record<RemixField, string>>;
  /** Each select's placeholder (shown while nothing is picked), by choice. */
  readonly placeholders: () => Partial<Record<RemixField, string>>;
  /** Each select's options' values, by choice. */
  readonly offered: () => Partial<Record<RemixField, string[]>>;
  /** Picks `value` (none: `[]`) in the select of `field`, as the Discord client sends it. */
  readonly pick: (field: RemixField, values: string[]) => Promise<InteractionRun>;
  /** Sends what a modified client can: any value for the select of `field`. */
  readonly forgePick: (field: RemixField, value: string) => Promise<InteractionRun>;
  /** Presses Generate. */
  readonly generate: () => Promise<InteractionRun>;
  /** Presses Edit prompt (answered with the form). */
  readonly editPrompt: () => Promise<InteractionRun>;
}

/**
 * The Remix panel `click` answered with (a private reply, or the Details answer turned into it),
 * used by `user`.
 */
export async function remixPanel(
  env: BotEnv,
  click: InteractionRun,
  user: UserRef = env.user,
): Promise<RemixPanel> {
  const first = await click.waitForOriginal((m) => selectsOf(m).size > 0);
  const message = () => env.discord.message(first.id) as MessageView;
  const fieldsBy = <T>(read: (select: Node) => T) =>
    Object.fromEntries([...selectsOf(message())].map(([field, select]) => [field, read(select)]));
  const customIdOf = (field: RemixField) => {
    const select = selectsOf(message()).get(field);
    if (!select?.custom_id) throw new Error(`the Remix panel has no ${field} select`);
    return select.custom_id;
  };
  const press = (label: RegExp) => {
    const button = message().buttons.find((b) => label.test(b.label ?? ''));
    if (!button?.customId) throw new Error(`the Remix panel has no button ${label}`);
    return env.discord.clickButton({ message: first.id, customId: button.customId, user });
  };
  const updated = async (run: InteractionRun) => {
    await run.waitForAck();
    return run;
  };
  return {
    message,
    picked: () => fieldsBy((select) => select.options?.find((o) => o.default)?.label ?? ''),
    placeholders: () => fieldsBy((select) => select.placeholder ?? ''),
    offered: () => fieldsBy((select) => select.options?.map((o) => o.value) ?? []),
    pick: async (field, values) =>
      updated(
        await env.discord.selectMenu({
          message: first.id,
          customId: customIdOf(field),
          values,
          user,
        }),
      ),
    forgePick: (field, value) =>
      env.discord.forgeComponent({
        message: first.id,
        customId: customIdOf(field),
        values: [value],
        user,
      }),
    generate: () => press(/Generate$/),
    editPrompt: () => press(/Edit prompt$/),
  };
}

/** Opens Remix from a reply's Details (one image) as `user`, and returns its panel. */
export async function remixFromDetails(
  env: BotEnv,
  run: InteractionRun,
  user: UserRef = env.user,
): Promise<RemixPanel> {
  const details = await (await run.clickButton({ label: 'ℹ️ Details' }, { user })).waitForReply();
  const click = await env.discord.clickButton({ message: details, label: '🎛️ Remix', user });
  return remixPanel(env, click, user);
}
