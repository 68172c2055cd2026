import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ColourVisionFlag, ColourVisionType } from '@domain/colour-vision';
import { colourVisionImagePath, colourVisionQueryOptions } from '../api/colour-vision';
import './colour-vision.css';

type View = 'typical' | ColourVisionType;

/**
 * What each view is, in one plain line, with how common it is. Prevalence: dichromacy among people of
 * European descent as compiled by Wikipedia, "Color blindness", Epidemiology (red–green figures from
 * J. Birch, "Worldwide prevalence of red-green color deficiency", JOSA A 29(3):313–320, 2012).
 */
export const VIEWS: readonly { value: View; label: string; explanation: string }[] = [
  { value: 'typical', label: 'Typical', explanation: 'The screenshot as most visitors see it.' },
  {
    value: 'protanopia',
    label: 'Protanopia',
    explanation: 'No red-sensitive cones: reds look dark and brownish. About 1 in 100 men, 1 in 5,000 women.',
  },
  {
    value: 'deuteranopia',
    label: 'Deuteranopia',
    explanation:
      'No green-sensitive cones: reds and greens look alike. About 1 in 100 men, 1 in 10,000 women.',
  },
  {
    value: 'tritanopia',
    label: 'Tritanopia',
    explanation: 'No blue-sensitive cones: blues look green, yellows pink. Rare: under 1 in 10,000 people.',
  },
];

const NAMES: Record<ColourVisionType, string> = {
  protanopia: 'protanopia',
  deuteranopia: 'deuteranopia',
  tritanopia: 'tritanopia',
};

const ratio = (value: number) => `${value.toFixed(1)}:1`;
/** Rounded down, so a failing 4.46 never reads as the 4.5 it misses. */
const failingRatio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the simulation takes away, in the preview's own colours:
 * - "#fff on #d00: 5.2:1 for most visitors, 4.1:1 with deuteranopia, 4.3:1 with tritanopia (needs 4.5:1)"
 * - "#c33 on #393: already hard to read for most visitors (1.4:1, needs 4.5:1), 1.1:1 with deuteranopia"
 * - "The “Buy now” button (#c33) on its background (#393): stands out for most visitors, nearly the
 *   same colour with deuteranopia (#8b7b3c on #8d8a3d)"
 */
export function flagSentence(flag: ColourVisionFlag): string {
  const fails = flag.failsFor.map((f) => `${failingRatio(f.ratio)} with ${NAMES[f.type]}`).join(', ');
  if (flag.kind === 'element') {
    const seen = flag.failsFor[0]!;
    return `${capitalised(flag.label)} (${flag.foreground}) on its background (${flag.background}): stands out for most visitors, nearly the same colour with ${listOf(flag.failsFor.map((f) => NAMES[f.type]))} (${seen.foreground} on ${seen.background})`;
  }
  if (flag.failsTypical)
    return `${flag.foreground} on ${flag.background}: already hard to read for most visitors (${failingRatio(flag.typicalRatio)}, needs ${flag.required}:1), ${fails}`;
  return `${flag.foreground} on ${flag.background}: ${ratio(flag.typicalRatio)} for most visitors, ${fails} (needs ${flag.required}:1)`;
}

function Flags({ roastId }: { roastId: string }) {
  const query = useQuery(colourVisionQueryOptions(roastId));
  if (query.isPending) return null;
  if (query.isError) return <p className="muted">The colour contrast check could not be loaded.</p>;
  const { pairsChecked, flags } = query.data;
  if (pairsChecked === null) {
    return (
      <p className="muted cvd__note">
        This roast was kept before its colours were checked: the previews show the page, but no colour pairs
        were measured.
      </p>
    );
  }
  if (pairsChecked === 0) {
    return (
      <p className="cvd__note">
        Nothing on the first screen is in colours these visitors see differently: greys look the same to
        everyone.
      </p>
    );
  }
  if (flags.length === 0) {
    return (
      <p className="cvd__note">
        None of the {pairsChecked} colour pairs checked (text on its background, buttons on theirs) is lost
        for these visitors.
      </p>
    );
  }
  return (
    <div className="cvd__flags">
      <h3 className="cvd__flags-title">Lost for some visitors</h3>
      <ul>
        {flags.map((flag) => (
          <li key={`${flag.kind}-${flag.foreground}-${flag.background}-${flag.required}`}>
            {/* A picture of the lost pair, drawn, not set as text: it is meant to fail contrast. */}
            <svg className="cvd__swatch" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
              <rect width="36" height="36" fill={flag.background} />
              {flag.kind === 'element' ? (
                <rect x="10" y="10" width="16" height="16" fill={flag.foreground} />
              ) : (
                <text x="18" y="24" textAnchor="middle" fontSize="16" fontWeight="700" fill={flag.foreground}>
                  Aa
                </text>
              )}
            </svg>
            <span>
              {flagSentence(flag)}
              {flag.kind === 'text' ? <span className="muted cvd__where"> · {flag.label}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "See it as colour-blind visitors do": the first screenshot as seen with each dichromacy (drawn by the
 * server, docs/colour-vision.md), picked with a radio group, and what those visitors lose: text
 * they cannot read and buttons that merge into their background, in the preview's own colours. A preview is fetched only when its view is picked, and lazily.
 */
export function ColourVisionPreview({
  roastId,
  screenshot,
  name,
}: {
  roastId: string;
  /** The first screenshot's URL (the Typical view). */
  screenshot: string;
  /** What the screenshot shows, for alt text. */
  name: string;
}) {
  const [view, setView] = useState<View>('typical');
  const id = useId();
  const current = VIEWS.find((v) => v.value === view)!;
  const src = view === 'typical' ? screenshot : colourVisionImagePath(roastId, view);
  const alt =
    view === 'typical'
      ? `First screenshot of ${name}, as most visitors see it`
      : `First screenshot of ${name}, simulated as seen with ${NAMES[view]}`;

  return (
    <section aria-labelledby={`${id}-title`} className="panel cvd">
      <h2 id={`${id}-title`} className="section-title">
        See it as colour-blind visitors do
      </h2>
      <fieldset className="cvd__views">
        <legend className="visually-hidden">Colour vision</legend>
        {VIEWS.map((v) => (
          <label key={v.value} className="cvd__view">
            <input
              type="radio"
              name={`${id}-view`}
              value={v.value}
              checked={view === v.value}
              onChange={() => setView(v.value)}
              aria-describedby={view === v.value ? `${id}-explanation` : undefined}
            />
            <span>{v.label}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-explanation`} className="cvd__explanation" aria-live="polite">
        {current.explanation}
      </p>
      <figure className="cvd__figure">
        <img key={src} src={src} alt={alt} loading="lazy" decoding="async" className="cvd__image" />
      </figure>
      <Flags roastId={roastId} />
      <p className="muted cvd__source">
        Simulation: Machado, Oliveira &amp; Fernandes (2009). Figures: Birch (2012) and Wikipedia, “Color
        blindness”.
      </p>
    </section>
  );
}
