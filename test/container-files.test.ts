import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnvFile, readComposeFile } from './container/compose-file.js';

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(): { keyword: string; rest: string }[] {
  return readFileSync('Dockerfile', 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.trim().split(/\s+/);
      return { keyword: keyword.toUpperCase(), rest: rest.join(' ') };
    });
}

/** The paths the production-dependencies stage removes with `rm -rf`. */
function productionDependencyRemovals(): { rmPaths: string[] } {
  const removals = instructions()
    .filter((each) => each.keyword === 'RUN' && each.rest.includes('npm ci --omit=dev'))
    .flatMap((each) => [...each.rest.matchAll(/rm -rf ((?:node_modules\/\S+ ?)+)/g)])
    .flatMap((match) => (match[1] ?? '').trim().split(/\s+/));
  return { rmPaths: removals.map((path) => path.replace(/\/$/, '')) };
}

/** The final stage's instructions (after the last FROM). */
function finalStage() {
  const all = instructions();
  const from = all.map((each) => each.keyword).lastIndexOf('FROM');
  return all.slice(from + 1);
}

/** package.json's start script: the variables it sets (with their defaults) and the command. */
function startScript(): { env: Record<string, string>; command: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? '').split(/\s+/);
  expect(words.slice(0, 2)).toEqual(['exec', 'env']);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(2, node).map((assignment) => {
      const match = /^(\w+)=\$\{(\w+):-([^}]*)\}$/.exec(assignment);
      expect(match?.[1], assignment).toBe(match?.[2]);
      return [match?.[1] ?? '', match?.[3] ?? ''];
    }),
  );
  return { env, command: words.slice(node) };
}

