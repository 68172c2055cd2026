export interface ProgressBarProps {
  value: number;
  label: string;
  /** Visible text next to the bar, e.g. "42%". */
  showValue?: boolean;
  tone?: 'accent' | 'ink';
}

export function ProgressBar({ value, label, showValue = true, tone = 'accent' }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div
        className={`progress__track progress__track--${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <div className="progress__fill" style={{ width: `${clamped}%` }} />
      </div>
      {showValue ? (
        <span className="progress__value" aria-hidden="true">
          {clamped}%
        </span>
      ) : null}
    </div>
  );
}
