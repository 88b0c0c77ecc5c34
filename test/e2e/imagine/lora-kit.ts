import { expect } from 'vitest';
import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { createManager, limitsText, openPolicy } from '../settings/prefs-kit.js';

/**
 * The steps the LoRA tests of every backend share (the Horde, the WebUI, ComfyUI): what
 * `/imagine lora:` suggests, a manager's allow-list in `/policy`, and a private refusal. Each test
 * still asserts what it expects of them.
 */

/**
 * A manager opens `/policy` and picks `values` in its *LoRAs members may use…* select: the panel
 * as it opened (`before`), and once its LoRAs line shows `shown` (`after`).
 */
export async function allowLoras(
  env: BotEnv,
  values: readonly string[],
  shown: string,
  mod: UserRef = createManager(env),
): Promise<{ before: MessageView; after: MessageView }> {
  const panel = await openPolicy(env, mod);
  const opened = panel.original();
  if (!opened) throw new Error('no panel');
  const picked = await env.discord.selectMenu({
    message: opened,
    customId: 'policy:loras',
    values: [...values],
    user: mod,
  });
  await picked.waitForAck();
  const after = await panel.waitForOriginal((m) => limitsText(m).includes(shown));
  return { before: opened, after };
}

/** The private notice a refused `/imagine` (or a card's button) answers with: its text. */
export async function loraRefusal(run: InteractionRun): Promise<string> {
  const { ephemeral } = await run.waitForAck();
  const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
  expect(notice.ephemeral).toBe(true);
  return notice.content;
}
