/**
 * The roast workflow's Task states: which handler module runs each one, and the substitution
 * placeholder its Lambda ARN fills in the ASL. Read by the CDK workflow stack and by local mode, so
 * the definition, the functions and the local runner cannot drift apart.
 */
export interface WorkflowTask {
  state: string;
  substitution: string;
  /** Path from the repository root. */
  module: string;
  memoryMb: number;
  timeoutSeconds: number;
}

export const ROAST_WORKFLOW_DEFINITION = 'functions/workflow/roast-workflow.asl.json';

export const ROAST_WORKFLOW_TASKS: readonly WorkflowTask[] = [
  // A real browser (Chromium): large, slow, and the only task that reaches the internet.
  {
    state: 'Capture',
    substitution: 'CaptureFunctionArn',
    module: 'functions/workflow/capture.ts',
    memoryMb: 2048,
    timeoutSeconds: 90,
  },
  {
    state: 'Prepare',
    substitution: 'PrepareFunctionArn',
    module: 'functions/workflow/prepare.ts',
    memoryMb: 1024,
    timeoutSeconds: 60,
  },
  {
    state: 'Critique',
    substitution: 'CritiqueFunctionArn',
    module: 'functions/workflow/critique.ts',
    memoryMb: 2048,
    timeoutSeconds: 240,
  },
  {
    state: 'Score',
    substitution: 'ScoreFunctionArn',
    module: 'functions/workflow/score.ts',
    memoryMb: 512,
    timeoutSeconds: 30,
  },
  {
    state: 'RecordFailure',
    substitution: 'RecordFailureFunctionArn',
    module: 'functions/workflow/record-failure.ts',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
];
