import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { DiscordEmulator } from '../discord-emulator.js';
import type { OptionValue, Upload } from '../driver/command-options.js';
import type { InteractionRun } from '../driver/interaction-run.js';
import type { ModalField, ModalValue, ModalView } from '../driver/modal-view.js';
import { frameUrl } from './activity-host.js';
import { type Body, entries, list, text } from './request-json.js';

/** What the page learns right after an action: the bot's first answer, if it came in time. */
export interface ActionAnswer {
  readonly interaction: string;
  /** Whether the bot answered within Discord's 3 seconds (else Discord says "interaction failed"). */
  readonly acknowledged: boolean;
  /** The form the bot answered with (callback 9); a text input's `style` 2 is a paragraph. */
  readonly modal?: Omit<ModalView, 'raw' | 'fields'> & {
    readonly fields: readonly (ModalField & { readonly style?: number })[];
  };
  /** Autocomplete choices (callback 8). */
  readonly choices?: APIApplicationCommandOptionChoice[];
  /** The Activity it launched (callback 12): its frame's address, as Discord's client opens it. */
  readonly activity?: { readonly frame: string };
}

/** How long an action waits for the bot's acknowledgement: Discord's own 3 seconds. */
const ACK_WAIT_MS = 3_000;

/** A file the page sends (base64), as the driver uploads it. */
function upload(body: Body): Upload {
  return {
    name: text(body, 'name'),
    data: Buffer.from(text(body, 'data'), 'base64'),
    ...(typeof body.contentType === 'string' ? { contentType: body.contentType } : {}),
  };
}

/**
 * A command option as typed in the page: text, a number, a boolean, or `{ id }` for a user, role
 * or channel (the driver resolves a ref by its id, as the option's registered type says).
 */
function optionValue(value: unknown): OptionValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return { id: text(value as Body, 'id') } as unknown as OptionValue;
}

/** A modal field's value: text, a boolean, or a list of values, ids or files. */
function modalValue(value: unknown): ModalValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return list(value).map((item) =>
    typeof item === 'string' ? item : upload(item as Body),
  ) as ModalValue;
}

/** The modal's fields, each text input with its style (short or paragraph) as laid out. */
function fieldsWithStyle(modal: ModalView) {
  const styles = new Map<string, number>();
  for (const top of modal.raw.components as unknown as Body[]) {
    const inputs = [top.component, ...list(top.components)] as (Body | undefined)[];
    for (const input of inputs)
      if (input?.type === 4) styles.set(String(input.custom_id), Number(input.style));
  }
  return modal.fields.map((f) => ({
    ...f,
    ...(styles.has(f.customId) ? { style: styles.get(f.customId) } : {}),
  }));
}

/** Sends what a person does in the page through the emulator's driver, as `member`. */
export class PlaygroundActions {
  constructor(private readonly discord: DiscordEmulator) {}

  /** A slash command with its options (and files); `focused` makes it an autocomplete request. */
  async command(body: Body): Promise<ActionAnswer> {
    const input = {
      channel: text(body, 'channel'),
      user: text(body, 'member'),
      name: text(body, 'name'),
      ...(typeof body.subcommandGroup === 'string'
        ? { subcommandGroup: body.subcommandGroup }
        : {}),
      ...(typeof body.subcommand === 'string' ? { subcommand: body.subcommand } : {}),
      options: Object.fromEntries(entries(body.options).map(([k, v]) => [k, optionValue(v)])),
      attachments: Object.fromEntries(
        entries(body.attachments).map(([k, v]) => [k, upload(v as Body)]),
      ),
    };
    if (typeof body.focused === 'string') {
      return this.#answer(await this.discord.autocomplete({ ...input, focused: body.focused }));
    }
    return this.#answer(await this.discord.runCommand(input));
  }

  /** A message command (Apps → a command) used on a message. */
  async apps(body: Body): Promise<ActionAnswer> {
    const run = await this.discord.runMessageCommand({
      message: text(body, 'message'),
      name: text(body, 'name'),
      user: text(body, 'member'),
    });
    return this.#answer(run);
  }

  /** The member's own chat message, as typed, with the files they attached. */
  say(body: Body): { readonly message: string } {
    const message = this.discord.postMessage({
      channel: text(body, 'channel'),
      user: text(body, 'member'),
      content: text(body, 'content'),
      files: list(body.files).map((file) => upload(file as Body)),
    });
    return { message: message.id };
  }

  /** A click on a button of a message. */
  async click(body: Body): Promise<ActionAnswer> {
    const run = await this.discord.clickButton({
      message: text(body, 'message'),
      customId: text(body, 'customId'),
      user: text(body, 'member'),
    });
    return this.#answer(run);
  }

  /** A pick in a select of a message: a string select, or roles or channels by id. */
  async select(body: Body): Promise<ActionAnswer> {
    const input = {
      message: text(body, 'message'),
      customId: text(body, 'customId'),
      user: text(body, 'member'),
      values: list(body.values).map(String),
    };
    const kind = body.kind;
    const run =
      kind === 'roles'
        ? await this.discord.selectRoles(input)
        : kind === 'channels'
          ? await this.discord.selectChannels(input)
          : await this.discord.selectMenu(input);
    return this.#answer(run);
  }

  /** Submits the form interaction `interaction` was answered with, as the member who saw it. */
  async submit(body: Body): Promise<ActionAnswer> {
    const shown = this.discord.interaction(text(body, 'interaction'));
    if (!shown?.modal) throw new Error('that form is no longer open');
    if (shown.userId !== text(body, 'member')) throw new Error('that form is another member’s');
    const values = Object.fromEntries(entries(body.values).map(([k, v]) => [k, modalValue(v)]));
    return this.#answer(await shown.submitModal(values));
  }

  /** The interaction's id and, once acknowledged within {@link ACK_WAIT_MS}, its form or choices. */
  async #answer(run: InteractionRun): Promise<ActionAnswer> {
    await run.waitForAck({ timeout: ACK_WAIT_MS }).catch(() => undefined);
    const modal = run.modal;
    const choices = run.choices;
    const frame = frameUrl(this.discord, run.id);
    return {
      interaction: run.id,
      acknowledged: run.acknowledged,
      ...(modal
        ? {
            modal: { customId: modal.customId, title: modal.title, fields: fieldsWithStyle(modal) },
          }
        : {}),
      ...(choices ? { choices } : {}),
      ...(frame ? { activity: { frame } } : {}),
    };
  }
}
