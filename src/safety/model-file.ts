/**
 * The image check's model as a file: nsfwjs's MobileNetV2 folded into ONNX (`folded-model.ts`)
 * once, by a short-lived process of its own (`write-model-file.ts`), and kept in the bot's data
 * folder, so that the classifier's process loads the file alone: it never imports nsfwjs's
 * weight modules (16 MB held for its life) nor folds at each start. The file's name carries
 * nsfwjs's version and the fold's revision, so an upgrade of either writes a new one.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The fold's revision: raise it when `folded-model.ts` or `onnx-graph.ts` write another graph. */
export const FOLD_REVISION = 1;

/** The default folder of the model file: the bot's data folder (`DATABASE_URL`'s default's). */
export const DEFAULT_MODEL_DIR = 'data';

/** nsfwjs's version, from its package (its `package.json` is not exported, so read as a file). */
function nsfwjsVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('nsfwjs');
  const root = entry.slice(0, entry.lastIndexOf('/dist/'));
  return (require(join(root, 'package.json')) as { version: string }).version;
}

/** Where the model file of this nsfwjs and this fold lies in `dir` (absolute). */
export function modelFilePath(dir: string = DEFAULT_MODEL_DIR): string {
  return resolve(dir, `nsfwjs-${nsfwjsVersion()}-mobilenet-v2-folded-${FOLD_REVISION}.onnx`);
}
