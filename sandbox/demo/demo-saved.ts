import { writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { imageFormatOf } from '../../src/safety/image-format.js';
import { imageWithMetadata } from '../../src/safety/image-metadata.js';
import type { MessageView } from '../discord/index.js';
import type { DemoWorld } from './demo-world.js';
import { pngDimensions } from './png-dimensions.js';
import type { Transcript } from './transcript.js';

/** What the demo saved: the re-rolled image (and the one served for it), and the usage chart. */
export interface DemoSaved {
  readonly outPath: string;
  readonly image: Buffer;
  readonly servedImage: Buffer;
  readonly chartPath: string | undefined;
  readonly width: number;
  readonly height: number;
  /** The lines that say so. */
  readonly said: readonly string[];
}

/** The last step's inputs: the re-roll's card, what OpenAI delivered during it, where to write. */
export interface SaveInput {
  readonly last: MessageView;
  readonly rerollDelivered: readonly { readonly bytes: Buffer }[];
  readonly out: string;
  readonly chart: Buffer | undefined;
  readonly backendName: string | undefined;
}

/**
 * Writes the re-rolled card's image to `out` once it is the image the backend served (but for
 * the metadata the bot strips), the usage chart beside it, and prints where.
 * @throws Error when the attached image differs from the one served.
 */
export async function saveResult(
  world: DemoWorld,
  transcript: Transcript,
  { last, rerollDelivered, out, chart, backendName }: SaveInput,
): Promise<DemoSaved> {
  const { t } = transcript;
  const image = last.attachments[0];
  if (!image) throw new Error('the re-rolled reply has no image attached');
  const reroll = last.buttons.find((b) => b.customId?.startsWith('imagine:reroll:'));
  const jobId = reroll?.customId?.split(':')[2] ?? '';
  const taskId = (await world.app.context.jobs.get(jobId))?.taskId;
  // OpenAI's answers carry no task id the bot keeps: the re-roll's image is the one delivered during it.
  const served = world.openai
    ? rerollDelivered.length === 1
      ? rerollDelivered[0]?.bytes
      : undefined
    : taskId
      ? await servedImage(world, taskId)
      : undefined;
  if (!served || !withoutMetadata(served).equals(image.bytes))
    throw new Error('the attached image differs from the one the backend served');
  const outPath = resolve(out);
  await writeFile(outPath, image.bytes);
  const format = imageFormatOf(image.bytes);
  const size = format.shown
    ? { width: format.width, height: format.height }
    : { width: 0, height: 0 };
  const savedAs = { path: outPath, size: t.bytes(image.size), ...size };
  const stripped = !served.equals(image.bytes);
  const savedStripped = world.webui ? 'demo.webuiSavedStripped' : 'demo.backendSavedStripped';
  const summary = backendName
    ? t.t(stripped ? savedStripped : 'demo.backendSaved', {
        ...savedAs,
        backend: backendName,
        format: format.shown ? format.format.toUpperCase() : '',
      })
    : t.t(world.horde ? 'demo.hordeSaved' : 'demo.saved', savedAs);
  const said = [summary];
  const chartPath = chart && chartPathBeside(outPath);
  if (chart && chartPath) {
    await writeFile(chartPath, chart);
    const chartSize = pngDimensions(chart) ?? { width: 0, height: 0 };
    said.push(t.t('demo.savedChart', { path: chartPath, ...chartSize }));
  }
  return { outPath, image: image.bytes, servedImage: served, chartPath, ...size, said };
}

/**
 * `image` as the bot posts it by default (`IMAGE_METADATA=strip`): without the metadata its
 * backend wrote (ComfyUI's workflow, the WebUI's generation parameters), every other byte as served.
 */
function withoutMetadata(image: Buffer): Buffer {
  const format = imageFormatOf(image);
  return format.shown ? imageWithMetadata(image, format.format, 'strip', () => '') : image;
}

/**
 * The image the world's backend served for `taskId` (on the Horde, its request's one image; on
 * ComfyUI, the file its prompt's history lists; on the WebUI, the one answered under that task id).
 */
async function servedImage(world: DemoWorld, taskId: string): Promise<Buffer | undefined> {
  if (world.webui) return world.webui.delivered().find((image) => image.taskId === taskId)?.bytes;
  if (world.comfy) {
    type Output = { images?: { filename: string; subfolder: string; type: string }[] };
    const outputs = Object.values(world.comfy.history(taskId)?.outputs ?? {}) as Output[];
    const file = outputs.flatMap((output) => output.images ?? [])[0];
    return file && world.comfy.file('output', file.subfolder, file.filename);
  }
  if (!world.horde) return world.imageApi.imageFor(taskId);
  const generationId = world.horde.request(taskId)?.jobs[0]?.generationId;
  return generationId ? world.horde.imageFor(generationId) : undefined;
}

/** Where the usage chart is saved: beside the image, `<name>-usage.png`. */
export function chartPathBeside(imagePath: string): string {
  const extension = extname(imagePath);
  return `${extension ? imagePath.slice(0, -extension.length) : imagePath}-usage.png`;
}
