import type { CriterionKey } from './criteria';

export const SEVERITIES = ['Mild', 'Severe', 'Critical', 'Unforgivable'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Violation codes run V001–V999 (spec core-flow §9). */
export const VIOLATION_CODE_PATTERN = /^V(?!000)\d{3}$/;

export function isViolationCode(code: string): boolean {
  return VIOLATION_CODE_PATTERN.test(code);
}

/** A region of a screenshot, in pixels of the stored (normalised) image. */
export interface Region {
  imageIndex: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What triggered a violation: the measured value, the threshold it crossed, where it was seen. */
export interface ViolationEvidence {
  metric: string;
  value: number;
  threshold: number;
  unit?: string;
  region?: Region;
}

/** A violation as reported on a roast. `type` is the catalogue entry's creative name (spec §3). */
export interface Violation {
  code: string;
  type: string;
  description: string;
  severity: Severity;
  criterion: CriterionKey;
  evidence?: ViolationEvidence;
}
