import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameMark, markXExpression } from '../../emulator-kit/frame-mark.js';
import { clipKey, type ImageSource, renderStill } from '../../emulator-kit/picture.js';

/** A run of frames drawn from one still: a clip's frames `first`… (its mark moving), or one image. */
export interface VideoSegment {
  readonly still: ImageSource;
  readonly count: number;
  readonly clip?: { readonly first: number; readonly of: number };
}

/** A video to write: its frames, rate, codec and container, and the metadata tags it carries. */
export interface VideoJob {
  readonly segments: readonly VideoSegment[];
  readonly width: number;
  readonly height: number;
  /** Frames per second as a fraction (`[24000, 1000]`: `Fraction(round(fps * 1000), 1000)`). */
  readonly rate: readonly [number, number];
  readonly codec: 'h264' | 'vp9' | 'av1';
  /** The quality (none: the encoder's default, libx264's 23). */
  readonly crf?: number;
  readonly container: 'mp4' | 'mkv' | 'webm';
  /** `[key, text]` tags, in order (SaveVideo's `prompt` and `workflow`, JSON-dumped). */
  readonly metadata: readonly (readonly [string, string])[];
  /** ffmpeg `noise` strength, 0 to 100. */
  readonly grain: number;
}

/** The frames of `items` as segments: a clip's consecutive frames together, each still alone. */
export function segmentsOf(items: readonly ImageSource[]): VideoSegment[] {
  const segments: VideoSegment[] = [];
  for (const item of items) {
    const { frame, ...still } = item;
    const last = segments.at(-1);
    if (
      frame &&
      last?.clip &&
      last.still.index === item.index &&
      last.clip.of === frame.of &&
      last.clip.first + last.count === frame.index
    ) {
      segments[segments.length - 1] = { ...last, count: last.count + 1 };
      continue;
    }
    segments.push({
      still,
      count: 1,
      ...(frame && { clip: { first: frame.index, of: frame.of } }),
    });
  }
  return segments;
}

/** ffmetadata's escapes (`=`, `;`, `#`, `\` and newlines). */
const escaped = (text: string) => text.replace(/[=;#\\\n]/g, (c) => `\\${c}`);

const hex = (rgb: readonly number[]) => rgb.map((c) => c.toString(16).padStart(2, '0')).join('');

/** The filter graph: each segment's still looped to its frames (a clip's mark moving over them), joined. */
function filterGraph(job: VideoJob): string {
  const [num, den] = job.rate;
  const parts = job.segments.map((segment, k) => {
    const looped = `[${k}:v]format=yuv420p,loop=loop=${segment.count - 1}:size=1:start=0,setpts=N*${den}/${num}/TB`;
    if (!segment.clip) return `${looped}[s${k}]`;
    const mark = frameMark(clipKey(segment.still), job.width, job.height);
    const x = markXExpression(mark, job.width, segment.clip.first, segment.clip.of, job.rate);
    return (
      `${looped}[b${k}];color=c=0x${hex(mark.colour)}:s=${mark.size}x${mark.size}:r=${num}/${den},format=yuv420p[m${k}];` +
      `[b${k}][m${k}]overlay=x='${x}':y=${mark.y}:eval=frame:shortest=1[s${k}]`
    );
  });
  const joined = job.segments.map((_, k) => `[s${k}]`).join('');
  const concat =
    job.segments.length === 1
      ? `${joined}null[c]`
      : `${joined}concat=n=${job.segments.length}:v=1:a=0[c]`;
  const grain = job.grain > 0 ? `noise=alls=${job.grain}:allf=t+u:all_seed=1` : 'null';
  return [...parts, concat, `[c]${grain},format=yuv420p[v]`].join(';');
}

/**
 * The encoder's arguments: PyAV's (libx264 at its defaults, or at the crf a 39b885fa SaveVideo
 * passes `save_to`; SaveWEBM's vp9 or av1 with its crf).
 */
function codecArgs(job: VideoJob): string[] {
  const quality = job.crf === undefined ? [] : ['-crf', String(job.crf)];
  if (job.codec === 'h264') return ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', ...quality];
  const crf = String(job.crf ?? 32);
  if (job.codec === 'vp9')
    return ['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', crf];
  return ['-c:v', 'libsvtav1', '-pix_fmt', 'yuv420p10le', '-crf', crf, '-preset', '6'];
}

/** What the emulator says when it cannot run ffmpeg. */
export function ffmpegMissing(ffmpeg: string): string {
  return `the ComfyUI emulator writes videos with ffmpeg, and "${ffmpeg}" could not be run: install Debian's ffmpeg (apt-get install ffmpeg) or pass its path as the ffmpeg option`;
}

/**
 * Writes the emulator's videos with ffmpeg, one at a time, each in a child process fed a PNG per
 * still through a temporary folder (never on the event loop); `close` ends the running one.
 */
export class VideoEncoder {
  #tail: Promise<unknown> = Promise.resolve();
  #running: ChildProcess | undefined;
  #closed = false;

  constructor(private readonly ffmpeg: string) {}

  /** The file's bytes once written; rejects with ffmpeg's words (or {@link ffmpegMissing}). */
  encode(job: VideoJob): Promise<Buffer> {
    const done = this.#tail.then(() => this.#write(job));
    this.#tail = done.catch(() => undefined);
    return done;
  }

  /** Ends the running encode; later ones fail. */
  close(): void {
    this.#closed = true;
    this.#running?.kill('SIGKILL');
  }

  async #write(job: VideoJob): Promise<Buffer> {
    if (this.#closed) throw new Error('the emulator closed before the video was written');
    const dir = await mkdtemp(join(tmpdir(), 'comfy-emulator-video-'));
    try {
      const stills = await Promise.all(job.segments.map((s) => renderStill(s.still)));
      const inputs = await Promise.all(
        stills.map(async (png, k) => {
          const file = join(dir, `still-${k}.png`);
          await writeFile(file, png);
          return ['-i', file];
        }),
      );
      const meta = join(dir, 'metadata.txt');
      const tags = job.metadata.map(([key, text]) => `${escaped(key)}=${escaped(text)}`);
      await writeFile(meta, [';FFMETADATA1', ...tags, ''].join('\n'));
      const out = join(dir, `video.${job.container}`);
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...inputs.flat(),
        ...['-f', 'ffmetadata', '-i', meta],
        ...['-filter_complex', filterGraph(job), '-map', '[v]'],
        ...['-map_metadata', String(job.segments.length)],
        ...['-r', `${job.rate[0]}/${job.rate[1]}`],
        ...codecArgs(job),
        ...(job.container === 'mp4' ? ['-movflags', '+use_metadata_tags'] : []),
        out,
      ];
      await this.#run(args);
      return await readFile(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  #run(args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      this.#running = child;
      let said = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        if (said.length < 4000) said += chunk.toString();
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        this.#running = undefined;
        reject(new Error(error.code === 'ENOENT' ? ffmpegMissing(this.ffmpeg) : error.message));
      });
      child.once('close', (code, signal) => {
        this.#running = undefined;
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${said.trim()}`));
      });
    });
  }
}
