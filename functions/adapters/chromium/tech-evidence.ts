import type { HTTPResponse, Page } from 'puppeteer-core';
import { DOM_MARKER_SELECTORS } from '../../domain/tech-stack/rules';
import { buildJsGlobalsCollector, type PageEvidence } from '../../domain/tech-stack/types';

/** Built once: one script that runs every JS-global probe, each in its own try/catch. */
let probeScript: string | undefined;

/** Runs in the page: meta tags, script and link URLs, which marker selectors match, and the HTML. */
function readDocumentEvidence(
  selectors: readonly string[],
): Omit<PageEvidence, 'url' | 'headers' | 'cookies' | 'jsGlobals'> {
  const meta: Record<string, string> = {};
  for (const el of Array.from(document.querySelectorAll('meta'))) {
    const key = (
      el.getAttribute('name') ??
      el.getAttribute('property') ??
      el.getAttribute('http-equiv') ??
      ''
    ).toLowerCase();
    const content = el.getAttribute('content');
    if (!key || content === null) continue;
    meta[key] = key in meta ? `${meta[key]}\n${content}` : content;
  }
  const domMarkers = selectors.filter((selector) => {
    try {
      return document.querySelector(selector) !== null;
    } catch {
      return false;
    }
  });
  return {
    meta,
    scriptSrcs: Array.from(document.scripts, (s) => s.src).filter(Boolean),
    linkHrefs: Array.from(document.querySelectorAll('link[href]'), (l) => (l as HTMLLinkElement).href),
    domMarkers,
    html: document.documentElement.outerHTML.slice(0, 200_000),
  };
}

/** Everything the technology rules look at, read from the live desktop page. */
export async function collectTechEvidence(page: Page, response: HTTPResponse | null): Promise<PageEvidence> {
  probeScript ??= buildJsGlobalsCollector();
  const [documentEvidence, jsGlobals, cookies] = await Promise.all([
    page.evaluate(readDocumentEvidence, DOM_MARKER_SELECTORS),
    page.evaluate(probeScript) as Promise<Record<string, string | true>>,
    page.browserContext().cookies(),
  ]);
  return {
    url: page.url(),
    headers: response?.headers() ?? {},
    cookies: cookies.map((c) => c.name),
    jsGlobals: jsGlobals ?? {},
    ...documentEvidence,
  };
}
