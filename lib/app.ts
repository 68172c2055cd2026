/**
 * The whole system as one CDK app (DESIGN §1): data → workflow → api → jobs, the WAF in us-east-1,
 * the web front and operations. bin/app.ts and the infra tests both build it through here.
 */
import type { App, Environment } from 'aws-cdk-lib';
import { readConfig, type UghConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { OperationsStack } from './stacks/operations-stack';
import { WebStack } from './stacks/web-stack';
import { WorkflowStack } from './stacks/workflow-stack';

/** CLOUDFRONT-scope WAF web ACLs (and CloudFront certificates) live in us-east-1. */
export const EDGE_REGION = 'us-east-1';

export interface UghStacks {
  config: UghConfig;
  data: DataStack;
  workflow: WorkflowStack;
  api: ApiStack;
  jobs: JobsStack;
  edge: EdgeStack;
  web: WebStack;
  operations: OperationsStack;
}

export function buildApp(app: App): UghStacks {
  const config = readConfig(app.node);
  const env: Environment = { account: config.account, region: config.region };
  const crossRegionReferences = config.region !== EDGE_REGION;
  const tags = { description: 'UGH Score' };

  const data = new DataStack(app, 'UghData', {
    env,
    description: `${tags.description}: table and screenshots`,
  });
  const workflow = new WorkflowStack(app, 'UghWorkflow', {
    env,
    description: `${tags.description}: roast workflow`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
  });
  const api = new ApiStack(app, 'UghApi', {
    env,
    description: `${tags.description}: HTTP API`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
    stateMachine: workflow.stateMachine,
  });
  const jobs = new JobsStack(app, 'UghJobs', {
    env,
    description: `${tags.description}: scheduled jobs`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
    stateMachine: workflow.stateMachine,
  });
  const edge = new EdgeStack(app, 'UghEdge', {
    env: { account: config.account, region: EDGE_REGION },
    description: `${tags.description}: WAF web ACL for CloudFront (us-east-1)`,
    crossRegionReferences,
    config,
  });
  const web = new WebStack(app, 'UghWeb', {
    env,
    description: `${tags.description}: CloudFront, site bucket, SPA`,
    crossRegionReferences,
    config,
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    webAclArn: edge.webAcl.attrArn,
  });
  const operations = new OperationsStack(app, 'UghOperations', {
    env,
    description: `${tags.description}: alarms and budget`,
    config,
    api: api.api,
    stateMachine: workflow.stateMachine,
    deadLetterQueues: [jobs.deadLetterQueue],
  });
  // The screenshots bucket is imported by export name (see DataStack): make the order explicit.
  for (const stack of [workflow, api, jobs]) stack.addStackDependency(data);
  return { config, data, workflow, api, jobs, edge, web, operations };
}
