import { maskApiKey } from '../../src/image-backend/credentials.js';
import { GENERATION_IDS } from '../../src/imagine/render/generation-buttons.js';
import type { InteractionRun, MessageView, UserRef } from '../discord/index.js';
import type { DemoWorld } from './demo-world.js';
import type { Transcript } from './transcript.js';

/** Real milliseconds any one step may take before the demo gives up. */
export const STEP_TIMEOUT_MS = 30_000;

/** A finished reply: its Remix is there (every result, failure and set has one). */
const isFinished = (message: MessageView) =>
  message.buttons.some((b) => b.customId?.startsWith(`${GENERATION_IDS.remix.route}:`));

/**
 * The member's side of the demo: each action through the Discord emulator, from a client in the
 * transcript's language, then what it shows.
 */
export class DemoSession {
  constructor(
    readonly world: DemoWorld,
    readonly transcript: Transcript,
  ) {}

  /** The member the demo plays. */
  get member(): string {
    return this.world.user.username;
  }

  private get locale() {
    return this.transcript.t.locale;
  }

  /**
   * `/apikey link`: the modal, the key typed in (printed masked), the private answer; without
   * `apiKey` (a backend that takes none), the private answer that says so.
   */
  async linkKey(apiKey?: string): Promise<MessageView> {
    const { discord, channel, user } = this.world;
    const { t } = this.transcript;
    this.transcript.used(this.member, t.command('apikey link'));
    const command = await discord.runCommand({
      channel,
      user,
      name: 'apikey',
      subcommand: 'link',
      locale: this.locale,
    });
    if (apiKey === undefined) {
      return this.show(await command.waitForReply({ timeout: STEP_TIMEOUT_MS }));
    }
    const modal = await command.waitForModal({ timeout: STEP_TIMEOUT_MS });
    const field = modal.fields[0]?.customId ?? 'secret';
    this.transcript.modal(modal, {
      [field]: t.t('demo.pastedMasked', { masked: maskApiKey(apiKey) }),
    });
    const submit = await command.submitModal({ [field]: apiKey });
    return this.show(await submit.waitForReply({ timeout: STEP_TIMEOUT_MS }));
  }

  /** `/balance`: the member's credits, privately. */
  async balance(): Promise<MessageView> {
    const { discord, channel, user } = this.world;
    this.transcript.used(this.member, this.transcript.t.command('balance'));
    const command = await discord.runCommand({
      channel,
      user,
      name: 'balance',
      locale: this.locale,
    });
    return this.show(await command.waitForReply({ timeout: STEP_TIMEOUT_MS }));
  }

  /**
   * `/settings`: the member's private panel of `/imagine` defaults, then `value` picked in the
   * select of `field` (e.g. the workflow), and the panel as it is redrawn.
   */
  async settings(field: string, value: string): Promise<MessageView> {
    const { discord, channel, user } = this.world;
    this.transcript.used(this.member, this.transcript.t.command('settings'));
    const command = await discord.runCommand({
      channel,
      user,
      name: 'settings',
      locale: this.locale,
    });
    const panel = this.show(await command.waitForReply({ timeout: STEP_TIMEOUT_MS }));
    const customId = `settings:pick:me:${field}`;
    type Menu = { custom_id?: string; placeholder?: string; options?: SelectOption[] };
    type SelectOption = { value: string; label: string };
    const rows = panel.components as unknown as { components?: Menu[] }[];
    const menu = rows.flatMap((row) => row.components ?? []).find((c) => c.custom_id === customId);
    const choice = menu?.options?.find((option) => option.value === value);
    this.transcript.picked(this.member, menu?.placeholder ?? field, choice?.label ?? value);
    const edits = panel.edits.length;
    await this.select(panel, customId, [value]);
    return this.show(
      await command.waitForOriginal((m) => m.edits.length > edits, { timeout: STEP_TIMEOUT_MS }),
    );
  }

  /**
   * `/imagine prompt: … [style: …] [count: …] [workflow: … | model: …]`: waits for the finished
   * reply, then prints its every version.
   */
  async imagine(
    prompt: string,
    style?: string,
    count?: number,
    choice?: { readonly option: 'workflow' | 'model'; readonly value: string },
    lora?: string,
  ): Promise<MessageView> {
    const { discord, channel, user } = this.world;
    const { t } = this.transcript;
    const styled = style ? ` ${t.name('imagine style')}: ${style}` : '';
    const counted = count ? ` ${t.name('imagine count')}: ${count}` : '';
    const chosen = choice ? ` ${t.name(`imagine ${choice.option}`)}: ${choice.value}` : '';
    const applied = lora ? ` ${t.name('imagine lora')}: ${lora}` : '';
    this.transcript.used(
      this.member,
      `${t.command('imagine')} ${t.name('imagine prompt')}: ${prompt}${styled}${counted}${chosen}${applied}`,
    );
    const command = await discord.runCommand({
      channel,
      user,
      name: 'imagine',
      options: {
        prompt,
        ...(style ? { style } : {}),
        ...(count ? { count } : {}),
        ...(choice ? { [choice.option]: choice.value } : {}),
        ...(lora ? { lora } : {}),
      },
      locale: this.locale,
    });
    return this.generation(command);
  }

