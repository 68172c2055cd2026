import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetDependencies, dependencies } from '../../../functions/composition/container';
import { httpRoute } from '../../../functions/composition/http-route';
import { json } from '../../../functions/http-kit/http-route';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { apiEvent } from '../../helpers/api-event';

// Every store points at a closed loopback port: connections are refused, as when a stand-in is down.
useClosedPortEnvironment();
afterAll(() => forgetDependencies());

const event = apiEvent();

describe('a store that cannot be reached', () => {
  it.each([
    ['the database', () => dependencies().roasts.get('AbCdEfGhIjKlMnOpQrSt_-')],
    ['the screenshot store', () => dependencies().screenshots.get('roasts/x/0.jpg')],
  ])('%s: 503 in the usual {message} shape with Retry-After, not a 500', async (_name, call) => {
    const handler = httpRoute('getRoast', {}, async () => {
      await call();
      return json(200, { ok: true });
    });
    const started = Date.now();
    const result = await handler(event, {} as Context);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? 'null')).toEqual({ message: expect.stringMatching(/try again/i) });
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('a programming error stays a 500', async () => {
    const handler = httpRoute('getRoast', {}, async () => {
      throw new TypeError('undefined is not a function');
    });
    const result = await handler(event, {} as Context);
    expect(result.statusCode).toBe(500);
  });
});
