import { numberFlag, parseEmulatorArgs } from '../emulator-kit/cli-flags.js';
import type { OpenAiImagesOptions, SeedOpenAiKey } from './openai-options.js';

/** The key the CLI seeds when no `--key` is given. */
export const DEFAULT_CLI_KEY: SeedOpenAiKey = { key: 'sk-emulator-alice' };

/** Help text of `npm run mock-openai-images`. */
export const CLI_USAGE = `Usage: npm run mock-openai-images -- [options]
  --port <n>              TCP port, 0 for any free one (default 7002)
  --host <addr>           interface to listen on (default 127.0.0.1)
  --key <key[:quotaTokens]>  seed an API key, with a token quota; repeatable (default sk-emulator-alice)
  --revoked-key <key>     seed a revoked key; repeatable
  --model <id>            a model GET /v1/models lists; repeatable (default gpt-image-1, gpt-image-1-mini, gpt-image-1.5, gpt-image-2)
  --images-per-minute <n> images each key may generate per minute (default no limit)
  --keyless-models        GET /v1/models answers without a key, as vLLM or LocalAI without one (default 401, as OpenAI)
  --time-scale <x>        multiplies generation durations (10/25/60 s for low/medium/high), e.g. 0.05 (default 1)
  --seed <n>              seed of request ids and fault shares (default 1)
  --quiet                 do not log requests
  --help                  show this help`;

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

/** Parses the CLI arguments into emulator options (`help` when `--help` was given). */
export function parseCliArgs(args: string[]): {
  help: boolean;
  quiet: boolean;
  options: OpenAiImagesOptions;
} {
  const { help, quiet, values, common } = parseEmulatorArgs(
    args,
    {
      key: { type: 'string', multiple: true },
      'revoked-key': { type: 'string', multiple: true },
      model: { type: 'string', multiple: true },
      'images-per-minute': { type: 'string' },
      'keyless-models': { type: 'boolean', default: false },
    },
    7002,
  );
  const revoked = (values['revoked-key'] ?? []).map((key) => ({ key, revoked: true }));
  return {
    help,
    quiet,
    options: {
      ...common,
      keys: [...(values.key ?? []).map(parseKeySpec), ...revoked],
      models: values.model,
      keylessModels: values['keyless-models'],
      imagesPerMinute:
        values['images-per-minute'] === undefined
          ? undefined
          : numberFlag('images-per-minute', values['images-per-minute'], 0),
    },
  };
}
