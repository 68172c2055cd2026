import { useId, useState } from 'react';
import { Badge, Button } from '../../../components';
import type { HistoryEntry } from '../api/history';
import { HISTORY_LIMIT } from '../api/history';
import { TIE_MARGIN, type StrategyId, type Winner } from '../api/scoring';
import { STRATEGIES, STRATEGY_LABELS, type StrategyResult } from '../api/strategies';
import { useComparison, type Comparison } from '../hooks/use-comparison';
import { STATUS_TEXT, StrategyCard } from './StrategyCard';
import './screenshot-accuracy.css';

const WINNER_LABEL: Record<Winner, string> = { tie: 'Tie', networkidle: 'Enhanced scroll', delay: 'Delay' };

function Verdict({ comparison }: { comparison: Comparison }) {
  const { networkidle, delay } = comparison.results;
  if (!networkidle || !delay) return null;
  const scores = `${STRATEGY_LABELS.networkidle} ${networkidle.overall} vs ${STRATEGY_LABELS.delay} ${delay.overall}`;
  if (!comparison.winner) {
    const empty = [networkidle, delay].filter((r) => !r.captured).map((r) => STRATEGY_LABELS[r.strategy]);
    return (
      <div className="verdict verdict--none">
        <h3>No winner</h3>
        <p>{empty.join(' and ')} captured no screenshot, so there is nothing to compare.</p>
      </div>
    );
  }
  if (comparison.winner === 'tie') {
    return (
      <div className="verdict verdict--tie">
        <h3>Tie</h3>
        <p>
          The strategies are less than {TIE_MARGIN} points apart ({scores}).
        </p>
      </div>
    );
  }
  const margin = Math.abs(networkidle.overall - delay.overall);
  return (
    <div className="verdict verdict--win">
      <h3>Winner: {WINNER_LABEL[comparison.winner]}</h3>
      <p>
        Ahead by {Math.round(margin * 10) / 10} points ({scores}).
      </p>
    </div>
  );
}

function announce(comparison: Comparison | null): string {
  if (!comparison) return '';
  if (comparison.finished) {
    return comparison.winner
      ? `Comparison complete. Result: ${WINNER_LABEL[comparison.winner]}.`
      : 'Comparison complete. No winner.';
  }
  const current = STRATEGIES.find((s) => comparison.status[s.id] === 'testing');
  return current ? `${current.label}: ${STATUS_TEXT.testing}` : '';
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const line = (id: StrategyId) => {
    const r = entry.results[id];
    return `${STRATEGY_LABELS[id]}: ${r.overall} (desktop ${r.desktopScore}, mobile ${r.mobileScore}${
      r.issues ? `, ${r.issues} issue${r.issues === 1 ? '' : 's'}` : ''
    })`;
  };
  return (
    <li className="history__item">
      <p className="history__url mono">{entry.url}</p>
      <p className="history__when muted">
        <time dateTime={entry.testedAt}>{timeFormat.format(new Date(entry.testedAt))}</time>
      </p>
      <ul className="history__scores">
        <li>{line('networkidle')}</li>
        <li>{line('delay')}</li>
      </ul>
      <p className="history__winner">
        {entry.winner ? (
          <>
            Result: <strong>{WINNER_LABEL[entry.winner]}</strong>
          </>
        ) : (
          'No winner'
        )}
      </p>
    </li>
  );
}

/** /screenshot-accuracy: the internal tool that compares two capture strategies (spec §2, §4, §9). */
export default function ScreenshotAccuracyPage() {
  const inputId = useId();
  const hintId = useId();
  const [url, setUrl] = useState('');
  const { comparison, running, history, compare, clearHistory } = useComparison();
  const results: Partial<Record<StrategyId, StrategyResult>> = comparison?.results ?? {};

  return (
    <div className="container page accuracy">
      <div className="accuracy__title">
        <h1 className="page__title">Screenshot Accuracy Test</h1>
        <Badge tone="beta">Internal tool</Badge>
      </div>
      <p className="page__subtitle">Which capture strategy renders a page most completely?</p>

      <section className="accuracy__about" aria-labelledby="accuracy-about">
        <h2 id="accuracy-about">What this is for</h2>
        <p>
          An internal tool for the team behind UGH Score. It captures the same page twice, one strategy after
          the other, and scores how completely each one rendered it on desktop and on mobile. Use it to check
          that the strategy roasts rely on still beats a plain wait. Nothing is stored and no roast is
          created.
        </p>
        <dl className="accuracy__strategies">
          {STRATEGIES.map((s) => (
            <div key={s.id}>
              <dt>{s.label}</dt>
              <dd>{s.description}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          Accuracy is estimated from the size of each JPEG (a blank or half-loaded page compresses to very
          little): 0–100 per device, overall is their mean, and strategies less than {TIE_MARGIN} points apart
          tie.
        </p>
      </section>

      <form
        className="accuracy__form"
        aria-label="Compare capture strategies"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void compare(url);
        }}
      >
        <label htmlFor={inputId} className="accuracy__label">
          Website URL
        </label>
        <div className="accuracy__row">
          <input
            id={inputId}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            value={url}
            aria-describedby={hintId}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" disabled={!url.trim() || running}>
            Compare
          </Button>
        </div>
        <p id={hintId} className="muted accuracy__hint">
          Both strategies take a few seconds each; the delay strategy alone waits 5 seconds.
        </p>
      </form>

      <p role="status" className="visually-hidden">
        {announce(comparison)}
      </p>

      {comparison ? (
        <section className="accuracy__results" aria-labelledby="accuracy-results">
          <h2 id="accuracy-results">
            Results <span className="muted accuracy__for">for {comparison.url}</span>
          </h2>
          <ol className="strategies">
            {STRATEGIES.map((s) => (
              <StrategyCard key={s.id} strategy={s} status={comparison.status[s.id]} result={results[s.id]} />
            ))}
          </ol>
          {comparison.finished ? <Verdict comparison={comparison} /> : null}
        </section>
      ) : null}

      <section className="history" aria-labelledby="accuracy-history">
        <div className="history__head">
          <h2 id="accuracy-history">Recent comparisons</h2>
          {history.length ? (
            <Button variant="secondary" size="sm" onClick={clearHistory}>
              Clear history
            </Button>
          ) : null}
        </div>
        <p className="muted">
          The last {HISTORY_LIMIT} comparisons in this tab, newest first. They survive a reload and are gone
          when the tab closes.
        </p>
        {history.length ? (
          <ol className="history__list" aria-label="Comparison history">
            {history.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p>No comparisons yet.</p>
        )}
      </section>
    </div>
  );
}
