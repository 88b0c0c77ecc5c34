import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { createLogger } from '../../../src/core/logger.js';
import {
  createImageClassifier,
  type ImageClassifier,
} from '../../../src/safety/image-classifier.js';

let shared: ImageClassifier | undefined;
let loaded: Promise<void> | undefined;

/**
 * The real image classifier, one per test process (Vitest runs a worker's files in one module
 * graph): every bot of the process uses it, so its model loads once, not once per bot. Its thread
 * is unref'd, so the process ends without closing it.
 */
export function sharedImageClassifier(): ImageClassifier {
  shared ??= createImageClassifier({ logger: createLogger({ level: 'warn' }) });
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
