/**
 * Edge: the WAF web ACL for the CloudFront distribution. CLOUDFRONT-scope web ACLs exist only in
 * us-east-1, so this stack is always deployed there; the web stack (in the app's region) receives
 * the ACL's ARN through a cross-region reference (an SSM parameter CDK writes and reads for us).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  LINK_PREVIEW_CRAWLER_PATTERN,
  LINK_PREVIEW_RENDER_SUFFIXES,
  ROAST_PAGE_PREFIX,
} from '../../functions/domain/link-previews';
import type { UghConfig, WafRateLimits } from '../config';
import { resourceName } from '../naming';

type Statement = CfnWebACL.StatementProperty;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const path = (
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH' | 'ENDS_WITH',
  searchString: string,
): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

const method = (name: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: name,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** The User-Agent of a link-preview crawler: the shared table's pattern, on the lower-cased header. */
const crawlerAgent = (): Statement => ({
  regexMatchStatement: {
    // SingleHeader is plain JSON in the CloudFormation schema: CDK passes its keys on as written.
    fieldToMatch: { singleHeader: { Name: 'user-agent' } },
    regexString: LINK_PREVIEW_CRAWLER_PATTERN.toLowerCase(),
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

const or = (...statements: Statement[]): Statement =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };
const and = (...statements: Statement[]): Statement => ({ andStatement: { statements } });

/**
 * The rate-based rules (DESIGN §10.4): per client IP, over the configured window, blocking with 429.
 * Paths are matched lower-cased; capture and contact routes are covered before they exist. Link-preview
 * renders are counted as functions/domain/link-previews.ts (isLinkPreviewRender) and local mode count
 * them: a crawler on a roast page, or the share page or card asked for directly.
 */
export function rateRules(limits: WafRateLimits): { name: string; limit: number; scopeDown: Statement }[] {
  return [
    {
      name: 'RateCreateRoast',
      limit: limits.createRoast,
      scopeDown: and(method('POST'), path('EXACTLY', '/api/roasts')),
    },
    { name: 'RateCapture', limit: limits.capture, scopeDown: path('STARTS_WITH', '/api/screenshot') },
    {
      name: 'RateLikeAndReactions',
      limit: limits.engagement,
      scopeDown: and(
        or(method('POST'), method('DELETE')),
        or(path('ENDS_WITH', '/like'), path('ENDS_WITH', '/reactions')),
      ),
    },
    { name: 'RateContact', limit: limits.contact, scopeDown: path('STARTS_WITH', '/api/contact') },
    {
      name: 'RateLinkPreviews',
      limit: limits.linkPreviews,
      scopeDown: or(
        and(path('STARTS_WITH', ROAST_PAGE_PREFIX), crawlerAgent()),
        ...LINK_PREVIEW_RENDER_SUFFIXES.map((suffix) =>
          and(path('STARTS_WITH', '/api/'), path('ENDS_WITH', suffix)),
        ),
      ),
    },
    { name: 'RateApi', limit: limits.api, scopeDown: path('STARTS_WITH', '/api/') },
  ];
}

/**
 * The web ACL's name, also its metric name: WAF reports CloudFront-scope metrics in us-east-1 with the
 * dimensions WebACL (this name) and Rule, so the name carries the stage to keep stages' metrics apart.
 */
export const webAclName = (config: Pick<UghConfig, 'stage'>) => resourceName(config, 'web-acl');

export interface EdgeStackProps extends StackProps {
  config: UghConfig;
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const limits = props.config.wafRateLimits;
    let priority = 0;
    const rules: CfnWebACL.RuleProperty[] = rateRules(limits).map((rule) => ({
      name: rule.name,
      priority: priority++,
      // Retry-After: the window over which the rule counts (a rate-based rule blocks until the client's
      // count over it falls below the limit again).
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            responseHeaders: [{ name: 'Retry-After', value: String(limits.windowSeconds) }],
          },
        },
      },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: rule.limit,
          evaluationWindowSec: limits.windowSeconds,
          scopeDownStatement: rule.scopeDown,
        },
      },
      visibilityConfig: visibility(rule.name),
    }));
    const managed = (name: string, excluded: string[] = []): CfnWebACL.RuleProperty => ({
      name: `AWS-${name}`,
      priority: priority++,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          // Counted, not blocked: see the comment at the call site.
          ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
        },
      },
      visibilityConfig: visibility(`AWS-${name}`),
    });
    rules.push(
      managed('AWSManagedRulesAmazonIpReputationList'),
      // Screenshot uploads are JSON bodies of up to 5.5 MB: the common rule set's 8 KB body-size rule
      // would block every roast. The handler caps sizes itself (413).
      managed('AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
      managed('AWSManagedRulesKnownBadInputsRuleSet'),
    );

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: webAclName(props.config),
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description:
        'UGH Score - rate limits on roast creation, capture, likes, reactions, contact and link-preview renders, plus AWS managed rules',
      visibilityConfig: visibility(webAclName(props.config)),
      rules,
    });
  }
}
