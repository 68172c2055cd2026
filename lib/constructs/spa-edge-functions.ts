/**
 * The two CloudFront Functions on the site's default (S3) behaviour that make an unknown path a real
 * 404 while every page of the app stays a 200, the way local mode answers (functions/local/api-gateway.ts).
 * Both read the app's pages from the one shared table (functions/domain/spa-routes.ts), compiled into
 * the code at synth time (a CloudFront Function cannot import).
 *
 * - viewer request: a path with a file extension is a real file and passes untouched; a page of the app
 *   becomes /index.html; any other path becomes /404.html (the same document, deployed a second time
 *   under that key by web-stack.ts), so the browser still gets the app and the app shows its
 *   "404 Page Not Found" page.
 * - viewer response: sets 404 on what /404.html answered (S3 said 200). It also recognises an unknown
 *   path by itself, so it is right whether CloudFront hands it the viewer's URI or the rewritten one.
 *
 * - link previews (docs/sharing.md): the viewer-request function also sends a link-preview
 *   crawler's GET or HEAD of `/roast/{id}` (functions/domain/link-previews.ts) to the API's share-page
 *   route: it rewrites the URI and selects the API origin by its id (`cf.selectRequestOriginById`,
 *   runtime 2.0; a rewritten URI alone keeps the S3 behaviour's origin), with the site's canonical
 *   origin in a header the site cache policy keys on (so it is forwarded). That origin is configuration
 *   (`ugh:domainName`, compiled in), else the distribution's own domain name (`event.context`), never
 *   the viewer's Host. Every viewer's own copy of that header is dropped first. The viewer-response
 *   function leaves what the API answered alone.
 *
 * Why not CloudFront's custom error responses (403/404 → /index.html)? They apply to the whole
 * distribution, /api/* included: the API's own 404 and 403 JSON would turn into the app's HTML.
 * Neither function runs on /api/*, so API answers reach the browser untouched.
 *
 * Plain ES5 (cloudfront-js-2.0 accepts it): test/unit/edge/spa-edge-functions.test.ts runs both.
 */
import {
  canonicalOrigin,
  LINK_PREVIEW_CRAWLER_PATTERN,
  LINK_PREVIEW_METHODS,
  ROAST_PAGE_PATH_PATTERN,
  SHARE_ORIGIN_HEADER,
  sharePagePath,
} from '../../functions/domain/link-previews';
import { SPA_ROUTES, spaRoutePattern } from '../../functions/domain/spa-routes';

/** The key the app's index.html is deployed under a second time, for paths that are not pages. */
export const NOT_FOUND_DOCUMENT = '/404.html';
/** The CloudFront origin id of the HTTP API (lib/stacks/web-stack.ts): crawlers' roast pages go there. */
export const API_ORIGIN_ID = 'ugh-api';
/** The share-page path with the id as `ID` (replaced in the edge code). */
const SHARE_PAGE_TEMPLATE = sharePagePath('ID');

const SHARED = `var PAGES = ${JSON.stringify(SPA_ROUTES.map((route) => spaRoutePattern(route.path)))}.map(function (p) {
  return new RegExp(p, 'i');
});
var NOT_FOUND_DOCUMENT = ${JSON.stringify(NOT_FOUND_DOCUMENT)};
function isFile(uri) {
  return uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}
function isPage(uri) {
  var path = uri;
  try {
    path = decodeURIComponent(uri);
  } catch (e) {
    return false;
  }
  for (var i = 0; i < PAGES.length; i++) {
    if (PAGES[i].test(path)) return true;
  }
  return false;
}`;

/**
 * Viewer request: a crawler's roast page → the API's share page; pages → /index.html, other
 * extension-less paths → /404.html, files untouched. The import must be the first line (runtime 2.0).
 * `siteOrigin` is the configured canonical origin (`https://` + `ugh:domainName`); without one the
 * function names the distribution's own domain, which CloudFront gives it, never the viewer's Host.
 */
export function spaRequestCode(siteOrigin?: string): string {
  const origin = siteOrigin === undefined ? null : canonicalOrigin(siteOrigin);
  if (siteOrigin !== undefined && origin === null)
    throw new Error(`The site origin must be https://host[:port], got "${siteOrigin}"`);
  return `import cf from 'cloudfront';
${SHARED}
var CRAWLERS = new RegExp(${JSON.stringify(LINK_PREVIEW_CRAWLER_PATTERN)}, 'i');
var CRAWLED_METHODS = ${JSON.stringify(LINK_PREVIEW_METHODS)};
var ROAST_PAGE = new RegExp(${JSON.stringify(ROAST_PAGE_PATH_PATTERN)});
var SHARE_ORIGIN_HEADER = ${JSON.stringify(SHARE_ORIGIN_HEADER)};
var SITE_ORIGIN = ${JSON.stringify(origin)};
var SHARE_PAGE = ${JSON.stringify(SHARE_PAGE_TEMPLATE)};
var API_ORIGIN_ID = ${JSON.stringify(API_ORIGIN_ID)};
function handler(event) {
  var request = event.request;
  var headers = request.headers;
  delete headers[SHARE_ORIGIN_HEADER];
  var agent = headers['user-agent'] ? headers['user-agent'].value : '';
  var roast = CRAWLED_METHODS.indexOf(request.method) !== -1 ? ROAST_PAGE.exec(request.uri) : null;
  if (roast && CRAWLERS.test(agent)) {
    request.uri = SHARE_PAGE.replace('ID', roast[1]);
    headers[SHARE_ORIGIN_HEADER] = {
      value: SITE_ORIGIN || 'https://' + event.context.distributionDomainName,
    };
    cf.selectRequestOriginById(API_ORIGIN_ID);
    return request;
  }
  if (!isFile(request.uri)) {
    request.uri = isPage(request.uri) ? '/index.html' : NOT_FOUND_DOCUMENT;
  }
  return request;
}`;
}

/** The viewer-request code of a distribution without a domain name of its own (`ugh:domainName`). */
export const SPA_REQUEST_CODE = spaRequestCode();

/** Viewer response: status 404 for /404.html and for any extension-less path that is not a page. */
export const SPA_RESPONSE_CODE = `${SHARED}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  // A crawler's share page (rewritten above): the API's status stands.
  if (uri.indexOf('/api/') === 0) return response;
  if (uri === NOT_FOUND_DOCUMENT || (!isFile(uri) && !isPage(uri))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
