import type { CSSProperties } from 'react';
import type { RoastDetail } from '@domain/api-schemas';
import { ROAST_LEVEL_LABELS } from '@domain/roast-levels';
import { scoreTheme, verdictBand } from '@domain/verdicts';
import { formatRoastNumber, siteLabel } from '../../../lib/format';
import { SiteLogo } from '../../../components/SiteLogo';

/** Coloured header: the score's theme (SCORE_THEMES) drives the accent; text stays on ink for contrast. */
export function RoastHeader({ roast }: { roast: RoastDetail }) {
  const theme = scoreTheme(roast.ughScore);
  const band = verdictBand(roast.ughScore);
  return (
    <header
      className={`roast-header roast-header--${theme.theme}`}
      style={{ '--theme': theme.hex } as CSSProperties}
      data-theme={theme.theme}
    >
      <div className="container roast-header__inner">
        <div className="roast-header__text">
          <p className="roast-header__eyebrow">
            <span>Your Design Roast</span>
            <span className="roast-header__level">{ROAST_LEVEL_LABELS[roast.roastLevel].label} roast</span>
            <span className="mono">{formatRoastNumber(roast.number)}</span>
          </p>
          <div className="roast-header__site">
            <SiteLogo src={roast.websiteLogo} size={48} />
            <h1 className="roast-header__title">{siteLabel(roast)}</h1>
          </div>
        </div>
        <div className="roast-header__score">
          <p className="roast-header__number">
            <span className="visually-hidden">UGH Score </span>
            <span className="roast-header__value">{roast.ughScore}</span>
            <span className="roast-header__max">/100</span>
          </p>
          <p className="verdict-stamp" title={band.description}>
            <span className="visually-hidden">Verdict: </span>
            {roast.verdict}
          </p>
        </div>
      </div>
    </header>
  );
}
