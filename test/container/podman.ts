import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { ComposeFile, ComposeHealthcheck } from './compose-file.js';

/** podman with the runtime these machines need (ops/container/podman-setup.sh). */
export const PODMAN = ['--runtime', 'runc'] as const;

/** What a podman command printed, and its exit code. */
export interface PodmanResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `podman <args>`; rejects on a non-zero exit unless `check` is false. */
export async function podman(args: readonly string[], { check = true } = {}) {
  const result = await promisify(execFile)('podman', [...PODMAN, ...args], {
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }): PodmanResult => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }): PodmanResult => ({
      code: typeof error.code === 'number' ? error.code : 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? String(error),
    }),
  );
  if (check && result.code !== 0) {
    throw new Error(`podman ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  }
  return result;
}

/** `15s`, `1m30s`, `500ms` in seconds, as compose reads a duration. */
export function seconds(duration: string): number {
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    const scale = { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
    total += Number(amount) * scale;
  }
  return total;
}

function healthFlags(check: ComposeHealthcheck | undefined): string[] {
  if (!check) return [];
  const [kind, ...rest] = check.test;
  if (kind === 'NONE') return ['--no-healthcheck'];
  const command = kind === 'CMD-SHELL' ? (rest[0] ?? '') : JSON.stringify(rest);
  return [
    '--health-cmd',
    command,
    ...(check.interval ? ['--health-interval', check.interval] : []),
    ...(check.timeout ? ['--health-timeout', check.timeout] : []),
    ...(check.retries ? ['--health-retries', String(check.retries)] : []),
    ...(check.start_period ? ['--health-start-period', check.start_period] : []),
  ];
}

/** Where {@link serviceRunArgs} runs a compose project. */
export interface ComposeProject {
  readonly file: ComposeFile;
  /** The folder of compose.yaml and its `.env`. */
  readonly dir: string;
  /** Names its containers `<name>-<service>` and its volumes `<name>_<volume>`, as compose does. */
  readonly name: string;
}

/** The container a service of `project` runs in. */
export const containerOf = (project: ComposeProject, service: string) =>
  `${project.name}-${service}`;

/**
 * `podman run`'s arguments for one service of a compose file, as docker compose would create its
 * container, except for the network: every service is on the host's (the emulators listen on its
 * loopback), each service's name resolving to 127.0.0.1. `more` is appended to its command.
 */
export function serviceRunArgs(
  project: ComposeProject,
  service: string,
  more: readonly string[] = [],
): string[] {
  const spec = project.file.services[service];
  if (!spec) throw new Error(`compose.yaml has no service ${service}`);
  const hosts = Object.keys(project.file.services).flatMap((name) => [
    '--add-host',
    `${name}:127.0.0.1`,
  ]);
  const volumes = (spec.volumes ?? []).flatMap((volume) => {
    const [source = '', ...rest] = volume.split(':');
    const named = source in (project.file.volumes ?? {});
    return [
      '--volume',
      `${named ? `${project.name}_${source}` : resolve(project.dir, source)}:${rest.join(':')}`,
    ];
  });
  // Compose secrets as compose mounts them: the file, read-only, at /run/secrets/<name>.
  const secrets = (spec.secrets ?? []).flatMap((name) => {
    const file = project.file.secrets?.[name]?.file;
    if (!file) throw new Error(`compose.yaml has no secret ${name}`);
    return ['--volume', `${resolve(project.dir, file)}:/run/secrets/${name}:ro`];
  });
  return [
    'run',
    '--name',
    containerOf(project, service),
    '--network',
    'host',
    ...hosts,
    ...(spec.env_file ? ['--env-file', resolve(project.dir, spec.env_file)] : []),
    ...Object.entries(spec.environment ?? {}).flatMap(([key, value]) => [
      '--env',
      `${key}=${value}`,
    ]),
    ...volumes,
    ...secrets,
    ...healthFlags(spec.healthcheck),
    ...(spec.restart ? ['--restart', spec.restart] : []),
    ...(spec.stop_grace_period
      ? ['--stop-timeout', String(Math.ceil(seconds(spec.stop_grace_period)))]
      : []),
    spec.image,
    ...(spec.command ?? []),
    ...more,
  ];
}

/** Runs a container's health check now (no systemd here to time it) and reads its status. */
export async function checkHealth(container: string): Promise<{ code: number; status: string }> {
  const { code } = await podman(['healthcheck', 'run', container], { check: false });
  const { stdout } = await podman(['inspect', '--format', '{{.State.Health.Status}}', container]);
  return { code, status: stdout.trim() };
}

/**
 * Waits until a container's health check passes, as `depends_on: condition: service_healthy`
 * waits; rejects after `timeoutMs`.
 */
export async function untilHealthy(container: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await checkHealth(container)).status !== 'healthy') {
    if (Date.now() > deadline) throw new Error(`${container} not healthy within ${timeoutMs} ms`);
    await sleep(250);
  }
}
