import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type CliLine, type CommandLine, filePath } from './cli-command-line.js';
import type { DiscordEmulator } from './discord-emulator.js';
import type { OptionValue, Upload } from './driver/command-options.js';
import type { InteractionRun } from './driver/interaction-run.js';
import type { MessageView } from './driver/message-view.js';
import type { ChannelRef, UserRef } from './driver/refs.js';

/** An attachment option's type in a registered command. */
const ATTACHMENT = 11;
/** How long an action waits for the bot's first answer before it is printed as sent. */
const ACK_WAIT_MS = 10_000;

/** A file named on the command line, read as the member's upload. */
async function upload(path: string): Promise<Upload> {
  return { name: basename(path), data: await readFile(path) };
}

/** A button's or select's name as typed: its custom id, or its label with or without its emoji. */
const named = (typed: string, customId?: string, label?: string) =>
  customId === typed || label === typed || (label?.endsWith(` ${typed}`) ?? false);

type SelectOption = MessageView['selects'][number]['options'][number];

/**
 * The option values `typed` picks: the option with that value or label; else, when each of its
 * space-separated words is one (a quoted `"B2 C2"`), those; else `typed` as it is (the bot decides).
 */
function picked(options: readonly SelectOption[], typed: string): string[] {
  const optionValue = (text: string) =>
    options.find((o) => o.value === text || o.label === text)?.value;
  const whole = optionValue(typed);
  if (whole !== undefined) return [whole];
  const each = typed.split(/\s+/).map(optionValue);
  return each.length > 1 && each.every((value) => value !== undefined)
    ? (each as string[])
    : [typed];
}

/**
 * The member's side of `npm run mock-discord`: each typed line ({@link CliLine}) sent through the
 * emulator's driver as `user` in `channel`, and what it opened printed by `print`.
 */
export class CliSession {
  /** The last action answered with a form, which `form field:value …` submits. */
  #formOf: InteractionRun | undefined;

  constructor(
    private readonly discord: DiscordEmulator,
    private readonly place: { readonly channel: ChannelRef; readonly user: UserRef },
    private readonly print: (line: string) => void,
  ) {}

  /** Sends what `line` asks; a refusal (no such message, button, file…) is thrown, worded for the person. */
  async run(line: CliLine): Promise<void> {
    const { channel, user } = this.place;
    switch (line.kind) {
      case 'command': {
        const run = await this.discord.runCommand({
          channel,
          user,
          ...(await this.#files(line.command)),
        });
        return this.#sent(`/${line.command.name}`, run);
      }
      case 'form': {
        if (!this.#formOf)
          throw new Error('no form to fill in: type the command that opens one first');
        const run = await this.#formOf.submitModal(line.values);
        return this.#sent('the form', run);
      }
      case 'click': {
        const message = this.#message(line.message, (m) =>
          m.buttons.some((b) => named(line.button, b.customId, b.label)),
        );
        const button = message.buttons.find((b) => named(line.button, b.customId, b.label));
        if (!button?.customId)
          throw new Error(`message ${message.id} has no button "${line.button}"`);
        const run = await this.discord.clickButton({ message, customId: button.customId, user });
        return this.#sent(`a click on ${button.label ?? button.customId}`, run);
      }
      case 'select': {
        const message = this.#message(line.message, (m) =>
          m.selects.some((s) => named(line.select, s.customId, s.placeholder)),
        );
        const select = message.selects.find((s) => named(line.select, s.customId, s.placeholder));
        if (!select) throw new Error(`message ${message.id} has no select "${line.select}"`);
        const values = line.values.flatMap((typed) => picked(select.options, typed));
        const run = await this.discord.selectMenu({
          message,
          customId: select.customId,
          values,
          user,
        });
        return this.#sent(`a pick in ${select.placeholder ?? select.customId}`, run);
      }
      case 'apps': {
        const message = this.#message(line.message, () => true);
        const run = await this.discord.runMessageCommand({ message, name: line.name, user });
        return this.#sent(line.name, run);
      }
      case 'say': {
        const files = await Promise.all(line.files.map(upload));
        const message = this.discord.postMessage({ channel, user, content: line.content, files });
        this.print(`sent your message ${message.id}`);
      }
    }
  }

  /** `command` with each `@path` of a file option read into an upload. */
  async #files(command: CommandLine) {
    const registered = [
      ...this.discord.commands(),
      ...this.discord.commands(this.place.channel.guildId),
    ].find((c) => c.name === command.name && (c.type ?? 1) === 1);
    type Option = { name: string; type: number; options?: Option[] };
    const leaves = (options: readonly Option[] = []): Option[] =>
      options.flatMap((o) => [o, ...leaves(o.options)]);
    const files = new Set(
      leaves(registered?.options as Option[] | undefined)
        .filter((o) => o.type === ATTACHMENT)
        .map((o) => o.name),
    );
    const options: Record<string, OptionValue> = {};
    const attachments: Record<string, Upload> = {};
    for (const [name, value] of Object.entries(command.options)) {
      const path = files.has(name) ? filePath(value) : undefined;
      if (path) attachments[name] = await upload(path);
      else if (files.has(name))
        throw new Error(`${name} takes a file: type ${name}:@path/to/file.png`);
      else options[name] = value;
    }
    return { ...command, options, attachments };
  }

  /** The message `ref` names: its id, or `last` for the channel's newest message that `fits`. */
  #message(ref: string, fits: (message: MessageView) => boolean): MessageView {
    const messages = this.discord.messages(this.place.channel).filter((m) => !m.deleted);
    const found = ref === 'last' ? messages.findLast(fits) : messages.find((m) => m.id === ref);
    if (!found)
      throw new Error(
        ref === 'last' ? 'no message of the channel has that' : `no message ${ref} in the channel`,
      );
    return found;
  }

  /** Says `what` was sent and, when the bot answered with a form, prints its fields. */
  async #sent(what: string, run: InteractionRun): Promise<void> {
    this.print(`sent ${what} as interaction ${run.id}`);
    const { responseType } = await run.waitForAck({ timeout: ACK_WAIT_MS });
    const form = run.modal;
    if (responseType !== 9 || !form) return;
    this.#formOf = run;
    const fields = form.fields.map((field) => `${field.customId} (${field.label ?? field.type})`);
    this.print(
      `form "${form.title}": ${fields.join(', ')}; type form ${form.fields[0]?.customId ?? 'field'}:"…" to submit it`,
    );
  }
}
