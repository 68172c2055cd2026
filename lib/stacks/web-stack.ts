/**
 * Web: the private site bucket (Origin Access Control), the CloudFront distribution in front of the
 * SPA and the API, the site-wide security headers (functions/http-kit/security-headers.ts, the same
 * values local mode sends), the WAF web ACL from the edge stack, and the SPA from frontend/dist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http-kit/request-guards';
import { ROUTES, type RouteDefinition } from '../../functions/http/routes';
import { CONTENT_SECURITY_POLICY, SITE_SECURITY_HEADERS } from '../../functions/http-kit/security-headers';
import type { UghConfig } from '../config';
import { SHARE_ORIGIN_HEADER } from '../../functions/domain/link-previews';
import {
  API_ORIGIN_ID,
  NOT_FOUND_DOCUMENT,
  SPA_RESPONSE_CODE,
  spaRequestCode,
} from '../constructs/spa-edge-functions';
import { acknowledge, nagAccount, nagArn, nagRegion } from '../nag';
import { fromRoot } from '../paths';
import { accessLogsBucket, privateBucketProps } from './data-stack';

/** Viewer headers the API needs. Host is not among them: API Gateway routes on its own host name. */
export const API_FORWARDED_HEADERS = [
  'CloudFront-Viewer-Address', // clientIp() in functions/http-kit/request-guards.ts
  'Content-Type', // 415 check
  'X-Owner-Key', // DELETE /api/roasts/{id}
  'Stripe-Signature', // POST /api/stripe/webhook (payments issue)
];

/**
 * One CloudFront cache behaviour per edge-cached route of the table (functions/http/routes.ts), keyed on
 * and forwarding exactly the query parameters the route declares (`edgeCache.query`), as the local edge
 * does (functions/local/edge-cache.ts). A `{param}` segment becomes `*`. In table order, before `/api/*`.
 */
export function edgeCachedBehaviours(
  routes: readonly RouteDefinition[] = ROUTES,
): { pathPattern: string; routeId: string; query: string[] }[] {
  return routes
    .filter((route) => route.edgeCache)
    .map((route) => ({
      pathPattern: route.path.replace(/\{[^}]+\}/g, '*'),
      routeId: route.id,
      query: [...route.edgeCache!.query].sort(),
    }));
}

function hsts(value: string) {
  const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1]);
  if (!Number.isFinite(maxAge)) throw new Error(`Cannot read HSTS max-age from "${value}"`);
  return { maxAge, includeSubdomains: /includeSubDomains/i.test(value), preload: /preload/i.test(value) };
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const found = Object.values(HeadersReferrerPolicy).find((p) => p === value);
  if (!found) throw new Error(`Unknown Referrer-Policy "${value}"`);
  return found;
}

/** CloudFront's security-headers behaviour for the site headers; `override` decides who wins. */
export function securityHeaders(override: boolean): ResponseSecurityHeadersBehavior {
  const h = SITE_SECURITY_HEADERS;
  const sts = hsts(h['strict-transport-security']!);
  return {
    contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(sts.maxAge),
      includeSubdomains: sts.includeSubdomains,
      preload: sts.preload,
      override: true,
    },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: referrerPolicy(h['referrer-policy']!), override },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override },
  };
}

