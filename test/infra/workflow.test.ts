import { readFileSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROAST_WORKFLOW_DEFINITION, ROAST_WORKFLOW_TASKS } from '../../functions/workflow/tasks';
import { fromRoot } from '../../lib/paths';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

interface State {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  Retry?: { ErrorEquals: string[]; MaxAttempts?: number }[];
  Catch?: { ErrorEquals: string[]; Next: string }[];
  Next?: string;
}
const asl = JSON.parse(readFileSync(fromRoot(ROAST_WORKFLOW_DEFINITION), 'utf8')) as {
  States: Record<string, State>;
  TimeoutSeconds?: number;
};
const tasks = Object.entries(asl.States).filter(([, s]) => s.Type === 'Task');

const { stacks, template } = build();
const wf = template(stacks.workflow);
const machine = () =>
  Object.values(wf.findResources('AWS::StepFunctions::StateMachine'))[0]!.Properties as any;

describe('the workflow definition (shared ASL)', () => {
  it('every Task has bounded retries', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    for (const [name, state] of tasks) {
      expect(state.Retry?.length, name).toBeGreaterThan(0);
      for (const retry of state.Retry!) expect(retry.MaxAttempts, name).toBeLessThanOrEqual(5);
    }
  });

  it('every Task has a TimeoutSeconds, and the machine has one', () => {
    for (const [name, state] of tasks) expect(state.TimeoutSeconds, name).toBeGreaterThan(0);
    expect(asl.TimeoutSeconds).toBeGreaterThan(0);
  });

  it('every Task but the failure recorder catches States.ALL into RecordFailure', () => {
    for (const [name, state] of tasks) {
      if (name === 'RecordFailure') continue;
      expect(state.Catch, name).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ErrorEquals: ['States.ALL'], Next: 'RecordFailure' }),
        ]),
      );
    }
    expect(asl.States.RecordFailure!.Next && asl.States[asl.States.RecordFailure!.Next]!.Type).toBe('Fail');
  });

  it('each Lambda timeout is within its Task timeout (the Task, not Lambda, decides)', () => {
    for (const task of ROAST_WORKFLOW_TASKS) {
      const fn = stacks.workflow.tasks[task.state]!;
      const timeout = wf.toJSON().Resources[logicalId(fn.fn, stacks.workflow)].Properties.Timeout as number;
      expect(timeout, task.state).toBeLessThanOrEqual(asl.States[task.state]!.TimeoutSeconds!);
    }
  });
});

/** The definition the template deploys (placeholders still in, filled by DefinitionSubstitutions). */
const deployed = () => {
  const props = machine();
  return JSON.parse(
    (props.DefinitionString['Fn::Join']
      ? props.DefinitionString['Fn::Join'][1].join('')
      : props.DefinitionString) as string,
  ) as { States: Record<string, State> };
};

