import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BetaRoast, EnhanceSuggestionsResponse } from '@domain/api-schemas';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { pickRandomIndex } from '../api/beta';

const FIRST_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const SECOND_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

function betaRoast(overrides: Partial<BetaRoast> = {}): BetaRoast {
  return {
    id: FIRST_ID,
    ughScore: 72,
    roastLevel: 'brutal',
    verdict: 'Visual Offense',
    title: 'Mega Deals',
    websiteName: 'Mega Deals',
    roastText: 'Seven font sizes fight for attention and all of them lose.',
    violations: [
      {
        code: 'V012',
        type: 'Font Fiesta',
        severity: 'Critical',
        description: 'Seven font sizes in one viewport.',
      },
      {
        code: 'V101',
        type: 'Neon Assault',
        severity: 'Unforgivable',
        description: 'Colourfulness far above the norm.',
      },
    ],
    improvements: ['Pick one typeface and two sizes.', 'Move the call to action above the fold.'],
    images: [`/api/roasts/${FIRST_ID}/images/0`],
    clarityAnalysis: {
      score: 4,
      commentary: 'Visitors would need more than three seconds.',
      userUnderstanding: 'confusing',
      recommendations: ['Write a headline that says what you sell.'],
    },
    websiteAnalysis: null,
    ...overrides,
  };
}

const SECOND = betaRoast({
  id: SECOND_ID,
  ughScore: 18,
  roastLevel: 'honest',
  verdict: 'Improbably Acceptable',
  title: 'Calm Studio',
  websiteName: 'Calm Studio',
  violations: [],
  improvements: [],
  images: [],
  clarityAnalysis: null,
});

const SUGGESTIONS: EnhanceSuggestionsResponse = {
  roastId: FIRST_ID,
  source: 'offline',
  enhancedSuggestions: [
    {
      title: 'Collapse the type scale to four sizes',
      description: 'Use a 1.25 ratio scale and map every heading to one of its steps.',
      category: 'visual',
      effort: 'low',
      impact: 'high',
      heuristic: 'Typographic hierarchy (Bringhurst 1992)',
      researchBased: true,
      violationCodes: ['V012'],
    },
    {
      title: 'Calm the palette',
      description: 'Keep one accent colour for actions.',
      category: 'conversion',
      effort: 'moderate',
      impact: 'medium',
      researchBased: false,
      violationCodes: ['V101', 'V012'],
    },
  ],
};

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/announcements/current': { body: null },
    'GET /api/beta/roasts': { body: { roasts: [betaRoast(), SECOND] } },
    ...routes,
  });
}

