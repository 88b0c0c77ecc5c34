import { ImageApiClient } from '../backends/image-service/image-api-client.js';
import { BackendRegistry, ORIGINAL_BACKEND_ID } from '../image-backend/backend-registry.js';
import type { Base } from './base.js';
import type { ImageServiceWatch } from './service-probe.js';

/**
 * The image backends the operator configured, registered once: the one place that imports
 * `src/backends/*`. A new backend is a folder there and a line here. Each request's end of the
 * image service is told to `watch` (and the metrics).
 */
export function backendsLayer(
  { config, logger, stack, ops }: Base,
  watch: ImageServiceWatch,
): BackendRegistry {
  const client = new ImageApiClient({
    baseUrl: config.IMAGE_API_URL,
    timeoutMs: config.IMAGE_API_TIMEOUT_MS,
    imageHosts: config.IMAGE_HOSTS,
    allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
    imageDownloadMemoryBytes: config.IMAGE_DOWNLOAD_MEMORY_BYTES,
    logger,
    onRequest: (request) => {
      watch.onRequest(request);
      ops?.serviceRequest(request);
    },
  });
  const imageService = stack.use('image service client', client, (made) => made.close());
  return new BackendRegistry([
    { id: ORIGINAL_BACKEND_ID, name: 'image service', backend: imageService },
  ]);
}
