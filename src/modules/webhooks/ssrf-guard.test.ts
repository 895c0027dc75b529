import { describe, expect, it } from 'vitest';
import { checkLiteralHost, classifyAddress, guardedLookup, RefusedTargetError } from './ssrf-guard.js';

const refused: Array<[string, string]> = [
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.1.1', 'linkLocal'],
  ['169.254.169.254', 'cloud metadata'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['100.100.100.200', 'cloud metadata'],
  ['0.0.0.0', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['192.0.2.10', 'reserved'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'linkLocal'],
  ['febf::1', 'linkLocal'],
  ['fd00::1', 'uniqueLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'cloud metadata'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'cloud metadata'],
  ['::ffff:7f00:1', 'loopback'],
  ['64:ff9b::a00:1', 'rfc6052'],
  ['2002:a00:1::', '6to4'],
  ['ff02::1', 'multicast'],
  ['not-an-ip', 'unparseable'],
];

const allowed = [
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255',
  '100.128.0.1',
  '172.32.0.1',
  '169.253.255.255',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
];

/** The IPv4 judgements every IPv6 form that embeds an IPv4 address must repeat. */
const embedded: Array<[string, string]> = [
  ['127.0.0.1', 'loopback'],
  ['127.1.2.3', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.1.1', 'linkLocal'],
  ['169.254.169.254', 'cloud metadata'],
  ['100.100.100.200', 'cloud metadata'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
];
/** Each IPv4 address as IPv6 spells it: mapped and compatible, dotted and hex (URLs normalise to hex). */
function ipv6Forms(ipv4: string): Array<[string, string]> {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  return [
    ['mapped', `::ffff:${ipv4}`],
    ['mapped hex', `::ffff:${hex}`],
    ['compatible', `::${ipv4}`],
    ['compatible hex', `::${hex}`],
    ['compatible bracketed', `[::${hex}]`],
  ];
}
const embeddedCases = embedded.flatMap(([ipv4, kind]) =>
  ipv6Forms(ipv4).map(([form, address]) => [address, form, ipv4, kind] as const),
);

describe('SSRF guard: IPv6 forms that embed an IPv4 address are judged as that address', () => {
  it.each(embeddedCases)('%s (%s of %s) is judged %s', (address, _form, ipv4, kind) => {
    expect(classifyAddress(address)).toEqual(
      kind === 'public' ? { allowed: true } : { allowed: false, address: ipv4, kind },
    );
  });

  it('judges a URL host written as [::127.0.0.1] (which the URL parser turns into [::7f00:1]) as loopback', () => {
    const host = new URL('http://[::127.0.0.1]:8080/hook').hostname;
    expect(host).toBe('[::7f00:1]');
    expect(() => checkLiteralHost(host)).toThrow(/127\.0\.0\.1 \(loopback\)/);
  });

  it('keeps :: and ::1 as IPv6 unspecified and loopback, not as 0.0.0.0 and 0.0.0.1', () => {
    expect(classifyAddress('::')).toEqual({ allowed: false, address: '::', kind: 'unspecified' });
    expect(classifyAddress('::1')).toEqual({ allowed: false, address: '::1', kind: 'loopback' });
  });
});

describe('SSRF guard: address classification', () => {
  it.each(refused)('refuses %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toMatchObject({ allowed: false, kind });
  });

  it.each(allowed)('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it('checks IP-literal hosts, including bracketed IPv6, and leaves names to the lookup', () => {
    expect(() => checkLiteralHost('127.0.0.1')).toThrow(RefusedTargetError);
    expect(() => checkLiteralHost('[::1]')).toThrow(/::1 \(loopback\)/);
    expect(() => checkLiteralHost('169.254.169.254')).toThrow(/cloud metadata/);
    expect(() => checkLiteralHost('8.8.8.8')).not.toThrow();
    expect(() => checkLiteralHost('example.com')).not.toThrow();
  });

  it('the lookup refuses a name that resolves to loopback', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      guardedLookup('localhost', { all: true }, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(RefusedTargetError);
    expect(error?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1) \(loopback\)/);
  });

  it('the lookup passes a public IP through in the shape the caller asked for', async () => {
    const single = await new Promise<[unknown, unknown, unknown]>((resolve) =>
      guardedLookup('8.8.8.8', {}, (e, a, f) => resolve([e, a, f])),
    );
    expect(single).toEqual([null, '8.8.8.8', 4]);
    const all = await new Promise<[unknown, unknown]>((resolve) =>
      guardedLookup('8.8.8.8', { all: true }, (e, a) => resolve([e, a])),
    );
    expect(all).toEqual([null, [{ address: '8.8.8.8', family: 4 }]]);
  });
});
