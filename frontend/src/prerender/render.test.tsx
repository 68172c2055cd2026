import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { ROAST_ID } from '../test/fixtures';
import { renderApp } from '../test/render';
import { renderScreens } from './render';

/**
 * What a visitor sees of an element: its tag, classes, inline size and text, for each element that is
 * not hidden. (Attribute order, React's ids, and state kept out of sight such as an inactive tab panel
 * differ between a server and a client render without changing the page.)
 */
function visible(element: Element): string {
  if (element.hasAttribute('hidden') || element.matches('[role="tabpanel"][data-state="inactive"]'))
    return '';
  const style = element.getAttribute('style')?.replace(/\s|;$/g, '') ?? '';
  const children = [...element.childNodes]
    .map((node) => (node instanceof Element ? visible(node) : (node.textContent ?? '')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `<${element.tagName.toLowerCase()} ${element.className} ${style}>${children}</>`;
}

function mainOf(markup: string): string {
  const box = document.createElement('div');
  box.innerHTML = markup;
  return visible(box.querySelector('main')!);
}

describe('prerendered screens (index.html, built by vite-prerender.ts)', () => {
  const screens = renderScreens();

  it('each is the whole page: skip link, banner placeholder, header, main, footer', () => {
    expect(Object.keys(screens)).toEqual(['landing', 'gallery', 'leaderboard', 'roast', 'other']);
    for (const markup of Object.values(screens)) {
      expect(markup).toMatch(
        /^<a href="#main" class="skip-link">Skip to content<\/a><section class="announcement/,
      );
      expect(markup).toContain('<nav aria-label="Main"');
      expect(markup).toContain('<main id="main" tabindex="-1">');
      expect(markup).toContain('© 2025 UGH Score.');
    }
    expect(screens.landing).toContain('<h1 class="hero__title">Your website, <em>roasted</em>.');
    expect(screens.gallery).toContain('<h1 class="page__title">Public Roast Gallery</h1>');
    expect(screens.gallery.match(/roast-card--skeleton/g)).toHaveLength(6);
    expect(screens.gallery).toContain('aria-current="page" class="nav__link active" href="/gallery"');
    expect(screens.leaderboard).toContain('<h1 class="page__title">UGH Leaderboards</h1>');
    expect(screens.roast).toContain('<h1 class="state__title">Loading Your Roast</h1>');
    expect(screens.other).toContain('Loading page');
  });

  it.each([
    ['landing', '/', 'Your website,'],
    ['gallery', '/gallery', 'Public Roast Gallery'],
    ['leaderboard', '/leaderboard', 'UGH Leaderboards'],
    ['roast', `/roast/${ROAST_ID}`, 'Loading Your Roast'],
  ] as const)(
    'the %s screen is what the app renders before its data arrives (nothing moves when React takes over)',
    async (name, path, heading) => {
      // The API never answers: the app stays where the prerendered page is.
      mockApi({
        'GET /api/announcements/current': { body: null },
        'GET /api/roasts': () => new Promise(() => undefined),
        [`GET /api/roasts/${ROAST_ID}`]: () => new Promise(() => undefined),
        'GET /api/roasts/leaderboard/brutal': () => new Promise(() => undefined),
        'GET /api/roasts/leaderboard/designed': () => new Promise(() => undefined),
      });
      renderApp(path);
      await screen.findByRole('heading', { name: new RegExp(`^${heading}`) });
      expect(visible(document.querySelector('main')!)).toBe(mainOf(screens[name]));
    },
  );
});
