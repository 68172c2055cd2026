import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignPrinciple, DesignPrincipleSummary } from '@domain/api-schemas';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { citationFigure, formatCitation, groupByCategory } from '../api/principles';

function summaryOf(overrides: Partial<DesignPrincipleSummary>): DesignPrincipleSummary {
  return {
    id: 'p1',
    slug: 'visual-weight',
    name: 'Visual Weight',
    category: 'visual-hierarchy',
    description: 'Size, contrast and colour decide what is seen first.',
    citationCount: 4,
    ...overrides,
  };
}

const LIST: DesignPrincipleSummary[] = [
  summaryOf({
    id: 'a11y',
    slug: 'contrast-minimum',
    name: 'Contrast Minimum',
    category: 'accessibility',
    citationCount: 1,
  }),
  summaryOf({}),
  summaryOf({
    id: 'type1',
    slug: 'type-scale',
    name: 'Type Scale',
    category: 'typography',
    citationCount: 3,
  }),
  summaryOf({ id: 'vh2', slug: 'f-pattern', name: 'F-Pattern Scanning', category: 'visual-hierarchy' }),
];

const PRINCIPLE: DesignPrinciple = {
  id: 'type1',
  slug: 'type-scale',
  name: 'Type Scale',
  category: 'typography',
  description: 'A few related sizes read as order; many unrelated ones read as noise.',
  overview: 'A type scale is a small set of sizes related by one ratio.',
  detailedExplanation:
    'Readers group text by size before they read it.\n\nA modular scale keeps those groups distinct.',
  keyPoints: ['Pick one ratio', 'Use four to six sizes'],
  applications: [
    {
      title: 'Marketing pages',
      description: 'Headline, subhead, body.',
      example: 'A 1.25 scale from 16 px.',
    },
  ],
  commonMistakes: [
    {
      mistake: 'Seven sizes in one viewport',
      consequence: 'Nothing looks more important than anything else.',
      solution: 'Collapse to the nearest step of the scale.',
    },
  ],
  tools: [
    {
      name: 'Type Scale Calculator',
      description: 'Generates a modular scale.',
      type: 'web app',
      url: 'https://typescale.example',
    },
    { name: 'Browser inspector', description: 'Lists computed font sizes.', type: 'built-in' },
  ],
  metrics: [
    {
      name: 'Distinct font sizes',
      description: 'Sizes rendered in the first viewport.',
      target: 'At most 6',
      measurement: 'Count computed font-size values',
    },
  ],
  citations: [
    {
      title: 'The Elements of Typographic Style',
      author: 'Bringhurst, R.',
      year: 1992,
      source: 'Hartley & Marks',
      type: 'book',
    },
    {
      title: 'Web Content Accessibility Guidelines 2.2',
      author: 'W3C',
      year: 2023,
      source: 'World Wide Web Consortium',
      type: 'standard',
      url: 'https://www.w3.org/TR/WCAG22/',
    },
  ],
  enhancedContent: {
    additionalResearch: 'Eye-tracking studies show size drives first fixation.',
    emergingTrends: ['Fluid type with clamp()'],
    practicalTips: ['Define the scale as CSS custom properties'],
    industryApplications: [
      { industry: 'E-commerce', application: 'Price larger than the product name', example: 'Product cards' },
    ],
  },
};

function api(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({ 'GET /api/announcements/current': { body: null }, ...routes });
}

