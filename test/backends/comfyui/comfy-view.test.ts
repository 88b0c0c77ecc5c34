import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ComfyEmulator,
  NO_COMFY_FAULTS,
  startComfyEmulator,
} from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
} from '../../../src/image-backend/backend-errors.js';
import { comfyBackend, type ViewDownloadSettings } from './comfy-backend-kit.js';

const TOKEN = 'proxy-token-7';
const logger = createLogger({ write: () => {} });

/**
 * ComfyUI's `/view` read through the port's download on the operator's own origin: behind a
 * proxy's token, on loopback, under the same byte bound and memory budget as every backend's,
 * and never followed off that origin.
 */
describe('ComfyBackend reads /view through the port’s download', () => {
  let comfy: ComfyEmulator;
  let elsewhere: Server;
  let elsewhereHits = 0;
  const made: ComfyBackend[] = [];

  /** A backend behind the emulator's proxy token, with `download` settings. */
  const backendWith = (download: ViewDownloadSettings = {}) => {
    const backend = comfyBackend(
      {
        baseUrl: comfy.url,
        timeoutMs: 5_000,
        workflows: loadWorkflows('comfyui-workflows', logger),
        authHeaders: { authorization: `Bearer ${TOKEN}` },
        logger,
      },
      { retries: 0, ...download },
    );
    made.push(backend);
    return backend;
  };

  /** Generates one image and returns its `/view` URL. */
  async function madeImageUrl(backend: ComfyBackend): Promise<string> {
    const { taskId } = await backend.submit('', { prompt: 'a lighthouse', seed: 5 });
    for (let polls = 0; polls < 200; polls++) {
      const status = await backend.taskStatus('', taskId);
      if (status.state === 'completed') return status.imageUrl;
      if (status.state === 'failed') throw new Error(status.error);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never ended');
  }

  beforeAll(async () => {
    comfy = await startComfyEmulator({
      timeScale: 0.005,
      previews: false,
      auth: { token: TOKEN },
    });
    elsewhere = createServer((_request, response) => {
      elsewhereHits++;
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    comfy.setFaults(NO_COMFY_FAULTS);
    comfy.resetStats();
    elsewhereHits = 0;
  });
  afterAll(async () => {
    await Promise.all(made.map((backend) => backend.close()));
    await comfy.close();
    await new Promise((resolve) => elsewhere.close(resolve));
  });

  it('sends the proxy’s token with /view and reads the PNG from loopback', async () => {
    const backend = backendWith();
    const url = await madeImageUrl(backend);
    const image = await backend.downloadImage(url);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    expect(comfy.stats.unauthorized).toBe(0);
    expect(comfy.stats.requests.view).toBe(1);
  });

  it('refuses a /view larger than the bound asked, and than the downloads’ memory budget', async () => {
    const backend = backendWith();
    const url = await madeImageUrl(backend);
    const size = (await backend.downloadImage(url)).length;
    await expect(backend.downloadImage(url, { maxBytes: size - 1 })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
    const budgeted = backendWith({ imageDownloadMemoryBytes: size - 1 });
    await expect(budgeted.downloadImage(url, { maxBytes: 33_554_432 })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
  });

  it('refuses a redirect off the server’s origin without following it (the token never leaves)', async () => {
    const backend = backendWith();
    const url = await madeImageUrl(backend);
    const { port } = elsewhere.address() as AddressInfo;
    comfy.setFaults({ redirectTo: `http://127.0.0.1:${port}/login`, routes: ['view'] });
    const refused = await backend.downloadImage(url).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageHostRefusedError);
    expect(comfy.stats.faults.redirect).toBe(1);
    expect(elsewhereHits).toBe(0);
  });

  it('reads nothing but its own /view', async () => {
    const backend = backendWith();
    const { port } = elsewhere.address() as AddressInfo;
    for (const url of [`http://127.0.0.1:${port}/view?filename=a.png`, `${comfy.url}/history`]) {
      await expect(backend.downloadImage(url)).rejects.toBeInstanceOf(ImageHostRefusedError);
    }
    expect(elsewhereHits).toBe(0);
    expect(comfy.stats.requests.view).toBe(0);
  });
});
