import { CAPTURE_URL_REFUSED, type UrlCheck, parseCaptureUrl } from '../domain/capture-url';
import { classifyAddress, isIpLiteral } from '../domain/network-address';
import type { HostResolver } from '../ports/host-resolver';

export type CaptureTarget =
  | { ok: true; url: URL; /** the checked addresses the browser must be pinned to */ addresses: string[] }
  | Extract<UrlCheck, { ok: false }>;

/**
 * Full SSRF check of one URL: the static rules, then DNS, with every resolved address required to be
 * globally routable (a name with one public and one private address is refused: the browser could pick
 * either). Capture pins the connection to `addresses`, so a second lookup cannot swap them (DNS rebinding).
 */
export async function checkCaptureTarget(
  raw: string,
  resolver: HostResolver,
  allowedHosts: ReadonlySet<string> = new Set(),
): Promise<CaptureTarget> {
  const parsed = parseCaptureUrl(raw, allowedHosts);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const hostPort = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  if (isIpLiteral(host)) return { ok: true, url, addresses: [host] };
  let addresses: string[];
  try {
    addresses = await resolver.resolve(host);
  } catch {
    return { ok: false, message: CAPTURE_URL_REFUSED, reason: `no DNS answer for ${host}` };
  }
  if (addresses.length === 0)
    return { ok: false, message: CAPTURE_URL_REFUSED, reason: `no addresses for ${host}` };
  if (!allowedHosts.has(hostPort)) {
    const bad = addresses.map((a) => [a, classifyAddress(a)] as const).find(([, v]) => !v.global);
    if (bad)
      return {
        ok: false,
        message: CAPTURE_URL_REFUSED,
        reason: `${host} resolves to ${bad[0]} (${bad[1].reason})`,
      };
  }
  return { ok: true, url, addresses };
}
