import { classifyAddress, isIpLiteral } from './network-address';

/** What the visitor sees for any refused address: generic on purpose (DESIGN §10.1). */
export const CAPTURE_URL_REFUSED =
  'This address cannot be captured. Enter the public address of a website (http or https).';
export const CAPTURE_URL_EMPTY = 'Please enter a website URL';
/**
 * The spec's "capture blocked" message: also what a visitor sees when the page they gave sends the
 * browser to an address the guard refuses (a script or meta refresh aimed inside).
 */
export const CAPTURE_BLOCKED =
  'This website blocks automated screenshot capture. Try uploading screenshots manually.';

export const ALLOWED_SCHEMES = ['http:', 'https:'] as const;
/** Web ports only: a capture service must not double as a port scanner of public hosts. */
export const ALLOWED_PORTS = ['', '80', '443', '8080', '8443'] as const;

export type UrlCheck =
  { ok: true; url: URL } | { ok: false; message: string; /** for logs only */ reason: string };

/**
 * The static half of the SSRF guard: what can be decided from the text alone. Visitors may type
 * "example.com": a missing scheme means https. Resolution (every address global) is the dynamic half,
 * done by the capture use case with a HostResolver, and repeated for every request the browser makes.
 */
export function parseCaptureUrl(raw: string, allowedHosts: ReadonlySet<string> = new Set()): UrlCheck {
  const text = raw.trim();
  if (!text) return { ok: false, message: CAPTURE_URL_EMPTY, reason: 'empty' };
  const refuse = (reason: string): UrlCheck => ({ ok: false, message: CAPTURE_URL_REFUSED, reason });
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return refuse('unparseable');
  }
  if (!(ALLOWED_SCHEMES as readonly string[]).includes(url.protocol)) return refuse(`scheme ${url.protocol}`);
  if (url.username || url.password) return refuse('credentials in URL');
  const hostPort = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  if (allowedHosts.has(hostPort)) return { ok: true, url };
  if (!(ALLOWED_PORTS as readonly string[]).includes(url.port)) return refuse(`port ${url.port}`);
  const host = url.hostname.replace(/\.$/, '');
  if (!host) return refuse('no host');
  if (isIpLiteral(host)) {
    const verdict = classifyAddress(host);
    return verdict.global ? { ok: true, url } : refuse(`address ${host}: ${verdict.reason}`);
  }
  if (/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host))
    return refuse(`local name ${host}`);
  if (!host.includes('.')) return refuse(`single-label name ${host}`);
  return { ok: true, url };
}

/** Reads CAPTURE_ALLOWED_HOSTS ("host:port,host:port"): loopback fixtures for tests and local development only. */
export function parseAllowedHosts(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => /^[^\s:]+:\d+$/.test(s) || /^\[[0-9a-f:]+\]:\d+$/.test(s)),
  );
}
