import { GENERATION_IDS } from '../../src/imagine/render/generation-buttons.js';
import { IMAGE_IN_IDS } from '../../src/imagine/render/image-action-rows.js';
import { REGION_IDS } from '../../src/imagine/render/picker-answer.js';
import type { MessageView } from '../discord/index.js';
import { type DemoSession, STEP_TIMEOUT_MS } from './demo-session.js';

/** The images-in actions a demo plays on a card. */
type CardAction = 'edit' | 'upscale' | 'region' | 'zoom' | 'animate';

/** Whether `result` offers the images-in action `kind` (what its backend does with an image). */
export function offers(result: MessageView, kind: CardAction): boolean {
  const { route } = IMAGE_IN_IDS[kind];
  return result.buttons.some((b) => b.customId?.startsWith(`${route}:`));
}

/**
 * Clicks Remix under `result`: the private panel as it opens (the generation's choices picked),
 * `picks` made in its selects (by choice: `size`, `workflow`, `style`, `seed`), then Edit prompt's
 * form with `prompt` typed over it, and the new reply.
 */
export async function remix(
  session: DemoSession,
  result: MessageView,
  picks: Readonly<Record<string, string>>,
  prompt: string,
): Promise<MessageView> {
  const click = await session.click(result, GENERATION_IDS.remix, 'Remix');
  let panel = session.show(await click.waitForReply({ timeout: STEP_TIMEOUT_MS }));
  for (const [field, value] of Object.entries(picks)) {
    const menu = panel.selects.find(
      (c) =>
        c.customId.startsWith(GENERATION_IDS.remixPick.route) && c.customId.endsWith(`:${field}`),
    );
    if (!menu) throw new Error(`the Remix panel has no ${field} select`);
    const [name, choice] = menu.options.find((o) => o.value === value)?.label.split(': ') ?? [];
    session.transcript.picked(session.member, name ?? field, choice ?? value);
    const edits = panel.edits.length;
    await session.select(panel, menu.customId, [value]);
    panel = session.show(
      await click.waitForOriginal((m) => m.edits.length > edits, { timeout: STEP_TIMEOUT_MS }),
    );
  }
  const form = await session.click(panel, GENERATION_IDS.remixEdit, 'Edit prompt');
  const modal = await form.waitForModal({ timeout: STEP_TIMEOUT_MS });
  const shown = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
  session.transcript.modal(modal, { ...shown, prompt });
  return session.generation(await form.submitModal({ prompt }));
}

/** Clicks 🖌️ Edit under `result`, types `change` in its form: the edited image's new reply. */
export async function edit(
  session: DemoSession,
  result: MessageView,
  change: string,
): Promise<MessageView> {
  const form = await session.click(result, IMAGE_IN_IDS.edit, 'Edit');
  const modal = await form.waitForModal({ timeout: STEP_TIMEOUT_MS });
  const field = modal.fields[0]?.customId ?? 'change';
  session.transcript.modal(modal, { [field]: change });
  return session.generation(await form.submitModal({ [field]: change }));
}

/** Clicks the smallest Upscale under `result`: the upscaled image's new reply. */
export async function upscale(session: DemoSession, result: MessageView): Promise<MessageView> {
  return session.generation(await session.click(result, IMAGE_IN_IDS.upscale, 'Upscale'));
}

/**
 * Clicks 🖌️ Vary (Region) under `result`: the private picker (the image with its labelled grid),
 * `cells` chosen in its select, then Vary region: the new reply, only those cells drawn again.
 */
export async function varyRegion(
  session: DemoSession,
  result: MessageView,
  cells: readonly string[],
): Promise<MessageView> {
  const press = await session.click(result, IMAGE_IN_IDS.region, 'Vary (Region)');
  const picker = session.show(
    await press.waitForOriginal((m) => !m.loading && m.selects.length > 0, {
      timeout: STEP_TIMEOUT_MS,
    }),
  );
  const select = picker.selects[0];
  if (!select) throw new Error('the picker has no select');
  session.transcript.picked(session.member, select.placeholder ?? '', cells.join(', '));
  const edits = picker.edits.length;
  await session.select(picker, select.customId, cells);
  const chosen = session.show(
    await press.waitForOriginal((m) => m.edits.length > edits, { timeout: STEP_TIMEOUT_MS }),
  );
  return session.generation(await session.click(chosen, REGION_IDS.go, 'Vary region'));
}

/** Clicks Zoom out `factor`× under `result`: the image on a larger canvas, its border new. */
export async function zoomOut(
  session: DemoSession,
  result: MessageView,
  factor: number,
): Promise<MessageView> {
  const zoom = { route: `${IMAGE_IN_IDS.zoom.route}`, suffix: `:${factor}` };
  return session.generation(await session.click(result, zoom, `Zoom out ${factor}×`));
}

/**
 * Clicks 🎬 Animate (low motion) under `result`, types `motion` in its form: the new reply with the
 * video.
 */
export async function animate(
  session: DemoSession,
  result: MessageView,
  motion: string,
): Promise<MessageView> {
  const low = { route: IMAGE_IN_IDS.animate.route, suffix: ':low' };
  const form = await session.click(result, low, 'Animate (low motion)');
  const modal = await form.waitForModal({ timeout: STEP_TIMEOUT_MS });
  const field = modal.fields[0]?.customId ?? 'motion';
  session.transcript.modal(modal, { [field]: motion });
  return session.generation(await form.submitModal({ [field]: motion }));
}
