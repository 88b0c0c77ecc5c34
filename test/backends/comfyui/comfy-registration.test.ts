import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../../src/app/backends.js';
import { configProblems, VALID_ENV } from '../../core/config-kit.js';

const comfy = (env: Record<string, string>) => ({ ...VALID_ENV, BACKENDS: 'comfyui', ...env });

describe('ComfyUI’s servers in its settings', () => {
  it('takes one URL as ever, or several comma-separated, each with its slots (one for all, or one per URL)', () => {
    expect(parseBotConfig(comfy({})).COMFYUI_SLOTS).toEqual([1]);
    const two = parseBotConfig(
      comfy({ COMFYUI_URL: 'http://gpu1:8188, http://gpu2:8188', COMFYUI_SLOTS: '1,2' }),
    );
    expect(two.COMFYUI_URL).toBe('http://gpu1:8188, http://gpu2:8188');
    expect(two.COMFYUI_SLOTS).toEqual([1, 2]);
    const all = parseBotConfig(
      comfy({ COMFYUI_URL: 'http://gpu1:8188,http://gpu2:8188', COMFYUI_SLOTS: '2' }),
    );
    expect(all.COMFYUI_SLOTS).toEqual([2]);
  });

  it('stops the start on a wrong list, one line naming the variable', () => {
    expect(configProblems(comfy({ COMFYUI_URL: 'http://gpu1:8188,http://gpu1:8188/' }))).toEqual([
      'COMFYUI_URL lists gpu1:8188 twice (its 1st and 2nd URLs): name each server once',
    ]);
    expect(configProblems(comfy({ COMFYUI_URL: 'http://gpu1:8188,gpu2:8188' }))).toEqual([
      'COMFYUI_URL (its 2nd URL) must be a URL with its scheme, http:// or https://, e.g. https://images.example.com',
    ]);
    expect(
      configProblems(comfy({ COMFYUI_URL: 'http://gpu1:8188,http://gpu2:8188/prompt' })),
    ).toEqual([
      "COMFYUI_URL (its 2nd URL) ends in /prompt, which the bot adds itself: set it to the ComfyUI server's base URL, before /prompt: http://gpu2:8188",
    ]);
    expect(
      configProblems(
        comfy({ COMFYUI_URL: 'http://gpu1:8188,http://gpu2:8188', COMFYUI_SLOTS: '1,2,1' }),
      ),
    ).toEqual([
      'COMFYUI_SLOTS lists 3 values for the 2 servers of COMFYUI_URL: give one for every server, or one per URL in its order, comma-separated',
    ]);
    expect(configProblems(comfy({ COMFYUI_SLOTS: '0' }))[0]).toMatch(
      /^COMFYUI_SLOTS must be a whole number from 1 to 32 \(default 1\)/,
    );
    expect(
      configProblems(
        comfy({ COMFYUI_URL: 'http://a:1,http://b:1,http://c:1', COMFYUI_TOKEN: 'one,two' }),
      ),
    ).toEqual([
      'COMFYUI_TOKEN lists 2 values for the 3 servers of COMFYUI_URL: give one for every server, or one per URL in its order, comma-separated',
    ]);
  });

  it('reads a token as a whole for one server, whatever it holds, and one for all or one per URL for several', () => {
    expect(configProblems(comfy({ COMFYUI_TOKEN: 'a,b,c' }))).toEqual([]);
    expect(
      configProblems(comfy({ COMFYUI_URL: 'http://a:1,http://b:1', COMFYUI_TOKEN: 'same' })),
    ).toEqual([]);
    expect(
      configProblems(comfy({ COMFYUI_URL: 'http://a:1,http://b:1', COMFYUI_TOKEN: ',b-only' })),
    ).toEqual([]);
  });
});
