import type { RoastDetail } from '../../../functions/domain/api-schemas';
import { verdictFor } from '../../../functions/domain/verdicts';
import type { Violation } from '../../../functions/domain/violations';

/** V001 as the offline engine reports it: catalogue text, measured colourfulness and its region. */
export const RAINBOW: Violation = {
  code: 'V001',
  type: 'Rainbow Overdose',
  description:
    'Colourfulness (Hasler & Süsstrunk 2003) above 70, louder than ~90% of the Alexa top-500 sites.',
  severity: 'Severe',
  criterion: 'colorUsage',
  evidence: {
    metric: 'colourfulness',
    value: 84.2,
    threshold: 70,
    unit: 'M (Hasler–Süsstrunk, pictures excluded)',
    region: { imageIndex: 0, x: 10, y: 20, width: 300, height: 150 },
  },
};

export const BEIGE: Violation = {
  code: 'V003',
  type: 'Fifty Shades of Beige',
  description: 'Colourfulness below 8, duller than ~95% of the top 500: nothing guides the eye by colour.',
  severity: 'Mild',
  criterion: 'colorUsage',
  evidence: {
    metric: 'colourfulness',
    value: 5.1,
    threshold: 8,
    unit: 'M (Hasler–Süsstrunk, pictures excluded)',
  },
};

/** A roast detail as the API or `ugh roast --format json` gives it. */
export function roastFixture(id: string, ughScore: number, violations: Violation[]): RoastDetail {
  return {
    id: id.padEnd(22, 'x'),
    number: 1,
    status: 'ready',
    roastText: 'A page that <shouts> & "quotes" itself.',
    roastLevel: 'brutal',
    ughScore,
    verdict: verdictFor(ughScore),
    title: 'Roast #0001',
    websiteName: null,
    websiteUrl: null,
    websiteTitle: null,
    websiteLogo: null,
    websiteDomain: null,
    thumbnail: null,
    images: [],
    isPromoted: false,
    authorCredit: null,
    likes: 0,
    shareCount: 0,
    violationCount: violations.length,
    createdAt: '2026-01-01T00:00:00.000Z',
    visualHierarchy: 5,
    typography: 5,
    colorUsage: 5,
    layoutSpacing: 5,
    uiConsistency: 5,
    wtfFactor: 5,
    violations,
    improvements: [],
    clarityAnalysis: null,
    websiteAnalysis: null,
    engine: 'offline',
  };
}
