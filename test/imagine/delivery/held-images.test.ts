import { describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/index.js';
import { HeldImages } from '../../../src/imagine/delivery/held-images.js';
import { fetchResultImages } from '../../../src/imagine/delivery/result-image.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';

/** A completed job whose image is at `http://img/<id>`. */
const completed = (id: string) =>
  ({ id, state: 'completed', imageUrl: `http://img/${id}` }) as unknown as GenerationJob;

describe('HeldImages', () => {
  it("takes a set's ended image in once, and its final message posts it though its server is gone", async () => {
    const png = await renderImage({ width: 8, height: 8, prompt: 'p', seed: 1 });
    let up = true;
    const asked: string[] = [];
    const api = {
      downloadImage: async (url: string) => {
        asked.push(url);
        if (!up) throw new Error(`connect ECONNREFUSED for ${url}`);
        return png;
      },
    };
    const held = new HeldImages(() => api);
    held.hold(completed('a'));
    held.hold(completed('a'));
    await held.images.get('a');
    expect(asked).toEqual(['http://img/a']);
    expect(held.bytes).toBe(png.length);

    up = false;
    const { files } = await fetchResultImages(() => api, [completed('a')], {
      maxBytes: 10_000_000,
      memory: new Map(),
      held: held.images,
    });
    expect(files.map((file) => file.data.equals(png))).toEqual([true]);
    expect(asked).toHaveLength(1);

    held.forget('a');
    expect(held.bytes).toBe(0);
    expect(held.images.has('a')).toBe(false);
  });

  it('holds nothing past its capacity, and nothing of a download that failed or a job with no image', async () => {
    const png = await renderImage({ width: 8, height: 8, prompt: 'p', seed: 1 });
    const api = {
      downloadImage: async (url: string) => {
        if (url.endsWith('/broken')) throw new Error('HTTP 500');
        return png;
      },
    };
    const held = new HeldImages(() => api, undefined, png.length);
    held.hold(completed('broken'));
    expect(await held.images.get('broken')).toBeUndefined();
    held.hold({ ...completed('none'), imageUrl: undefined } as GenerationJob);
    expect(await held.images.get('none')).toBeUndefined();
    held.hold(completed('a'));
    await held.images.get('a');
    held.hold(completed('b'));
    expect(held.images.has('b')).toBe(false);
    expect(held.bytes).toBe(png.length);
  });
});
