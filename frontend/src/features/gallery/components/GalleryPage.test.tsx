/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RoastSummary } from '@domain/api-schemas';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock';
import { summary } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { pageWindow } from './Pagination';

const roasts = (n: number, offset = 0): RoastSummary[] =>
  Array.from({ length: n }, (_, i) =>
    summary({
      id: `Roast${String(i + offset).padStart(17, '0')}`,
      number: i + offset + 1,
      websiteTitle: `Site ${i + offset + 1}`,
      isPromoted: true,
      authorCredit: 'Ada',
    }),
  );

function galleryApi(
  total: number,
  roastsFor: (req: RecordedRequest) => RoastSummary[] = () => roasts(12),
  gate: Promise<void> = Promise.resolve(),
) {
  return mockApi({
    'GET /api/announcements/current': { body: null },
    'GET /api/roasts/leaderboard/brutal': { body: roasts(1) },
    'GET /api/roasts/leaderboard/designed': { body: [] },
    'GET /api/roasts': async (req) => {
      await gate;
      const page = Number(req.url.searchParams.get('page'));
      const list = total === 0 ? [] : roastsFor(req);
      return { body: { roasts: list, pagination: { page, limit: 12, total, pages: Math.ceil(total / 12) } } };
    },
  });
}

const lastList = (api: ReturnType<typeof mockApi>) =>
  api.calls('GET', '/api/roasts').at(-1)!.url.searchParams;

