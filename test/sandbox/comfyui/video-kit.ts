import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { onTestFinished } from 'vitest';
import type { Workflow } from '../../../sandbox/comfyui/index.js';

const run = promisify(execFile);

/** The image-to-video workflow the bot ships, as its file holds it. */
export const SHIPPED_VIDEO_WORKFLOW = 'comfyui-workflows/video/wan22-ti2v-5b-animate.json';

/** The shipped workflow read afresh (a copy each call). */
export function shippedVideoWorkflow(): Workflow {
  return JSON.parse(readFileSync(SHIPPED_VIDEO_WORKFLOW, 'utf8')) as Workflow;
}

/** The shipped workflow on `image`, its size, length, rate, steps, prompt and seed as given (small by default). */
export function videoWorkflow(
  image: string,
  o: {
    width?: number;
    height?: number;
    length?: number;
    fps?: number;
    steps?: number;
    text?: string;
    seed?: number;
    middle?: number;
  } = {},
): Workflow {
  const graph = shippedVideoWorkflow();
  const set = (id: string, inputs: Record<string, unknown>) => {
    const node = graph[id] as Workflow[string];
    Object.assign(node.inputs, inputs);
  };
  set('5', { image });
  set('6', { text: o.text ?? 'the fox turns its head' });
  set('8', { width: o.width ?? 128, height: o.height ?? 96, length: o.length ?? 9 });
  set('9', { steps: o.steps ?? 3, seed: o.seed ?? 7 });
  set('11', { fps: o.fps ?? 8 });
  set('14', { batch_index: o.middle ?? 4 });
  return graph;
}

/** What ffprobe says of a video's first stream and container. */
export interface Probe {
  codec: string;
  pixFmt: string;
  width: number;
  height: number;
  frames: number;
  rate: string;
  format: string;
  tags: Record<string, string>;
}

/** Writes `bytes` to a file that goes with the test. */
async function tempFile(bytes: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'comfy-video-test-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, name);
  await writeFile(file, bytes);
  return file;
}

/** ffprobe's reading of a video (Debian's ffprobe, frames counted by decoding). */
export async function probe(bytes: Buffer, name = 'video.mp4'): Promise<Probe> {
  const file = await tempFile(bytes, name);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate'],
    ...['-show_entries', 'format=format_name:format_tags', '-of', 'json', file],
  ]);
  const json = JSON.parse(stdout);
  const stream = json.streams[0];
  return {
    codec: stream.codec_name,
    pixFmt: stream.pix_fmt,
    width: stream.width,
    height: stream.height,
    frames: Number(stream.nb_read_frames),
    rate: stream.r_frame_rate,
    format: json.format.format_name,
    tags: json.format.tags ?? {},
  };
}

/** Frame `index` of a video as PNG bytes (ffmpeg decodes it). */
export async function frameOf(bytes: Buffer, index: number, name = 'video.mp4'): Promise<Buffer> {
  const file = await tempFile(bytes, name);
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${index})`, '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout as unknown as Buffer;
}

/** The mean colour of a picture's region (`[r, g, b]`, 0–255). */
export async function meanColour(
  png: Buffer,
  region?: { x: number; y: number; width: number; height: number },
): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { x = 0, y = 0, width = image.width, height = image.height } = region ?? {};
  const data = ctx.getImageData(x, y, width, height).data;
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] as number) + (data[i + c] as number);
  }
  return sum.map((s) => s / (data.length / 4));
}

/** The size of a PNG. */
export async function sizeOf(png: Buffer): Promise<{ width: number; height: number }> {
  const image = await loadImage(png);
  return { width: image.width, height: image.height };
}
