import './polyfills';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StateMachine } from 'aws-local-stepfunctions';
import { logger } from '../http-kit/observability';
import { keepConnectionsAlive } from './keep-alive';

export type TaskHandler = (event: unknown) => Promise<unknown>;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  done: Promise<void>;
}

export interface StepFunctionsEmulatorOptions {
  definitionPath: string;
  stateMachineArn: string;
  /** ASL placeholder → ARN used locally (the ARN itself is never called: tasks are overridden). */
  substitutions: Record<string, string>;
  /** Task state name → local handler (the same module Lambda runs). */
  tasks: Record<string, TaskHandler>;
}

/** Replaces `${Name}` placeholders exactly as CloudFormation's DefinitionSubstitutions does. */
export function substituteDefinition(definition: string, substitutions: Record<string, string>): string {
  return definition.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const value = substitutions[name];
    if (value === undefined) throw new Error(`No substitution for \${${name}} in the workflow definition`);
    return value;
  });
}

/**
 * A loopback stand-in for the Step Functions API (StartExecution, DescribeExecution) that runs the
 * real ASL definition with aws-local-stepfunctions, each Task overridden by its handler module. The
 * API's workflow adapter talks to it through the ordinary SDK client, as it talks to AWS.
 */
export class StepFunctionsEmulator {
  private readonly executions = new Map<string, Execution>();
  private readonly machine: StateMachine;
  private server: Server | undefined;
  endpoint = '';

  constructor(private readonly options: StepFunctionsEmulatorOptions) {
    const definition = substituteDefinition(
      readFileSync(options.definitionPath, 'utf8'),
      options.substitutions,
    );
    this.machine = new StateMachine(JSON.parse(definition));
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    keepConnectionsAlive(this.server);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('emulator has no port');
    this.endpoint = `http://127.0.0.1:${address.port}`;
    return this.endpoint;
  }

  /** Resolves when every running execution has finished (clean shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.executions.values()].map((e) => e.done));
  }

  async stop(): Promise<void> {
    await this.idle();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  describe(executionArn: string): Omit<Execution, 'done'> | undefined {
    const found = this.executions.get(executionArn);
    if (!found) return undefined;
    const { done: _done, ...rest } = found;
    return rest;
  }

  private startExecution(body: { stateMachineArn?: string; name?: string; input?: string }) {
    if (body.stateMachineArn !== this.options.stateMachineArn) {
      return {
        status: 400,
        body: {
          __type: 'StateMachineDoesNotExist',
          message: `State Machine Does Not Exist: '${body.stateMachineArn}'`,
        },
      };
    }
    const name = body.name ?? crypto.randomUUID();
    const executionArn = `${this.options.stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    if (this.executions.has(executionArn)) {
      return {
        status: 400,
        body: { __type: 'ExecutionAlreadyExists', message: `Execution Already Exists: '${executionArn}'` },
      };
    }
    const input = body.input ?? '{}';
    const execution: Execution = {
      executionArn,
      stateMachineArn: this.options.stateMachineArn,
      name,
      input,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      done: Promise.resolve(),
    };
    const overrides = Object.fromEntries(
      Object.entries(this.options.tasks).map(([state, handler]) => [
        state,
        // Lambda hands a handler a fresh JSON copy and serialises its result: do the same.
        async (event: unknown) =>
          JSON.parse(JSON.stringify((await handler(JSON.parse(JSON.stringify(event)))) ?? null)),
      ]),
    );
    execution.done = this.machine
      .run(JSON.parse(input), { overrides: { taskResourceLocalHandlers: overrides } })
      .result.then(
        (output) => {
          execution.status = 'SUCCEEDED';
          execution.output = JSON.stringify(output);
        },
        (error: Error & { cause?: unknown }) => {
          // The runner wraps the failing state's error; report the inner one as Step Functions does.
          const inner = error.cause instanceof Error ? error.cause : error;
          execution.status = 'FAILED';
          execution.error = inner.name;
          execution.cause = inner.message;
          logger.warn('local workflow execution failed', { executionArn, error: error.name });
        },
      )
      .finally(() => {
        execution.stopDate = Date.now() / 1000;
      });
    this.executions.set(executionArn, execution);
    return { status: 200, body: { executionArn, startDate: execution.startDate } };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    let result: { status: number; body: unknown };
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (target === 'AWSStepFunctions.StartExecution') {
        result = this.startExecution(body);
      } else if (target === 'AWSStepFunctions.DescribeExecution') {
        const found = this.describe(body.executionArn);
        result = found
          ? { status: 200, body: found }
          : { status: 400, body: { __type: 'ExecutionDoesNotExist', message: 'Execution Does Not Exist' } };
      } else {
        result = {
          status: 400,
          body: { __type: 'UnknownOperationException', message: `Not emulated: ${target}` },
        };
      }
    } catch (error) {
      result = { status: 400, body: { __type: 'SerializationException', message: (error as Error).message } };
    }
    res.writeHead(result.status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(result.body));
  }
}
