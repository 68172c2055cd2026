import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareRoasts } from '@domain/roast-comparison';
import type { RoastComparisonResponse } from '@domain/roast-versions';
import { loadPendingRoast } from '../../../lib/pending-roast';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

/** Before and after on /roast/:id. */
const OLD_ID = 'OlDoLdOlDoLdOlDoLdOlDo';
const NEXT_ID = 'NeXtNeXtNeXtNeXtNeXtNe';

const before = detail({ id: OLD_ID, number: 41, ughScore: 72, verdict: 'Visual Offense', colorUsage: 2 });
const after = detail({
  id: ROAST_ID,
  ughScore: 35,
  verdict: 'Barely Passable',
  colorUsage: 7.5,
  previousId: OLD_ID,
  nextId: null,
  // V012 still open, V101 fixed, V033 new.
  violations: [
    before.violations[0]!,
    {
      code: 'V033',
      type: 'Orphaned Button',
      description: 'A button far from what it acts on.',
      severity: 'Mild',
      criterion: 'layoutSpacing',
    },
  ],
});

const comparison: RoastComparisonResponse = {
  previous: {
    id: OLD_ID,
    number: 41,
    title: 'Mega Deals',
    image: `/api/roasts/${OLD_ID}/images/0`,
    createdAt: '2030-01-01T10:00:00.000Z',
  },
  current: {
    id: ROAST_ID,
    number: 42,
    title: 'Mega Deals',
    image: `/api/roasts/${ROAST_ID}/images/0`,
    createdAt: '2030-01-02T10:00:00.000Z',
  },
  comparison: compareRoasts(before, after),
};

function api(roast = after, comparisonReply: object = { body: comparison }) {
  return mockApi({
    'GET /api/announcements/current': { body: null },
    [`GET /api/roasts/${roast.id}`]: { body: roast },
    [`GET /api/roasts/${roast.id}/reactions`]: { body: { counts: [], userReactions: [] } },
    [`GET /api/roasts/${roast.id}/comparison`]: comparisonReply,
  });
}

const ownRoast = (id: string) =>
  localStorage.setItem('ugh_owner_keys', JSON.stringify({ [id]: 'the-owner-key' }));

describe('/roast/:id of a new version', () => {
  it('shows score and verdict before and after, with the move in words', async () => {
    api();
    renderApp(`/roast/${ROAST_ID}`);
    const section = await screen.findByRole('region', { name: 'Before and after' });
    expect(
      await within(section).findByText(
        'The UGH Score went from 72 (Visual Offense) to 35 (Barely Passable), 37 points better: 1 fixed, 1 new, 1 still open violations.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('UGH Score before:', { exact: false }).parentElement).toHaveTextContent(
      '72/100',
    );
    expect(within(section).getByText('UGH Score after:', { exact: false }).parentElement).toHaveTextContent(
      '35/100',
    );
    expect(within(section).getByText('Visual Offense')).toBeInTheDocument();
    expect(within(section).getByText('Barely Passable')).toBeInTheDocument();
    expect(within(section).getByText('points, better')).toBeInTheDocument();
    expect(within(section).getByText('−37')).toBeInTheDocument();
  });

  it('gives each sub-score before, after and its change', async () => {
    api();
    renderApp(`/roast/${ROAST_ID}`);
    const table = await screen.findByRole('table', { name: /Sub-scores before and after/ });
    const colour = within(table).getByRole('row', { name: /Color Usage/ });
    expect(
      within(colour)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '7.5', '+5.5 better']);
    const typography = within(table).getByRole('row', { name: /Typography/ });
    expect(within(typography).getAllByRole('cell')[2]).toHaveTextContent('±0 unchanged');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });

  it('lists violations fixed, new and still open, by code with their names', async () => {
    api();
    renderApp(`/roast/${ROAST_ID}`);
    const fixed = await screen.findByRole('list', { name: 'Fixed violations' });
    expect(within(fixed).getByRole('listitem')).toHaveTextContent('V101 Neon Assault Unforgivable');
    expect(screen.getByRole('list', { name: 'New violations' })).toHaveTextContent(
      'V033 Orphaned Button Mild',
    );
    expect(screen.getByRole('list', { name: 'Still open violations' })).toHaveTextContent(
      'V012 Font Fiesta Critical',
    );
  });

  it('puts the first screenshots side by side and links to the previous version', async () => {
    api();
    renderApp(`/roast/${ROAST_ID}`);
    expect(
      await screen.findByRole('img', { name: 'Before: first screenshot of Mega Deals' }),
    ).toHaveAttribute('src', `/api/roasts/${OLD_ID}/images/0`);
    expect(screen.getByRole('img', { name: 'After: first screenshot of Mega Deals' })).toHaveAttribute(
      'src',
      `/api/roasts/${ROAST_ID}/images/0`,
    );
    const nav = screen.getByRole('navigation', { name: 'Versions of this page' });
    expect(within(nav).getByRole('link', { name: '← Previous version' })).toHaveAttribute(
      'href',
      `/roast/${OLD_ID}`,
    );
    expect(within(nav).queryByRole('link', { name: /Next version/ })).not.toBeInTheDocument();
  });

  it('says so when the earlier version is gone by the time the comparison is asked for', async () => {
    api(after, { status: 404, body: { message: 'This roast has no earlier version to compare with' } });
    renderApp(`/roast/${ROAST_ID}`);
    expect(
      await screen.findByText('The earlier version is no longer available to compare with.'),
    ).toBeInTheDocument();
  });
});

