import type { Logger } from '../src/core/logger.js';
import { createImageClassifier, type ImageClassifier } from '../src/safety/image-classifier.js';
import { type Distribution, distribution } from './distribution.js';
import { rssWithChildren } from './proc-stats.js';

/** What the bot's image safety check cost in a run (the classifier's process is its child). */
export interface ImageCheckFigures {
  /** Images checked, and how many of them could not be. */
  readonly images: number;
  readonly failed: number;
  /** The classifier process's CPU per image: decoding, shrinking to 224×224, the model. */
  readonly cpuMsPerImage: Distribution;
  /** Real ms of the first check: the process's start and the model's load included. */
  readonly firstCheckMs?: number;
  /** The bot's RSS with its children's just before the first check and just after it (the model loaded). */
  readonly rssBeforeLoad?: number;
  readonly rssAfterLoad?: number;
}

/**
 * The bot's own classifier (`createImageClassifier`, as `startApp` makes it), with each check's
 * CPU, the first check's time and the RSS around the model's load recorded for the report.
 */
export function measuredImageClassifier(logger: Logger, idleMs: number) {
  const real = createImageClassifier({ logger, idleMs });
  const cpu: number[] = [];
  let failed = 0;
  let first: { startedAt: number; rssBefore: number; ms?: number; rssAfter?: number } | undefined;
  const classifier: ImageClassifier = {
    async check(image) {
      const isFirst = first === undefined;
      if (isFirst) first = { startedAt: performance.now(), rssBefore: rssWithChildren() };
      const check = await real.check(image);
      if (isFirst && first) {
        first.ms = performance.now() - first.startedAt;
        first.rssAfter = rssWithChildren();
      }
      if (check.checked) cpu.push(check.cpuMs);
      else failed += 1;
      return check;
    },
    close: () => real.close(),
    processId: () => real.processId?.(),
  };
  const figures = (): ImageCheckFigures => ({
    images: cpu.length + failed,
    failed,
    cpuMsPerImage: distribution(cpu),
    ...(first?.ms === undefined ? {} : { firstCheckMs: first.ms }),
    ...(first ? { rssBeforeLoad: first.rssBefore } : {}),
    ...(first?.rssAfter === undefined ? {} : { rssAfterLoad: first.rssAfter }),
  });
  return { classifier, figures };
}
