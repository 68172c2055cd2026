import type { CritiqueInput, CritiqueResult } from '../domain/critique';

/** Turns screenshots into a critique. The offline engine and the Bedrock critic implement it. */
export interface Critic {
  critique(input: CritiqueInput): Promise<CritiqueResult>;
}
