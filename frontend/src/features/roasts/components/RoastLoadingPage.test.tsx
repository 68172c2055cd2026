import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTA_MESSAGE } from '@domain/messages';
import { mockApi } from '../../../test/fetch-mock';
import { ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MAX_CONSECUTIVE_POLL_ERRORS } from '../api/creation';

const PENDING = {
  images: ['data:image/jpeg;base64,AAAA', 'data:image/jpeg;base64,BBBB'],
  roastLevel: 'brutal',
};
const created = {
  status: 201,
  body: { id: ROAST_ID, number: 7, ownerKey: 'owner-key-1234567890abc', status: 'processing' },
};

function start(routes: Parameters<typeof mockApi>[0]) {
  sessionStorage.setItem('ugh_pending_roast', JSON.stringify(PENDING));
  const api = mockApi({ 'GET /api/announcements/current': { body: null }, ...routes });
  const view = renderApp('/roast-loading');
  return { api, ...view };
}

describe('/roast-loading', () => {
  it('shows progress, an AI thought, the screenshot count and level', async () => {
    start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: { body: { id: ROAST_ID, status: 'processing' } },
    });
    expect(await screen.findByRole('progressbar', { name: 'Roast progress' })).toBeInTheDocument();
    expect(screen.getByText('2 screenshots')).toBeInTheDocument();
    expect(screen.getByText('Brutal level')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Thoughts' })).toBeInTheDocument();
  });

  it('redirects to / when the pending roast lacks images or a level', async () => {
    sessionStorage.setItem('ugh_pending_roast', JSON.stringify({ images: [], roastLevel: 'brutal' }));
    mockApi({ 'GET /api/announcements/current': { body: null } });
    const { router } = renderApp('/roast-loading');
    expect(await screen.findByRole('button', { name: 'Roast My Design' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('posts the pending roast, polls /status and opens the roast when ready', async () => {
    const { api, router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: { body: { id: ROAST_ID, status: 'ready' } },
      [`GET /api/roasts/${ROAST_ID}`]: { status: 500, body: { message: 'not in this test' } },
    });
    await screen.findByRole(
      'heading',
      { name: /loading your roast|error loading roast/i },
      { timeout: 3000 },
    );
    expect(router.state.location.pathname).toBe(`/roast/${ROAST_ID}`);
    expect(api.calls('POST', '/api/roasts')).toHaveLength(1);
    expect(api.calls('POST', '/api/roasts')[0]!.body).toEqual(PENDING);
    expect(sessionStorage.getItem('ugh_pending_roast')).toBeNull();
    expect(JSON.parse(localStorage.getItem('ugh_owner_keys')!)).toEqual({
      [ROAST_ID]: 'owner-key-1234567890abc',
    });
  });

  it('goes to the validation disclaimer when the workflow rejects the screenshots', async () => {
    const { router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: {
        body: {
          id: ROAST_ID,
          status: 'rejected',
          message: 'That looks like a cat',
          suggestion: 'Upload a website',
        },
      },
    });
    expect(await screen.findByText('That looks like a cat')).toBeInTheDocument();
    expect(screen.getByText('Upload a website')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/validation-disclaimer');
    expect(sessionStorage.getItem('ugh_pending_roast')).toBeNull();
  });

  it('goes to the validation disclaimer with the defaults on a 400 validation_error', async () => {
    start({
      'POST /api/roasts': { status: 400, body: { type: 'validation_error', message: '', suggestion: '' } },
    });
    expect(await screen.findByText('Content validation failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload website screenshots')).toBeInTheDocument();
  });

  it('shows the server message on the error screen when the roast fails', async () => {
    const { router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: {
        body: { id: ROAST_ID, status: 'failed', message: 'The critic tripped' },
      },
    });
    expect(await screen.findByText('The critic tripped')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('shows the coffee-break message when the failure is a quota', async () => {
    start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: {
        body: { id: ROAST_ID, status: 'failed', message: 'ThrottlingException: rate exceeded' },
      },
    });
    expect(await screen.findByText(QUOTA_MESSAGE)).toBeInTheDocument();
  });

  it('maps a 500 from creation: quota text, else the server message, else the generic text', async () => {
    start({ 'POST /api/roasts': { status: 500, body: { message: 'Service quota reached' } } });
    expect(await screen.findByText(QUOTA_MESSAGE)).toBeInTheDocument();
  });

  it('uses "Server error occurred while creating roast" for a bare 500', async () => {
    start({ 'POST /api/roasts': { status: 500, body: '' } });
    expect(await screen.findByText('Server error occurred while creating roast')).toBeInTheDocument();
  });

  it('resumes polling after a reload instead of creating a second roast', async () => {
    sessionStorage.setItem('ugh_pending_roast', JSON.stringify({ ...PENDING, createdId: ROAST_ID }));
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}/status`]: {
        body: { id: ROAST_ID, status: 'failed', message: 'Resumed' },
      },
    });
    renderApp('/roast-loading');
    expect(await screen.findByText('Resumed')).toBeInTheDocument();
    expect(api.calls('POST', '/api/roasts')).toHaveLength(0);
  });

  it('rides out a failed status request mid-poll and still opens the roast', async () => {
    let polls = 0;
    const { router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: () =>
        ++polls === 1
          ? { status: 503, body: { message: 'Status store unavailable' } }
          : { body: { id: ROAST_ID, status: 'ready' } },
      [`GET /api/roasts/${ROAST_ID}`]: { status: 500, body: { message: 'not in this test' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/roast/${ROAST_ID}`), {
      timeout: 6000,
    });
    expect(polls).toBe(2);
  });

  it('shows the error screen with the server message when the status keeps failing mid-poll', async () => {
    let polls = 0;
    const { router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: () =>
        ++polls === 1
          ? { body: { id: ROAST_ID, status: 'processing' } }
          : { status: 503, body: { message: 'Status store unavailable' } },
    });
    expect(await screen.findByText('Status store unavailable', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(polls).toBe(1 + MAX_CONSECUTIVE_POLL_ERRORS);
    expect(sessionStorage.getItem('ugh_pending_roast')).toBeNull();
  }, 20_000);

  it('stops polling when the visitor leaves the page, and does not pull them back', async () => {
    const { api, router } = start({
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: { body: { id: ROAST_ID, status: 'processing' } },
      'GET /api/roasts': { body: { roasts: [], total: 0, page: 1, limit: 12, pages: 0 } },
    });
    const polls = () => api.calls('GET', `/api/roasts/${ROAST_ID}/status`).length;
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(1));
    await router.navigate('/pricing');
    const after = polls();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls()).toBe(after);
    expect(router.state.location.pathname).toBe('/pricing');
    // The roast was created all the same: its owner key is kept and a return resumes it.
    expect(JSON.parse(localStorage.getItem('ugh_owner_keys')!)).toEqual({
      [ROAST_ID]: 'owner-key-1234567890abc',
    });
  });

  it('posts only once under StrictMode double effects', async () => {
    sessionStorage.setItem('ugh_pending_roast', JSON.stringify(PENDING));
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: { body: { id: ROAST_ID, status: 'failed', message: 'Strict' } },
    });
    renderApp('/roast-loading', { strict: true });
    expect(await screen.findByText('Strict')).toBeInTheDocument();
    expect(api.calls('POST', '/api/roasts')).toHaveLength(1);
  });
});

