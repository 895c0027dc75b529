import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard: webhook targets may only be public unicast addresses. The decision is made on
 * the address the socket actually connects to (a `lookup` hook for host names, a direct check
 * for IP literals), so DNS rebinding cannot slip a private address in after a check; the sender
 * follows no redirects, so a 3xx cannot lead it elsewhere.
 */

/** Well-known cloud metadata endpoints, named in the refusal so the reason is plain. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/** `kind` names the refused range: loopback, private, linkLocal, uniqueLocal, carrierGradeNat, cloud metadata, ... */
export type AddressDecision = { allowed: true } | { allowed: false; address: string; kind: string };

function describe(decision: { address: string; kind: string }): string {
  return `${decision.address} (${decision.kind})`;
}

/**
 * Whether a webhook may connect to this address. Only ipaddr.js's `unicast` range passes:
 * loopback, private, link-local, unique-local, CGNAT, multicast, reserved, documentation and
 * the IPv6 transition ranges that embed IPv4 addresses (NAT64, 6to4, Teredo) are refused.
 * IPv6 addresses that carry an IPv4 address in their last 32 bits, IPv4-mapped (`::ffff:a.b.c.d`)
 * and IPv4-compatible (`::a.b.c.d`, which URLs spell `::7f00:1`), are judged as that IPv4 address.
 */
export function classifyAddress(address: string): AddressDecision {
  const literal = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(literal)) return { allowed: false, address, kind: 'unparseable' };
  const parsed = embeddedIpv4(ipaddr.parse(literal));
  const normal = parsed.toNormalizedString();
  const shown = parsed.kind() === 'ipv6' ? parsed.toString() : normal;
  if (METADATA_ADDRESSES.has(shown) || METADATA_ADDRESSES.has(normal)) {
    return { allowed: false, address: shown, kind: 'cloud metadata' };
  }
  const range = parsed.range();
  if (range === 'unicast') return { allowed: true };
  return { allowed: false, address: shown, kind: range };
}

/**
 * The IPv4 address an IPv6 address embeds, or the address itself. ipaddr.js unwraps only the
 * mapped form; the deprecated compatible form (::/96) is still routed to the embedded IPv4
 * address by some stacks, and ipaddr.js calls it `unicast`, so it is unwrapped here. `::` and
 * `::1` lie in ::/96 too but are IPv6's own unspecified and loopback addresses.
 */
function embeddedIpv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address;
  const ipv6 = address as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address();
  const parts = ipv6.parts;
  const compatible = parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1);
  return compatible ? ipaddr.fromByteArray(ipv6.toByteArray().slice(12)) : ipv6;
}

/** A delivery the guard would not let connect. */
export class RefusedTargetError extends Error {
  constructor(reason: string) {
    super(
      `refused: ${reason}; webhook targets must be public addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows others)`,
    );
    this.name = 'RefusedTargetError';
  }
}

/** Throws RefusedTargetError when the URL's host is an IP literal the guard refuses (lookup is not consulted for those). */
export function checkLiteralHost(hostname: string): void {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) === 0) return;
  const decision = classifyAddress(bare);
  if (!decision.allowed) throw new RefusedTargetError(`target is ${describe(decision)}`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) that resolves as usual and refuses the connection when any
 * resolved address is not public (a name with one private address is refused outright, since
 * the socket may try any of them).
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    for (const { address } of addresses) {
      const decision = classifyAddress(address);
      if (!decision.allowed)
        return callback(new RefusedTargetError(`${hostname} resolves to ${describe(decision)}`), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
