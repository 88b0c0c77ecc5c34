/**
 * The process that writes the image check's model file (`model-file.ts`), forked by
 * `classifier-process.ts` when the file is missing, and gone once written: nsfwjs's weights
 * decoded, folded into ONNX and written beside its final name, then renamed, so that a reader
 * never sees half a file and two writers do not clash. Where the folder cannot be written
 * (read-only), into a fresh private folder of the system's temporary one instead. It answers the
 * file's path on its IPC channel. It imports only packages and its siblings of the model, so
 * Node.js runs it from source (type stripping) as from `dist/`.
 */
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { loadBundledModel } from './bundled-model.ts';
import { foldModel } from './folded-model.ts';

function write(path: string, bytes: Uint8Array): string {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
  return path;
}

const path = process.argv[2];
if (!path) throw new Error('write-model-file: no path given');
const { json, weights } = await loadBundledModel();
const bytes = foldModel(json, weights);
let written: string;
try {
  written = write(path, bytes);
} catch {
  written = write(join(mkdtempSync(join(tmpdir(), 'imagine-bot-model-')), basename(path)), bytes);
}
process.send?.({ path: written }, () => process.exit(0));
