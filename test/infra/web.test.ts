import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http-kit/request-guards';
import { SPA_ROUTES, spaRoutePattern } from '../../functions/domain/spa-routes';
import { LINK_PREVIEW_CRAWLER_PATTERN, SHARE_ORIGIN_HEADER } from '../../functions/domain/link-previews';
import { ROUTES } from '../../functions/http/routes';
import { edgeRequestUrl } from '../../functions/local/edge-cache';
import {
  API_ORIGIN_ID,
  NOT_FOUND_DOCUMENT,
  SPA_REQUEST_CODE,
  SPA_RESPONSE_CODE,
  spaRequestCode,
} from '../../lib/constructs/spa-edge-functions';
import { API_FORWARDED_HEADERS } from '../../lib/stacks/web-stack';
import { build, placeholderSpa } from './helpers';

const built = build();
const { stacks, template, all } = built;
const web = template(stacks.web);
const distribution = () =>
  (Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as any)
    .DistributionConfig;
const apiBehavior = () => distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
/** A resource of the web stack by a `{Ref}` to it. */
const byRef = (ref: { Ref: string }) => web.toJSON().Resources[ref.Ref].Properties as any;

describe('buckets (all stacks)', () => {
  const buckets = () =>
    all().flatMap(({ stack, template: t }) =>
      Object.entries(t.findResources('AWS::S3::Bucket')).map(([id, r]) => ({
        stack,
        t,
        id,
        props: r.Properties as any,
      })),
    );

  it('the site bucket and the screenshots bucket (and the log buckets) block all public access', () => {
    expect(buckets().length).toBeGreaterThanOrEqual(4);
    for (const b of buckets()) {
      expect(b.props.PublicAccessBlockConfiguration, b.id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('every bucket has a TLS-only bucket policy', () => {
    for (const b of buckets()) {
      b.t.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: b.id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('every bucket is encrypted at rest', () => {
    for (const b of buckets()) expect(b.props.BucketEncryption, b.id).toBeDefined();
  });
});

describe('CloudFront', () => {
  it('reads the site bucket through Origin Access Control, never an Origin Access Identity', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    for (const { template: t } of all())
      t.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const s3Origin = distribution().Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity ?? '').toBe('');
  });

  it('only this distribution may read the site bucket', () => {
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('redirects HTTP to HTTPS and has a WAF web ACL attached', () => {
    expect(distribution().DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(distribution().WebACLId).toBeDefined();
    expect(JSON.stringify(distribution().WebACLId)).toMatch(/WebAcl/);
  });

  it('logs requests to the access-log bucket', () => {
    expect(distribution().Logging).toEqual(
      expect.objectContaining({ Bucket: expect.anything(), Prefix: 'cloudfront/' }),
    );
  });
});

describe('security headers (response headers policy)', () => {
  const sitePolicy = () =>
    Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))
      .map((r) => (r.Properties as any).ResponseHeadersPolicyConfig)
      .find((c) => c.SecurityHeadersConfig.ContentSecurityPolicy.Override === true);

  it('sends a CSP with object-src, base-uri and frame-ancestors locked down', () => {
    const csp = sitePolicy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });

  it('the CSP allows the Stripe origins checkout needs, and no other third party', () => {
    const csp = sitePolicy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).not.toMatch(/script-src [^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
  });

  it('the CSP lets images come only from the site itself: no third-party image host sees its visitors', () => {
    const csp = sitePolicy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    const imgSrc = /(?:^|;\s*)img-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends HSTS for two years with subdomains and preload', () => {
    expect(sitePolicy().SecurityHeadersConfig.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
  });

  it('sends nosniff, a strict Referrer-Policy and X-Frame-Options DENY', () => {
    const h = sitePolicy().SecurityHeadersConfig;
    expect(h.ContentTypeOptions).toEqual({ Override: true });
    expect(h.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(h.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
  });

  it('applies the site policy to the SPA and a non-overriding one to the API (images keep their sandbox CSP)', () => {
    expect(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(apiBehavior().ResponseHeadersPolicyId).toBeDefined();
    expect(apiBehavior().ResponseHeadersPolicyId).not.toEqual(
      distribution().DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
  });
});

describe('SPA: the app for its pages (200), the app with status 404 for other paths', () => {
  // The functions' own behaviour is unit-tested in test/unit/edge/spa-edge-functions.test.ts.
  const associations = () => distribution().DefaultCacheBehavior.FunctionAssociations as any[];
  const functionCode = (eventType: string) => {
    const arn = associations().find((a) => a.EventType === eventType).FunctionARN;
    const [id] = arn['Fn::GetAtt'] as [string, string];
    return (web.toJSON().Resources[id].Properties as any).FunctionCode as string;
  };

  it('runs the page-table rewrite on viewer request and the 404 status on viewer response', () => {
    expect(
      associations()
        .map((a) => a.EventType)
        .sort(),
    ).toEqual(['viewer-request', 'viewer-response']);
    expect(functionCode('viewer-request')).toBe(SPA_REQUEST_CODE);
    expect(functionCode('viewer-response')).toBe(SPA_RESPONSE_CODE);
    web.resourcePropertiesCountIs(
      'AWS::CloudFront::Function',
      { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) },
      2,
    );
  });

  it('compiles every page of the shared table into the edge code', () => {
    for (const route of SPA_ROUTES) {
      expect(functionCode('viewer-request')).toContain(JSON.stringify(spaRoutePattern(route.path)));
    }
  });

  it('leaves /api/* alone: no functions there, and no distribution-wide 403/404 → index.html responses', () => {
    expect(apiBehavior().FunctionAssociations).toBeUndefined();
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('deploys index.html a second time as the 404 document', () => {
    const deployment = Object.values(web.findResources('Custom::CDKBucketDeployment'))[0]!.Properties as any;
    expect(deployment.SourceObjectKeys).toHaveLength(2);
    // The synthesised assets (the template above synthesised the app): one holds 404.html = index.html.
    const outdir = built.app.outdir;
    const copies = readdirSync(outdir)
      .map((entry) => join(outdir, entry, NOT_FOUND_DOCUMENT.slice(1)))
      .filter((file) => existsSync(file));
    expect(copies).toHaveLength(1);
    expect(readFileSync(copies[0]!, 'utf8')).toBe(readFileSync(join(placeholderSpa(), 'index.html'), 'utf8'));
  });
});

describe('/api/* behaviour', () => {
  it('goes to the HTTP API over HTTPS with the origin-verify secret header', () => {
    const origin = distribution().Origins.find((o: any) => o.Id === apiBehavior().TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const header = origin.OriginCustomHeaders.find((h: any) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
  });

  it('allows every method', () => {
    expect(apiBehavior().AllowedMethods.sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
  });

  it('caches only what the origin allows (s-maxage): default TTL 0, query strings in the key', () => {
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: Match.anyValue(),
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('forwards query strings and the headers handlers read, including CloudFront-Viewer-Address, but not Host', () => {
    const config = byRef(apiBehavior().OriginRequestPolicyId).OriginRequestPolicyConfig;
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    const headers = (config.HeadersConfig.Headers as string[]).map((h) => h.toLowerCase());
    expect(headers).toEqual(
      expect.arrayContaining(['cloudfront-viewer-address', 'content-type', 'x-owner-key']),
    );
    expect(headers).not.toContain('host');
  });
});

describe('API Gateway’s own answers (404, 413, 429)', () => {
  it('get Cache-Control: no-store and the referrer policy where the API set none', () => {
    const config = byRef(apiBehavior().ResponseHeadersPolicyId).ResponseHeadersPolicyConfig;
    expect(config.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'no-store',
      Override: false,
    });
    expect(config.SecurityHeadersConfig.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: false,
    });
  });
});

describe('edge-cached routes: the cache key is the route table’s declaration, as in local mode', () => {
  const behaviours = () => distribution().CacheBehaviors as any[];
  /** CloudFront's path patterns: `*` any characters (slashes too), `?` one; the first match wins. */
  const patternRegExp = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('')
        .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^$()|[\]\\{}]/, '\\$&')))
        .join('')}$`,
    );
  const behaviourFor = (path: string) => behaviours().find((b) => patternRegExp(b.PathPattern).test(path));
  const example = (path: string) => path.replace(/\{[^}]+\}/g, '0');
  const keyedQuery = (behaviour: any): string[] => {
    const config = byRef(behaviour.CachePolicyId).CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin
      .QueryStringsConfig;
    return config.QueryStringBehavior === 'none' ? [] : [...config.QueryStrings].sort();
  };

  it.each(ROUTES.filter((r) => 'edgeCache' in r).map((r) => [r.id, r] as const))(
    '%s: its behaviour keys on and forwards exactly the declared query parameters, like the local edge',
    (_id, route) => {
      const behaviour = behaviourFor(example(route.path));
      expect(behaviour.PathPattern).not.toBe('/api/*');
      const declared = [...route.edgeCache!.query].sort();
      expect(keyedQuery(behaviour)).toEqual(declared);
      const origin = byRef(behaviour.OriginRequestPolicyId).OriginRequestPolicyConfig;
      expect(origin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
      // The local edge's key for a URL with every declared parameter and one unknown one.
      const url = new URL(
        `http://edge${example(route.path)}?bust=1&${declared.map((q) => `${q}=x`).join('&')}`,
      );
      expect([...edgeRequestUrl(url, route.edgeCache!.query).searchParams.keys()].sort()).toEqual(
        keyedQuery(behaviour),
      );
      const policy = byRef(behaviour.CachePolicyId).CachePolicyConfig;
      expect([policy.MinTTL, policy.DefaultTTL]).toEqual([0, 0]);
      expect(behaviour.CachedMethods.sort()).toEqual(['GET', 'HEAD']);
      expect(behaviour.TargetOriginId).toBe(API_ORIGIN_ID);
      expect(behaviour.ResponseHeadersPolicyId).toEqual(apiBehavior().ResponseHeadersPolicyId);
    },
  );

  it('sends every other route through /api/*, or through a cached path with all methods and the same headers', () => {
    for (const route of ROUTES.filter((r) => !('edgeCache' in r))) {
      const behaviour = behaviourFor(example(route.path));
      if (route.method === 'GET') expect(behaviour.PathPattern, route.id).toBe('/api/*');
      expect(behaviour.AllowedMethods, route.id).toContain(route.method);
      const origin = byRef(behaviour.OriginRequestPolicyId).OriginRequestPolicyConfig;
      expect(origin.HeadersConfig.Headers, route.id).toEqual(API_FORWARDED_HEADERS);
    }
  });

  it('makes one cache policy per distinct set of parameters (an account holds 20)', () => {
    const sets = new Set(
      ROUTES.filter((r) => 'edgeCache' in r).map((r) => [...r.edgeCache!.query].sort().join()),
    );
    const cachedPolicies = new Set(
      behaviours()
        .filter((b) => b.PathPattern !== '/api/*')
        .map((b) => b.CachePolicyId.Ref),
    );
    expect(cachedPolicies.size).toBe(sets.size);
    expect(Object.keys(web.findResources('AWS::CloudFront::CachePolicy')).length).toBeLessThanOrEqual(5);
  });
});

describe('the SPA', () => {
  it('is deployed from the frontend build into the site bucket, invalidating the cache', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: Match.anyValue(),
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('is skipped (with a warning) when the frontend has not been built', () => {
    const { stacks: other } = build({ context: { 'ugh:frontendDist': '/nonexistent/frontend/dist' } });
    expect(other.web.spaDeployed).toBe(false);
    const t = built.template(other.web);
    t.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('link previews: crawlers on /roast/{id} go to the API share page', () => {
  const viewerRequestCode = () => {
    const association = distribution().DefaultCacheBehavior.FunctionAssociations.find(
      (a: any) => a.EventType === 'viewer-request',
    );
    const [id] = association.FunctionARN['Fn::GetAtt'] as [string, string];
    return (web.toJSON().Resources[id].Properties as any).FunctionCode as string;
  };
  const siteCachePolicy = () => {
    const ref = distribution().DefaultCacheBehavior.CachePolicyId;
    return (web.toJSON().Resources[ref.Ref].Properties as any).CachePolicyConfig;
  };

  it('names the API origin with the id the viewer-request function selects', () => {
    expect(distribution().Origins.map((o: any) => o.Id)).toContain(API_ORIGIN_ID);
  });

  it('routes /api/* to that same origin', () => {
    expect(apiBehavior().TargetOriginId).toBe(API_ORIGIN_ID);
  });

  it('selects the API origin for crawlers in the viewer-request function (runtime 2.0 helper module)', () => {
    expect(viewerRequestCode().startsWith("import cf from 'cloudfront';\n")).toBe(true);
    expect(viewerRequestCode()).toContain(`cf.selectRequestOriginById(API_ORIGIN_ID)`);
  });

  it('compiles the shared crawler table into the viewer-request function', () => {
    expect(viewerRequestCode()).toContain(JSON.stringify(LINK_PREVIEW_CRAWLER_PATTERN));
  });

  it('compiles the configured domain in as the canonical origin of share pages (never the Host)', () => {
    const withDomain = build({
      context: {
        'ugh:domainName': 'ugh.example',
        'ugh:certificateArn': 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });
    const resources = withDomain.template(withDomain.stacks.web).toJSON().Resources as Record<string, any>;
    const codes = Object.values(resources)
      .filter((r) => r.Type === 'AWS::CloudFront::Function')
      .map((r) => r.Properties.FunctionCode as string);
    expect(codes).toContain(spaRequestCode('https://ugh.example'));
    expect(viewerRequestCode()).toBe(spaRequestCode());
    expect(viewerRequestCode()).not.toMatch(/headers\.host/);
  });

  it('keys the site cache on the share-origin header, which also forwards it to the API', () => {
    expect(siteCachePolicy().ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [SHARE_ORIGIN_HEADER],
    });
  });

  it('keeps the site cache otherwise as CachingOptimized: no query strings or cookies in the key', () => {
    const params = siteCachePolicy().ParametersInCacheKeyAndForwardedToOrigin;
    expect([params.QueryStringsConfig, params.CookiesConfig]).toEqual([
      { QueryStringBehavior: 'none' },
      { CookieBehavior: 'none' },
    ]);
  });

  it('lets the site cache hold a crawler page at most 1 s unless the API allows more (MinTTL)', () => {
    expect(siteCachePolicy().MinTTL).toBe(1);
  });
});
