import { ImageApiClient } from '../image-api/image-api-client.js';
import type { Base } from './base.js';

/** The image service's client. */
export function imageService({ config, logger, stack, ops }: Base): ImageApiClient {
  const client = new ImageApiClient({
    baseUrl: config.IMAGE_API_URL,
    timeoutMs: config.IMAGE_API_TIMEOUT_MS,
    imageHosts: config.IMAGE_HOSTS,
    allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
    imageDownloadMemoryBytes: config.IMAGE_DOWNLOAD_MEMORY_BYTES,
    logger,
    ...(ops && { onRequest: ops.serviceRequest }),
  });
  return stack.use('image service client', client, (made) => made.close());
}
