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
 * Why not CloudFront's custom error responses (403/404 → /index.html)? They apply to the whole
 * distribution, /api/* included: the API's own 404 and 403 JSON would turn into the app's HTML.
 * Neither function runs on /api/*, so API answers reach the browser untouched.
 *
 * Plain ES5 (cloudfront-js-2.0 accepts it): test/unit/edge/spa-edge-functions.test.ts runs both.
 */
import { SPA_ROUTES, spaRoutePattern } from '../../functions/domain/spa-routes';

/** The key the app's index.html is deployed under a second time, for paths that are not pages. */
export const NOT_FOUND_DOCUMENT = '/404.html';

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

/** Viewer request: pages → /index.html, other extension-less paths → /404.html, files untouched. */
export const SPA_REQUEST_CODE = `${SHARED}
function handler(event) {
  var request = event.request;
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
  if (uri === NOT_FOUND_DOCUMENT || (!isFile(uri) && !isPage(uri))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