  /**
   * `/imagine prompt:` as `member`, another member of the server without a key of their own (the
   * server key pays), then the reply as it ends.
   */
  async imagineAs(member: UserRef, prompt: string): Promise<MessageView> {
    const { discord, channel } = this.world;
    const { t } = this.transcript;
    this.transcript.used(
      member.username,
      `${t.command('imagine')} ${t.name('imagine prompt')}: ${prompt}`,
    );
    const command = await discord.runCommand({
      channel,
      user: member,
      name: 'imagine',
      options: { prompt },
      locale: this.locale,
    });
    return this.generation(command);
  }

  /** `/balance usage:True`: the server key's use per member and its chart, privately. */
  async usage(): Promise<MessageView> {
    const { discord, channel, user } = this.world;
    const { t } = this.transcript;
    this.transcript.used(this.member, `${t.command('balance')} ${t.name('balance usage')}: True`);
    const command = await discord.runCommand({
      channel,
      user,
      name: 'balance',
      options: { usage: true },
      locale: this.locale,
    });
    return this.show(await command.waitForReply({ timeout: STEP_TIMEOUT_MS }));
  }

  /** Clicks Details under `result`: every parameter, the style's prompt and the sources, privately. */
  async details(result: MessageView): Promise<MessageView> {
    const click = await this.click(result, GENERATION_IDS.details, 'Details');
    return this.show(await click.waitForReply({ timeout: STEP_TIMEOUT_MS }));
  }

  /** Clicks Re-roll under `result`: a new public reply with its own progress. */
  async reroll(result: MessageView): Promise<MessageView> {
    return this.generation(await this.click(result, GENERATION_IDS.reroll, 'Re-roll'));
  }

  /**
   * Clicks the button of `id`'s route (its custom id ending in `suffix`, when given) under
   * `result`, as the transcript tells; `name` says which in an error.
   */
  async click(
    result: MessageView,
    id: { readonly route: string; readonly suffix?: string },
    name: string,
  ): Promise<InteractionRun> {
    const button = result.buttons.find(
      (b) =>
        b.customId?.startsWith(`${id.route}:`) && (!id.suffix || b.customId.endsWith(id.suffix)),
    );
    if (!button?.customId) throw new Error(`the result has no ${name} button`);
    this.transcript.clicked(this.member, button.label ?? button.customId);
    return this.world.discord.clickButton({
      message: result,
      customId: button.customId,
      user: this.world.user,
      locale: this.locale,
    });
  }

  /** Picks `values` in the select `customId` of `message`, as the member. */
  async select(message: MessageView, customId: string, values: readonly string[]) {
    const { discord, user } = this.world;
    await discord.selectMenu({ message, customId, values: [...values], user, locale: this.locale });
  }

  /** Waits for `run`'s finished generation and prints its every version (a refusal throws). */
  async generation(run: InteractionRun): Promise<MessageView> {
    await run.waitForAck({ timeout: STEP_TIMEOUT_MS });
    const ended = await run.waitFor(
      (r) => {
        const original = r.original();
        if (original && !original.deleted && isFinished(original)) return { final: original };
        const refusal = [original, ...r.followUps].find((m) => m?.content.startsWith('⚠️'));
        return refusal && { refusal: refusal.content };
      },
      { timeout: STEP_TIMEOUT_MS, description: 'the finished generation' },
    );
    if ('refusal' in ended) throw new Error(`the bot answered: ${ended.refusal}`);
    const { final } = ended;
    const { t } = this.transcript;
    this.transcript.history(final, t.t('demo.historyLabel'));
    this.transcript.line(`    ${t.t('demo.finalVersion')}`);
    return this.show(final);
  }

  /** Prints `message` and its interaction's follow-ups. */
  show(message: MessageView): MessageView {
    this.transcript.message(message);
    for (const followUp of this.world.discord.interaction(message.interactionId ?? '')?.followUps ??
      []) {
      this.transcript.message(followUp);
    }
    return message;
  }
}
