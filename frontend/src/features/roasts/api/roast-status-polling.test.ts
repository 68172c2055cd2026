import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoastStatusResponse } from '@domain/api-schemas';
import { mockApi } from '../../../test/fetch-mock';
import { ROAST_ID } from '../../../test/fixtures';
import { testQueryClient } from '../../../test/render';
import { MAX_CONSECUTIVE_POLL_ERRORS, STATUS_POLL_MS } from './creation';
import { roastStatusQueryOptions } from './roasts';

const STATUS_PATH = `/api/roasts/${ROAST_ID}/status`;
type Answer = { status?: number; body: unknown };
const processing: Answer = { body: { id: ROAST_ID, status: 'processing' } };
const serverDown: Answer = { status: 503, body: { message: 'Status store unavailable' } };

/**
 * The status endpoint answering `answers` in turn (the last one from then on), polled by the real
 * query options through a query observer, as the loading page's hook observes it; timers are fake, so
 * minutes of polling take no time.
 */
function poll(answers: Answer[]) {
  let served = 0;
  const api = mockApi({ [`GET ${STATUS_PATH}`]: () => answers[Math.min(served++, answers.length - 1)]! });
  const observer = new QueryObserver(testQueryClient(), roastStatusQueryOptions(ROAST_ID));
  const unsubscribe = observer.subscribe(() => undefined);
  const requests = () => api.calls('GET', STATUS_PATH).length;
  const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * STATUS_POLL_MS);
  return { observer, unsubscribe, requests, seconds };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('roast status polling (roastStatusQueryOptions)', () => {
  it('asks once a second while the roast is processing', async () => {
    const { requests, seconds, unsubscribe } = poll([processing]);
    await seconds(0);
    expect(requests()).toBe(1);
    await seconds(4);
    expect(requests()).toBe(5);
    unsubscribe();
  });

  it.each([
    ['ready', { id: ROAST_ID, status: 'ready' }],
    ['rejected', { id: ROAST_ID, status: 'rejected', message: 'That looks like a cat' }],
    ['failed', { id: ROAST_ID, status: 'failed', message: 'The critic tripped' }],
  ] satisfies [string, RoastStatusResponse][])('stops asking once the roast is %s', async (_, finished) => {
    const { observer, requests, seconds, unsubscribe } = poll([processing, processing, { body: finished }]);
    await seconds(2);
    expect(requests()).toBe(3);
    expect(observer.getCurrentResult().data).toEqual(finished);
    await seconds(60);
    expect(requests()).toBe(3);
    unsubscribe();
  });

  it('rides out failed requests mid-poll and carries on to the outcome', async () => {
    const ready = { id: ROAST_ID, status: 'ready' };
    const { observer, requests, seconds, unsubscribe } = poll([
      processing,
      serverDown,
      serverDown,
      processing,
      { body: ready },
    ]);
    await seconds(4);
    expect(requests()).toBe(5);
    const result = observer.getCurrentResult();
    expect(result.error).toBeNull();
    expect(result.data).toEqual(ready);
    await seconds(30);
    expect(requests()).toBe(5);
    unsubscribe();
  });

  it(`gives up after ${MAX_CONSECUTIVE_POLL_ERRORS} failed requests in a row, with the server's message`, async () => {
    const { observer, requests, seconds, unsubscribe } = poll([processing, serverDown]);
    await seconds(MAX_CONSECUTIVE_POLL_ERRORS + 1);
    expect(requests()).toBe(1 + MAX_CONSECUTIVE_POLL_ERRORS);
    const result = observer.getCurrentResult();
    expect(result.status).toBe('error');
    expect(String(result.error)).toContain('Status store unavailable');
    await seconds(60);
    expect(requests()).toBe(1 + MAX_CONSECUTIVE_POLL_ERRORS);
    unsubscribe();
  });

  it('stops asking when nobody is watching any more (the loading page was left)', async () => {
    const { requests, seconds, unsubscribe } = poll([processing]);
    await seconds(2);
    expect(requests()).toBe(3);
    unsubscribe();
    await seconds(30);
    expect(requests()).toBe(3);
  });
});
