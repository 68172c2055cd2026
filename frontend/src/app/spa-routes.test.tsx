import { screen } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, NOT_FOUND_HEADING, NOT_FOUND_TITLE, SPA_ROUTES } from '@domain/spa-routes';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render';
import { routes } from './router';

const SAMPLES = [
  '/',
  '//',
  '/gallery',
  '/gallery/',
  '/GALLERY',
  '/gallery/2',
  '/roast',
  '/roast/AbCd_-12',
  '/roast/AbCd/',
  '/roast/AbCd/extra',
  '/roast-loading',
  '/checkout',
  '/checkout/r1',
  '/industries',
  '/industries/saas-technology',
  '/design-principles',
  '/design-principles/typography',
  '/design-principles/typography/more',
  '/no-such-page',
  '/release-logs.json',
];

describe('the shared page table (functions/domain/spa-routes.ts)', () => {
  it('is exactly the router’s pages, plus its catch-all 404', () => {
    const children = routes[0]!.children!.map((r) => r.path);
    expect(children).toEqual([...SPA_ROUTES.map((r) => r.path), '*']);
  });

  it('decides "is this a page?" the way React Router matches', () => {
    for (const path of SAMPLES) {
      const routerMatches = SPA_ROUTES.some((r) => matchPath(r.path, path) !== null);
      expect(isSpaRoute(path), path).toBe(routerMatches);
    }
  });

  it('an unknown path shows the page titled "404 Page Not Found" (heading and tab title)', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(NOT_FOUND_HEADING).toBe('404 Page Not Found');
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(document.title).toMatch(/^404 Page Not Found/);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('a known page keeps its own tab title', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/roast-not-found');
    await screen.findByRole('heading', { level: 1, name: 'Roast Not Found' });
    expect(document.title).toBe('Roast Not Found · UGH Score');
  });
});