export interface WebStackProps extends StackProps {
  config: UghConfig;
  /** Host name of the HTTP API (execute-api). */
  apiDomainName: string;
  originVerifySecret: ISecret;
  webAclArn: string;
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly spaDeployed: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = accessLogsBucket(this, 'AccessLogs', true);
    this.siteBucket = new Bucket(this, 'Site', {
      ...privateBucketProps(),
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    // The app's pages get /index.html (200); other extension-less paths the same app with status 404
    // (lib/constructs/spa-edge-functions.ts explains why not custom error responses).
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      // Share pages name the canonical origin: the configured domain, else the distribution's own.
      code: FunctionCode.fromInline(
        spaRequestCode(config.domainName ? `https://${config.domainName}` : undefined),
      ),
      runtime: FunctionRuntime.JS_2_0,
      comment:
        'Link-preview crawlers on /roast/{id} -> API share page; app pages -> /index.html; other paths -> /404.html',
    });
    const spaNotFound = new CloudFrontFunction(this, 'SpaNotFoundStatus', {
      code: FunctionCode.fromInline(SPA_RESPONSE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Status 404 for paths that are not pages of the app',
    });
    const permissionsPolicy = SITE_SECURITY_HEADERS['permissions-policy']!;
    const siteHeaders = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'UGH site security headers (functions/http-kit/security-headers.ts)',
      securityHeadersBehavior: securityHeaders(true),
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
      },
    });
    // API responses keep their own CSP (images: sandbox), Referrer-Policy and Cache-Control; the rest
    // is added. API Gateway's own answers (its 404 for an unknown route, 413, 429) carry none of the
    // API's headers: they get the referrer policy and `no-store` here.
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'UGH API: site headers where the API does not set its own',
      securityHeadersBehavior: securityHeaders(false),
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: permissionsPolicy, override: false },
          { header: 'Cache-Control', value: 'no-store', override: false },
        ],
      },
    });
    // Routes that are not edge-cached: nothing is cached unless the origin says so (they send no-store).
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'UGH API: honour origin Cache-Control (s-maxage); default TTL 0',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiOriginRequest = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'UGH API: query strings and the headers handlers read; never Host',
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Edge-cached routes: the query parameters they read reach them through their cache policy's key
    // only; any other (`?bust=N`) is neither in the key nor forwarded. Headers as for the rest of /api/*
    // (a route sharing a path with a cached one, POST /api/roasts, needs them).
    const cachedOriginRequest = new OriginRequestPolicy(this, 'ApiCachedOriginRequest', {
      comment: 'UGH API, edge-cached routes: the headers handlers read; query strings only via the cache key',
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // One cache policy per distinct set of parameters (an account holds at most 20 custom policies).
    const cachePolicies = new Map<string, CachePolicy>();
    const cachePolicyFor = (query: string[]): CachePolicy => {
      const name = query.map((q) => q.charAt(0).toUpperCase() + q.slice(1)).join('') || 'None';
      let policy = cachePolicies.get(name);
      if (!policy) {
        policy = new CachePolicy(this, `ApiCacheQuery${name}`, {
          comment: `UGH API, edge-cached routes keyed on ${query.length ? query.join(', ') : 'no query parameter'}`,
          minTtl: Duration.seconds(0),
          defaultTtl: Duration.seconds(0),
          maxTtl: Duration.days(1),
          queryStringBehavior: query.length
            ? CacheQueryStringBehavior.allowList(...query)
            : CacheQueryStringBehavior.none(),
          headerBehavior: CacheHeaderBehavior.none(),
          cookieBehavior: CacheCookieBehavior.none(),
          enableAcceptEncodingGzip: true,
          enableAcceptEncodingBrotli: true,
        });
        cachePolicies.set(name, policy);
      }
      return policy;
    };

    // The site itself: CachingOptimized's settings, plus the site origin the viewer-request function
    // sets for a crawler's share page (SHARE_ORIGIN_HEADER) in the cache key, which is also what makes
    // CloudFront forward it to the API. Every other request has no such header (the function drops
    // the viewer's), so the SPA's objects are cached exactly as before.
    const siteCache = new CachePolicy(this, 'SiteCache', {
      comment: 'UGH site: CachingOptimized, keyed also on the link-preview share origin',
      minTtl: Duration.seconds(1),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.allowList(SHARE_ORIGIN_HEADER),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      // Named so that the viewer-request function can send crawlers' roast pages here.
      originId: API_ORIGIN_ID,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap(),
      },
      readTimeout: Duration.seconds(30),
    });

    const custom = config.domainName
      ? {
          domainNames: [config.domainName],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'UGH Score',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...custom,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: siteCache,
        responseHeadersPolicy: siteHeaders,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: spaNotFound, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        ...Object.fromEntries(
          edgeCachedBehaviours().map(({ pathPattern, query }) => [
            pathPattern,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: AllowedMethods.ALLOW_ALL,
              cachedMethods: CachedMethods.CACHE_GET_HEAD,
              cachePolicy: cachePolicyFor(query),
              originRequestPolicy: cachedOriginRequest,
              responseHeadersPolicy: apiHeaders,
              compress: true,
            },
          ]),
        ),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: apiCache,
          originRequestPolicy: apiOriginRequest,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'the product is offered worldwide; no country is excluded, abuse is handled by WAF rate limits.',
    );
    if (!config.domainName) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'without ugh:domainName the default *.cloudfront.net certificate is used, whose minimum protocol ' +
          'CloudFront fixes at TLSv1; set ugh:domainName and ugh:certificateArn to get TLSv1.2_2021.',
      );
    }

    new CfnOutput(this, 'SiteUrl', {
      description: 'The product (point your domain here when ugh:domainName is set)',
      value: `https://${this.distribution.distributionDomainName}`,
    });

    const dist = fromRoot(config.frontendDist);
    this.spaDeployed = existsSync(`${dist}/index.html`);
    if (this.spaDeployed) {
      const deployment = new BucketDeployment(this, 'Spa', {
        // index.html a second time as 404.html: what unknown paths are served (with status 404).
        sources: [
          Source.asset(dist),
          Source.data(NOT_FOUND_DOCUMENT.slice(1), readFileSync(`${dist}/index.html`, 'utf8')),
        ],
        destinationBucket: this.siteBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        prune: true,
        memoryLimit: 512,
      });
      // The construct library's deployment function: its runtime and role are not ours to choose.
      const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
      const assets = `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagAccount(this)}-${nagRegion(this)}/*`;
      const reasons: [string, string][] = [
        [
          'AwsSolutions-L1',
          'runtime chosen by aws-cdk-lib for BucketDeployment (Python, pinned to the CDK release)',
        ],
        [
          'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          'BucketDeployment creates its role with the basic execution policy (logs only)',
        ],
        ['AwsSolutions-IAM5[Action::s3:GetObject*]', 'reads the SPA asset from the CDK assets bucket'],
        ['AwsSolutions-IAM5[Action::s3:GetBucket*]', 'reads the asset and site buckets'],
        ['AwsSolutions-IAM5[Action::s3:List*]', 'lists the site bucket to prune old files'],
        ['AwsSolutions-IAM5[Action::s3:DeleteObject*]', 'prunes files of the previous SPA build'],
        ['AwsSolutions-IAM5[Action::s3:Abort*]', 'aborts its own failed multipart uploads'],
        [`AwsSolutions-IAM5[Resource::${assets}]`, 'the CDK bootstrap assets bucket holding the SPA zip'],
        [`AwsSolutions-IAM5[Resource::${nagArn(this.siteBucket)}/*]`, 'every file of the site bucket'],
        ['AwsSolutions-IAM5[Resource::*]', 'cloudfront:CreateInvalidation has no resource-level permissions'],
      ];
      for (const [id, reason] of reasons) {
        acknowledge(handler ?? deployment, id, `the SPA BucketDeployment function ${reason}.`);
      }
    } else {
      Annotations.of(this).addWarningV2(
        'ugh:no-frontend-build',
        `${config.frontendDist}/index.html not found: the site bucket is deployed empty. Run the frontend build first.`,
      );
    }
  }
}