describe('/beta-features', () => {
  it('keeps Load Random Roast disabled while the roasts load, then starts with no roast selected', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api({
      'GET /api/beta/roasts': async () => {
        await gate;
        return { body: { roasts: [betaRoast()] } };
      },
    });
    renderApp('/beta-features');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enhanced UX Research Lab' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load Random Roast' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'No roast selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Random Roast' })).toBeEnabled();
    expect(screen.getByText('1 public roast to study')).toBeInTheDocument();
    expect(document.title).toBe('Enhanced UX Research Lab · UGH Score');
  });

  it('says when there are no public roasts and points to the gallery and upload', async () => {
    api({ 'GET /api/beta/roasts': { body: { roasts: [] } } });
    renderApp('/beta-features');
    expect(await screen.findByRole('heading', { name: 'No public roasts to study yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Random Roast' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Browse the Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'Upload a Screenshot' })).toHaveAttribute('href', '/');
  });

  it('reports a failed load and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /api/beta/roasts': () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: { roasts: [SECOND] } },
    });
    renderApp('/beta-features');
    expect(await screen.findByRole('heading', { name: 'Could not load the roasts' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Random Roast' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No roast selected' })).toBeInTheDocument();
  });

  it('loads a random roast with its score, level, verdict, screenshot, violations, improvements and clarity', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    api();
    renderApp('/beta-features');
    await user.click(await screen.findByRole('button', { name: 'Load Random Roast' }));

    const study = screen.getByRole('article', { name: 'Mega Deals' });
    expect(within(study).getByText('72')).toBeInTheDocument();
    expect(within(study).getByText('Brutal')).toBeInTheDocument();
    expect(within(study).getByText('Visual Offense')).toBeInTheDocument();
    expect(within(study).getByRole('img', { name: 'Screenshot of Mega Deals' })).toHaveAttribute(
      'src',
      `/api/roasts/${FIRST_ID}/images/0`,
    );
    expect(within(study).getByRole('heading', { name: 'Design Violations (2)' })).toBeInTheDocument();
    expect(within(study).getByText('V012')).toBeInTheDocument();
    expect(within(study).getByText('Font Fiesta')).toBeInTheDocument();
    expect(within(study).getByText('Critical')).toBeInTheDocument();
    expect(within(study).getByText('Unforgivable')).toBeInTheDocument();
    expect(within(study).getByText('Pick one typeface and two sizes.')).toBeInTheDocument();
    expect(within(study).getByText('4/10')).toBeInTheDocument();
    expect(within(study).getByText('Understanding: Confusing')).toBeInTheDocument();
    expect(within(study).getByText('Write a headline that says what you sell.')).toBeInTheDocument();
    expect(within(study).getByRole('link', { name: 'Open the full roast' })).toHaveAttribute(
      'href',
      `/roast/${FIRST_ID}`,
    );

    // Another draw never repeats the roast on screen when there is a choice.
    await user.click(screen.getByRole('button', { name: 'Load Random Roast' }));
    const other = screen.getByRole('article', { name: 'Calm Studio' });
    expect(within(other).getByText('No violations recorded.')).toBeInTheDocument();
    expect(within(other).getByText('No clarity test for this roast.')).toBeInTheDocument();
    expect(within(other).queryByRole('img')).toBeNull();
  });

  it('generates enhanced suggestions, toasts, and attaches them to the selected roast', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = api({
      'POST /api/beta/enhance-suggestions': async () => {
        await gate;
        return { body: SUGGESTIONS };
      },
    });
    renderApp('/beta-features');
    await user.click(await screen.findByRole('button', { name: 'Load Random Roast' }));
    await user.click(screen.getByRole('button', { name: 'Generate enhanced suggestions' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Enhanced suggestions generated!')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/beta/enhance-suggestions')[0]?.body).toEqual({ roastId: FIRST_ID });
    const list = screen.getByRole('list', { name: 'Enhanced suggestions' });
    const first = within(list).getByRole('article', { name: 'Collapse the type scale to four sizes' });
    expect(within(first).getByText('Visual')).toBeInTheDocument();
    expect(within(first).getByText('Research-based')).toBeInTheDocument();
    expect(within(first).getByText('Effort').nextElementSibling).toHaveTextContent('Low');
    expect(within(first).getByText('Impact').nextElementSibling).toHaveTextContent('High');
    expect(within(first).getByText('Typographic hierarchy (Bringhurst 1992)')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Violation codes' })).toHaveTextContent('V012');
    const second = within(list).getByRole('article', { name: 'Calm the palette' });
    expect(within(second).queryByText('Research-based')).toBeNull();
    expect(within(second).queryByText('Heuristic')).toBeNull();
    expect(within(second).getByText('Conversion')).toBeInTheDocument();
    expect(within(second).getByText('Effort').nextElementSibling).toHaveTextContent('Moderate');
    expect(
      within(within(second).getByRole('list', { name: 'Violation codes' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    // The suggestions belong to that roast: another roast has none, and coming back shows them again.
    await user.click(screen.getByRole('button', { name: 'Load Random Roast' }));
    expect(screen.getByRole('article', { name: 'Calm Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Enhanced suggestions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load Random Roast' }));
    expect(screen.getByRole('article', { name: 'Mega Deals' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Enhanced suggestions' })).toBeInTheDocument();
  });

  it('shows "Enhancement failed" when the suggestions cannot be generated', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    api({ 'POST /api/beta/enhance-suggestions': { status: 404, body: { message: 'Roast not found' } } });
    renderApp('/beta-features');
    await user.click(await screen.findByRole('button', { name: 'Load Random Roast' }));
    await user.click(screen.getByRole('button', { name: 'Generate enhanced suggestions' }));
    expect(await screen.findByText('Enhancement failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to generate enhanced suggestions.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Enhanced suggestions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate enhanced suggestions' })).toBeEnabled();
  });
});

describe('pickRandomIndex', () => {
  it('picks any index first, then never the current one', () => {
    expect(pickRandomIndex(3, null, () => 0.99)).toBe(2);
    expect(pickRandomIndex(3, 0, () => 0)).toBe(1);
    expect(pickRandomIndex(3, 2, () => 0.99)).toBe(1);
    expect(pickRandomIndex(3, 1, () => 0.5)).toBe(2);
    expect(pickRandomIndex(1, 0, () => 0.99)).toBe(0);
  });
});
