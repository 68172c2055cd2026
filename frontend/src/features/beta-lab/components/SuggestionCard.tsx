import type { EnhancedSuggestion } from '@domain/api-schemas';
import { Badge } from '../../../components';

const CATEGORY_LABELS: Record<EnhancedSuggestion['category'], string> = {
  ux: 'UX',
  conversion: 'Conversion',
  visual: 'Visual',
  performance: 'Performance',
  accessibility: 'Accessibility',
};
const EFFORT_LABELS: Record<EnhancedSuggestion['effort'], string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};
const IMPACT_LABELS: Record<EnhancedSuggestion['impact'], string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export function SuggestionCard({ suggestion }: { suggestion: EnhancedSuggestion }) {
  return (
    <article className="suggestion" aria-label={suggestion.title}>
      <div className="suggestion__badges">
        <Badge tone="neutral">{CATEGORY_LABELS[suggestion.category]}</Badge>
        {suggestion.researchBased ? <Badge tone="beta">Research-based</Badge> : null}
      </div>
      <h4 className="suggestion__title">{suggestion.title}</h4>
      <p>{suggestion.description}</p>
      <dl className="suggestion__facts">
        <div>
          <dt>Effort</dt>
          <dd>{EFFORT_LABELS[suggestion.effort]}</dd>
        </div>
        <div>
          <dt>Impact</dt>
          <dd>{IMPACT_LABELS[suggestion.impact]}</dd>
        </div>
        {suggestion.heuristic ? (
          <div className="suggestion__wide">
            <dt>Heuristic</dt>
            <dd>{suggestion.heuristic}</dd>
          </div>
        ) : null}
        <div className="suggestion__wide">
          <dt>Addresses</dt>
          <dd>
            {suggestion.violationCodes.length ? (
              <ul className="suggestion__codes" aria-label="Violation codes">
                {suggestion.violationCodes.map((code) => (
                  <li key={code} className="mono">
                    {code}
                  </li>
                ))}
              </ul>
            ) : (
              'The design as a whole'
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
