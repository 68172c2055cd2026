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
 *   crawler's GET of `/roast/{id}` (functions/domain/link-previews.ts) to the API's share-page route:
 *   it rewrites the URI and selects the API origin by its id (`cf.selectRequestOriginById`, runtime 2.0;
 *   a rewritten URI alone keeps the S3 behaviour's origin), with the site's origin in a header the
 *   site cache policy keys on (so it is forwarded). Every viewer's own copy of that header is dropped
 *   first. The viewer-response function leaves what the API answered alone.
 *
 * Why not CloudFront's custom error responses (403/404 → /index.html)? They apply to the whole
 * distribution, /api/* included: the API's own 404 and 403 JSON would turn into the app's HTML.
 * Neither function runs on /api/*, so API answers reach the browser untouched.
 *
 * Plain ES5 (cloudfront-js-2.0 accepts it): test/unit/edge/spa-edge-functions.test.ts runs both.
 */
import {
  LINK_PREVIEW_CRAWLER_PATTERN,
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
 */
export const SPA_REQUEST_CODE = `import cf from 'cloudfront';
${SHARED}
var CRAWLERS = new RegExp(${JSON.stringify(LINK_PREVIEW_CRAWLER_PATTERN)}, 'i');
var ROAST_PAGE = new RegExp(${JSON.stringify(ROAST_PAGE_PATH_PATTERN)});
var SHARE_ORIGIN_HEADER = ${JSON.stringify(SHARE_ORIGIN_HEADER)};
var SHARE_PAGE = ${JSON.stringify(SHARE_PAGE_TEMPLATE)};
var API_ORIGIN_ID = ${JSON.stringify(API_ORIGIN_ID)};
function handler(event) {
  var request = event.request;
  var headers = request.headers;
  delete headers[SHARE_ORIGIN_HEADER];
  var agent = headers['user-agent'] ? headers['user-agent'].value : '';
  var roast = request.method === 'GET' ? ROAST_PAGE.exec(request.uri) : null;
  if (roast && CRAWLERS.test(agent) && headers.host) {
    request.uri = SHARE_PAGE.replace('ID', roast[1]);
    headers[SHARE_ORIGIN_HEADER] = { value: 'https://' + headers.host.value };
    cf.selectRequestOriginById(API_ORIGIN_ID);
    return request;
  }
  if (!isFile(request.uri)) {
    request.uri = isPage(request.uri) ? '/index.html' : NOT_FOUND_DOCUMENT;
  }
  return request;
}`;

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
