import { isAbsolute, resolve } from 'node:path';
import { StoreConfigError } from './store-errors.js';

/**
 * Where a `DATABASE_URL` points: a SQLite file (an absolute `path`, or `:memory:`), or a server
 * reached through an adapter (the `scheme` in lower case, the adapter's npm `packageName`, `url`).
 */
export type DatabaseTarget = ReturnType<typeof parseDatabaseUrl>;

const ADAPTERS: ReadonlyMap<string, string> = new Map([
  ['redis', '@keyv/redis'],
  ['rediss', '@keyv/redis'],
  ['postgres', '@keyv/postgres'],
  ['postgresql', '@keyv/postgres'],
  ['mysql', '@keyv/mysql'],
  ['mongodb', '@keyv/mongo'],
  ['mongodb+srv', '@keyv/mongo'],
]);

const SUPPORTED = ['sqlite', 'redis', 'rediss', 'postgres', 'postgresql', 'mysql', 'mongodb'];

/**
 * Reads a `DATABASE_URL`. `sqlite://data/bot.sqlite` is relative to `cwd`, `sqlite:///srv/bot.sqlite`
 * is absolute and `sqlite://:memory:` is an in-memory database.
 * @throws StoreConfigError when there is no scheme, the scheme is unknown, or a SQLite path is empty.
 */
export function parseDatabaseUrl(url: string, cwd = process.cwd()) {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/is.exec(url.trim());
  if (!match) {
    throw new StoreConfigError(
      'DATABASE_URL must be a URL such as sqlite://data/bot.sqlite or redis://host:6379',
    );
  }
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (scheme === 'sqlite') {
    if (rest === '') {
      throw new StoreConfigError(
        'DATABASE_URL sqlite:// needs a file path, e.g. sqlite://data/bot.sqlite',
      );
    }
    const path = rest === ':memory:' || isAbsolute(rest) ? rest : resolve(cwd, rest);
    return { kind: 'sqlite' as const, path };
  }
  const packageName = ADAPTERS.get(scheme);
  if (!packageName) {
    const list = SUPPORTED.map((name) => `${name}://`).join(', ');
    throw new StoreConfigError(
      `DATABASE_URL uses an unsupported scheme ${scheme}://; use one of ${list}`,
    );
  }
  return { kind: 'adapter' as const, scheme, packageName, url: url.trim() };
}
