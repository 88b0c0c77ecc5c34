import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** Long enough that a card ending within 20 s was ended by the failure, not the job's timeout. */
const NO_TIMEOUT = { JOB_TIMEOUT_MS: '600000' };

/** What a member never reads: the WebUI's routes, statuses and own words. */
const INTERNALS = /sdapi|HTTP \d|ECONN|not a valid|type_error|said|dit :/i;

/** The card an `/imagine` ended with, within 20 s, with its Retry (`retry`, in its language). */
const endOf = async (env: SdWebuiEnv, prompt: string, retry = '🔁 Retry') => {
  const final = await waitForResult(await runImagine(env, { prompt }), 20_000);
  expect(titleOf(final)).not.toBe('✅ Image ready');
  expect(final.buttons.map((b) => b.label)).toContain(retry);
  const shown = `${titleOf(final) ?? ''}\n${cardText(final)}`;
  expect(shown).not.toMatch(INTERNALS);
  return shown;
};

/** The operator's log line of the failed call. */
const loggedOf = (env: SdWebuiEnv) =>
  String(env.logs.find((line) => line.msg === 'sd-webui call failed')?.detail);

describe('a Stable Diffusion WebUI that is down or refuses the call', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('refusing connections: the card ends at once, saying to try again later and that nothing was charged', async () => {
    env = await startSdWebuiEnv({ env: NO_TIMEOUT });
    await env.webui.close();
    const shown = await endOf(env, 'a fox on a server that is off');
    expect(shown).toContain(
      'Could not reach Stable Diffusion WebUI right now. Try again in a few minutes. Nothing was charged.',
    );
    expect(shown).not.toMatch(/may have been/);
    expect(loggedOf(env)).toContain('ECONNREFUSED');
  });

  it('refusing connections, said in French on a French server', async () => {
    env = await startSdWebuiEnv({ env: NO_TIMEOUT });
    await env.webui.close();
    await env.app.context.stores.guildSettings.setLocale(env.guild.id, 'fr');
    const shown = await endOf(env, 'un renard sur un serveur éteint', '🔁 Réessayer');
    expect(shown).toContain(
      'Impossible de joindre Stable Diffusion WebUI pour le moment. Réessaie dans quelques minutes. Rien n’a été facturé.',
    );
    expect(shown).not.toMatch(/charged|Try again/);
  });

  it("answering FastAPI's 422 (a parameter refused): only the operator can fix it, nothing was charged", async () => {
    env = await startSdWebuiEnv({ env: NO_TIMEOUT });
    env.webui.setFaults({ unprocessableNext: 1, routes: ['txt2img'] });
    const shown = await endOf(env, 'a fox with a refused parameter');
    expect(shown).toContain(
      'Stable Diffusion WebUI refused this request because of how the bot is set up (its model, workflow or access), so nothing was generated or charged. Only the bot’s operator can fix this: please tell them.',
    );
    expect(loggedOf(env)).toContain('HTTP 422');
    expect(loggedOf(env)).toContain('value is not a valid integer');
    expect(env.webui.stats.faults.unprocessable).toBe(1);
    expect(env.webui.stats.requests.txt2img).toBe(1);
    expect(env.webui.stats.violations).toEqual([]);
  });
});

describe('a Stable Diffusion WebUI whose connection drops mid-call', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it("tells the member the image may be made but not fetched, never undici's words; the log keeps them", async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 200 }, env: NO_TIMEOUT });
    const run = await runImagine(env, { prompt: 'a fox on a flaky network', steps: 20 });
    await expect.poll(() => env.webui.queue().running, { timeout: 10_000 }).toBeDefined();
    env.webui.dropConnections();
    const final = await waitForResult(run, 20_000);
    const shown = `${titleOf(final) ?? ''}\n${cardText(final)}`;
    expect(shown).toContain(
      'The connection to Stable Diffusion WebUI was lost while it made this image: it may have been made, but the bot could not fetch it.',
    );
    expect(shown).not.toMatch(INTERNALS);
    expect(shown).not.toMatch(/UND_ERR|socket/i);
    expect(JSON.stringify(env.logs)).toContain('POST /sdapi/v1/txt2img: UND_ERR_SOCKET');
    expect(env.webui.stats.requests.txt2img).toBe(1);
    expect(shown).toContain('Use 🔁 on this card to make it again.');
    expect(final.buttons.map((button) => button.label)).toContain('🔁 Retry');
  });

  it('names in a set the 🔁 its card shows for the image cut, not a Retry button it lacks', async () => {
    env = await startSdWebuiEnv({ webui: { stepMs: 200 }, env: NO_TIMEOUT });
    const run = await runImagine(env, { prompt: 'a fox on a flaky network', steps: 20, count: 2 });
    await expect.poll(() => env.webui.queue().running, { timeout: 10_000 }).toBeDefined();
    env.webui.dropConnections();
    const final = await waitForResult(run, 30_000);
    expect(cardText(final)).toContain('Use 🔁 on this card to make it again.');
    expect(cardText(final)).not.toContain('Press Retry');
    expect(final.buttons.map((button) => button.label)).not.toContain('🔁 Retry');
    const options = final.selects.flatMap((select) => select.options.map(({ label }) => label));
    expect(options).toContain('🔁 Run image 1 again');
  });
});
