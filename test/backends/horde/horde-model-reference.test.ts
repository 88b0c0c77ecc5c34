import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { HordeModelReference } from '../../../src/backends/horde/horde-model-reference.js';

describe("the AI Horde's model reference, as the bot reads it", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** A server answering `status` with `body`, counting the requests. */
  async function serve(status: number, body: unknown) {
    let asked = 0;
    const server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/stable_diffusion.json`, asked: () => asked };
  }

  const referenceAt = (url: string, now: () => number) => {
    const dispatcher = new Agent();
    closers.push(() => dispatcher.close());
    return new HordeModelReference({ url, timeoutMs: 2_000, dispatcher, ttlMs: 3_600_000, now });
  };

  it("tells a model's family once read, and by a tag in the name of one it does not list", async () => {
    const file = await serve(200, { 'AlbedoBase XL (SDXL)': { baseline: 'stable_diffusion_xl' } });
    const reference = referenceAt(file.url, () => 0);
    expect(await reference.families.read('AlbedoBase XL (SDXL)')).toBe('sdxl');
    expect(reference.families.known('Someone [Flux]')).toBe('flux');
    expect(reference.families.known('unlisted')).toBeUndefined();
    expect(file.asked()).toBe(1);
  });

  it('does not make every command wait for a file that could not be read: asked again a ttl later', async () => {
    const file = await serve(500, { message: 'down' });
    let now = 0;
    const reference = referenceAt(file.url, () => now);
    await expect(reference.refresh()).rejects.toThrow();
    expect(await reference.families.read('stable_diffusion')).toBeUndefined();
    expect(await reference.families.read('stable_diffusion')).toBeUndefined();
    expect(file.asked()).toBe(1);
    now += 3_600_001;
    await reference.families.read('stable_diffusion');
    expect(file.asked()).toBe(2);
  });
});
