import { emulatorArgs, optionalNumberFlag } from '../emulator-kit/cli-flags.js';
import type { OpenAiImagesOptions, SeedOpenAiKey } from './openai-options.js';

/** The key the CLI seeds when no `--key` is given. */
export const DEFAULT_CLI_KEY: SeedOpenAiKey = { key: 'sk-emulator-alice' };

/** Parses `key[:quotaTokens]`. */
export function parseKeySpec(spec: string): SeedOpenAiKey {
  const [key, quota, ...rest] = spec.split(':');
  const tokens = quota === undefined ? undefined : Number(quota);
  if (
    !key ||
    rest.length ||
    (tokens !== undefined && !(quota?.trim() && Number.isFinite(tokens)))
  ) {
    throw new Error(`--key must look like key[:quotaTokens], got "${spec}"`);
  }
  return tokens === undefined ? { key } : { key, quotaTokens: tokens };
}

/** The command line of `npm run mock-openai-images`. */
export const CLI_ARGS = emulatorArgs('mock-openai-images', {
  port: 7002,
  scales: 'generation durations (10/25/60 s for low/medium/high), e.g. 0.05',
  seeds: 'request ids and fault shares',
  flags: {
    key: {
      arg: '<key[:quotaTokens]>',
      multiple: true,
      help: 'seed an API key, with a token quota; repeatable (default sk-emulator-alice)',
    },
    'revoked-key': { arg: '<key>', multiple: true, help: 'seed a revoked key; repeatable' },
    model: {
      arg: '<id>',
      multiple: true,
      help: 'a model GET /v1/models lists; repeatable (default gpt-image-1, gpt-image-1-mini, gpt-image-1.5, gpt-image-2)',
    },
    'images-per-minute': {
      arg: '<n>',
      help: 'images each key may generate per minute (default no limit)',
    },
    'keyless-models': {
      help: 'GET /v1/models answers without a key, as vLLM or LocalAI without one (default 401, as OpenAI)',
    },
  },
  options: (values, common): OpenAiImagesOptions => ({
    ...common,
    keys: [
      ...(values.key ?? []).map(parseKeySpec),
      ...(values['revoked-key'] ?? []).map((key) => ({ key, revoked: true })),
    ],
    models: values.model,
    keylessModels: values['keyless-models'],
    imagesPerMinute: optionalNumberFlag('images-per-minute', values['images-per-minute']),
  }),
});
