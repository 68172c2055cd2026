import { Badge, Button, ButtonLink, Spinner } from '../../../components';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { useBetaLab } from '../hooks/use-beta-lab';
import { RoastStudy } from './RoastStudy';
import './beta-lab.css';

/** /beta-features: the Enhanced UX Research Lab (spec §2, §4, §5, §8). */
export default function BetaLabPage() {
  const lab = useBetaLab();
  const { query, roasts, selected } = lab;

  return (
    <div className="container page beta">
      <div className="beta__title">
        <h1 className="page__title">Enhanced UX Research Lab</h1>
        <Badge tone="beta">Beta</Badge>
      </div>
      <p className="page__subtitle">
        Take a public roast and turn its violations into research-backed fixes, ranked by effort and impact.
      </p>

      <div className="beta__controls">
        <Button onClick={lab.loadRandom} disabled={!lab.canLoad}>
          Load Random Roast
        </Button>
        <p className="muted beta__count" aria-live="polite">
          {query.isPending
            ? 'Loading public roasts…'
            : query.isError
              ? ''
              : `${plural(roasts.length, 'public roast', 'public roasts')} to study`}
        </p>
      </div>

      {query.isPending ? (
        <Spinner label="Loading public roasts" />
      ) : query.isError ? (
        <div className="state" role="alert">
          <h2>Could not load the roasts</h2>
          <p className="muted">{errorMessage(query.error, 'Failed to load roasts')}</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : roasts.length === 0 ? (
        <div className="state">
          <h2>No public roasts to study yet</h2>
          <p className="muted">
            The lab studies roasts from the public gallery. Get a roast and promote it, or check the gallery
            later.
          </p>
          <div className="state__actions">
            <ButtonLink to="/">Upload a Screenshot</ButtonLink>
            <ButtonLink to="/gallery" variant="secondary">
              Browse the Gallery
            </ButtonLink>
          </div>
        </div>
      ) : selected ? (
        <RoastStudy
          key={selected.id}
          roast={selected}
          suggestions={lab.suggestions}
          generating={lab.generating === selected.id}
          busy={lab.generating !== null}
          onGenerate={lab.generate}
        />
      ) : (
        <div className="state beta__empty">
          <h2>No roast selected</h2>
          <p className="muted">
            Load a random roast to study its violations and generate enhanced suggestions.
          </p>
        </div>
      )}
    </div>
  );
}
