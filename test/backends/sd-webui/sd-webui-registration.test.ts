import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../../src/app/backends.js';
import { sdWebuiRegistration } from '../../../src/backends/sd-webui/sd-webui-registration.js';
import { configProblems, VALID_ENV } from '../../core/config-kit.js';

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

  it('takes several WebUIs comma-separated, each with its slots and its login (one for all, or one per URL)', () => {
    const webuis = { BACKENDS: 'sd-webui', SD_WEBUI_URL: 'http://gpu1:7860,http://gpu2:7860' };
    const config = parseBotConfig({ ...valid, ...webuis, SD_WEBUI_SLOTS: '2,1' });
    expect(config.SD_WEBUI_SLOTS).toEqual([2, 1]);
    expect(configProblems({ ...valid, ...webuis, SD_WEBUI_AUTH: 'bot:one,bot:two' })).toEqual([]);
    expect(configProblems({ ...valid, ...webuis, SD_WEBUI_AUTH: 'bot:same' })).toEqual([]);
    expect(configProblems({ ...valid, ...webuis, SD_WEBUI_AUTH: 'bot:one,bot:two,bot:3' })).toEqual(
      [
        'SD_WEBUI_AUTH lists 3 values for the 2 servers of SD_WEBUI_URL: give one for every server, or one per URL in its order, comma-separated',
      ],
    );
    expect(configProblems({ ...valid, ...webuis, SD_WEBUI_AUTH: 'bot:one,two' })).toEqual([
      "SD_WEBUI_AUTH must list each login as user:password, as the WebUI's --api-auth",
    ]);
    expect(configProblems({ ...valid, ...webuis, SD_WEBUI_SLOTS: '1,1,1' })[0]).toMatch(
      /^SD_WEBUI_SLOTS lists 3 values for the 2 servers of SD_WEBUI_URL/,
    );
    expect(
      configProblems({ ...valid, BACKENDS: 'sd-webui', SD_WEBUI_URL: 'http://a:1,http://a:1' }),
    ).toEqual(['SD_WEBUI_URL lists a:1 twice (its 1st and 2nd URLs): name each server once']);
  });
});
