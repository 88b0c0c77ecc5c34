// Bundles the painter's page (src/painter/page/) for the bot to serve: painter-page.ts with
// the Embedded App SDK into one ES module, beside its HTML and CSS, in dist/painter-page/ (or the
// folder given as the first argument). Run by `npm run build`; plain JavaScript, run before
// anything is compiled.
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const source = join(root, 'src/painter/page');

/** Bundles the page into `out`; resolves once its three files are written. */
export async function buildPainterPage(out = join(root, 'dist/painter-page')) {
  await mkdir(out, { recursive: true });
  await build({
    entryPoints: [join(source, 'painter-page.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    outfile: join(out, 'painter.js'),
    logLevel: 'warning',
  });
  await Promise.all(
    ['index.html', 'painter.css'].map((file) => copyFile(join(source, file), join(out, file))),
  );
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildPainterPage(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
