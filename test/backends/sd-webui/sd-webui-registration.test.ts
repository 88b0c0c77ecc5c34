import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../../src/app/backends.js';
import { sdWebuiRegistration } from '../../../src/backends/sd-webui/sd-webui-registration.js';
import { VALID_ENV } from '../../core/config-kit.js';

const valid = VALID_ENV;

describe('the WebUI registration', () => {
  it('reads SD_WEBUI_AUTH as user:password, and refuses anything else', () => {
    expect(parseBotConfig({ ...valid, SD_WEBUI_AUTH: 'bot:pa:ss' }).SD_WEBUI_AUTH).toBe(
      'bot:pa:ss',
    );
    expect(() => parseBotConfig({ ...valid, SD_WEBUI_AUTH: 'no-colon' })).toThrow(
      /SD_WEBUI_AUTH must be user:password/,
    );
  });

  it('is named by BACKENDS and its login is a secret, readable from SD_WEBUI_AUTH_FILE', () => {
    const { IMAGE_API_URL: _url, ...rest } = valid;
    const config = parseBotConfig({ ...rest, BACKENDS: 'sd-webui' });
    expect(config.BACKENDS).toEqual(['sd-webui']);
    expect(config.SD_WEBUI_URL).toBe('http://127.0.0.1:7860');
    expect(config.SD_WEBUI_TIMEOUT_MS).toBe(15_000);
    expect(sdWebuiRegistration.secrets).toEqual(['SD_WEBUI_AUTH']);
    expect(parseBotConfig.secrets).toContain('SD_WEBUI_AUTH');
  });
});
