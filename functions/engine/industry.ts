/**
 * Industry from the text read on the first screen: keyword families per industry slug; the family
 * with the most distinct keyword hits wins when it has at least two, otherwise no industry.
 */
const FAMILIES: [slug: string, words: RegExp][] = [
  [
    'saas-technology',
    /\b(software|platform|api|cloud|saas|app|developers?|integrations?|dashboard|automation|ai|data|analytics|devops|workflow|free trial|pricing)\b/gi,
  ],
  [
    'creative-design',
    /\b(design|studio|portfolio|creative|agency|branding|photography|illustration|art|gallery|showcase|motion)\b/gi,
  ],
  [
    'ecommerce-retail',
    /\b(shop|cart|sale|buy|deals?|shipping|order|store|collection|discount|% off|new arrivals|checkout|products?)\b/gi,
  ],
  [
    'professional-services',
    /\b(consulting|law|legal|accounting|dental|clinic|services?|clients?|advisors?|firm|insurance|finance|appointment|book a call)\b/gi,
  ],
];

export function classifyIndustry(text: string): string | undefined {
  let best: { slug: string; hits: number } | undefined;
  for (const [slug, re] of FAMILIES) {
    const hits = new Set((text.match(re) ?? []).map((w) => w.toLowerCase())).size;
    if (hits >= 2 && (!best || hits > best.hits)) best = { slug, hits };
  }
  return best?.slug;
}