describe('the container files', () => {
  it('runs the bot as npm start does: the same node flags and variables, in exec form', () => {
    const { env, command } = startScript();
    const stage = finalStage();
    const cmd = stage.filter((each) => each.keyword === 'CMD').at(-1);
    expect(JSON.parse(cmd?.rest ?? 'null')).toEqual(command);
    const declared = Object.fromEntries(
      stage
        .filter((each) => each.keyword === 'ENV')
        .flatMap((each) => each.rest.split(/\s+/).map((pair) => pair.split('='))),
    );
    expect(declared).toMatchObject(env);
  });

  it('builds on a Node 24 slim base by default, runs as a user, checks /healthz, keeps data/', () => {
    const all = instructions();
    expect(all[0]).toEqual({ keyword: 'ARG', rest: 'BASE_IMAGE=docker.io/library/node:24-slim' });
    const froms = all.filter((each) => each.keyword === 'FROM').map((each) => each.rest);
    expect(froms.length).toBeGreaterThan(1);
    for (const from of froms) expect(from).toMatch(/^\$\{BASE_IMAGE\}( AS [\w-]+)?$/);
    const stage = finalStage();
    const value = (keyword: string) => stage.find((each) => each.keyword === keyword)?.rest;
    expect(value('USER')).toBe('node');
    expect(value('VOLUME')).toBe('["/app/data"]');
    expect(value('WORKDIR')).toBe('/app');
    expect(value('HEALTHCHECK')).toMatch(/ CMD \["node", "dist\/src\/healthcheck\.js"\]$/);
    expect(existsSync('src/healthcheck.ts')).toBe(true);
    // Production dependencies only: the final stage installs nothing and builds nothing.
    expect(stage.filter((each) => each.keyword === 'RUN').map((each) => each.rest)).toEqual([
      'mkdir data && chown node:node data',
    ]);
    const installs = all.filter((each) => each.rest.includes('npm ci')).map((each) => each.rest);
    expect(installs.some((each) => each.includes('npm ci --omit=dev --ignore-scripts'))).toBe(true);
  });

  it('sends no secret and no local data to the build', () => {
    const rules = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(rules[0]).toBe('*');
    expect(rules.filter((rule) => /\.env|data|node_modules|dist/.test(rule))).toEqual([]);
  });

  it('runs the bot on a persistent, never-evicting Redis it waits for', async () => {
    const compose = await readComposeFile('.', {});
    const { redis, bot } = compose.services;
    expect(redis?.image).toBe('docker.io/library/redis:7-alpine');
    expect(bot?.image).toBe('localhost/imagine-bot');
    expect(redis?.command?.join(' ')).toMatch(/--appendonly yes/);
    expect(redis?.command?.join(' ')).toMatch(/--maxmemory-policy noeviction/);
    expect(redis?.healthcheck?.test.join(' ')).toMatch(/redis-cli ping/);
    expect(bot?.depends_on).toEqual({ redis: { condition: 'service_healthy' } });
    expect(bot?.env_file).toBe('.env');
    expect(bot?.environment?.DATABASE_URL).toBe('redis://redis:6379');
    expect(bot?.volumes).toEqual([
      'bot-data:/app/data',
      './comfyui-workflows:/app/comfyui-workflows:ro',
    ]);
    expect(redis?.volumes).toEqual(['redis-data:/data']);
    expect(Object.keys(compose.volumes)).toEqual(['redis-data', 'bot-data']);
    expect([bot?.restart, redis?.restart]).toEqual(['unless-stopped', 'unless-stopped']);
    const local = await readComposeFile('.', { BOT_IMAGE: 'localhost/bot:t', REDIS_IMAGE: 'r:1' });
    expect([local.services.bot?.image, local.services.redis?.image]).toEqual([
      'localhost/bot:t',
      'r:1',
    ]);
  });

  it('reads the three required values from .env, as README says: no <NAME>_FILE to collide', async () => {
    const compose = await readComposeFile('.', {});
    const bot = compose.services.bot;
    expect(compose.secrets).toBeUndefined();
    expect(bot?.secrets).toBeUndefined();
    const set = Object.keys(bot?.environment ?? {});
    expect(set.sort()).toEqual(['DATABASE_URL', 'METRICS_HOST', 'METRICS_PORT']);
    // /healthz on the container's every address, whatever .env says for npm start.
    expect(bot?.environment?.METRICS_HOST).toBe('0.0.0.0');
    const example = parseEnvFile(readFileSync('.env.example', 'utf8'));
    for (const required of ['DISCORD_TOKEN', 'IMAGE_API_URL', 'KEY_ENCRYPTION_SECRET']) {
      expect(example).toHaveProperty(required, '');
    }
  });

  it('takes an npm CA as a build secret, never as a build argument, and labels the image', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const installs = dockerfile.match(/RUN [^\n]*(?:\\\n[^\n]*)*npm ci[^\n]*/g) ?? [];
    expect(installs).toHaveLength(2);
    for (const install of installs) expect(install).toMatch(/--mount=type=secret,id=npm_ca/);
    expect(dockerfile).not.toMatch(/ARG[^\n]*(CA|CERT)/i);
    for (const key of [
      'title',
      'description',
      'source',
      'licenses',
      'version',
      'revision',
      'created',
    ]) {
      expect(dockerfile).toContain(`org.opencontainers.image.${key}=`);
    }
  });

  it('serves /healthz on 9464 whatever .env says, as podman-compose 1.0.3 reads it too', () => {
    const raw = parse(readFileSync('compose.yaml', 'utf8')) as {
      services: { bot: { environment: Record<string, string> } };
    };
    // No ${METRICS_PORT:-9464}: podman-compose 1.0.3 reads it as empty when .env has METRICS_PORT=.
    const port = raw.services.bot.environment.METRICS_PORT;
    expect(port).toBe('9464');
    const example = parseEnvFile(readFileSync('.env.example', 'utf8'));
    expect(example.METRICS_PORT).toBe('');
    const stage = finalStage();
    expect(stage.find((each) => each.keyword === 'EXPOSE')?.rest).toBe(port);
    const env = stage.filter((each) => each.keyword === 'ENV').map((each) => each.rest);
    expect(env.join(' ').split(/\s+/)).toContain(`METRICS_PORT=${port}`);
  });

  it('names every image in full: podman resolves no short name where no registry is searched', async () => {
    const qualified = /^(localhost|[\w-]+(\.[\w-]+)+(:\d+)?)\/[\w./-]+(:[\w.-]+)?$/;
    const base = instructions()[0]?.rest.replace(/^BASE_IMAGE=/, '');
    const { services } = await readComposeFile('.', {});
    const names = [base, ...Object.values(services).map((service) => service.image)];
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(qualified);
  });

  it('copies the shipped comfyui-workflows/ into the image, where COMFYUI_WORKFLOWS_DIR looks', () => {
    expect(existsSync('comfyui-workflows')).toBe(true);
    const copies = finalStage().filter((each) => each.keyword === 'COPY');
    expect(copies.map((each) => each.rest)).toContain('comfyui-workflows ./comfyui-workflows');
    expect(readFileSync('.dockerignore', 'utf8').split('\n')).toContain('!comfyui-workflows/');
  });

  it("keeps in the image what the bot resolves at run time (nsfwjs' entry: model-file.ts)", () => {
    const { rmPaths } = productionDependencyRemovals();
    const resolved = relative(process.cwd(), createRequire(import.meta.url).resolve('nsfwjs'));
    expect(resolved).toMatch(/^node_modules\/nsfwjs\//);
    expect(rmPaths.length).toBeGreaterThan(3);
    for (const path of rmPaths) expect(`${resolved}/`.startsWith(`${path}/`), path).toBe(false);
  });
});
