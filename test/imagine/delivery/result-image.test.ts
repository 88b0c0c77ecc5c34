import { describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/index.js';
import { fetchResultImages } from '../../../src/imagine/delivery/result-image.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { ResultUnfetchedError } from '../../../src/jobs/job-errors.js';
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
    // A second attempt at the reply's final message: what is no image stays so.
    const memory = new Map(jobs.map((job) => [job.id, { failures: 1 }]));
    const { files, placements } = await fetchResultImages(() => api, jobs, {
      maxBytes: 10_000_000,
      memory,
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
        kind: 'missing',
        reason: expect.objectContaining({ key: 'imagine.result.notAnImage' }),
      });
    expect(placements.get('jpeg')).toEqual({
      kind: 'attachment',
      fileName: 'imagine-jpeg.jpg',
      size: { width: 96, height: 64 },
    });
    expect(placements.get('png')).toMatchObject({ size: { width: 8, height: 8 } });
  });

  it('downloads again from the URL the backend gives now, then tells the image missing, never linked', async () => {
    const good = await encodedPicture('webp');
    const api = {
      downloadImage: async (url: string) => {
        if (url === 'http://img/fresh') return good;
        throw new Error(`HTTP 403 at ${url}`);
      },
    };
    const asked: string[] = [];
    const memory = new Map();
    const fresh = async (job: GenerationJob) => {
      asked.push(job.id);
      return job.id === 'a' ? 'http://img/fresh' : undefined;
    };
    const options = { maxBytes: 10_000_000, memory, freshImageUrl: fresh };
    const first = await fetchResultImages(() => api, [completed('a')], options);
    expect(first.placements.get('a')).toMatchObject({ kind: 'attachment' });
    expect(first.files[0]?.data.equals(good)).toBe(true);
    const failed = fetchResultImages(() => api, [completed('b')], options);
    await expect(failed).rejects.toThrow(ResultUnfetchedError);
    await expect(failed).rejects.toMatchObject({
      jobId: 'b',
      cause: { message: 'HTTP 403 at http://img/b' },
    });
    const second = await fetchResultImages(() => api, [completed('b')], options);
    expect(second.placements.get('b')).toEqual({
      kind: 'missing',
      reason: { key: 'imagine.result.notFetched' },
    });
    expect(asked).toEqual(['a', 'b', 'b']);
  });
});
