import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { build } from './helpers';

function findings(context: Record<string, unknown> = {}) {
  const { app } = build({ context });
  app.synth();
  const report = new AwsSolutionsChecks().validateScope(app);
  return {
    app,
    unacknowledged: report.violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.ruleName} @ ${r.constructPath}`),
    ),
  };
}

function acknowledgements(root: IConstruct) {
  const out: { path: string; id: string; reason: string }[] = [];
  for (const node of root.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        out.push({ path: node.node.path, id, reason });
      }
    }
  }
  return out;
}

describe('cdk-nag AwsSolutions', () => {
  const main = findings();

  it('has zero unacknowledged findings', () => {
    expect(main.unacknowledged).toEqual([]);
  });

  it('every acknowledgement names its resource and gives a reason', () => {
    const acks = acknowledgements(main.app);
    expect(acks.length).toBeGreaterThan(10);
    for (const ack of acks) {
      expect(ack.reason.startsWith(`${ack.path}: `), `${ack.id} on ${ack.path}`).toBe(true);
      expect(ack.reason.length - ack.path.length, `${ack.id} on ${ack.path}`).toBeGreaterThan(50);
    }
  });

  it('acknowledges nothing broadly: no blanket wildcard acknowledgement at app level', () => {
    const acks = acknowledgements(main.app);
    expect(
      acks.filter((a) => !a.path.includes('/') && a.id.startsWith('AwsSolutions-IAM5[Resource::*]')),
    ).toEqual([]);
  });

  it('has zero unacknowledged findings with a custom domain, outside us-east-1, for a known account', () => {
    const other = findings({
      'ugh:region': 'eu-west-1',
      'ugh:account': '123456789012',
      'ugh:domainName': 'ugh.example.com',
      'ugh:certificateArn': 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    expect(other.unacknowledged).toEqual([]);
  });
});
