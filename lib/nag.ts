/**
 * Helpers for acknowledging cdk-nag findings by their exact id: cdk-nag renders `Fn::GetAtt` as
 * `<LogicalId.Attr>` and pseudo parameters as `<AWS::AccountId>`, and matches ids exactly.
 */
import { Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** `<LogicalId.Arn>` of a resource in its own stack, as a finding names it. */
export function nagArn(resource: IConstruct): string {
  const cfn = (resource.node.defaultChild ?? resource) as CfnElement;
  return `<${Stack.of(resource).getLogicalId(cfn)}.Arn>`;
}

export function nagAccount(stack: Stack): string {
  return Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
}

export function nagRegion(stack: Stack): string {
  return Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
}

/**
 * Acknowledges one cdk-nag finding on `construct` (and what it contains). The reason is recorded as
 * "<construct path>: <why>", so every acknowledgement names its resource.
 */
export function acknowledge(construct: IConstruct, id: string, why: string): void {
  Validations.of(construct).acknowledge({ id, reason: `${construct.node.path}: ${why}` });
}
