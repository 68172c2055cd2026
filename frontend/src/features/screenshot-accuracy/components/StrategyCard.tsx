import { Badge, type BadgeTone } from '../../../components';
import { jpegDataUrl } from '../../../lib/format';
import type { Device } from '../api/scoring';
import type { DeviceResult, Strategy, StrategyResult } from '../api/strategies';
import type { StrategyStatus } from '../hooks/use-comparison';

export const STATUS_TEXT: Record<StrategyStatus, string> = {
  pending: 'Pending',
  testing: 'Testing...',
  complete: 'Complete',
};

const STATUS_TONE: Record<StrategyStatus, BadgeTone> = {
  pending: 'neutral',
  testing: 'info',
  complete: 'success',
};

const DEVICE_LABEL: Record<Device, string> = { desktop: 'Desktop', mobile: 'Mobile' };

function DeviceShot({ result, strategyLabel }: { result: DeviceResult; strategyLabel: string }) {
  const label = DEVICE_LABEL[result.device];
  return (
    <figure className={`accuracy-shot accuracy-shot--${result.device}`}>
      <div className="accuracy-shot__frame">
        {result.image ? (
          <img src={jpegDataUrl(result.image)} alt={`${label} screenshot captured with ${strategyLabel}`} />
        ) : (
          <p className="accuracy-shot__empty">Nothing captured</p>
        )}
      </div>
      <figcaption className="accuracy-shot__caption">
        <span className="accuracy-shot__device">{label}</span>
        <span className="accuracy-shot__score mono">
          {result.score}
          <span className="muted">/100</span>
        </span>
        <span className="accuracy-shot__size muted">
          {result.size.toLocaleString('en-US')} characters of image data
        </span>
        {result.warning ? (
          <span className="accuracy-shot__warning">
            <span aria-hidden="true">⚠ </span>
            {result.warning}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

export function StrategyCard({
  strategy,
  status,
  result,
}: {
  strategy: Strategy;
  status: StrategyStatus;
  result: StrategyResult | undefined;
}) {
  const titleId = `strategy-${strategy.id}`;
  return (
    <li className="strategy" aria-labelledby={titleId}>
      <div className="strategy__head">
        <h3 id={titleId}>{strategy.label}</h3>
        <Badge tone={STATUS_TONE[status]}>
          <span className="visually-hidden">Status: </span>
          {STATUS_TEXT[status]}
        </Badge>
      </div>
      <p className="muted strategy__description">{strategy.description}</p>
      {result ? (
        <>
          <p className="strategy__overall">
            Overall accuracy{' '}
            <strong className="mono">
              {result.overall}
              <span className="muted">/100</span>
            </strong>{' '}
            <span className="muted">in {(result.durationMs / 1000).toFixed(1)} s</span>
          </p>
          <div className="strategy__shots">
            <DeviceShot result={result.desktop} strategyLabel={strategy.label} />
            <DeviceShot result={result.mobile} strategyLabel={strategy.label} />
          </div>
          {result.issues.length ? (
            <div className="notice notice--error strategy__issues">
              <h4>Issues</h4>
              <ul>
                {result.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="strategy__ok">No issues: both screenshots came back.</p>
          )}
        </>
      ) : null}
    </li>
  );
}
