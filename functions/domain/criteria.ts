/**
 * The six design criteria and their weights (spec core-flow §9). Each sub-score is 0–10 where 10 is
 * best; for the WTF Factor, 10 means nothing bewildering (DESIGN §7).
 */
export const CRITERIA = [
  { key: 'visualHierarchy', label: 'Visual Hierarchy', weightPercent: 20 },
  { key: 'typography', label: 'Typography', weightPercent: 15 },
  { key: 'colorUsage', label: 'Color Usage', weightPercent: 15 },
  { key: 'layoutSpacing', label: 'Layout & Spacing', weightPercent: 20 },
  { key: 'uiConsistency', label: 'UI Consistency', weightPercent: 15 },
  { key: 'wtfFactor', label: 'WTF Factor', weightPercent: 15 },
] as const;

export type CriterionKey = (typeof CRITERIA)[number]['key'];
export type SubScores = Record<CriterionKey, number>;

export const CRITERION_KEYS = CRITERIA.map((c) => c.key) as [CriterionKey, ...CriterionKey[]];

export const SUB_SCORE_MIN = 0;
export const SUB_SCORE_MAX = 10;
