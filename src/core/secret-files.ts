import { readFileSync } from 'node:fs';

/**
 * The core's settings that may instead be read from a file named by `<NAME>_FILE`, as Docker
 * secrets provide them (a Redis URL may carry a password); each backend declares its own
 * (`BackendVariables.secrets`: a relay's Images URL, a proxy's token, a login).
 */
export const CORE_SECRETS: readonly string[] = [
  'DISCORD_TOKEN',
  'KEY_ENCRYPTION_SECRET',
  'KEY_ENCRYPTION_PREVIOUS_SECRETS',
  'DATABASE_URL',
  'PAINTER_CLIENT_SECRET',
];

/**
 * The values of `config`'s secret settings (`names`) that the log must never show: each token,
 * key and secret whole, and of a URL its password and query values (a Redis password, a relay's
 * token).
 */
export function secretValuesOf(
  config: Readonly<Record<string, unknown>>,
  names: readonly string[],
): string[] {
  return names.flatMap((name) => {
    const value = config[name];
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
    if (typeof value !== 'string') return [];
    return name.endsWith('_URL') ? urlSecrets(value) : [value];
  });
}

/** The password and query values of a URL, or of each URL of a comma-separated list (a pool's). */
const urlSecrets = (text: string): string[] =>
  [...new Set([text, ...text.split(',').map((part) => part.trim())])].flatMap((part) => {
    if (!URL.canParse(part)) return [];
    const url = new URL(part);
    const raw = [url.password, ...url.searchParams.values()].filter(Boolean);
    return raw.flatMap((value) => [value, safeDecode(value)]);
  });

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * For a refused read (`EACCES`), who is refused: the uid and gid this process runs as (1000 in the
 * container image), so that the owner knows whom to give the file to.
 */
function whoCannotRead(code: unknown): string {
  if (code !== 'EACCES' || !process.getuid || !process.getgid) return '';
  const [uid, gid] = [process.getuid(), process.getgid()];
  return (
    ` is not readable by this process (uid ${uid}, gid ${gid}): make it so, ` +
    `e.g. chown ${uid}:${gid} on the file and its folder, mode 0400`
  );
}

/** What {@link readSecretFiles} read. */
export interface SecretFiles {
  /** Each setting read from its file: the file's content, trimmed. */
  readonly values: Record<string, string>;
  /** One line per `<NAME>_FILE` that could not be used (unreadable, empty, or both set). */
  readonly problems: readonly string[];
  /** The settings whose file could not be used: their own checks would only repeat the problem. */
  readonly unread: Record<string, true>;
}

/**
 * Reads the secret settings `names` that `env` gives as `<NAME>_FILE`. Both set, or a file
 * unreadable or empty, is a problem named with its path, never its content.
 */
export function readSecretFiles(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): SecretFiles {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const unread: Record<string, true> = {};
  for (const name of names) {
    const path = env[`${name}_FILE`];
    if (!path) continue;
    let problem: string | undefined;
    if (env[name]) problem = `${name} and ${name}_FILE are both set: set only one of them`;
    else {
      try {
        values[name] = readFileSync(path, 'utf8').trim();
        if (values[name] === '') problem = `${name}_FILE names an empty file: ${path}`;
      } catch (error) {
        const code = (error as { code?: unknown }).code ?? (error as Error).message;
        problem = `${name}_FILE cannot be read (${String(code)}): ${path}${whoCannotRead(code)}`;
      }
    }
    if (problem === undefined) continue;
    problems.push(problem);
    unread[name] = true;
    delete values[name];
  }
  return { values, problems, unread };
}
