/**
 * Tracing and structured logs on every function of the app (lib/constructs/app-function.ts), one
 * property per test. Functions are found as constructs, so a function added anywhere is covered.
 */
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '../../lib/constructs/app-function';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

const { app, stacks, template } = build();
const functions = app.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);

function propsOf(fn: AppFunction): Record<string, any> {
  const stack = Stack.of(fn);
  return template(stack).toJSON().Resources[logicalId(fn.fn, stack)].Properties;
}

function statementsOf(fn: AppFunction) {
  const stack = Stack.of(fn);
  const t = template(stack);
  return actionsOfRole(t, roleOfFunction(t, logicalId(fn.fn, stack)));
}

describe('every app function: traces and structured logs', () => {
  it('finds the functions of every stack that has some (API routes, workflow states, jobs)', () => {
    const withFunctions = new Set(functions.map((f) => Stack.of(f)));
    expect(withFunctions).toEqual(new Set([stacks.api, stacks.workflow, stacks.jobs]));
    expect(functions.length).toBeGreaterThan(30);
  });

  it('has active X-Ray tracing', () => {
    for (const fn of functions) expect(propsOf(fn).TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
  });

  it('uses the JSON log format', () => {
    for (const fn of functions) expect(propsOf(fn).LoggingConfig?.LogFormat, fn.node.path).toBe('JSON');
  });

  it('writes to its own log group', () => {
    for (const fn of functions) {
      const stack = Stack.of(fn);
      expect(propsOf(fn).LoggingConfig?.LogGroup, fn.node.path).toEqual({
        Ref: logicalId(fn.logGroup, stack),
      });
    }
  });

  it("publishes its metrics in the stage's own namespace", () => {
    for (const fn of functions)
      expect(propsOf(fn).Environment?.Variables?.POWERTOOLS_METRICS_NAMESPACE, fn.node.path).toBe(
        'UghScore/dev',
      );
  });

  it('may send trace segments to X-Ray', () => {
    for (const fn of functions)
      expect(statementsOf(fn).actions, fn.node.path).toContain('xray:PutTraceSegments');
  });

  it('has nothing but the X-Ray actions on resource "*"', () => {
    for (const fn of functions) {
      const wildcard = statementsOf(fn)
        .statements.filter((s) => [s.Resource].flat().includes('*'))
        .flatMap((s) => [s.Action].flat());
      expect(wildcard.sort(), fn.node.path).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    }
  });

  it('sets the lowest log level (UGH_LOG) to info', () => {
    for (const fn of functions) expect(propsOf(fn).Environment.Variables.UGH_LOG, fn.node.path).toBe('info');
  });
});
