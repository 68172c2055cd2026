import type { RoastLevel } from '../domain/roast-levels';

/** The state carried through the roast workflow: keys only, never image bytes (DESIGN §2.7). */
export interface RoastWorkflowInput {
  roastId: string;
  imageKeys: string[];
  level: RoastLevel;
  captureId?: string;
  /** One-call URL roasts: no images yet; the Capture state takes them from this page. */
  url?: string;
}

export interface WorkflowStarter {
  start(input: RoastWorkflowInput): Promise<void>;
}
