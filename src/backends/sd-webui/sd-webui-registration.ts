import type { Config } from '../../core/config.js';
import type { Logger } from '../../core/logger.js';
import type { ShutdownStack } from '../../core/shutdown-stack.js';
import type { RegisteredBackend } from '../../image-backend/backend-registry.js';
import { basicAuthorization } from './sd-webui-http.js';

/**
 * The WebUI backend from the bot's settings (`SD_WEBUI_*`), closed with the process: its
 * `--api-auth` login's password and Basic header noted as secrets before anything is logged.
 */
export async function sdWebuiRegistration(parts: {
  readonly config: Config;
  readonly logger: Logger;
  readonly stack: ShutdownStack;
}): Promise<RegisteredBackend> {
  const { config, logger, stack } = parts;
  const { SdWebuiBackend } = await import('./sd-webui-backend.js');
  const login = config.SD_WEBUI_AUTH;
  if (login) {
    logger.secrets.pin(login.slice(login.indexOf(':') + 1));
    logger.secrets.pin(basicAuthorization(login).slice('Basic '.length));
  }
  const backend = new SdWebuiBackend({
    baseUrl: config.SD_WEBUI_URL,
    timeoutMs: config.SD_WEBUI_TIMEOUT_MS,
    ...(login && { login }),
    logger: logger.child({ backend: 'sd-webui' }),
  });
  stack.use('Stable Diffusion WebUI client', backend, (used) => used.close());
  const name = config.SD_WEBUI_NAME;
  return { id: 'sd-webui', name, signup: { name, loginTokens: false }, backend };
}
