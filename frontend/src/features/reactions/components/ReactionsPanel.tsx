import { REACTIONS, TOP_REACTIONS_SHOWN } from '@domain/reactions';
import { errorMessage } from '../../../lib/api-client';
import { useReactions } from '../hooks/use-reactions';
import './reactions.css';

const LABELS = new Map<string, string>(REACTIONS.map((r) => [r.emoji, r.label]));

export function ReactionsPanel({ roastId }: { roastId: string }) {
  const { query, toggle, pending, error } = useReactions(roastId);
  const counts = new Map(query.data?.counts.map((c) => [c.emoji, c.count]) ?? []);
  const mine = new Set<string>(query.data?.userReactions ?? []);
  const top = [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_REACTIONS_SHOWN);
  const disabled = pending || query.isPending;

  return (
    <section aria-labelledby="reactions-title" className="panel reactions">
      <h2 id="reactions-title" className="section-title">
        React to this roast
      </h2>
      <p className="reactions__summary" aria-live="polite">
        {top.length ? (
          <>
            <span className="visually-hidden">Top reactions: </span>
            {top.map(([emoji, count]) => (
              <span key={emoji} className="reactions__top">
                <span aria-hidden="true">{emoji}</span> {LABELS.get(emoji)} {count}
              </span>
            ))}
          </>
        ) : (
          <span className="muted">No reactions yet. Be the first.</span>
        )}
      </p>
      <div className="reactions__grid" role="group" aria-label="Reactions">
        {REACTIONS.map(({ emoji, label }) => {
          const count = counts.get(emoji) ?? 0;
          const pressed = mine.has(emoji);
          return (
            <button
              key={emoji}
              type="button"
              className="reaction"
              aria-pressed={pressed}
              aria-label={`${label}, ${count}`}
              disabled={disabled}
              onClick={() => toggle(emoji)}
            >
              <span className="reaction__emoji" aria-hidden="true">
                {emoji}
              </span>{' '}
              <span className="reaction__label" aria-hidden="true">
                {label}
              </span>{' '}
              <span className="reaction__count mono" aria-hidden="true">
                {count}
              </span>
            </button>
          );
        })}
      </div>
      {query.isError ? <p className="muted">Reactions could not be loaded.</p> : null}
      {error ? (
        <p role="alert" className="reactions__error">
          {errorMessage(error, 'Could not save your reaction')}
        </p>
      ) : null}
    </section>
  );
}
