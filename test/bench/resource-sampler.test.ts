import { describe, expect, it } from 'vitest';
import { startResourceSampler } from '../../bench/resource-sampler.js';

describe('startResourceSampler', () => {
  it('counts a peak that came and went with no sample taken meanwhile', async () => {
    const before = process.memoryUsage.rss();
    const sampler = startResourceSampler({ intervalMs: 60_000 });
    let block: Buffer | undefined = Buffer.alloc(64 * 1024 * 1024, 1);
    const touched = block.length;
    block = undefined;
    const usage = await sampler.stop();
    expect(block).toBeUndefined();
    expect(usage.peakRssBytes).toBeGreaterThanOrEqual(before + touched * 0.9);
    expect(usage.cpuMs).toBeGreaterThan(0);
  });
});
