import { Gauge, type Registry } from 'prom-client';
import { packageVersion } from '../core/package-version.js';
import { parseDatabaseUrl } from '../store/database-url.js';

/** What a running bot is: the labels of `imagine_bot_build_info`. */
export interface BuildInfo {
  /** The package's version (`package.json`), e.g. `0.2.0`. */
  readonly version: string;
  /** The Node.js running it, without the `v`, e.g. `24.21.0`. */
  readonly node: string;
  /** The store `DATABASE_URL` names: `sqlite`, or its keyv adapter's name: `redis`, `postgres`, `mysql`, `mongo`. */
  readonly store: string;
}

/** The store kind of `databaseUrl`, as {@link BuildInfo.store} names it. */
export function storeKind(databaseUrl: string): string {
  const target = parseDatabaseUrl(databaseUrl);
  return target.kind === 'sqlite' ? 'sqlite' : target.packageName.replace(/^@keyv\//, '');
}

/** This process's {@link BuildInfo}, for a bot on `databaseUrl`. */
export function readBuildInfo(databaseUrl: string): BuildInfo {
  return { version: packageVersion(), node: process.versions.node, store: storeKind(databaseUrl) };
}

/** Registers `imagine_bot_build_info`, always 1, labelled with `info`. */
export function registerBuildInfo(registry: Registry, info: BuildInfo): void {
  new Gauge({
    name: 'imagine_bot_build_info',
    help: 'Always 1: the running version, its Node.js and its store kind, as labels.',
    labelNames: ['version', 'node_version', 'store'],
    registers: [registry],
  }).set({ version: info.version, node_version: info.node, store: info.store }, 1);
}
