import { RELEASES, releaseDate, type Release } from '../lib/release-log';
import '../pages.css';
import '../release-log.css';

const GROUPS = [
  ['features', 'Features'],
  ['fixes', 'Fixes'],
  ['notes', 'Notes'],
] as const;

function ReleaseEntry({ release, latest }: { release: Release; latest: boolean }) {
  const { date, time } = releaseDate(release.releasedAt);
  const id = `release-${release.version.replace(/\./g, '-')}`;
  return (
    <li className="release">
      <article aria-labelledby={id}>
        <header className="release__header">
          <h2 id={id} className="release__heading">
            <span className="release__version mono">{release.version}</span>{' '}
            <span className="release__title">{release.title}</span>
          </h2>
          <p className="release__when">
            <time dateTime={release.releasedAt}>
              {date} · {time}
            </time>
            {latest && <span className="release__latest">Latest</span>}
          </p>
        </header>
        <p className="release__summary">{release.summary}</p>
        <div className="release__groups">
          {GROUPS.map(([key, label]) => (
            <section
              key={key}
              className={`release__group release__group--${key}`}
              aria-label={`${release.version} ${label}`}
            >
              <h3>{label}</h3>
              <ul>
                {release[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </article>
    </li>
  );
}

export default function ReleaseLogsPage() {
  return (
    <div className="container page info-page release-log">
      <h1 className="page__title">Release Logs</h1>
      <p className="page__subtitle">What&apos;s new in UGH Score, newest first.</p>
      <ol className="release-log__list">
        {RELEASES.map((release, index) => (
          <ReleaseEntry key={release.version} release={release} latest={index === 0} />
        ))}
      </ol>
    </div>
  );
}
