import type { RoastDetail, RoastSummary } from '@domain/api-schemas';

export const ROAST_ID = 'AbCdEfGhIjKlMnOpQrStUv';

export function summary(overrides: Partial<RoastSummary> = {}): RoastSummary {
  const roast: Omit<RoastSummary, 'title'> & { title?: string } = {
    id: ROAST_ID,
    number: 42,
    roastText:
      'Your hero section has the visual hierarchy of a ransom note. Seven font sizes fight for attention and all of them lose. The call to action hides below the fold.',
    roastLevel: 'brutal',
    ughScore: 72,
    verdict: 'Visual Offense',
    websiteName: 'Mega Deals',
    websiteUrl: 'mega-deals.example',
    websiteTitle: 'MEGA DEALS 4 U',
    websiteLogo: null,
    websiteDomain: 'mega-deals.example',
    thumbnail: `/api/roasts/${ROAST_ID}/thumbnail`,
    images: [`/api/roasts/${ROAST_ID}/images/0`, `/api/roasts/${ROAST_ID}/images/1`],
    isPromoted: false,
    authorCredit: null,
    likes: 3,
    shareCount: 1,
    violationCount: 2,
    createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    ...overrides,
  };
  // The API's title, as functions/domain/roast-title.ts would derive it from these fields.
  return {
    ...roast,
    title:
      roast.title ??
      (roast.websiteTitle ||
        roast.websiteDomain ||
        roast.websiteName ||
        `Roast #${String(roast.number).padStart(4, '0')}`),
  };
}

export function detail(overrides: Partial<RoastDetail> = {}): RoastDetail {
  return {
    ...summary(),
    status: 'ready',
    visualHierarchy: 3.5,
    typography: 2,
    colorUsage: 4,
    layoutSpacing: 3,
    uiConsistency: 5,
    wtfFactor: 1.5,
    violations: [
      {
        code: 'V012',
        type: 'Font Fiesta',
        description: 'Seven font sizes in one viewport.',
        severity: 'Critical',
        criterion: 'typography',
        evidence: { metric: 'distinct font sizes', value: 7, threshold: 4 },
      },
      {
        code: 'V101',
        type: 'Neon Assault',
        description: 'Colourfulness far above the web norm.',
        severity: 'Unforgivable',
        criterion: 'colorUsage',
        evidence: {
          metric: 'colourfulness',
          value: 142.5,
          threshold: 90,
          region: { imageIndex: 0, x: 0, y: 0, width: 200, height: 100 },
        },
      },
    ],
    improvements: ['Pick one typeface and two sizes.', 'Move the call to action above the fold.'],
    clarityAnalysis: {
      score: 4,
      commentary: 'Visitors would need more than three seconds.',
      userUnderstanding: 'confusing',
      recommendations: ['Write a headline that says what you sell.'],
    },
    websiteAnalysis: null,
    engine: 'offline',
    ...overrides,
  };
}
