import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { cardText } from '../imagine/imagine-kit.js';

/** What {@link budgetOutcomeOf} says of a run that was never answered (nor can be, or not in time). */
const unfinished = (run: InteractionRun) =>
  `unfinished: ${JSON.stringify(run.original() ?? null).slice(0, 300)}`;

/**
 * How an `/imagine` ended for its member: `image`, `budget` (the daily budget's refusal), another
 * private refusal's text, or another end, named with what the card says. One never acknowledged
 * within Discord's 3 s is `unfinished: null` at once: nothing can answer it any more.
 */
export async function budgetOutcomeOf(run: InteractionRun): Promise<string> {
  const shown = await run
    .waitFor(
      (r) => {
        if (r.status.ackMissed) return unfinished(r);
        const message = r.original();
        if (!message || message.loading) return undefined;
        if (message.ephemeral) return message.content;
        if (message.attachments.length > 0) return 'image';
        const ended = message.buttons.some((b) => /imagine:(reroll|retry):/.test(b.customId ?? ''));
        return ended ? `ended: ${cardText(message)}` : undefined;
      },
      { timeout: 20_000 },
    )
    .catch(() => unfinished(run));
  return shown.includes('used its daily budget') ? 'budget' : shown;
}
