import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessageView } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/**
 * The shipped Wan 2.2 TI2V 5B animate workflow, made small for a test (256 × 160, `length`
 * frames, its middle frame sampled at the middle), its SaveVideo's prefix the shipped one.
 */
export function animateWorkflow(length = 9): Graph {
  const graph = JSON.parse(
    readFileSync('comfyui-workflows/video/wan22-ti2v-5b-animate.json', 'utf8'),
  ) as Graph;
  Object.assign(graph['8']?.inputs ?? {}, { width: 256, height: 160, length });
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: (length - 1) >> 1 });
  return graph;
}

/** The shipped text-to-image and edit workflows, and {@link animateWorkflow}. */
export function animateWorkflows(length?: number): Record<string, unknown> {
  const shipped = (name: string) =>
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')) as unknown;
  return {
    sd15: shipped('sd15'),
    'sd15-img2img': shipped('sd15-img2img'),
    animate: animateWorkflow(length),
  };
}

/** What ffprobe reads of a posted video: its container, codec, size, frames, length and tags. */
export interface VideoFacts {
  readonly format: string;
  readonly codec: string;
  readonly width: number;
  readonly height: number;
  readonly frames: number;
  readonly seconds: number;
  readonly tags: Readonly<Record<string, string>>;
  /** Its first frame (the poster Discord draws) as raw RGB24, `width × height × 3` bytes. */
  readonly firstFrame: Buffer;
}

/** Reads `bytes` (a video) with Debian's ffprobe and ffmpeg, in a temporary file. */
export function videoFacts(bytes: Buffer): VideoFacts {
  const dir = mkdtempSync(join(tmpdir(), 'posted-video-'));
  try {
    const file = join(dir, 'posted');
    writeFileSync(file, bytes);
    const probed = JSON.parse(
      execFileSync('ffprobe', [
        ...['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-of', 'json'],
        ...[
          '-show_entries',
          'stream=codec_name,width,height,nb_read_frames:format=format_name,duration:format_tags',
          file,
        ],
      ]).toString(),
    ) as {
      streams: { codec_name: string; width: number; height: number; nb_read_frames: string }[];
      format: { format_name: string; duration: string; tags?: Record<string, string> };
    };
    const [stream] = probed.streams;
    if (!stream) throw new Error('no video stream');
    const firstFrame = execFileSync(
      'ffmpeg',
      ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return {
      format: probed.format.format_name,
      codec: stream.codec_name,
      width: stream.width,
      height: stream.height,
      frames: Number(stream.nb_read_frames),
      seconds: Number(probed.format.duration),
      tags: probed.format.tags ?? {},
      firstFrame,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `env`'s member presses 🎬 Animate (`motion` low or high) on `card` and sends its form with
 * `prompt` (none by default); the animation's run, to wait for its result.
 */
export async function pressAnimate(
  env: BotEnv,
  card: MessageView,
  { motion = 'low', prompt = '' }: { motion?: 'low' | 'high'; prompt?: string } = {},
) {
  const click = await env.discord.clickButton({
    message: card,
    label: `🎬 Animate (${motion} motion)`,
    user: env.user,
  });
  await click.waitForModal();
  return click.submitModal({ motion: prompt });
}
