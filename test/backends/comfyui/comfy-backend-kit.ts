import {
  ComfyBackend,
  type ComfyBackendOptions,
} from '../../../src/backends/comfyui/comfy-backend.js';
import type { IMAGE_DOWNLOAD_DEFAULTS } from '../../../src/image-backend/image-download.js';
import { ImageDownloader } from '../../../src/image-backend/image-download.js';

/** Download settings a test may change (the bound, the memory budget, the retries). */
export type ViewDownloadSettings = Partial<typeof IMAGE_DOWNLOAD_DEFAULTS>;

/**
 * A {@link ComfyBackend} as its registration makes it: `/view` read through the port's download
 * on the server's own origin, with its `authHeaders`; `close` closes both.
 */
export function comfyBackend(
  options: Omit<ComfyBackendOptions, 'download'>,
  download: ViewDownloadSettings = {},
): ComfyBackend {
  const images = new ImageDownloader({
    ...download,
    baseUrl: new URL(options.baseUrl),
    policy: { kind: 'operator-origin', headers: options.authHeaders ?? {} },
  });
  const backend = new ComfyBackend({ ...options, download: (url, o) => images.download(url, o) });
  const close = backend.close.bind(backend);
  backend.close = async () => {
    await close();
    await images.close();
  };
  return backend;
}
