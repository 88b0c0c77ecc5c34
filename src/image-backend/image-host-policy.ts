import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ImageHostRefusedError } from './backend-errors.js';

/** Ranges refused even when private image hosts are allowed: they never name one host. */
const NEVER = new Set(['unspecified', 'multicast', 'broadcast']);

/**
 * The range of `address` as ipaddr.js names it: `unicast` when public, else `loopback`, `private`,
 * `uniqueLocal`, `linkLocal`, `carrierGradeNat`, …, or `invalid`. An IPv6 address carrying an IPv4
 * one (IPv4-mapped, or IPv4-compatible: some stacks still route it) is judged by that address.
 */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress() || isIpv4Compatible(ipv6)) {
      return ipaddr.fromByteArray(ipv6.toByteArray().slice(12)).range();
    }
  }
  return parsed.range();
}

/** Whether `ipv6` is IPv4-compatible: its first 96 bits zero, and neither `::` nor `::1`. */
function isIpv4Compatible(ipv6: ipaddr.IPv6): boolean {
  const parts = ipv6.parts;
  return parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || (parts[7] ?? 0) > 1);
}

/**
 * Whether an image may be downloaded from `address`: a public unicast address, or with
 * `allowPrivate` any address but unspecified, multicast and broadcast ones.
 */
export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  const range = addressRange(address);
  if (range === 'unicast') return true;
  return allowPrivate && range !== 'invalid' && !NEVER.has(range);
}

/** A host name as compared: lower case, without IPv6 brackets or a trailing dot. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** What a downloader checks before each request (each redirect hop) and at connect time. */
export interface DownloadGate {
  /** Throws {@link ImageHostRefusedError} unless `url` may be downloaded (as far as the URL tells). */
  checkUrl(url: URL): void;
  /** Checks each resolved address at connect time; undefined: any address. */
  readonly lookup: LookupFunction | undefined;
  /** Headers sent with each request (the operator's credentials, on their own origin only). */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The operator's own backend (a ComfyUI on localhost or the LAN, behind a proxy's token): its
 * configured origin only (scheme, host and port), at whatever address the operator named, with its
 * credentials; any other URL, a redirect's included, is refused, so the credentials never leave it.
 */
export class OperatorOriginGate implements DownloadGate {
  readonly #origin: string;
  readonly lookup = undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(baseUrl: URL, headers: Readonly<Record<string, string>>) {
    this.#origin = baseUrl.origin;
    this.headers = headers;
  }

  checkUrl(url: URL): void {
    if (url.origin === this.#origin) return;
    const host = normalizeHost(url.hostname) || url.protocol;
    throw new ImageHostRefusedError(host, {
      detail: `image URL ${url.origin} refused: not the backend's own origin ${this.#origin}`,
    });
  }
}

/**
 * Where image downloads may go: an http(s) URL on the service's host (`baseUrl`'s) or one of
 * `imageHosts`, whose address (the literal, or every address its name resolves to) is public
 * unless private hosts are allowed. {@link lookup} checks resolved addresses at connect time, so
 * the address checked is the address connected to.
 */
export class ImageHostPolicy implements DownloadGate {
  /** No credentials go to public hosts. */
  readonly headers = {};
  readonly #exact: ReadonlySet<string>;
  readonly #suffixes: readonly string[];
  readonly #allowPrivate: boolean;

  constructor(settings: {
    readonly baseUrl: URL;
    readonly imageHosts: readonly string[];
    readonly allowPrivateImageHosts: boolean;
  }) {
    const hosts = settings.imageHosts.map(normalizeHost).filter(Boolean);
    this.#exact = new Set([
      normalizeHost(settings.baseUrl.hostname),
      ...hosts.filter((h) => !h.startsWith('*.')),
    ]);
    this.#suffixes = hosts.filter((h) => h.startsWith('*.')).map((h) => h.slice(1));
    this.#allowPrivate = settings.allowPrivateImageHosts;
  }

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
    const hint = this.#allowPrivate ? '' : ' (ALLOW_PRIVATE_IMAGE_HOSTS is off)';
    this.#refuse(host, `resolves to ${address}, a ${addressRange(address)} address${hint}`);
  }

  #refuse(host: string, reason: string): never {
    throw new ImageHostRefusedError(host, { detail: `image host ${host} refused: ${reason}` });
  }
}