describe('/gallery', () => {
  it('shows 6 skeletons, then cards and the summary line', async () => {
    let release: () => void = () => undefined;
    const api = galleryApi(30, undefined, new Promise<void>((r) => (release = r)));
    renderApp('/gallery');
    expect(await screen.findByRole('heading', { name: 'Public Roast Gallery' })).toBeInTheDocument();
    expect(screen.getByText("Learn from others' design mistakes")).toBeInTheDocument();
    expect(document.querySelectorAll('.roast-card--skeleton')).toHaveLength(6);
    release();
    expect(await screen.findByText('Showing 1-12 of 30 roasts (page 1 of 3)')).toBeInTheDocument();
    expect(Object.fromEntries(lastList(api))).toEqual({ page: '1', limit: '12' });

    const cards = within(screen.getByRole('list', { name: 'Roasts' })).getAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Site 1' })).toHaveAttribute(
      'href',
      '/roast/Roast00000000000000000',
    );
    expect(within(first).getByText('72/100 UGH')).toBeInTheDocument();
    expect(within(first).getByText('Featured')).toBeInTheDocument();
    expect(within(first).getByText('Brutal')).toBeInTheDocument();
    expect(within(first).getByText('#1 The UGH Supreme')).toBeInTheDocument();
    expect(within(first).getByText('By Ada')).toBeInTheDocument();
    expect(within(first).getByText('5 hours ago')).toBeInTheDocument();
    expect(within(first).getByText(/…$/)).toBeInTheDocument();
  });

  it('sends search, level, sort and page to the API', async () => {
    const user = userEvent.setup();
    const api = galleryApi(30);
    const { router } = renderApp('/gallery');
    await screen.findByText('Showing 1-12 of 30 roasts (page 1 of 3)');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 13-24 of 30 roasts (page 2 of 3)');
    expect(lastList(api).get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search roasts' }), 'Deals');
    await waitFor(() => expect(lastList(api).get('search')).toBe('Deals'));
    expect(lastList(api).get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Brutality' }), 'Brutal');
    await waitFor(() => expect(lastList(api).get('level')).toBe('brutal'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'UGH Score High to Low');
    await waitFor(() => expect(lastList(api).get('sort')).toBe('score_desc'));
    expect(Object.fromEntries(lastList(api))).toEqual({
      page: '1',
      limit: '12',
      search: 'Deals',
      level: 'brutal',
      sort: 'score_desc',
    });
    expect(await screen.findByText(/matching “Deals”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search roasts' })).toHaveValue('');
    expect(await screen.findByText('Showing 1-12 of 30 roasts (page 1 of 3)')).toBeInTheDocument();
  });

  it('words the summary for one roast: "Showing 1 of 1 roast", not "1-1 of 1 roasts"', async () => {
    const user = userEvent.setup();
    galleryApi(1, () => roasts(1));
    renderApp('/gallery');
    expect(await screen.findByText('Showing 1 of 1 roast (page 1 of 1)')).toBeInTheDocument();
    expect(screen.queryByText(/1-1|1 roasts/)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search roasts' }), 'site');
    const note = await screen.findByText(/matching “site”/);
    expect(note.closest('p')).toHaveTextContent('Showing 1 of 1 roast (page 1 of 1) · matching “site”');
  });

  it('says "Showing 13 of 13 roasts" for the one card on a last page', async () => {
    galleryApi(13, () => roasts(1, 12));
    renderApp('/gallery?page=2');
    expect(await screen.findByText('Showing 13 of 13 roasts (page 2 of 2)')).toBeInTheDocument();
  });

  it('says "No roasts found" when filters match nothing', async () => {
    galleryApi(0);
    renderApp('/gallery?q=nothing');
    expect(await screen.findByRole('heading', { name: 'No roasts found' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing 0/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Create your first roast' })).toHaveAttribute('href', '/');
  });

  it('invites the first roast when the gallery is empty', async () => {
    galleryApi(0);
    renderApp('/gallery');
    expect(
      await screen.findByRole('heading', { name: 'No public roasts yet. Be the first to get roasted!' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Get Roasted' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('shows at most 5 page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('/gallery card titles (never "Untitled design")', () => {
  it("shows the API's title as text, and the roast number when the roast has no name at all", async () => {
    const named = summary({
      id: 'Named00000000000000000',
      number: 7,
      title: 'Our <b>new</b> home page',
      isPromoted: true,
    });
    const anonymous = summary({
      id: 'Anon000000000000000000',
      number: 8,
      websiteTitle: null,
      websiteDomain: null,
      websiteName: null,
    });
    galleryApi(2, () => [named, anonymous]);
    renderApp('/gallery');
    const list = await screen.findByRole('list', { name: 'Roasts' });
    expect(within(list).getByRole('link', { name: 'Our <b>new</b> home page' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Roast #0008' })).toBeInTheDocument();
    expect(within(list).queryByText(/untitled/i)).not.toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
  });
});

describe('/gallery filter controls line up', () => {
  it('puts each control in its own cell of the search form, the cells the stylesheet lays out', async () => {
    galleryApi(30);
    renderApp('/gallery');
    const form = await screen.findByRole('search');
    expect(form).toHaveClass('gallery__controls');
    const search = screen.getByRole('searchbox', { name: 'Search roasts' });
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    const level = screen.getByRole('combobox', { name: 'Brutality' });
    const clear = screen.getByRole('button', { name: 'Clear Filters' });
    // The grid (one column on a phone, two on a tablet) and the 64rem row place the form's children:
    // a wrapper around any of them would make it one cell with ragged contents again.
    const cells = [...form.children];
    expect(cells).toEqual([search.parentElement, sort.parentElement, level.parentElement, clear]);
    // Search spans both tablet columns and grows in the desktop row; the button drops its full width there.
    expect(cells[0]).toHaveClass('field', 'field--grow');
    expect(clear).toHaveClass('gallery__clear');
    for (const control of [search, sort, level]) expect(control).toHaveClass('input');
  });

  it('is one full-width column on a phone and keeps the one-row layout for 64rem and up', () => {
    // The base rules are the phone's; jsdom lays nothing out, so the rules themselves are checked here.
    const galleryCss = readFileSync(join(import.meta.dirname, 'gallery.css'), 'utf8');
    const [phone = '', ...wider] = galleryCss.split('@media');
    expect(phone).toMatch(
      /\.gallery__controls \{[^}]*display: grid;[^}]*grid-template-columns: minmax\(0, 1fr\);/,
    );
    expect(phone).toMatch(/\.gallery__controls \.gallery__clear \{\s*width: 100%;/);
    expect(phone).not.toMatch(/display: flex/);
    const desktop = wider.find((block) => block.startsWith(' (min-width: 64rem)')) ?? '';
    expect(desktop).toMatch(/\.gallery__controls \{[^}]*display: flex;/);
  });
});
