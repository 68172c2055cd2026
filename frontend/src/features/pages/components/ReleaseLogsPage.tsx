import changelog from '../../../../../CHANGELOG.md?raw';
import { MarkdownBlocks, releaseSections } from '../lib/markdown';
import '../pages.css';

export function ReleaseLog({ source }: { source: string }) {
  const sections = releaseSections(source);
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          <MarkdownBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

export default function ReleaseLogsPage() {
  return (
    <div className="container page info-page release-log">
      <h1 className="page__title">Release Logs</h1>
      <p className="page__subtitle">What changed in UGH Score, newest first.</p>
      <ReleaseLog source={changelog} />
    </div>
  );
}
