/**
 * Is an IP address globally routable? The SSRF guard for URL capture (DESIGN §10.1) refuses every
 * address that is not: loopback, private (RFC 1918), link-local (incl. the 169.254.169.254 metadata
 * service), CGNAT, "this network", documentation, benchmarking, multicast and reserved ranges, and the
 * IPv6 forms that embed or reach IPv4 (IPv4-mapped, NAT64, 6to4, Teredo) or stay local (ULA incl.
 * fd00:ec2::254, link-local, site-local). Addresses are given in their canonical text form, as WHATWG
 * URL parsing and DNS return them; the URL parser already folds decimal, octal and hex IPv4 spellings.
 */

type V4Range = readonly [base: number, prefix: number, name: string];

const V4_NON_GLOBAL: readonly V4Range[] = [
  [ip4('0.0.0.0'), 8, 'this network'],
  [ip4('10.0.0.0'), 8, 'private (RFC 1918)'],
  [ip4('100.64.0.0'), 10, 'carrier-grade NAT'],
  [ip4('127.0.0.0'), 8, 'loopback'],
  [ip4('169.254.0.0'), 16, 'link-local / cloud metadata'],
  [ip4('172.16.0.0'), 12, 'private (RFC 1918)'],
  [ip4('192.0.0.0'), 24, 'IETF protocol assignments'],
  [ip4('192.0.2.0'), 24, 'documentation'],
  [ip4('192.88.99.0'), 24, '6to4 relay anycast'],
  [ip4('192.168.0.0'), 16, 'private (RFC 1918)'],
  [ip4('198.18.0.0'), 15, 'benchmarking'],
  [ip4('198.51.100.0'), 24, 'documentation'],
  [ip4('203.0.113.0'), 24, 'documentation'],
  [ip4('224.0.0.0'), 4, 'multicast'],
  [ip4('240.0.0.0'), 4, 'reserved / broadcast'],
];

function ip4(text: string): number {
  const parts = text.split('.').map(Number);
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

export function parseIPv4(text: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. Accepts a trailing dotted IPv4. */
export function parseIPv6(input: string): number[] | null {
  let text = input.replace(/^\[|\]$/g, '').toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(':')) return null;
  // A trailing dotted quad (::ffff:127.0.0.1) is two hex groups written differently.
  const dotted = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = parseIPv4(dotted[1]!);
    if (v4 === null) return null;
    text =
      text.slice(0, text.length - dotted[1]!.length) +
      `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...tail].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const explicit = head.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const zeros = halves.length === 2 ? (Array(8 - explicit).fill(0) as number[]) : [];
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...tail.map((g) => parseInt(g, 16))];
}

function inV6(groups: number[], prefixGroups: number[], prefixBits: number): boolean {
  for (let bit = 0; bit < prefixBits; bit += 16) {
    const i = bit / 16;
    const width = Math.min(16, prefixBits - bit);
    const mask = (0xffff << (16 - width)) & 0xffff;
    if ((groups[i]! & mask) !== ((prefixGroups[i] ?? 0) & mask)) return false;
  }
  return true;
}

const V6_NON_GLOBAL: readonly [prefix: string, bits: number, name: string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'IPv4-mapped'],
  ['::', 96, 'IPv4-compatible (deprecated)'],
  ['64:ff9b::', 96, 'NAT64'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments (incl. Teredo)'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['fc00::', 7, 'unique local (incl. fd00:ec2::254)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated)'],
  ['ff00::', 8, 'multicast'],
];

export interface AddressVerdict {
  global: boolean;
  /** Why not, for logs (never shown to visitors). */
  reason?: string;
}

/** Classifies one literal address; anything that is not a valid IP literal is not global. */
export function classifyAddress(address: string): AddressVerdict {
  const v4 = parseIPv4(address);
  if (v4 !== null) {
    for (const [base, prefix, name] of V4_NON_GLOBAL) {
      const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
      if ((v4 & mask) >>> 0 === (base & mask) >>> 0) return { global: false, reason: name };
    }
    return { global: true };
  }
  const v6 = parseIPv6(address);
  if (v6 === null) return { global: false, reason: 'not an IP address' };
  // Only 2000::/3 is global unicast; within it, carve out the special-purpose blocks.
  for (const [prefix, bits, name] of V6_NON_GLOBAL) {
    if (inV6(v6, parseIPv6(prefix)!, bits)) return { global: false, reason: name };
  }
  if ((v6[0]! & 0xe000) !== 0x2000) return { global: false, reason: 'outside global unicast 2000::/3' };
  return { global: true };
}

export function isIpLiteral(host: string): boolean {
  return parseIPv4(host) !== null || parseIPv6(host) !== null;
}
