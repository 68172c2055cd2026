import { describe, expect, it } from 'vitest';
import {
  CAPTURE_URL_EMPTY,
  CAPTURE_URL_REFUSED,
  parseAllowedHosts,
  parseCaptureUrl,
} from '../../../functions/domain/capture-url';
import { classifyAddress, parseIPv6 } from '../../../functions/domain/network-address';
import type { HostResolver } from '../../../functions/ports/host-resolver';
import { BYPASS_URLS } from './bypass-urls';
import { checkCaptureTarget } from '../../../functions/usecases/check-capture-target';

/** Never real DNS: a table of names and what they "resolve" to. */
function fakeResolver(table: Record<string, string[]>): HostResolver {
  return {
    async resolve(hostname) {
      const found = table[hostname.toLowerCase()];
      if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

/** Blocked addresses that names may resolve to (DNS rebinding, internal records). */
const BLOCKED_ADDRESSES = [
  '127.0.0.1',
  '0.0.0.0',
  '10.1.2.3',
  '172.31.255.255',
  '192.168.1.1',
  '100.100.100.100',
  '169.254.169.254',
  '169.254.170.2',
  '192.0.2.10',
  '198.18.0.1',
  '224.0.0.1',
  '255.255.255.255',
  '::1',
  '::',
  '::ffff:127.0.0.1',
  '::ffff:a9fe:a9fe',
  'fd00:ec2::254',
  'fc00::1',
  'fe80::1',
  '64:ff9b::a9fe:a9fe',
  '2002:a9fe:a9fe::',
  '2001:db8::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  'ff02::1',
];

const resolver = fakeResolver({
  'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'www.aalto.fi': ['130.233.224.254'],
  'mixed.example': ['93.184.215.14', '10.0.0.5'],
  ...Object.fromEntries(BLOCKED_ADDRESSES.map((a, i) => [`rebind${i}.example`, [a]])),
});

describe('the capture SSRF guard', () => {
  it.each(BYPASS_URLS)('refuses %s with the generic message', async (url) => {
    const result = await checkCaptureTarget(url, resolver);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(CAPTURE_URL_REFUSED);
  });

  it.each(BLOCKED_ADDRESSES.map((a, i) => [a, `http://rebind${i}.example/`]))(
    'refuses a name that resolves to %s',
    async (_address, url) => {
      const result = await checkCaptureTarget(url, resolver);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toBe(CAPTURE_URL_REFUSED);
        expect(result.reason).toContain('resolves to');
      }
    },
  );

  it('refuses a name with one public and one private address', async () => {
    expect((await checkCaptureTarget('https://mixed.example/', resolver)).ok).toBe(false);
  });

  it('refuses names that do not resolve, without saying why', async () => {
    const result = await checkCaptureTarget('https://no-such-host.example/', resolver);
    expect(result).toMatchObject({ ok: false, message: CAPTURE_URL_REFUSED });
  });

  it.each([
    ['https://example.com/pricing?a=1', 'https://example.com/pricing?a=1'],
    ['example.com', 'https://example.com/'],
    ['  www.aalto.fi  ', 'https://www.aalto.fi/'],
    ['http://example.com:8080/', 'http://example.com:8080/'],
    ['http://93.184.215.14/', 'http://93.184.215.14/'],
    ['http://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/', 'http://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/'],
  ])('accepts the public address %s', async (input, normalised) => {
    const result = await checkCaptureTarget(input, resolver);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.url.href).toBe(normalised);
      expect(result.addresses.length).toBeGreaterThan(0);
      expect(result.addresses.every((a) => classifyAddress(a).global)).toBe(true);
    }
  });

  it('asks for a URL when the input is empty, in the spec’s words', () => {
    expect(parseCaptureUrl('   ')).toMatchObject({ ok: false, message: CAPTURE_URL_EMPTY });
    expect(CAPTURE_URL_EMPTY).toBe('Please enter a website URL');
  });

  it('lets tests reach a named loopback fixture only through CAPTURE_ALLOWED_HOSTS, port included', async () => {
    const allowed = parseAllowedHosts('127.0.0.1:4567, fixture.test:8081, bogus');
    expect([...allowed].sort()).toEqual(['127.0.0.1:4567', 'fixture.test:8081']);
    const fixtures = fakeResolver({ 'fixture.test': ['127.0.0.1'] });
    expect((await checkCaptureTarget('http://127.0.0.1:4567/page', fixtures, allowed)).ok).toBe(true);
    expect((await checkCaptureTarget('http://fixture.test:8081/', fixtures, allowed)).ok).toBe(true);
    expect((await checkCaptureTarget('http://127.0.0.1:4568/page', fixtures, allowed)).ok).toBe(false);
    expect((await checkCaptureTarget('http://127.0.0.1:4567/page', fixtures)).ok).toBe(false);
    expect(parseAllowedHosts(undefined).size).toBe(0);
  });
});

describe('address classification', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['130.233.224.254', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['127.255.255.255', false],
    ['172.16.0.0', false],
    ['100.127.255.255', false],
    ['3fff::1', true],
    ['4000::1', false],
    ['not-an-ip', false],
    ['1.2.3.256', false],
  ])('%s is global: %s', (address, global) => {
    expect(classifyAddress(address).global).toBe(global);
  });

  it('parses the IPv6 spellings the URL parser and DNS produce', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('[::ffff:7f00:1]')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('64:ff9b::169.254.169.254')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xa9fe, 0xa9fe]);
    expect(parseIPv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('12345::')).toBeNull();
  });
});
