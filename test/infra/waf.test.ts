import { describe, expect, it } from 'vitest';
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
    expect(r.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
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

  it('takes its limits from context', () => {
    const { stacks: s, template: t } = build({
      context: { 'ugh:wafRateLimits': { createRoast: 33, windowSeconds: 60 } },
    });
    const rules = (Object.values(t(s.edge).findResources('AWS::WAFv2::WebACL'))[0]!.Properties as any).Rules;
    const create = rules.find((r: any) => r.Name === 'RateCreateRoast').Statement.RateBasedStatement;
    expect(create).toEqual(expect.objectContaining({ Limit: 33, EvaluationWindowSec: 60 }));
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
