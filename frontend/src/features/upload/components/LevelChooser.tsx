import { useId } from 'react';
import { ROAST_LEVEL_LABELS, ROAST_LEVELS, type RoastLevel } from '@domain/roast-levels';

const LEVEL_GLYPHS: Record<RoastLevel, string> = { honest: '🙂', brutal: '🔥', undigestable: '☠️' };

/** One level at a time: a native radio group (arrow keys move between options). */
export function LevelChooser({
  value,
  onChange,
}: {
  value: RoastLevel | null;
  onChange: (level: RoastLevel) => void;
}) {
  const name = useId();
  return (
    <fieldset className="levels">
      <legend className="levels__legend">Choose your roast level</legend>
      <div className="levels__options">
        {ROAST_LEVELS.map((level) => {
          const { label, tagline } = ROAST_LEVEL_LABELS[level];
          const id = `${name}-${level}`;
          return (
            <div key={level} className={`levels__option levels__option--${level}`}>
              <input
                id={id}
                type="radio"
                name={name}
                value={level}
                checked={value === level}
                onChange={() => onChange(level)}
                className="levels__input"
              />
              <label htmlFor={id} className="levels__label">
                <span className="levels__glyph" aria-hidden="true">
                  {LEVEL_GLYPHS[level]}
                </span>
                <span className="levels__name">{label}</span>
                <span className="levels__tagline">{tagline}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
