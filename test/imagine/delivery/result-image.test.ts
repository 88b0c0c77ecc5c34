import { describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/index.js';
import { fetchResultImages } from '../../../src/imagine/delivery/result-image.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { encodedPicture, gif, SVG } from '../../helpers/image-files.js';

/** A completed job whose image is at `http://img/<id>`. */
const completed = (id: string) =>
  ({ id, state: 'completed', imageUrl: `http://img/${id}` }) as unknown as GenerationJob;

describe('fetchResultImages', () => {
  it('names and types each file after its bytes, whatever its URL says, and withholds what is no image', async () => {
    const served: Record<string, Buffer> = {
      'http://img/png': await renderImage({ width: 8, height: 8, prompt: 'p', seed: 1 }),
      'http://img/jpeg': await encodedPicture('jpeg'),
      'http://img/webp': await encodedPicture('webp'),
      'http://img/gif': gif(2),
      'http://img/svg': SVG,
      'http://img/html': Buffer.from('<!doctype html><title>502</title>'),
    };
    const api = { downloadImage: async (url: string) => served[url] ?? Buffer.alloc(0) };
    const jobs = ['png', 'jpeg', 'webp', 'gif', 'svg', 'html'].map(completed);
    const { files, placements } = await fetchResultImages(() => api, jobs, {
      maxBytes: 10_000_000,
      failures: new Map(),
    });
    expect(files.map((file) => [file.name, file.contentType])).toEqual([
      ['imagine-png.png', 'image/png'],
      ['imagine-jpeg.jpg', 'image/jpeg'],
      ['imagine-webp.webp', 'image/webp'],
      ['imagine-gif.gif', 'image/gif'],
    ]);
    expect(
      files.every((file) =>
        file.data.equals(served[`http://img/${file.name.split(/[-.]/)[1]}`] ?? Buffer.alloc(0)),
      ),
    ).toBe(true);
    for (const id of ['svg', 'html'])
      expect(placements.get(id)).toEqual({
        kind: 'withheld',
        reason: expect.objectContaining({ key: 'imagine.result.notAnImage' }),
      });
    expect(placements.get('jpeg')).toEqual({
      kind: 'attachment',
      fileName: 'imagine-jpeg.jpg',
      size: { width: 96, height: 64 },
    });
    expect(placements.get('png')).toMatchObject({ size: { width: 8, height: 8 } });
  });
});
