import { afterEach, describe, expect, it } from 'vitest';
import type { SdWebuiFaults } from '../../../sandbox/sd-webui/index.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** What a member never reads: the operator's paths, the exception's words, the WebUI's body. */
const INTERNALS = /home\/operator|safetensors|Errno|CUDA|FileNotFound|said|sdapi|HTTP \d/i;

describe("a failed job on each of the WebUI family's forks", () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  const failedJob = async (
    fork: 'automatic1111' | 'forge' | 'sdnext',
    fault: Partial<SdWebuiFaults>,
  ) => {
    env = await startSdWebuiEnv({ webui: { fork }, env: { JOB_TIMEOUT_MS: '600000' } });
    env.webui.setFaults(fault);
    const final = await waitForResult(
      await runImagine(env, { prompt: 'a fox', steps: 10 }),
      20_000,
    );
    expect(titleOf(final)).toBe('❌ Generation failed');
    expect(final.buttons.map((b) => b.label)).toContain('🔁 Retry');
    const shown = `${titleOf(final)}\n${cardText(final)}`;
    expect(shown).not.toMatch(INTERNALS);
    const logged = String(env.logs.find((line) => line.msg === 'sd-webui call failed')?.detail);
    return { shown, logged };
  };

  it("Forge's {error, detail, body, message}: a missing file in plain words, its path in the log only", async () => {
    const { shown, logged } = await failedJob('forge', { missingFileNext: 1 });
    expect(shown).toContain(
      'Stable Diffusion WebUI could not generate this image: a file it needs is missing. Try again, perhaps with other settings.',
    );
    expect(logged).toContain(
      "No such file or directory: '/home/operator/stable-diffusion-webui/models/VAE/",
    );
    expect(env.webui.stats.faults.missing_file).toBe(1);
  });

  it("SD.Next's {error, code, detail, body, errors}: out of memory in plain words", async () => {
    const { shown, logged } = await failedJob('sdnext', { outOfMemoryNext: 1 });
    expect(shown).toContain(
      'Stable Diffusion WebUI could not generate this image: the GPU ran out of memory.',
    );
    expect(logged).toContain('CUDA out of memory');
  });

  it("A1111's {error, detail, body, errors}: a missing file in plain words", async () => {
    const { shown, logged } = await failedJob('automatic1111', { missingFileNext: 1 });
    expect(shown).toContain('a file it needs is missing');
    expect(logged).toContain('FileNotFoundError');
  });
});