describe('/roast-loading for the new version of an earlier roast', () => {
  it('sends previousId with the earlier roast’s owner key from this browser', async () => {
    const previousId = 'PrEvIoUsPrEvIoUsPrEvIo';
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [previousId]: 'earlier-owner-key' }));
    sessionStorage.setItem('ugh_pending_roast', JSON.stringify({ ...PENDING, previousId }));
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/roasts': created,
      [`GET /api/roasts/${ROAST_ID}/status`]: { body: { id: ROAST_ID, status: 'processing' } },
    });
    renderApp('/roast-loading');
    await waitFor(() => expect(api.calls('POST', '/api/roasts')).toHaveLength(1));
    const post = api.calls('POST', '/api/roasts')[0]!;
    expect(post.body).toEqual({ ...PENDING, previousId });
    expect(post.headers['x-owner-key']).toBe('earlier-owner-key');
  });

  it('shows the API’s refusal when the earlier roast already has a new version', async () => {
    const previousId = 'PrEvIoUsPrEvIoUsPrEvIo';
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [previousId]: 'earlier-owner-key' }));
    sessionStorage.setItem('ugh_pending_roast', JSON.stringify({ ...PENDING, previousId }));
    const message =
      'This roast already has a new version. Open that version and roast its new version from there';
    mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/roasts': { status: 409, body: { message } },
    });
    const { router } = renderApp('/roast-loading');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });
});
