import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ROAST_LEVEL_LABELS } from '@domain/roast-levels';
import { Card, ProgressBar } from '../../../components';
import { loadPendingRoast, type PendingRoast } from '../../../lib/pending-roast';
import { AI_THOUGHTS, EMOTION_COLORS, nextThoughtIndex } from '../api/thoughts';
import { THOUGHT_ROTATION_MS } from '../api/creation';
import { useRoastCreation } from '../hooks/use-roast-creation';
import './roast-loading.css';

function usePending(): PendingRoast | null {
  return useMemo(() => {
    const pending = loadPendingRoast();
    if (!pending?.images?.length || !pending.roastLevel) return null;
    return pending as PendingRoast;
  }, []);
}

export default function RoastLoadingPage() {
  const pending = usePending();
  const progress = useRoastCreation(pending);
  const [thought, setThought] = useState(() => Math.floor(Math.random() * AI_THOUGHTS.length));

  useEffect(() => {
    const timer = setInterval(
      () => setThought((previous) => nextThoughtIndex(previous)),
      THOUGHT_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, []);

  // Spec §2: pending data without images or roastLevel redirects to /.
  if (!pending) return <Navigate to="/" replace />;

  const current = AI_THOUGHTS[thought] ?? AI_THOUGHTS[0]!;
  const count = pending.images.length;

  return (
    <div className="page container roast-loading">
      <Card className="roast-loading__card">
        <p className="roast-loading__eyebrow mono">Roast in progress</p>
        <h1 className="roast-loading__title">Preparing your roast</h1>
        <p className="roast-loading__meta">
          <span>
            {count} screenshot{count === 1 ? '' : 's'}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{ROAST_LEVEL_LABELS[pending.roastLevel].label} level</span>
        </p>
        <ProgressBar value={progress} label="Roast progress" />
        <section className="roast-loading__thoughts" aria-labelledby="ai-thoughts">
          <h2 id="ai-thoughts" className="roast-loading__thoughts-title">
            AI Thoughts
          </h2>
          <p
            key={thought}
            className="roast-loading__thought"
            style={{ color: EMOTION_COLORS[current.emotion] }}
            data-emotion={current.emotion}
          >
            <span className="visually-hidden">{current.emotion}: </span>“{current.text}”
          </p>
        </section>
        <p className="muted roast-loading__note">
          Measuring colour, contrast, clutter and type. This usually takes a few seconds.
        </p>
      </Card>
    </div>
  );
}
