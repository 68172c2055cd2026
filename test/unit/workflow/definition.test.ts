import '../../../functions/local/polyfills';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { SDK_LIMITS } from '../../../functions/adapters/aws-clients';
import { substituteDefinition } from '../../../functions/local/stepfunctions-emulator';
import { ROAST_WORKFLOW_DEFINITION, ROAST_WORKFLOW_TASKS } from '../../../functions/workflow/tasks';
import { StorageUnavailableError } from '../../../functions/domain/errors';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const raw = readFileSync(`${ROOT}${ROAST_WORKFLOW_DEFINITION}`, 'utf8');

interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  MaxAttempts?: number;
  BackoffRate?: number;
  MaxDelaySeconds?: number;
  JitterStrategy?: string;
}
interface StateDef {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  Retry?: Retrier[];
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[];
  Next?: string;
  End?: boolean;
  [key: string]: unknown;
}
const definition = JSON.parse(raw) as {
  QueryLanguage?: string;
  StartAt: string;
  TimeoutSeconds?: number;
  States: Record<string, StateDef>;
};
const tasks = Object.entries(definition.States).filter(([, s]) => s.Type === 'Task');

const LAMBDA_SERVICE_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

const arns = Object.fromEntries(
  ROAST_WORKFLOW_TASKS.map((t) => [
    t.substitution,
    `arn:aws:lambda:us-east-1:123456789012:function:${t.state}`,
  ]),
);

describe('the ASL definition', () => {
  it('is JSONPath, not JSONata', () => {
    expect([undefined, 'JSONPath']).toContain(definition.QueryLanguage);
    for (const [, state] of Object.entries(definition.States)) {
      expect([undefined, 'JSONPath']).toContain(state.QueryLanguage);
      expect(state).not.toHaveProperty('Arguments');
      expect(state).not.toHaveProperty('Output');
    }
    expect(raw).not.toContain('{%');
  });

  it('bounds the whole execution', () => {
    expect(definition.TimeoutSeconds).toBeGreaterThan(0);
    expect(definition.TimeoutSeconds).toBeLessThanOrEqual(3600);
  });

  it('has the tasks (Capture →) Prepare → Critique → Score, with RecordFailure as the catch-all', () => {
    expect(definition.StartAt).toBe('NeedsCapture');
    const choice = definition.States.NeedsCapture as unknown as {
      Type: string;
      Choices: { Next: string }[];
      Default: string;
    };
    expect(choice.Type).toBe('Choice');
    expect(choice.Choices.map((c) => c.Next)).toEqual(['Capture']);
    expect(choice.Default).toBe('Prepare');
    expect(definition.States.Capture!.Next).toBe('Prepare');
    expect(tasks.map(([name]) => name).sort()).toEqual([
      'Capture',
      'Critique',
      'Prepare',
      'RecordFailure',
      'Score',
    ]);
    expect(definition.States.Prepare!.Next).toBe('Critique');
    expect(definition.States.Critique!.Next).toBe('Score');
    expect(definition.States.Score!.End).toBe(true);
    // After recording the failure the execution itself fails.
    const after = definition.States[definition.States.RecordFailure!.Next!]!;
    expect(after.Type).toBe('Fail');
  });

  it.each(tasks)('%s has a timeout', (_, state) => {
    expect(state.TimeoutSeconds).toBeGreaterThan(0);
    expect(state.TimeoutSeconds).toBeLessThanOrEqual(900);
  });

  it.each(tasks)('%s retries Lambda service errors with full jitter and bounded attempts', (_, state) => {
    const retriers = state.Retry ?? [];
    for (const error of LAMBDA_SERVICE_ERRORS) {
      const retrier = retriers.find(
        (r) => r.ErrorEquals.includes(error) || r.ErrorEquals.includes('States.ALL'),
      );
      expect(retrier, `${error} is retried`).toBeDefined();
    }
    for (const retrier of retriers) {
      expect(retrier.JitterStrategy).toBe('FULL');
      expect(retrier.MaxAttempts).toBeGreaterThanOrEqual(1);
      expect(retrier.MaxAttempts).toBeLessThanOrEqual(10);
      expect(retrier.MaxDelaySeconds).toBeGreaterThan(0);
    }
  });

  it.each(tasks.filter(([name]) => name !== 'RecordFailure'))(
    '%s catches everything into RecordFailure, keeping its input',
    (_, state) => {
      const catchAll = state.Catch?.find((c) => c.ErrorEquals.includes('States.ALL'));
      expect(catchAll?.Next).toBe('RecordFailure');
      // The error lands next to the roast id instead of replacing the state.
      expect(catchAll?.ResultPath).toBe('$.error');
    },
  );

  it('RecordFailure does not catch into itself, and hands over only the roast id and the error', () => {
    const record = definition.States.RecordFailure!;
    expect(record.Catch ?? []).toEqual([]);
    expect(record.Parameters).toEqual({ 'roastId.$': '$.roastId', 'error.$': '$.error' });
  });

  it.each(tasks)(
    '%s retries a storage blip (StorageUnavailable) with backoff and full jitter',
    (name, state) => {
      const retriers = state.Retry ?? [];
      const storage = retriers.find((r) => r.ErrorEquals.includes('StorageUnavailable'));
      expect(storage, 'StorageUnavailable is retried').toBeDefined();
      expect(storage!.ErrorEquals).toEqual(['StorageUnavailable']);
      expect(storage!.BackoffRate).toBeGreaterThan(1);
      expect(storage!.JitterStrategy).toBe('FULL');
      // Before any catch-all retrier, which would otherwise take it with its own, shorter budget.
      const catchAll = retriers.findIndex((r) => r.ErrorEquals.includes('States.ALL'));
      if (catchAll >= 0) expect(retriers.indexOf(storage!), name).toBeLessThan(catchAll);
    },
  );

  it('outlasts a 15 s storage pause even when every jittered wait comes out at zero', () => {
    // A stalled table or store costs each attempt the SDK's whole budget before it fails.
    const stalledAttemptMs = Math.min(
      ...(['dynamodb', 's3'] as const).map(
        (kind) => SDK_LIMITS[kind].maxAttempts * SDK_LIMITS[kind].requestTimeout,
      ),
    );
    for (const [name, state] of tasks) {
      const storage = state.Retry!.find((r) => r.ErrorEquals.includes('StorageUnavailable'))!;
      expect((storage.MaxAttempts! + 1) * stalledAttemptMs, name).toBeGreaterThanOrEqual(15_000);
      // …and a store that stays down fails the roast after at most half a minute of waiting.
      let waits = 0;
      for (let attempt = 0; attempt < storage.MaxAttempts!; attempt++)
        waits += Math.min(
          storage.IntervalSeconds! * storage.BackoffRate! ** attempt,
          storage.MaxDelaySeconds!,
        );
      expect(waits, name).toBeLessThanOrEqual(30);
    }
  });

  it('Critique retries the model provider’s transient errors', () => {
    const errors = (definition.States.Critique!.Retry ?? []).flatMap((r) => r.ErrorEquals);
    expect(errors).toEqual(
      expect.arrayContaining(['ThrottlingException', 'ServiceUnavailableException', 'ModelTimeoutException']),
    );
    // …but never a content rejection or a quota error: retrying cannot change those.
    expect(errors).not.toContain('ContentRejected');
    expect(errors).not.toContain('CriticQuotaExceeded');
    expect(errors).not.toContain('States.ALL');
  });

  it('Critique puts its result under $.critique so Score still sees the keys', () => {
    expect(definition.States.Critique!.ResultPath).toBe('$.critique');
  });

  it('uses exactly the placeholders listed in ROAST_WORKFLOW_TASKS, one per task state', () => {
    const inFile = new Set([...raw.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]));
    expect([...inFile].sort()).toEqual(ROAST_WORKFLOW_TASKS.map((t) => t.substitution).sort());
    for (const task of ROAST_WORKFLOW_TASKS) {
      expect(definition.States[task.state]?.Resource).toBe(`\${${task.substitution}}`);
    }
  });

  it('names handler modules that exist and export a handler', () => {
    for (const task of ROAST_WORKFLOW_TASKS) {
      const text = readFileSync(`${ROOT}${task.module}`, 'utf8');
      expect(text).toContain('export const handler');
    }
  });
});

