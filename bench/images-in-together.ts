import type { UserRef } from '../sandbox/discord/index.js';
import { pngOfSize } from './images-in-inputs.js';
import type { BenchAttachment, ImagesInWorld } from './images-in-world.js';

/** Issue 61's input: a 9 MiB PNG (1800×1800, noise rows), as each member attaches it. */
export const TOGETHER_INPUT_BYTES = 9 * 1024 * 1024;

/** How many members attach one at once, in turn: one, three, twelve. */
export const TOGETHER_COUNTS = [1, 3, 12] as const;

/** The 9 MiB PNG each member attaches. */
export function togetherInput(): BenchAttachment {
  return {
    name: 'nine.png',
    data: pngOfSize(1800, 1800, TOGETHER_INPUT_BYTES),
    contentType: 'image/png',
  };
}

/**
 * `count` members' `/imagine` with `input` attached, sent together, resolved once every card shows
 * its result or a refusal: the bot downloads, checks, keeps and sends them as its input budget lets
 * it. Resolves to the refusals (each card's words), none when all were delivered.
 */
export async function imagineTogether(
  world: ImagesInWorld,
  count: number,
  input: BenchAttachment,
  firstIndex: number,
): Promise<string[]> {
  const members: UserRef[] = world.others.slice(0, count);
  if (members.length < count) throw new Error(`the world has ${members.length} other members`);
  const runs = await Promise.allSettled(
    members.map((user, at) => world.imagine(firstIndex + at, input, 300_000, user)),
  );
  return runs.flatMap((run) => (run.status === 'rejected' ? [String(run.reason)] : []));
}
