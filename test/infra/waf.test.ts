import { describe, expect, it } from 'vitest';
import {
  isLinkPreviewRender,
  LINK_PREVIEW_CRAWLER_PATTERN,
  LINK_PREVIEW_RATE_LIMIT,
} from '../../functions/domain/link-previews';
import { build } from './helpers';

const { stacks, template } = build();
const edge = template(stacks.edge);
const acl = () => Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0]!.Properties as any;
const rule = (name: string) => (acl().Rules as any[]).find((r) => r.Name === name);
const scopeDown = (name: string) =>
  JSON.stringify(rule(name).Statement.RateBasedStatement.ScopeDownStatement);

describe('WAF web ACL', () => {
  it('is a CLOUDFRONT-scope ACL in us-east-1 (the only region CloudFront ACLs exist in)', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    expect(acl().Scope).toBe('CLOUDFRONT');
    expect(acl().DefaultAction).toEqual({ Allow: {} });
  });

  it('rate-limits roast creation: POST /api/roasts per client IP', () => {
    const r = rule('RateCreateRoast');
    expect(r.Action).toEqual({
      Block: {
        CustomResponse: { ResponseCode: 429, ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }] },
      },
    });
    expect(r.Statement.RateBasedStatement).toEqual(
      expect.objectContaining({ AggregateKeyType: 'IP', Limit: 100, EvaluationWindowSec: 300 }),
    );
    expect(scopeDown('RateCreateRoast')).toContain('"SearchString":"/api/roasts"');
    expect(scopeDown('RateCreateRoast')).toContain('"SearchString":"POST"');
  });

  it('rate-limits URL capture (/api/screenshot)', () => {
    expect(rule('RateCapture').Statement.RateBasedStatement.Limit).toBe(50);
    expect(scopeDown('RateCapture')).toContain('/api/screenshot');
  });

  it('rate-limits likes and reactions', () => {
    expect(rule('RateLikeAndReactions').Statement.RateBasedStatement.Limit).toBe(600);
    expect(scopeDown('RateLikeAndReactions')).toContain('"SearchString":"/like"');
    expect(scopeDown('RateLikeAndReactions')).toContain('"SearchString":"/reactions"');
  });

  it('rate-limits the contact form (/api/contact)', () => {
    expect(rule('RateContact').Statement.RateBasedStatement.Limit).toBe(20);
    expect(scopeDown('RateContact')).toContain('/api/contact');
  });

  it('answers every rate rule’s 429 with Retry-After: the window it counts over', () => {
    const rateRules = (acl().Rules as any[]).filter((r) => r.Statement.RateBasedStatement);
    expect(rateRules.length).toBeGreaterThanOrEqual(6);
    for (const r of rateRules) {
      expect(r.Action.Block.CustomResponse, r.Name).toEqual({
        ResponseCode: 429,
        ResponseHeaders: [
          { Name: 'Retry-After', Value: String(r.Statement.RateBasedStatement.EvaluationWindowSec) },
        ],
      });
    }
  });

  it('rate-limits link-preview renders per client: crawlers on /roast/{id}, share pages and cards', () => {
    const r = rule('RateLinkPreviews');
    expect(r.Statement.RateBasedStatement).toEqual(
      expect.objectContaining({
        AggregateKeyType: 'IP',
        Limit: LINK_PREVIEW_RATE_LIMIT.limit,
        EvaluationWindowSec: 300,
      }),
    );
    // The same default window as local mode's limit, so both allow the same.
    expect(LINK_PREVIEW_RATE_LIMIT.windowSeconds).toBe(300);
    const statements = r.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements as any[];
    const text = (s: any) => JSON.stringify(s);
    // Crawlers (the shared table, on the lower-cased User-Agent) on a roast page.
    const crawler = statements.find((s) => text(s).includes('"SearchString":"/roast/"'));
    expect(text(crawler)).toContain(
      JSON.stringify({
        FieldToMatch: { SingleHeader: { Name: 'user-agent' } },
        RegexString: LINK_PREVIEW_CRAWLER_PATTERN.toLowerCase(),
        TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
      }),
    );
    // Anyone on the share page or the card.
    for (const suffix of ['/share-page', '/card.png']) {
      const found = statements.find((s) => text(s).includes(`"SearchString":"${suffix}"`));
      expect(text(found), suffix).toContain('"PositionalConstraint":"ENDS_WITH"');
      expect(text(found), suffix).toContain('"SearchString":"/api/"');
    }
    // What the rule matches is what local mode counts (functions/domain/link-previews.ts).
    expect(isLinkPreviewRender('/roast/AbCdEfGhIjKlMnOpQrSt_-', 'Twitterbot/1.0')).toBe(true);
    expect(isLinkPreviewRender('/roast/AbCdEfGhIjKlMnOpQrSt_-', 'Mozilla/5.0 Chrome/126')).toBe(false);
    expect(isLinkPreviewRender('/api/roasts/x/card.png', 'curl/8')).toBe(true);
    expect(isLinkPreviewRender('/api/roasts/x/share-page', undefined)).toBe(true);
    expect(isLinkPreviewRender('/api/roasts/x/thumbnail', 'Twitterbot/1.0')).toBe(false);
  });

  it('takes its limits from context', () => {
    const { stacks: s, template: t } = build({
      context: { 'ugh:wafRateLimits': { createRoast: 33, linkPreviews: 44, windowSeconds: 60 } },
    });
    const rules = (Object.values(t(s.edge).findResources('AWS::WAFv2::WebACL'))[0]!.Properties as any).Rules;
    const create = rules.find((r: any) => r.Name === 'RateCreateRoast').Statement.RateBasedStatement;
    expect(create).toEqual(expect.objectContaining({ Limit: 33, EvaluationWindowSec: 60 }));
    const previews = rules.find((r: any) => r.Name === 'RateLinkPreviews');
    expect(previews.Statement.RateBasedStatement).toEqual(
      expect.objectContaining({ Limit: 44, EvaluationWindowSec: 60 }),
    );
    expect(previews.Action.Block.CustomResponse.ResponseHeaders).toEqual([
      { Name: 'Retry-After', Value: '60' },
    ]);
  });

  it('adds the AWS managed rule groups, without the 8 KB body rule that would block uploads', () => {
    const common = rule('AWS-AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(rule('AWS-AWSManagedRulesKnownBadInputsRuleSet')).toBeDefined();
    expect(rule('AWS-AWSManagedRulesAmazonIpReputationList')).toBeDefined();
  });

  it('is attached to the distribution', () => {
    const dist = Object.values(template(stacks.web).findResources('AWS::CloudFront::Distribution'))[0]!
      .Properties as any;
    expect(dist.DistributionConfig.WebACLId).toEqual({
      'Fn::ImportValue': expect.stringMatching(/^dev-UghEdge:ExportsOutputFnGetAttWebAcl/),
    });
  });

  it('is attached across regions when the app lives outside us-east-1', () => {
    const { stacks: s, template: t } = build({ context: { 'ugh:region': 'eu-west-1' } });
    expect(s.edge.region).toBe('us-east-1');
    expect(s.web.region).toBe('eu-west-1');
    const dist = Object.values(t(s.web).findResources('AWS::CloudFront::Distribution'))[0]!.Properties as any;
    // A cross-region reference: read from SSM in us-east-1 by a custom resource, not an export.
    expect(JSON.stringify(dist.DistributionConfig.WebACLId)).toContain('ExportsReader');
  });
});
