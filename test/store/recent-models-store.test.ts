import { describe, expect, it } from 'vitest';
import { useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

describe('RecentModelsStore', () => {
  it('lists models most recent first, each once', async () => {
    const { recentModels } = await db.open();
    expect(await recentModels.list('g')).toEqual([]);
    for (const model of ['sdxl/base', 'anime/v3', 'sdxl/base', 'flux/dev', 'flux/dev']) {
      await recentModels.record('g', model);
    }
    expect(await recentModels.list('g')).toEqual(['flux/dev', 'sdxl/base', 'anime/v3']);
  });

  it('keeps at most 25, dropping the oldest', async () => {
    const { recentModels } = await db.open();
    for (let index = 1; index <= 30; index += 1) await recentModels.record('g', `model-${index}`);
    const listed = await recentModels.list('g');
    expect(listed).toHaveLength(25);
    expect(listed[0]).toBe('model-30');
    expect(listed.at(-1)).toBe('model-6');
  });

  it('filters by a substring in any case', async () => {
    const { recentModels } = await db.open();
    for (const model of ['SDXL/Base', 'anime/v3', 'sdxl/refiner']) {
      await recentModels.record('g', model);
    }
    expect(await recentModels.list('g', 'sdXL')).toEqual(['sdxl/refiner', 'SDXL/Base']);
    expect(await recentModels.list('g', '  ')).toHaveLength(3);
    expect(await recentModels.list('g', 'nothing')).toEqual([]);
  });

  it('trims names, ignores blanks and keeps servers apart', async () => {
    const { recentModels } = await db.open();
    await recentModels.record('g1', '  flux/dev  ');
    await recentModels.record('g1', '   ');
    await recentModels.record('g2', 'anime/v3');
    expect(await recentModels.list('g1')).toEqual(['flux/dev']);
    expect(await recentModels.list('g2')).toEqual(['anime/v3']);
  });

  it('keeps every concurrent record', async () => {
    const { recentModels } = await db.open();
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((model) => recentModels.record('g', model)));
    expect([...(await recentModels.list('g'))].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