describe('workflow stack', () => {
  it('builds the state machine from the ASL file itself, with a substitution per task function', () => {
    const props = machine();
    expect(deployed()).toEqual(asl);
    expect(Object.keys(props.DefinitionSubstitutions).sort()).toEqual(
      ROAST_WORKFLOW_TASKS.map((t) => t.substitution).sort(),
    );
    for (const task of ROAST_WORKFLOW_TASKS) {
      expect(props.DefinitionSubstitutions[task.substitution]).toEqual({
        'Fn::GetAtt': [logicalId(stacks.workflow.tasks[task.state]!.fn, stacks.workflow), 'Arn'],
      });
    }
  });

  it('retries a storage blip in every task: StorageUnavailable, 1 s doubling to 8 s, full jitter, 4 times', () => {
    const states = deployed().States;
    for (const task of ROAST_WORKFLOW_TASKS) {
      const retry = states[task.state]!.Retry!;
      expect(retry, task.state).toContainEqual({
        ErrorEquals: ['StorageUnavailable'],
        IntervalSeconds: 1,
        BackoffRate: 2,
        MaxDelaySeconds: 8,
        MaxAttempts: 4,
        JitterStrategy: 'FULL',
      });
      // Before a catch-all retrier (RecordFailure's), which would otherwise take it on its own budget.
      const storage = retry.findIndex((r) => r.ErrorEquals.includes('StorageUnavailable'));
      const catchAll = retry.findIndex((r) => r.ErrorEquals.includes('States.ALL'));
      if (catchAll >= 0) expect(storage, task.state).toBeLessThan(catchAll);
    }
  });

  it('logs ALL events, with execution data, to a log group', () => {
    wf.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: true,
        Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: Match.anyValue() } }],
      },
    });
  });

  it('is traced with X-Ray', () => {
    wf.hasResourceProperties('AWS::StepFunctions::StateMachine', { TracingConfiguration: { Enabled: true } });
  });

  it('may invoke exactly its task functions', () => {
    const role = machine().RoleArn['Fn::GetAtt'][0] as string;
    const { statements } = actionsOfRole(wf, role);
    const invoke = statements.filter((s) => s.Action === 'lambda:InvokeFunction');
    const resources = invoke.flatMap((s) => s.Resource as unknown[]);
    expect(resources).toHaveLength(ROAST_WORKFLOW_TASKS.length);
    expect(JSON.stringify(resources)).not.toContain(':*');
  });

  it('runs the Capture state as a fenced Chromium function', () => {
    expect(asl.States.Capture?.Type, 'the ASL has a Capture Task').toBe('Task');
    const capture = stacks.workflow.tasks.Capture;
    expect(capture, 'the workflow stack has a Capture task function').toBeDefined();
    const props = wf.toJSON().Resources[logicalId(capture!.fn, stacks.workflow)].Properties;
    expect(props.MemorySize).toBeGreaterThanOrEqual(2048);
    expect(props.ReservedConcurrentExecutions).toBe(5);
    expect(props.VpcConfig).toBeUndefined();
    expect(JSON.stringify(props.Layers)).toContain('ChromiumLayer');
  });

  it('reserves concurrency for the critique function (caps Bedrock spend and throttling)', () => {
    const critique = stacks.workflow.tasks.Critique!;
    const props = wf.toJSON().Resources[logicalId(critique.fn, stacks.workflow)].Properties;
    expect(props.ReservedConcurrentExecutions).toBe(10);
  });

  it('runs the Bedrock critic by default, with model, token cap and temperature from configuration', () => {
    const critique = stacks.workflow.tasks.Critique!;
    const env =
      wf.toJSON().Resources[logicalId(critique.fn, stacks.workflow)].Properties.Environment.Variables;
    expect(env).toMatchObject({
      CRITIC: 'bedrock',
      BEDROCK_MODEL_ID: 'us.anthropic.claude-sonnet-4-6',
      BEDROCK_MAX_TOKENS: '2048',
      BEDROCK_TEMPERATURE: '0.4',
      CRITIC_FALLBACK: 'none',
    });
  });

  it('lets only the critique function call Bedrock, and only the configured model', () => {
    for (const task of ROAST_WORKFLOW_TASKS) {
      const fnId = logicalId(stacks.workflow.tasks[task.state]!.fn, stacks.workflow);
      const { actions, statements } = actionsOfRole(wf, roleOfFunction(wf, fnId));
      if (task.state !== 'Critique') {
        expect(
          actions.filter((a) => a.startsWith('bedrock:')),
          task.state,
        ).toEqual([]);
        continue;
      }
      // The profile and the model behind it, nothing else (each property: test/infra/bedrock.test.ts).
      const bedrock = statements.filter((s) => JSON.stringify(s.Action).includes('bedrock:'));
      expect(bedrock).toHaveLength(2);
      for (const statement of bedrock)
        expect(statement.Action).toEqual(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']);
      expect(JSON.stringify(bedrock.map((s) => s.Resource))).toMatch(
        /inference-profile\/us\.anthropic\.claude-sonnet-4-6".*foundation-model\/anthropic\.claude-sonnet-4-6"/,
      );
      expect(JSON.stringify(bedrock.map((s) => s.Resource))).not.toContain('*');
    }
  });

  it("Score may read a URL capture's facts (the website analysis it stores), and nothing else in the bucket", () => {
    const fnId = logicalId(stacks.workflow.tasks.Score!.fn, stacks.workflow);
    const { statements } = actionsOfRole(wf, roleOfFunction(wf, fnId));
    const reads = statements.filter((s) => JSON.stringify(s.Action).includes('s3:GetObject'));
    expect(reads).toHaveLength(1);
    expect(JSON.stringify(reads[0]!.Resource)).toMatch(/\/captures\/\*"/);
    expect(JSON.stringify(reads[0]!.Resource)).not.toContain('screenshots/');
  });

  it('lets the critique function write only under screenshots/ (the roast folders, not captures/)', () => {
    const fnId = logicalId(stacks.workflow.tasks.Critique!.fn, stacks.workflow);
    const puts = actionsOfRole(wf, roleOfFunction(wf, fnId)).statements.filter((s) =>
      ([s.Action].flat() as string[]).includes('s3:PutObject'),
    );
    expect(puts.length).toBeGreaterThan(0);
    for (const s of puts) expect(JSON.stringify(s.Resource)).not.toContain('/captures/');
    for (const s of puts)
      for (const r of [s.Resource].flat()) expect(JSON.stringify(r)).toContain('/screenshots/*');
  });

  it('lets Prepare read a capture under captures/ (the whole page it copies) but write only screenshots/', () => {
    const prepare = ROAST_WORKFLOW_TASKS.find((t) => t.state === 'Prepare')!;
    const fnId = logicalId(stacks.workflow.tasks[prepare.state]!.fn, stacks.workflow);
    const { statements } = actionsOfRole(wf, roleOfFunction(wf, fnId));
    const resourcesOf = (action: string) =>
      JSON.stringify(
        statements.filter((s) => JSON.stringify(s.Action).includes(action)).map((s) => s.Resource),
      );
    expect(resourcesOf('s3:GetObject')).toContain('/captures/*');
    expect(resourcesOf('s3:GetObject')).toContain('/screenshots/*');
    expect(resourcesOf('s3:PutObject')).toContain('/screenshots/*');
    expect(resourcesOf('s3:PutObject')).not.toContain('/captures/*');
  });

  it('task functions can only touch what their state needs', () => {
    const expected: Record<string, string[]> = {
      Capture: ['dynamodb:UpdateItem', 's3:PutObject'],
      Prepare: ['dynamodb:GetItem', 's3:GetObject', 's3:PutObject'],
      // Writes one object: the capture's coloured text pairs, kept in the roast's folder (colour vision).
      Critique: [
        'bedrock:InvokeModel',
        'bedrock:InvokeModelWithResponseStream',
        's3:GetObject',
        's3:PutObject',
      ],
      Score: ['dynamodb:UpdateItem', 's3:GetObject'],
      RecordFailure: ['dynamodb:UpdateItem'],
    };
    for (const task of ROAST_WORKFLOW_TASKS) {
      const fnId = logicalId(stacks.workflow.tasks[task.state]!.fn, stacks.workflow);
      const { actions } = actionsOfRole(wf, roleOfFunction(wf, fnId));
      expect(
        // Logs and X-Ray segments, every function's own (test/infra/observability.test.ts), aside.
        actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:')),
        task.state,
      ).toEqual(expected[task.state]);
    }
  });
});
