/**
 * Composition: the critic for the Critique task. CRITIC=bedrock (deployed stacks; locally only with
 * real AWS credentials) puts the Bedrock vision critic on top of the offline engine; anything else
 * keeps the offline engine alone. Built on first use: the engine warms its OCR worker when created.
 */
import { BedrockCritic } from '../adapters/bedrock/bedrock-critic';
import { siteNameFromLines } from '../domain/roast-title';
import { engineFactsFromCapture } from '../engine/captured-facts';
import { analyse } from '../engine/critic';
import { warmUpClutter } from '../engine/clutter';
import { warmUpOcr } from '../engine/ocr';
import type { Critic } from '../ports/critic';
import { bedrockClient, bedrockModel } from './bedrock';
import { bedrockLog, reportBedrockUsage } from '../http-kit/observability';

let built: Critic | undefined;
let override: Critic | undefined;

/**
 * The offline engine as the Critique task uses it: the engine's own critic (engine/critic.ts
 * `createOfflineCritic`), plus the site's brand or headline from the lines its OCR read, which that
 * critic's result leaves out. The roast's title falls back on it (domain/roast-title.ts).
 */
export function offlineCritic(): Critic {
  // Load the OCR model and start the clutter workers while the host starts up, not in the first roast.
  void warmUpOcr().catch(() => undefined);
  void warmUpClutter();
  return {
    async critique(input) {
      const analysis = await analyse(input.images, input.level, {
        ...(input.pageFacts && { pageFacts: engineFactsFromCapture(input.pageFacts) }),
        ...(input.viewports && { viewports: input.viewports }),
        ...(input.fullPage && { fullPage: input.fullPage }),
      });
      const viewport = analysis.images[0]?.viewport;
      const siteName = siteNameFromLines(analysis.ocr, {
        buttonLabels: viewport?.boxedLabels,
        viewportHeight: viewport?.box.height,
      });
      return { ...analysis.result, ...(siteName && { siteName }) };
    },
  };
}

function build(): Critic {
  const offline = offlineCritic();
  if (process.env.CRITIC !== 'bedrock') return offline;
  return new BedrockCritic(
    bedrockClient(),
    offline,
    {
      ...bedrockModel(),
      maxTokens: Number(process.env.BEDROCK_MAX_TOKENS || 2048),
      fallbackToOffline: process.env.CRITIC_FALLBACK === 'offline',
    },
    bedrockLog,
    reportBedrockUsage,
  );
}

export function critic(): Critic {
  built ??= override ?? build();
  return built;
}

/** Local mode and tests choose the critic (e.g. one that fails); Lambda never calls this. */
export function overrideCritic(replacement: Critic | undefined): void {
  override = replacement;
  built = undefined;
}