describe('/design-principles', () => {
  it('groups principles by category, counts them and shows the citation count from the data', async () => {
    api({ 'GET /api/design-principles': { body: { principles: LIST, totalCitations: 12 } } });
    renderApp('/design-principles');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Visual Hierarchy (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Principles').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Research citations').nextElementSibling).toHaveTextContent(/^12$/);
    expect(screen.getByText('12 distinct citations')).toBeInTheDocument();
    expect(document.title).toBe('Design Principles · UGH Score');
    expect(screen.queryByText('50+')).toBeNull();
    // Category order, human labels, empty categories left out.
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Visual Hierarchy (2)', 'Typography (1)', 'Accessibility (1)']);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Typography' })).toHaveAttribute(
      'href',
      '#category-typography',
    );
    const typography = screen.getByRole('region', { name: 'Typography (1)' });
    expect(within(typography).getByRole('link', { name: 'Type Scale' })).toHaveAttribute(
      'href',
      '/design-principles/type-scale',
    );
    expect(within(typography).getByText('3 citations')).toBeInTheDocument();
  });

  it('claims 50+ citations only when there are at least 50', async () => {
    api({ 'GET /api/design-principles': { body: { principles: LIST, totalCitations: 57 } } });
    renderApp('/design-principles');
    expect(await screen.findByText('Research citations')).toBeInTheDocument();
    expect(screen.getByText('Research citations').nextElementSibling).toHaveTextContent(/^50\+$/);
    expect(screen.getByText('57 distinct citations')).toBeInTheDocument();
  });

  it('shows "Unable to Load Design Principles" when the list fails, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /api/design-principles': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { principles: LIST, totalCitations: 3 } },
    });
    renderApp('/design-principles');
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Design Principles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Typography (1)' })).toBeInTheDocument();
  });

  it('renders every field of a principle', async () => {
    const requests = api({ 'GET /api/design-principles/type-scale': { body: { principle: PRINCIPLE } } });
    renderApp('/design-principles/type-scale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Type Scale' })).toBeInTheDocument();
    expect(requests.calls('GET', '/api/design-principles/type-scale')).toHaveLength(1);
    expect(document.title).toBe('Design Principle · UGH Score');
    expect(screen.getByRole('link', { name: 'All design principles' })).toHaveAttribute(
      'href',
      '/design-principles',
    );
    expect(screen.getByText('Typography', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText(PRINCIPLE.description)).toBeInTheDocument();

    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Overview')).getByText(PRINCIPLE.overview)).toBeInTheDocument();
    const explanation = section('Detailed Explanation');
    expect(within(explanation).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    expect(
      within(section('Key Points'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PRINCIPLE.keyPoints);
    const applications = section('Applications');
    expect(within(applications).getByRole('heading', { name: 'Marketing pages' })).toBeInTheDocument();
    expect(within(applications).getByText('Headline, subhead, body.')).toBeInTheDocument();
    expect(within(applications).getByText('A 1.25 scale from 16 px.')).toBeInTheDocument();

    const mistakes = section('Common Mistakes');
    expect(
      within(mistakes).getByRole('heading', { name: 'Seven sizes in one viewport' }),
    ).toBeInTheDocument();
    expect(within(mistakes).getByText('Consequence').nextElementSibling).toHaveTextContent(
      'Nothing looks more important than anything else.',
    );
    expect(within(mistakes).getByText('Solution').nextElementSibling).toHaveTextContent(
      'Collapse to the nearest step of the scale.',
    );

    const tools = section('Tools');
    expect(
      within(tools).getByRole('link', { name: /^Type Scale Calculator ?\(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', 'https://typescale.example');
    expect(within(tools).queryByRole('link', { name: /Browser inspector/ })).toBeNull();
    expect(within(tools).getByText('Browser inspector')).toBeInTheDocument();
    expect(within(tools).getByText('web app')).toBeInTheDocument();
    expect(within(tools).getByText('Lists computed font sizes.')).toBeInTheDocument();

    const metrics = section('How to Measure It');
    expect(within(metrics).getByRole('heading', { name: 'Distinct font sizes' })).toBeInTheDocument();
    expect(within(metrics).getByText('Target').nextElementSibling).toHaveTextContent('At most 6');
    expect(within(metrics).getByText('Measurement').nextElementSibling).toHaveTextContent(
      'Count computed font-size values',
    );

    const further = section('Going Further');
    expect(within(further).getByText(PRINCIPLE.enhancedContent!.additionalResearch)).toBeInTheDocument();
    expect(within(further).getByText('Fluid type with clamp()')).toBeInTheDocument();
    expect(within(further).getByText('Define the scale as CSS custom properties')).toBeInTheDocument();
    expect(within(further).getByText('E-commerce')).toBeInTheDocument();
    expect(within(further).getByText('Price larger than the product name')).toBeInTheDocument();

    const references = within(section('References (2)')).getAllByRole('listitem');
    expect(references[0]).toHaveTextContent(
      'Bringhurst, R. (1992). The Elements of Typographic Style. Hartley & Marks. Book',
    );
    expect(references[1]).toHaveTextContent(
      'W3C (2023). Web Content Accessibility Guidelines 2.2. (opens in a new tab) World Wide Web Consortium. Standard',
    );
    expect(within(references[1]!).getByRole('link')).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG22/');
  });

  it('leaves out the further reading when a principle has no enhanced content', async () => {
    const { enhancedContent: _omit, ...plain } = PRINCIPLE;
    api({ 'GET /api/design-principles/type-scale': { body: { principle: plain } } });
    renderApp('/design-principles/type-scale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Type Scale' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Going Further' })).toBeNull();
  });

  it('shows "Design Principle Not Found" with a link back to the list', async () => {
    api({
      'GET /api/design-principles/nope': { status: 404, body: { message: 'Design principle not found' } },
    });
    renderApp('/design-principles/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design Principle Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Design Principles' })).toHaveAttribute(
      'href',
      '/design-principles',
    );
  });

  it('tells a failed load apart from a missing principle, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /api/design-principles/type-scale': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { principle: PRINCIPLE } },
    });
    renderApp('/design-principles/type-scale');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to Load Design Principle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try refreshing the page.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Type Scale' })).toBeInTheDocument();
  });
});

describe('design principle helpers', () => {
  it('claims 50+ from 50 citations on', () => {
    expect(citationFigure(0)).toBe('0');
    expect(citationFigure(49)).toBe('49');
    expect(citationFigure(50)).toBe('50+');
    expect(citationFigure(212)).toBe('50+');
  });

  it('formats a reference without doubling the full stop', () => {
    expect(
      formatCitation({
        author: 'Nielsen, J.',
        year: 1994,
        title: 'Usability Engineering',
        source: 'Morgan Kaufmann',
      }),
    ).toEqual({
      lead: 'Nielsen, J. (1994).',
      title: 'Usability Engineering.',
      source: 'Morgan Kaufmann.',
    });
    expect(formatCitation({ author: 'A', year: 2000, title: 'Why?', source: 'Proc. CHI.' })).toMatchObject({
      title: 'Why?',
      source: 'Proc. CHI.',
    });
  });

  it('groups in the fixed category order and skips empty categories', () => {
    expect(groupByCategory(LIST).map((g) => [g.label, g.principles.map((p) => p.slug)])).toEqual([
      ['Visual Hierarchy', ['visual-weight', 'f-pattern']],
      ['Typography', ['type-scale']],
      ['Accessibility', ['contrast-minimum']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
