import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_REGISTRATIONS, parseBotConfig as parseConfig } from '../../src/app/backends.js';
import { ConfigError } from '../../src/core/config.js';
import { configProblems, VALID_ENV } from './config-kit.js';

const valid = VALID_ENV;

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig(valid);
    expect(config.DATABASE_URL).toBe('sqlite://data/bot.sqlite');
    expect(config.POLL_INTERVAL_MS).toBe(2_750);
    expect(config.POLL_MIN_INTERVAL_MS).toBe(2_000);
    expect(config.MAX_ACTIVE_PER_MEMBER).toBe(4);
    expect(config.KEY_ENCRYPTION_PREVIOUS_SECRETS).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ ...valid, LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });

  it('names every bad variable once, with what is expected', () => {
    const attempt = () =>
      parseConfig({ KEY_ENCRYPTION_SECRET: 'short', POLL_INTERVAL_MS: 'soon', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'DISCORD_TOKEN is required: the bot token from the Discord developer portal',
        'KEY_ENCRYPTION_SECRET must be at least 32 characters (try: openssl rand -hex 32)',
        'LOG_LEVEL must be one of debug, info, warn, error, silent',
        'POLL_INTERVAL_MS must be a whole number from 10 to 60000 (default 2750)',
        'IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
      ]);
    }
  });

  it('says a URL without its scheme must be a URL, not that it is missing', () => {
    expect(() => parseConfig({ ...valid, IMAGE_API_URL: 'images.example.com' })).toThrow(
      'IMAGE_API_URL must be a URL with its scheme, http:// or https://, e.g. https://images.example.com',
    );
    expect(() => parseConfig({ ...valid, DISCORD_API_URL: 'ftp://discord.example' })).toThrow(
      'DISCORD_API_URL must be a URL with its scheme',
    );
  });

  it('refuses a base URL ending in a path the bot adds itself, naming what to set instead', () => {
    expect(
      configProblems({
        ...valid,
        IMAGE_API_URL: 'http://127.0.0.1:8787/v1/index.php',
        OPENAI_IMAGES_URL: 'https://user:sk-secret@api.openai.com/v1/images/generations',
        SD_WEBUI_URL: 'http://127.0.0.1:7860/sdapi/v1/txt2img',
        COMFYUI_URL: 'http://127.0.0.1:8188/api/prompt/',
        HORDE_URL: 'https://aihorde.net/api/v2',
        CIVITAI_URL: 'https://civitai.com/api/v1',
      }),
    ).toEqual([
      "CIVITAI_URL ends in /api/v1, which the bot adds itself: set it to CivitAI's address, before /api/v1: https://civitai.com",
      'IMAGE_API_URL ends in /v1/index.php, which the bot adds itself: set it to the base URL, the part before /v1/index.php: http://127.0.0.1:8787',
      "HORDE_URL ends in /v2, which the bot adds itself: set it to the API's base, before /v2: https://aihorde.net/api",
      'OPENAI_IMAGES_URL ends in /images/generations, which the bot adds itself: drop it, leaving the API base with /v1 (https://api.openai.com/v1 on OpenAI)',
      "COMFYUI_URL ends in /api/prompt, which the bot adds itself: set it to the ComfyUI server's base URL, before /prompt: http://127.0.0.1:8188",
      "SD_WEBUI_URL ends in /sdapi/v1/txt2img, which the bot adds itself: set it to the WebUI's base URL, before /sdapi/v1: http://127.0.0.1:7860",
    ]);
    expect(configProblems({ ...valid, SD_WEBUI_URL: 'http://h:7860/sdapi' })).toEqual([
      "SD_WEBUI_URL ends in /sdapi, which the bot adds itself: set it to the WebUI's base URL, before /sdapi/v1: http://h:7860",
    ]);
    expect(configProblems({ ...valid, IMAGE_API_URL: 'https://x.example/svc/api.php' })).toEqual([
      'IMAGE_API_URL ends in /api.php, which the bot adds itself: set it to the base URL, the part before /v1/index.php: https://x.example/svc',
    ]);
  });

  it('names the comma between servers, and refuses a server URL carrying credentials without repeating it', () => {
    expect(configProblems({ ...valid, COMFYUI_URL: 'http://a:8188;http://b:8188' })).toEqual([
      'COMFYUI_URL lists several servers with a ";" or a space between them: separate the URLs with commas, e.g. http://gpu1:8188,http://gpu2:8188',
    ]);
    expect(configProblems({ ...valid, SD_WEBUI_URL: 'http://a:7860 http://b:7860' })).toHaveLength(
      1,
    );
    const problems = configProblems({
      ...valid,
      COMFYUI_URL: 'http://gpu1:8188,http://admin:hunter2@gpu2:8188',
    });
    expect(problems).toEqual([
      "COMFYUI_URL (its 2nd URL) carries a user name or password (user:password@), which the bot does not send: remove it (a WebUI's --api-auth goes in SD_WEBUI_AUTH)",
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('takes base URLs under a path of their own, and the API paths it does not add', () => {
    expect(
      configProblems({
        ...valid,
        IMAGE_API_URL: 'https://images.example/service/',
        OPENAI_IMAGES_URL: 'https://llm.example/openai/v1',
        SD_WEBUI_URL: 'https://gpu.example/webui/',
        COMFYUI_URL: 'https://gpu.example/comfy/api',
        HORDE_URL: 'https://horde.example/api',
        CIVITAI_URL: 'https://mirror.example/civitai',
      }),
    ).toEqual([]);
  });

  it('trims DISCORD_TOKEN as its _FILE form is trimmed; a line break inside is named', () => {
    expect(parseConfig({ ...valid, DISCORD_TOKEN: ' the.bot.token\n' }).DISCORD_TOKEN).toBe(
      'the.bot.token',
    );
    expect(() => parseConfig({ ...valid, DISCORD_TOKEN: 'the.bot\r\ntoken' })).toThrow(
      'DISCORD_TOKEN must be the bot token on one line, without a line break inside',
    );
    expect(() => parseConfig({ ...valid, DISCORD_TOKEN: '‘the.bot.token’' })).toThrow(
      'DISCORD_TOKEN holds ‘ (U+2018), which no bot token has',
    );
    expect(() => parseConfig({ ...valid, DISCORD_TOKEN: ' \n' })).toThrow(
      'DISCORD_TOKEN is required: the bot token from the Discord developer portal',
    );
  });

  it('repeats a BACKENDS word it does not know, naming the image service and every registered backend', () => {
    const { IMAGE_API_URL: _url, ...rest } = valid;
    const ids = BACKEND_REGISTRATIONS.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['image-service', 'horde', 'openai-images']));
    expect(() => parseConfig({ ...rest, BACKENDS: 'hordee' })).toThrow(
      new ConfigError([
        'BACKENDS names hordee, which it does not know: it must list image backends among ' +
          `${ids.join(', ')}, comma-separated (default image-service)`,
      ]),
    );
    expect(parseConfig({ ...rest, BACKENDS: ' horde , comfyui ' }).BACKENDS).toEqual([
      'horde',
      'comfyui',
    ]);
  });

  it("names BACKENDS first when it was left at its default and another backend's settings were changed", () => {
    const { IMAGE_API_URL: _url, ...rest } = valid;
    const problems = (env: Record<string, string>) => configProblems({ ...rest, ...env });
    expect(problems({ HORDE_ALLOW_ANONYMOUS: 'true', HORDE_CLIENT_CONTACT: 'me' })).toEqual([
      'BACKENDS is image-service (its default), yet HORDE_ALLOW_ANONYMOUS for horde is set: set BACKENDS=horde to serve it',
      'IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
    ]);
    expect(problems({ BACKENDS: 'image-service', COMFYUI_URL: 'http://gpu:8188' })[0]).toBe(
      'BACKENDS is image-service (as .env.example has it), yet COMFYUI_URL for comfyui is set: set BACKENDS=comfyui to serve it',
    );
    // Left as .env.example has them (its defaults and placeholders): only the variable is named.
    expect(
      problems({
        BACKENDS: 'image-service',
        HORDE_CLIENT_CONTACT: 'unknown',
        COMFYUI_URL: 'http://127.0.0.1:8188',
      }),
    ).toEqual([
      'IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
    ]);
  });

  it('reads LOG_FORMAT and REDIS_START_TIMEOUT_MS', () => {
    expect(parseConfig(valid)).toMatchObject({ REDIS_START_TIMEOUT_MS: 10_000 });
    expect(parseConfig(valid).LOG_FORMAT).toBeUndefined();
    expect(parseConfig({ ...valid, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => parseConfig({ ...valid, LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be pretty or json',
    );
  });

  it('reads each secret from <NAME>_FILE, trimmed, and names what is wrong with the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-secrets-'));
    const file = (name: string, content: string) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const { DISCORD_TOKEN: _token, KEY_ENCRYPTION_SECRET: _secret, ...rest } = valid;
    const config = parseConfig({
      ...rest,
      DISCORD_TOKEN_FILE: file('token', 'from-a-file\n'),
      KEY_ENCRYPTION_SECRET_FILE: file('secret', `  ${'s'.repeat(32)}  \n`),
      KEY_ENCRYPTION_PREVIOUS_SECRETS_FILE: file('previous', 'old-one,old-two\n'),
      DATABASE_URL_FILE: file('database', 'redis://:pass@redis:6379\n'),
    });
    expect(config).toMatchObject({
      DISCORD_TOKEN: 'from-a-file',
      KEY_ENCRYPTION_SECRET: 's'.repeat(32),
      KEY_ENCRYPTION_PREVIOUS_SECRETS: ['old-one', 'old-two'],
      DATABASE_URL: 'redis://:pass@redis:6379',
    });
    const problems = configProblems;
    expect(problems({ ...valid, DISCORD_TOKEN_FILE: file('token', 'x') })).toEqual([
      'DISCORD_TOKEN and DISCORD_TOKEN_FILE are both set: set only one of them',
    ]);
    expect(
      problems({
        ...rest,
        KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
        DISCORD_TOKEN_FILE: join(dir, 'none'),
      }),
    ).toEqual([`DISCORD_TOKEN_FILE cannot be read (ENOENT): ${join(dir, 'none')}`]);
    expect(
      problems({ ...rest, DISCORD_TOKEN: 't', KEY_ENCRYPTION_SECRET_FILE: file('empty', ' \n') }),
    ).toEqual([`KEY_ENCRYPTION_SECRET_FILE names an empty file: ${join(dir, 'empty')}`]);
    expect(
      problems({ ...rest, DISCORD_TOKEN: 't', KEY_ENCRYPTION_SECRET_FILE: file('short', 'short') }),
    ).toEqual(['KEY_ENCRYPTION_SECRET must be at least 32 characters (try: openssl rand -hex 32)']);
  });

  it('splits previous encryption secrets for rotation', () => {
    const config = parseConfig({
      ...valid,
      KEY_ENCRYPTION_PREVIOUS_SECRETS: ' old-one , old-two ',
    });
    expect(config.KEY_ENCRYPTION_PREVIOUS_SECRETS).toEqual(['old-one', 'old-two']);
  });

  it('is documented variable by variable in .env.example', () => {
    const documented = readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf('=')));
    expect(documented.sort()).toEqual([...parseConfig.variables].sort());
  });
});
