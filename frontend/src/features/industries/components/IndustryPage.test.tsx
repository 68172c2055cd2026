import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IndustryResponse } from '@domain/api-schemas';
import { mockApi } from '../../../test/fetch-mock';
import { summary } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const SAAS: IndustryResponse['industry'] = {
  slug: 'saas-technology',
  name: 'SaaS & Technology',
  description: 'Software products, developer tools and platforms.',
  totalRoasts: 2,
  avgConfidence: 83.6,
  keywords: ['dashboard', 'pricing', 'free trial'],
};

function api(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({ 'GET /api/announcements/current': { body: null }, ...routes });
}

const ALL_FOUR = [
  ['SaaS & Technology', '/industries/saas-technology'],
  ['Creative & Design', '/industries/creative-design'],
  ['E-commerce & Retail', '/industries/ecommerce-retail'],
  ['Professional Services', '/industries/professional-services'],
];

describe('/industries/:slug', () => {
  it('shows the industry, its stats, keywords, advice and its public roasts as gallery cards', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = api({
      'GET /api/industries/saas-technology': async () => {
        await gate;
        return {
          body: {
            industry: SAAS,
            roasts: [
              summary(),
              summary({ id: 'ZyXwVuTsRqPoNmLkJiHgFe', websiteTitle: 'Cloud Ledger', ughScore: 31 }),
            ],
          },
        };
      },
    });
    renderApp('/industries/saas-technology');
    expect(await screen.findByText('Loading industry')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'SaaS & Technology' })).toBeInTheDocument();
    expect(requests.calls('GET', '/api/industries/saas-technology')).toHaveLength(1);
    expect(screen.getByText('Software products, developer tools and platforms.')).toBeInTheDocument();
    expect(document.title).toBe('Industry Analysis · UGH Score');
    expect(screen.getByText('Public roasts', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Average confidence').nextElementSibling).toHaveTextContent('84%');
    const keywords = screen.getByRole('heading', { name: 'Keywords' }).nextElementSibling as HTMLElement;
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['dashboard', 'pricing', 'free trial']);
    expect(screen.getByRole('heading', { name: 'Design advice for SaaS & Technology' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'SaaS & Technology roasts' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'MEGA DEALS 4 U' })).toHaveAttribute(
      'href',
      `/roast/${summary().id}`,
    );
    expect(within(grid).getByText('31/100 UGH')).toBeInTheDocument();
  });

  it('has an empty state with a call to action when the industry has no public roasts', async () => {
    api({
      'GET /api/industries/creative-design': {
        body: {
          industry: {
            ...SAAS,
            slug: 'creative-design',
            name: 'Creative & Design',
            totalRoasts: 0,
            avgConfidence: 0,
          },
          roasts: [],
        },
      },
    });
    renderApp('/industries/creative-design');
    expect(
      await screen.findByRole('heading', { name: 'No public roasts in this industry yet' }),
    ).toBeInTheDocument();
    const roasts = screen.getByRole('region', { name: 'Public roasts' });
    expect(within(roasts).getByRole('link', { name: 'Get Roasted' })).toHaveAttribute('href', '/');
    expect(within(roasts).getByRole('link', { name: 'Browse the Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(screen.getByText('Average confidence').nextElementSibling).toHaveTextContent(
      'no roasts classified yet',
    );
    expect(screen.queryByRole('list', { name: 'Creative & Design roasts' })).toBeNull();
  });

  it('gives E-commerce & Retail and Professional Services their own advice', async () => {
    api({
      'GET /api/industries/ecommerce-retail': {
        body: { industry: { ...SAAS, slug: 'ecommerce-retail', name: 'E-commerce & Retail' }, roasts: [] },
      },
    });
    renderApp('/industries/ecommerce-retail');
    const heading = await screen.findByRole('heading', { name: 'Design advice for E-commerce & Retail' });
    expect(heading.nextElementSibling).toHaveTextContent(/add-to-cart button/);
  });

  it('shows Industry Not Found with every available industry as a link', async () => {
    api({
      'GET /api/industries/unknown': {
        status: 404,
        body: {
          message: 'Industry not found',
          availableIndustries: [
            { slug: 'saas-technology', name: 'SaaS & Technology' },
            { slug: 'creative-design', name: 'Creative & Design' },
          ],
        },
      },
    });
    renderApp('/industries/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Industry Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We don't have an industry page for “unknown”.")).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Available industries' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(ALL_FOUR);
    expect(within(list).getByText(/add-to-cart button/)).toBeInTheDocument();
    expect(within(list).getByText(/booking a call/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats a load error as not found, lists the known industries and can retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /api/industries/saas-technology': () =>
        fail
          ? { status: 503, body: { message: 'Service unavailable' } }
          : { body: { industry: SAAS, roasts: [] } },
    });
    renderApp('/industries/saas-technology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Industry Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This industry page could not be loaded right now.');
    const links = within(screen.getByRole('region', { name: 'Available industries' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(ALL_FOUR);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SaaS & Technology' })).toBeInTheDocument();
  });
});
