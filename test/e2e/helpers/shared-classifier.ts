import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { createLogger } from '../../../src/core/logger.js';
import {
  createImageClassifier,
  type ImageClassifier,
} from '../../../src/safety/image-classifier.js';

let shared: ImageClassifier | undefined;
let loaded: Promise<void> | undefined;

/**
 * How long the shared classifier's process stays without an image before it exits: the longest
 * the bot allows (`IMAGE_CHECK_IDLE_MS`), never within a run. With the bot's 5 minutes, a worker
 * that ran other files that long (those starting the bot as a process, which has its own) saw its
 * next file's first image wait for the model to load again: seconds, up to tens on a loaded
 * machine, inside a test's wait.
 */
const KEPT_LOADED_MS = 86_400_000;

/**
 * The real image classifier, one per test process (Vitest runs a worker's files in one module
 * graph): every bot of the process uses it, so its model loads once, not once per bot, and stays
 * loaded for the whole run. Its thread is unref'd, so the process ends without closing it.
 */
export function sharedImageClassifier(): ImageClassifier {
  shared ??= createImageClassifier({
    logger: createLogger({ level: 'warn' }),
    idleMs: KEPT_LOADED_MS,
  });
  return shared;
}

/**
 * Resolves once the shared classifier's model is loaded (a small picture checked): the e2e setup
 * waits for it, so no test's first image waits for the load (seconds on a busy machine).
 */
export function imageClassifierLoaded(): Promise<void> {
  loaded ??= (async () => {
    const check = await sharedImageClassifier().check(
      await renderImage({ width: 32, height: 32, prompt: 'warm-up', seed: 1 }),
    );
    if (!check.checked) throw new Error(`the image classifier failed: ${check.problem}`);
  })();
  return loaded;
}

/**
 * A classifier that scores every image it is asked about explicit (100 %: porn + hentai), without
 * the model, counting them in `checked`: the safety path of a backend's images, deterministically.
 */
export function explicitImageClassifier(): ImageClassifier & { readonly checked: Uint8Array[] } {
  const checked: Uint8Array[] = [];
  return {
    checked,
    check: async (image) => {
      checked.push(image);
      const scores = { drawing: 0, hentai: 0.5, neutral: 0, porn: 0.5, sexy: 0 };
      return { checked: true, scores, cpuMs: 1 };
    },
    close: async () => {},
  };
}
