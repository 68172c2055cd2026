import { startDynamoLocal, type RunningDynamo } from '../../../functions/local/dynamodb-local';
import { startTestStack, type TestStack } from './stack';

export interface FreezableStore {
  stack: TestStack;
  dynamo: RunningDynamo;
  /** Stops the store answering (SIGSTOP): requests hang as on a dead connection. */
  freeze(): void;
  /** Lets it go on (SIGCONT); a no-op unless frozen. */
  thaw(): void;
  /** Thaws, then stops the stack and the store. */
  stop(): Promise<void>;
}

/**
 * For fault tests: a stack on a DynamoDB Local of the test file's own, so that freezing it never
 * disturbs the run's shared emulator.
 */
export async function startFreezableStore(): Promise<FreezableStore> {
  const dynamo = await startDynamoLocal();
  let frozen = false;
  const thaw = () => {
    if (frozen && dynamo.pid) process.kill(dynamo.pid, 'SIGCONT');
    frozen = false;
  };
  let stack: TestStack;
  try {
    stack = await startTestStack({ dynamoEndpoint: dynamo.endpoint });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  return {
    stack,
    dynamo,
    freeze() {
      process.kill(dynamo.pid!, 'SIGSTOP');
      frozen = true;
    },
    thaw,
    async stop() {
      thaw();
      await stack.stop();
      await dynamo.stop();
    },
  };
}