describe('substituteDefinition', () => {
  it('replaces every placeholder', () => {
    const out = substituteDefinition(raw, arns);
    expect(out).not.toMatch(/\$\{/);
    const parsed = JSON.parse(out) as typeof definition;
    expect(parsed.States.Critique!.Resource).toBe('arn:aws:lambda:us-east-1:123456789012:function:Critique');
  });

  it('replaces repeated placeholders and leaves other text alone', () => {
    expect(substituteDefinition('${A}-${A} $.x ${B}', { A: '1', B: '2' })).toBe('1-1 $.x 2');
  });

  it('throws on a missing substitution, naming it', () => {
    const { ScoreFunctionArn: _omit, ...partial } = arns;
    expect(() => substituteDefinition(raw, partial)).toThrow(/ScoreFunctionArn/);
  });
});

describe('running the definition (aws-local-stepfunctions)', () => {
  const machine = () => new StateMachine(JSON.parse(substituteDefinition(raw, arns)));
  const input = { roastId: 'r1', imageKeys: ['screenshots/r1/0.jpg'], level: 'honest' };
  const instant = { Prepare: 0, Critique: 0, Score: 0, RecordFailure: 0 };

  it('validates', () => {
    expect(() => machine()).not.toThrow();
  });

  it('passes Prepare → Critique → Score outputs through on a happy run', async () => {
    const seen: Record<string, unknown> = {};
    const result = await machine().run(input, {
      overrides: {
        retryIntervalOverrides: instant,
        taskResourceLocalHandlers: {
          Prepare: async (event) => {
            seen.Prepare = event;
            return { ...(event as object), thumbnailKey: 'screenshots/r1/thumbnail.jpg' };
          },
          Critique: async (event) => {
            seen.Critique = event;
            return { subScores: { typography: 4 }, roastText: 'ouch' };
          },
          Score: async (event) => {
            seen.Score = event;
            return { roastId: 'r1', ughScore: 48, verdict: 'Low Grade Pain' };
          },
          RecordFailure: async () => {
            throw new Error('RecordFailure must not run on a happy path');
          },
        },
      },
    }).result;

    expect(seen.Prepare).toEqual(input);
    expect(seen.Critique).toEqual({ ...input, thumbnailKey: 'screenshots/r1/thumbnail.jpg' });
    expect(seen.Score).toEqual({
      ...input,
      thumbnailKey: 'screenshots/r1/thumbnail.jpg',
      critique: { subScores: { typography: 4 }, roastText: 'ouch' },
    });
    expect(result).toEqual({ roastId: 'r1', ughScore: 48, verdict: 'Low Grade Pain' });
  });

  it('retries a throttled critique and carries on', async () => {
    let attempts = 0;
    const result = await machine().run(input, {
      overrides: {
        retryIntervalOverrides: instant,
        taskResourceLocalHandlers: {
          Prepare: async (event) => event,
          Critique: async () => {
            attempts++;
            if (attempts < 3) {
              const error = new Error('slow down');
              error.name = 'ThrottlingException';
              throw error;
            }
            return { ok: true };
          },
          Score: async (event) => (event as { critique: { ok: boolean } }).critique,
          RecordFailure: async () => {
            throw new Error('unexpected');
          },
        },
      },
    }).result;
    expect(attempts).toBe(3);
    expect(result).toEqual({ ok: true });
  });

  it('retries a step whose storage did not answer, and carries on', async () => {
    let scores = 0;
    const recorded: unknown[] = [];
    const result = await machine().run(input, {
      overrides: {
        retryIntervalOverrides: instant,
        taskResourceLocalHandlers: {
          Prepare: async (event) => event,
          Critique: async () => ({ ok: true }),
          Score: async () => {
            scores++;
            if (scores < 3)
              throw new StorageUnavailableError(
                Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }),
              );
            return { roastId: 'r1', ughScore: 48, verdict: 'Low Grade Pain' };
          },
          RecordFailure: async (event) => {
            recorded.push(event);
            return {};
          },
        },
      },
    }).result;
    expect(scores).toBe(3);
    expect(recorded).toEqual([]);
    expect(result).toEqual({ roastId: 'r1', ughScore: 48, verdict: 'Low Grade Pain' });
  });

  it('records a storage outage that outlasts the retries as the failure', async () => {
    let prepares = 0;
    const recorded: { error: { Error: string } }[] = [];
    const error = await machine()
      .run(input, {
        overrides: {
          retryIntervalOverrides: instant,
          taskResourceLocalHandlers: {
            Prepare: async () => {
              prepares++;
              throw new StorageUnavailableError(
                Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
              );
            },
            Critique: async () => ({}),
            Score: async () => ({}),
            RecordFailure: async (event) => {
              recorded.push(event as { error: { Error: string } });
              return {};
            },
          },
        },
      })
      .result.then(
        () => null,
        (e: Error) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const storage = definition.States.Prepare!.Retry!.find((r) =>
      r.ErrorEquals.includes('StorageUnavailable'),
    )!;
    expect(prepares).toBe(storage.MaxAttempts! + 1);
    expect(recorded.map((r) => r.error.Error)).toEqual(['StorageUnavailable']);
  });

  it('records a failed critique and fails the execution', async () => {
    const recorded: unknown[] = [];
    let critiques = 0;
    let scored = false;
    const execution = machine().run(input, {
      overrides: {
        retryIntervalOverrides: instant,
        taskResourceLocalHandlers: {
          Prepare: async (event) => ({ ...(event as object), thumbnailKey: 't' }),
          Critique: async () => {
            critiques++;
            const error = new Error('the critic fell over');
            error.name = 'Boom';
            throw error;
          },
          Score: async () => {
            scored = true;
            return {};
          },
          RecordFailure: async (event) => {
            recorded.push(event);
            return { roastId: 'r1', status: 'failed' };
          },
        },
      },
    });

    const error = await execution.result.then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error & { cause?: Error }).cause?.name).toBe('RoastFailed');
    // An unknown error is not retried, and Score never runs.
    expect(critiques).toBe(1);
    expect(scored).toBe(false);
    expect(recorded).toEqual([{ roastId: 'r1', error: { Error: 'Boom', Cause: 'the critic fell over' } }]);
  });

  it('records a failure of Prepare too', async () => {
    const recorded: unknown[] = [];
    const error = await machine()
      .run(input, {
        overrides: {
          retryIntervalOverrides: instant,
          taskResourceLocalHandlers: {
            Prepare: async () => {
              const e = new Error('Roast not found');
              e.name = 'RoastNotFound';
              throw e;
            },
            Critique: async () => ({}),
            Score: async () => ({}),
            RecordFailure: async (event) => {
              recorded.push(event);
              return {};
            },
          },
        },
      })
      .result.then(
        () => null,
        (e: Error) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(recorded).toEqual([
      { roastId: 'r1', error: { Error: 'RoastNotFound', Cause: 'Roast not found' } },
    ]);
  });
});
