/**
 * The whole system as one CDK app (DESIGN §1): data → workflow → api → jobs, the WAF in us-east-1,
 * the web front, operations, and the edge alarms in us-east-1. bin/app.ts and the infra tests both
 * build it through here. Every stack is named `<stage>-Ugh<Part>` (lib/naming.ts), so several stages
 * deploy side by side in one account; one synthesis builds one stage.
 */
import type { App, Environment } from 'aws-cdk-lib';
import { readConfig, type UghConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack';
import { EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { OperationsStack, type MonitoredFunction } from './stacks/operations-stack';
import { stackName } from './naming';
import type { AppFunction } from './constructs/app-function';
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
  edgeMonitoring: EdgeMonitoringStack;
}

/**
 * `processEnv` supplies UGH_STAGE and CDK_DEFAULT_ACCOUNT; tests pass their own, so that a shell's
 * UGH_STAGE cannot change what they assert.
 */
export function buildApp(
  app: App,
  processEnv: Readonly<Record<string, string | undefined>> = process.env,
): UghStacks {
  const config = readConfig(app.node, processEnv);
  const env: Environment = { account: config.account, region: config.region };
  const crossRegionReferences = config.region !== EDGE_REGION;
  const tags = { description: `UGH Score (${config.stage})` };
  const id = (part: string) => stackName(config, part);

  const data = new DataStack(app, id('Data'), {
    env,
    description: `${tags.description}: table and screenshots`,
  });
  const workflow = new WorkflowStack(app, id('Workflow'), {
    env,
    description: `${tags.description}: roast workflow`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
  });
  const api = new ApiStack(app, id('Api'), {
    env,
    description: `${tags.description}: HTTP API`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
    stateMachine: workflow.stateMachine,
  });
  const jobs = new JobsStack(app, id('Jobs'), {
    env,
    description: `${tags.description}: scheduled jobs`,
    config,
    table: data.table,
    screenshotsExports: data.screenshotsExports,
    stateMachine: workflow.stateMachine,
  });
  const edge = new EdgeStack(app, id('Edge'), {
    env: { account: config.account, region: EDGE_REGION },
    description: `${tags.description}: WAF web ACL for CloudFront (us-east-1)`,
    crossRegionReferences,
    config,
  });
  const web = new WebStack(app, id('Web'), {
    env,
    description: `${tags.description}: CloudFront, site bucket, SPA`,
    crossRegionReferences,
    config,
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    webAclArn: edge.webAcl.attrArn,
  });
  const operations = new OperationsStack(app, id('Operations'), {
    env,
    description: `${tags.description}: alarms and budget`,
    config,
    api: api.api,
    stateMachine: workflow.stateMachine,
    deadLetterQueues: [jobs.deadLetterQueue],
    functions: monitoredFunctions(api, workflow, jobs),
    distribution: web.distribution,
  });
  const edgeMonitoring = new EdgeMonitoringStack(app, id('EdgeMonitoring'), {
    env: { account: config.account, region: EDGE_REGION },
    description: `${tags.description}: CloudFront and WAF alarms (us-east-1, where their metrics are)`,
    crossRegionReferences,
    config,
    distributionId: web.distribution.distributionId,
    // Same region: the one alarm topic. Elsewhere alarms cannot reach it (edge-monitoring-stack.ts).
    ...(crossRegionReferences ? {} : { topic: operations.topic }),
  });
  // The screenshots bucket is imported by export name (see DataStack): make the order explicit.
  for (const stack of [workflow, api, jobs]) stack.addStackDependency(data);
  return { config, data, workflow, api, jobs, edge, web, operations, edgeMonitoring };
}

/** Every function of the app, labelled the way alarms and the dashboard name it. */
function monitoredFunctions(api: ApiStack, workflow: WorkflowStack, jobs: JobsStack): MonitoredFunction[] {
  const watch = (group: MonitoredFunction['group'], name: string, f: AppFunction): MonitoredFunction => {
    if (!f.fn.timeout) throw new Error(`Function ${name} has no timeout to alarm against`);
    return { group, label: `${group}-${name}`, fn: f.fn, timeout: f.fn.timeout };
  };
  return [
    ...Object.entries(api.functions).map(([route, f]) => watch('api', route, f!)),
    ...Object.entries(workflow.tasks).map(([state, f]) => watch('workflow', state, f)),
    watch('job', 'rotateAnnouncements', jobs.rotateAnnouncements),
    watch('job', 'sweepOrphans', jobs.sweepOrphans),
  ];
}
