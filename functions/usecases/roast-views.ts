import {
  servableLogo,
  type RoastDetail,
  type RoastStatusResponse,
  type RoastSummary,
} from '../domain/api-schemas';
import type { ReadyRoast, Roast } from '../domain/roast';
import { roastTitle } from '../domain/roast-title';
import type { Verdict } from '../domain/verdicts';

/** Public URLs of a roast's stored images; the bytes are served as image/jpeg by the API. */
export const imageUrl = (roastId: string, index: number) => `/api/roasts/${roastId}/images/${index}`;
export const thumbnailUrl = (roastId: string) => `/api/roasts/${roastId}/thumbnail`;
export const fullPageUrl = (roastId: string) => `/api/roasts/${roastId}/full-page`;

export function toSummary(roast: ReadyRoast): RoastSummary {
  const { result, website, promotion } = roast;
  return {
    id: roast.id,
    number: roast.number,
    roastText: result.roastText,
    roastLevel: roast.level,
    ughScore: result.ughScore,
    verdict: result.verdict as Verdict,
    title: roastTitle(roast),
    websiteName: promotion?.websiteName ?? website.name ?? null,
    websiteUrl: promotion?.websiteUrl ?? website.url ?? null,
    websiteTitle: website.title ?? null,
    websiteLogo: servableLogo(website.logo),
    websiteDomain: website.domain ?? null,
    thumbnail: roast.thumbnailKey
      ? thumbnailUrl(roast.id)
      : roast.imageKeys.length
        ? imageUrl(roast.id, 0)
        : null,
    images: roast.imageKeys.map((_, index) => imageUrl(roast.id, index)),
    isPromoted: roast.isPromoted,
    authorCredit: promotion?.authorCredit ?? null,
    likes: roast.likes,
    shareCount: roast.shareCount,
    violationCount: result.violations.length,
    createdAt: roast.createdAt,
  };
}

/** `versions`: the chain links this roast may show (usecases/roast-versions.ts `visibleVersions`). */
export function toDetail(
  roast: ReadyRoast,
  versions: { previousId: string | null; nextId: string | null } = { previousId: null, nextId: null },
): RoastDetail {
  const { result } = roast;
  return {
    ...toSummary(roast),
    status: 'ready',
    ...result.subScores,
    violations: result.violations,
    improvements: result.improvements,
    clarityAnalysis: result.clarityAnalysis,
    websiteAnalysis: result.websiteAnalysis,
    engine: result.engine,
    previousId: versions.previousId,
    nextId: versions.nextId,
    fullPage: result.fullPage
      ? {
          url: fullPageUrl(roast.id),
          width: result.fullPage.width,
          height: result.fullPage.height,
          pageHeight: result.fullPage.pageHeight,
          capturedHeight: result.fullPage.capturedHeight,
          truncated: result.fullPage.truncated,
        }
      : null,
  };
}

export function toStatus(roast: Roast): RoastStatusResponse {
  return {
    id: roast.id,
    status: roast.status,
    ...(roast.failure?.message ? { message: roast.failure.message } : {}),
    ...(roast.failure?.suggestion ? { suggestion: roast.failure.suggestion } : {}),
  };
}
