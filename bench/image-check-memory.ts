/**
 * `npm run bench:image-memory`: what one image's safety check adds to the process's memory (issue
 * 44). The bot's own classifier (`createImageClassifier`, its model loaded first on a small JPEG),
 * then in turn: a 16000×16000 PNG of ~750 KB (over the pixel cap: read from its header, never
 * decoded), three PNGs and a JPEG at the cap (4096×4096, checked), an animated GIF (not checked).
 * For each, `VmRSS` before and after its check and `VmHWM` after, from `/proc/<pid>/status`:
 * this process's and the classifier's process's added (the bot's check runs in a child too).
 */

import { createLogger } from '../src/core/logger.js';
import { createImageClassifier, MAX_CHECKED_PIXELS } from '../src/safety/image-classifier.js';
import { blankPng, encodedPicture, gif } from '../test/helpers/image-files.js';
import { readProcessMemory } from './proc-stats.js';

const MiB = 2 ** 20;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);
const side = Math.sqrt(MAX_CHECKED_PIXELS);
const cases: [string, Buffer][] = [
  ['PNG 16000×16000 (over the cap)', await blankPng(16_000, 16_000)],
  [`PNG ${side}×${side} (at the cap)`, await blankPng(side, side)],
  [`PNG ${side}×${side} again`, await blankPng(side, side)],
  [`PNG ${side}×${side} again`, await blankPng(side, side)],
  [`JPEG ${side}×${side}`, await encodedPicture('jpeg', side, side)],
  ['GIF, 3 frames (animated)', gif(3)],
];

const classifier = createImageClassifier({ logger: createLogger({ level: 'silent' }) });
const warmed = await classifier.check(await encodedPicture('jpeg'));
if (!warmed.checked) throw new Error(`the classifier failed: ${warmed.problem}`);

/** This process's memory with the classifier's process's added. */
function memory(): { rssBytes: number; peakRssBytes: number } {
  const own = readProcessMemory('self');
  const pid = classifier.processId?.();
  const check = pid === undefined ? { rssBytes: 0, peakRssBytes: 0 } : readProcessMemory(pid);
  return {
    rssBytes: own.rssBytes + check.rssBytes,
    peakRssBytes: own.peakRssBytes + check.peakRssBytes,
  };
}

const loaded = memory();
console.log(`model loaded: RSS ${mib(loaded.rssBytes)} MiB, peak ${mib(loaded.peakRssBytes)} MiB`);
console.log('| image | file | checked | RSS before → after | growth | peak after |');
console.log('|---|---|---|---|---|---|');
for (const [name, image] of cases) {
  const before = memory();
  const check = await classifier.check(image);
  const after = memory();
  console.log(
    `| ${name} | ${(image.length / 1024).toFixed(0)} KB | ${check.checked ? 'yes' : 'no'} | ${mib(before.rssBytes)} → ${mib(after.rssBytes)} MiB | ${mib(after.rssBytes - before.rssBytes)} MiB | ${mib(after.peakRssBytes)} MiB |`,
  );
}
await classifier.close();
