import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { ImageHostRefusedError } from './errors.js';
import { addressRange, isAllowedAddress } from './public-address.js';

/** Options of {@link ImageHostPolicy}. */
export interface ImageHostPolicyOptions {
  /** The service's own host name (from its base URL): images may always come from it. */
  serviceHost: string;
  /** More host names images may come from; `*.example.com` allows every subdomain. */
  imageHosts: readonly string[];
  /** Allow loopback, private, link-local and other non-public addresses. */
  allowPrivate: boolean;
}

/** A host name as compared: lower case, without IPv6 brackets or a trailing dot. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/**
 * Where image downloads may go: an http(s) URL on the service's host or a listed one, whose
 * address (the literal, or every address its name resolves to) is public unless private hosts
 * are allowed. {@link lookup} checks resolved addresses at connect time, so the address checked
 * is the address connected to.
 */
export class ImageHostPolicy {
  readonly #exact: ReadonlySet<string>;
  readonly #suffixes: readonly string[];
  readonly #allowPrivate: boolean;

  constructor(options: ImageHostPolicyOptions) {
    const hosts = options.imageHosts.map(normalizeHost).filter(Boolean);
    this.#exact = new Set([
      normalizeHost(options.serviceHost),
      ...hosts.filter((h) => !h.startsWith('*.')),
    ]);
    this.#suffixes = hosts.filter((h) => h.startsWith('*.')).map((h) => h.slice(1));
    this.#allowPrivate = options.allowPrivate;
  }

  /** Throws {@link ImageHostRefusedError} unless `url` may be downloaded (as far as the URL tells). */
  checkUrl(url: URL): void {
    const host = normalizeHost(url.hostname);
    if (!/^https?:$/.test(url.protocol)) this.#refuse(host, `${url.protocol} is not http(s)`);
    const listed = this.#exact.has(host) || this.#suffixes.some((suffix) => host.endsWith(suffix));
    if (!listed) this.#refuse(host, 'not the service host nor in IMAGE_HOSTS');
    if (isIP(host)) this.#checkAddress(host, host);
  }

  /** A `lookup` for `net.connect`: resolves with `node:dns`, then refuses non-public addresses. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const done = callback as (
        error: Error | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void;
      if (error) return done(error, '');
      try {
        for (const { address } of addresses) this.#checkAddress(normalizeHost(hostname), address);
      } catch (refused) {
        return done(refused as Error, '');
      }
      const [first] = addresses;
      if ((options as LookupOptions).all) return done(null, addresses);
      if (!first)
        return done(
          Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
          '',
        );
      done(null, first.address, first.family);
    });
  };

  #checkAddress(host: string, address: string): void {
    if (isAllowedAddress(address, this.#allowPrivate)) return;
    const range = addressRange(address);
    const hint = this.#allowPrivate ? '' : ' (ALLOW_PRIVATE_IMAGE_HOSTS is off)';
    this.#refuse(host, `resolves to ${address}, a ${range} address${hint}`);
  }

  #refuse(host: string, reason: string): never {
    throw new ImageHostRefusedError(host, { detail: `image host ${host} refused: ${reason}` });
  }
}