describe('/roast/:id of a roast with a newer version', () => {
  it('links to the next version and asks for no comparison', async () => {
    const requests = api(detail({ previousId: null, nextId: NEXT_ID }));
    renderApp(`/roast/${ROAST_ID}`);
    const section = await screen.findByRole('region', { name: 'A newer version exists' });
    expect(within(section).getByRole('link', { name: 'Next version →' })).toHaveAttribute(
      'href',
      `/roast/${NEXT_ID}`,
    );
    expect(requests.calls('GET', `/api/roasts/${ROAST_ID}/comparison`)).toHaveLength(0);
  });

  it('offers its owner no second new version (the chain continues from the newest)', async () => {
    ownRoast(ROAST_ID);
    api(detail({ previousId: null, nextId: NEXT_ID }));
    renderApp(`/roast/${ROAST_ID}`);
    await screen.findByRole('region', { name: 'A newer version exists' });
    expect(screen.queryByRole('button', { name: 'Roast the new version' })).not.toBeInTheDocument();
  });
});

describe('"Roast the new version"', () => {
  it('is not offered in a browser without the owner key, nor is a comparison section shown', async () => {
    api(detail());
    renderApp(`/roast/${ROAST_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Roast the new version' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before and after' })).not.toBeInTheDocument();
  });

  it('takes the owner to the starter, pre-linked to this roast', async () => {
    const user = userEvent.setup({ applyAccept: false });
    ownRoast(ROAST_ID);
    mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
      [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
      'GET /api/roasts/leaderboard/brutal': { body: [] },
      'GET /api/roasts/leaderboard/designed': { body: [] },
    });
    const { router } = renderApp(`/roast/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Roast the new version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roast the new version' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the new version' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?previous=${ROAST_ID}`));
    expect(await screen.findByRole('heading', { name: 'Roast the new version' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'the earlier roast' })).toHaveAttribute(
      'href',
      `/roast/${ROAST_ID}`,
    );
  });

  it('refuses to pre-link in a browser without the earlier roast’s key, and says why', async () => {
    mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts/leaderboard/brutal': { body: [] },
      'GET /api/roasts/leaderboard/designed': { body: [] },
    });
    renderApp(`/?previous=${ROAST_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the browser that created a roast can roast its new version',
    );
    expect(screen.getByRole('heading', { name: 'Submit your design' })).toBeInTheDocument();
    expect(loadPendingRoast()).toBeNull();
  });
});
