import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { NO_HORDE_FAULTS } from '../../../sandbox/horde/horde-faults.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Runs `/imagine` as alice with `data` attached as `image:`. */
const imagineWith = (env: HordeEnv, prompt: string, data: Buffer) =>
  env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options: { prompt },
    attachments: { image: { name: 'input.png', data } },
  });

/** The Discord CDN URLs of the files `run`'s command carried (`url`, `proxy_url`). */
function attachmentUrls(run: InteractionRun): string[] {
  const data = run.payload.data as { resolved?: { attachments?: Record<string, object> } };
  return Object.values(data.resolved?.attachments ?? {}).flatMap((file) => {
    const { url, proxy_url: proxy } = file as { url: string; proxy_url?: string };
    return [url, new URL(url).pathname, ...(proxy ? [proxy] : [])];
  });
}

/**
 * Runs of `bytes` as a log could hold them: base64 and base64url of the bytes from each of the three
 * alignments (a log of any part of them holds one), hex, a JSON'd Buffer's numbers; each from
 * three places of the image.
 */
function encodings(bytes: Buffer): string[] {
  const at = (text: string) =>
    [0.1, 0.5, 0.9].map((share) => {
      const start = Math.floor((text.length * share) / 4) * 4;
      return text.slice(start, start + 56);
    });
  return [
    ...[0, 1, 2].flatMap((skip) => {
      const from = bytes.subarray(skip);
      return [...at(from.toString('base64')), ...at(from.toString('base64url'))];
    }),
    ...at(bytes.toString('hex')),
    JSON.stringify([...bytes.subarray(100, 116)]).slice(1, -1),
  ];
}

describe('an input image is never logged', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('neither its bytes (base64, hex, a Buffer) nor its Discord CDN URL are in the debug log of an edit that failed, one delivered and its Re-roll', async () => {
    env = await startHordeEnv();
    const bytes = await renderImage({ width: 384, height: 256, prompt: 'a secret map', seed: 11 });
    env.horde.setFaults({ maintenanceMode: true });
    const failed = await imagineWith(env, 'the map in the rain', bytes);
    const refused = await waitForResult(failed, 30_000);
    expect(titleOf(refused)).not.toBe('✅ Image ready');
    env.horde.setFaults(NO_HORDE_FAULTS);
    const run = await imagineWith(env, 'the map at dawn', bytes);
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    const reroll = await run.clickButton({ label: '🎲 Re-roll' });
    expect(titleOf(await waitForResult(reroll, 30_000))).toBe('✅ Image ready');
    await env.app.context.jobs.idle();

    const urls = [...attachmentUrls(failed), ...attachmentUrls(run)];
    expect(urls.length).toBeGreaterThanOrEqual(4);
    const logged = env.logs.map((line) => JSON.stringify(line));
    // The search finds the image in a line that holds it: a part of it in base64, all of it in hex.
    const leaked = JSON.stringify({
      part: bytes.subarray(1_001).toString('base64'),
      hex: bytes.toString('hex'),
    });
    expect(encodings(bytes).filter((text) => leaked.includes(text))).toHaveLength(6);
    expect(logged.some((line) => line.includes('task submitted'))).toBe(true);
    const found = [...encodings(bytes), ...urls].filter((text) =>
      logged.some((line) => line.includes(text)),
    );
    expect(found).toEqual([]);
  });
});
