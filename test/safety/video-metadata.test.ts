import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { videoWithoutMetadata } from '../../src/safety/video-metadata.js';

const dir = mkdtempSync(join(tmpdir(), 'video-metadata-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'a prompt naming imagine-bot/3f1c.png';

/** A 12-frame test video of `format` tagged with {@link SECRET}, as ComfyUI's savers tag theirs. */
function video(format: 'mp4' | 'webm'): Buffer {
  const file = join(dir, `tagged.${format}`);
  const codec =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', 'use_metadata_tags']
      : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40'];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=12:duration=1'],
    ...codec,
    ...['-metadata', `prompt=${SECRET}`, '-metadata', 'workflow={"nodes":[]}', file],
  ]);
  return readFileSync(file);
}

/** What ffprobe reads of `bytes`: its frames and tags. */
function probe(bytes: Buffer, format: string) {
  const file = join(dir, `probed.${format}`);
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames,width,height:format_tags', '-of', 'json', file],
  ]);
  return JSON.parse(out.toString()) as {
    streams: { nb_read_frames: string; width: number }[];
    format: { tags?: Record<string, string> };
  };
}

/** The `prompt` tag ffprobe reads (Matroska's are upper case). */
const promptTag = (read: ReturnType<typeof probe>) =>
  Object.entries(read.format.tags ?? {}).find(([key]) => key.toLowerCase() === 'prompt')?.[1];

describe('videoWithoutMetadata', () => {
  for (const [format, type] of [
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
  ] as const) {
    it(`takes the tags out of ${format} in place: no byte of the prompt left, the same length, every frame still played`, () => {
      const tagged = video(format);
      expect(tagged.includes(SECRET)).toBe(true);
      expect(promptTag(probe(tagged, format))).toBe(SECRET);
      const clean = videoWithoutMetadata(tagged, type);
      if (!clean) throw new Error('not walked');
      expect(clean.length).toBe(tagged.length);
      expect(clean.includes(SECRET)).toBe(false);
      expect(clean.includes('workflow')).toBe(false);
      const read = probe(clean, format);
      expect(promptTag(read)).toBeUndefined();
      expect(read.streams[0]).toMatchObject({ nb_read_frames: '12', width: 96 });
      expect(tagged.includes(SECRET)).toBe(true);
    });
  }

  it('refuses bytes that are no video it can walk', () => {
    expect(videoWithoutMetadata(Buffer.from([0, 0, 0, 200, 1, 2]), 'video/mp4')).toBeUndefined();
  });
});
