import ipaddr from 'ipaddr.js';

/** Ranges refused even when private image hosts are allowed: they never name one host. */
const NEVER = new Set(['unspecified', 'multicast', 'broadcast']);

/**
 * The kind of address `address` is, as ipaddr.js names its ranges: `unicast` for a public
 * address, else `loopback`, `private` (10/8, 172.16/12, 192.168/16), `uniqueLocal` (fc00::/7),
 * `linkLocal` (169.254/16, fe80::/10), `carrierGradeNat`, `reserved`, … An IPv6 address that
 * carries an IPv4 one — IPv4-mapped (::ffff:0:0/96) or IPv4-compatible (::/96, deprecated but
 * still routed to the IPv4 address by some stacks) — is judged by that IPv4 address; an
 * unparsable one is `invalid`.
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
