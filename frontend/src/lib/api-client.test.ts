import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { ApiError, apiRequest, errorMessage, isNotFound, withQuery } from './api-client';

describe('api client', () => {
  it('turns a non-success status into "status: body"', async () => {
    mockApi({ 'GET /api/roasts/x': { status: 404, body: { message: 'Roast not found' } } });
    const error = await apiRequest('/api/roasts/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Roast not found"}');
    expect(isNotFound(error)).toBe(true);
    expect(errorMessage(error, 'fallback')).toBe('Roast not found');
  });

  it('uses the status text when the body is empty', async () => {
    mockApi({ 'GET /api/x': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends cookies and JSON bodies', async () => {
    const api = mockApi({ 'POST /api/x': { status: 200, body: { ok: true } } });
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = api.fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('declares JSON on a POST without a body (sharing), which the API otherwise refuses with 415', async () => {
    const api = mockApi({ 'POST /api/roasts/r/share': { status: 200, body: { shareCount: 1 } } });
    await expect(apiRequest('/api/roasts/r/share', { method: 'POST' })).resolves.toEqual({ shareCount: 1 });
    const init = api.fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('retries once, after 100 ms, when fetch fails with a storage quota error', async () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(quota)
      .mockResolvedValueOnce(new Response('{"ok":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry other network failures', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/roasts', { page: 2, search: '', level: undefined, sort: 'score_asc' })).toBe(
      '/api/roasts?page=2&sort=score_asc',
    );
  });
});
