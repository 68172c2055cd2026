/**
 * Workflow: one function per Task state of the shared ASL (functions/workflow/tasks.ts) and the state
 * machine built from that very file with definitionSubstitutions, logging everything, traced.
 */
import { readFileSync } from 'node:fs';
import { Arn, ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { ROAST_WORKFLOW_DEFINITION, ROAST_WORKFLOW_TASKS } from '../../functions/workflow/tasks';
import { bedrockTarget, grantAccess, TASK_ACCESS, type BedrockTarget } from '../access';
import { bedrockInvocationId, type UghConfig } from '../config';
import { importBucket, type BucketExports } from './data-stack';
import { AppFunction } from '../constructs/app-function';
import { ChromiumFunction, usesChromium } from '../constructs/chromium-function';
import { acknowledge } from '../nag';
import { fromRoot } from '../paths';
import { modelUnavailableMetricFilter } from '../bedrock-alarm';

export interface WorkflowStackProps extends StackProps {
  config: UghConfig;
  table: ITable;
  screenshotsExports: BucketExports;
}

export class WorkflowStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly tasks: Record<string, AppFunction> = {};
  readonly bedrock: BedrockTarget;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    const screenshots = importBucket(this, 'ScreenshotsBucket', props.screenshotsExports);
    const bucketArnExport = props.screenshotsExports.arnExport;

    // Every Lambda reads ROAST_STATE_MACHINE_ARN (functions/composition/config.ts). The task functions
    // cannot reference the machine that references them, so its name is fixed and its ARN built.
    const stateMachineName = `${this.stackName}-roast`;
    const stateMachineArn = Arn.format(
      {
        service: 'states',
        resource: 'stateMachine',
        resourceName: stateMachineName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      this,
    );
    const environment = {
      TABLE_NAME: table.tableName,
      SCREENSHOT_BUCKET: screenshots.bucketName,
      ROAST_STATE_MACHINE_ARN: stateMachineArn,
    };
    this.bedrock = bedrockTarget(config, this);

    const modules = ROAST_WORKFLOW_TASKS.map((t) => t.module);
    const substitutions: Record<string, string> = {};
    for (const task of ROAST_WORKFLOW_TASKS) {
      const access = TASK_ACCESS[task.state];
      if (!access) throw new Error(`No IAM access declared for workflow state ${task.state} (lib/access.ts)`);
      const common = {
        config,
        module: task.module,
        description: `UGH workflow state ${task.state}`,
        memoryMb: task.memoryMb,
        timeoutSeconds: task.timeoutSeconds,
        knownModules: modules,
        environment:
          task.state === 'Critique'
            ? {
                ...environment,
                CRITIC: config.critic,
                BEDROCK_MODEL_ID: bedrockInvocationId(config),
                BEDROCK_MAX_TOKENS: String(config.bedrockMaxTokens),
                BEDROCK_TEMPERATURE: String(config.bedrockTemperature),
                CRITIC_FALLBACK: config.criticFallback,
              }
            : environment,
        ...(task.state === 'Critique' ? { reservedConcurrency: config.critiqueReservedConcurrency } : {}),
      };
      const fn = usesChromium(task.module, modules)
        ? new ChromiumFunction(this, `${task.state}Task`, common)
        : new AppFunction(this, `${task.state}Task`, common);
      grantAccess(fn.role, access, {
        table,
        bucket: screenshots,
        bucketArnExport,
        bedrock: this.bedrock,
      });
      if (access.invokeModel)
        modelUnavailableMetricFilter(config, fn.logGroup, `${task.state}ModelUnavailable`);
      this.tasks[task.state] = fn;
      substitutions[task.substitution] = fn.fn.functionArn;
    }

    const logGroup = new LogGroup(this, 'RoastWorkflowLogs', {
      retention: config.logRetentionDays,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stateMachine = new StateMachine(this, 'RoastWorkflow', {
      stateMachineName,
      // Inline (DESIGN §3: DefinitionBody.fromString + definitionSubstitutions), so diffs show it.
      definitionBody: DefinitionBody.fromString(readFileSync(fromRoot(ROAST_WORKFLOW_DEFINITION), 'utf8')),
      definitionSubstitutions: substitutions,
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: Object.values(this.tasks).map((t) => t.fn.functionArn),
      }),
    );
    acknowledge(
      this.stateMachine.role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords/GetSampling* and the CloudWatch Logs delivery actions Step ' +
        'Functions needs for logging do not support resource-level permissions.',
    );
  }
}
