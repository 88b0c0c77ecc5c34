import { declarationOf, type SubmitInput } from '../../image-backend/image-actions.js';

/**
 * How many images a generation counts as in members' daily limits and a server's budget: an
 * animation (an action declared `video`) `animationCountsAs` (`ANIMATION_COUNTS_AS`), anything
 * else one.
 */
export const weightOf = (
  input: Pick<SubmitInput, 'action'> | undefined,
  animationCountsAs: number,
): number => (input && declarationOf(input.action).video ? animationCountsAs : 1);

/**
 * The ids a generation's uses are counted under, each once: its own, then for one counted as
 * `weight` images `<id>+2` … `<id>+<weight>`, so taking, giving back and refunding them stay
 * exact per id as for one image.
 */
export const countedUses = (jobId: string, weight = 1): string[] => [
  jobId,
  ...Array.from({ length: Math.max(0, weight - 1) }, (_, at) => `${jobId}+${at + 2}`),
];
