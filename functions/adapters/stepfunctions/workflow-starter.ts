import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { RoastWorkflowInput, WorkflowStarter } from '../../ports/workflow-starter';

export class StepFunctionsWorkflowStarter implements WorkflowStarter {
  constructor(
    private readonly sfn: SFNClient,
    private readonly stateMachineArn: string,
  ) {}

  async start(input: RoastWorkflowInput): Promise<void> {
    await this.sfn.send(
      new StartExecutionCommand({
        stateMachineArn: this.stateMachineArn,
        // One execution per roast: a retried request cannot start the workflow twice.
        name: `roast-${input.roastId}`,
        input: JSON.stringify(input),
      }),
    );
  }
}
