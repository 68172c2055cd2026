import { Suspense, useId, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { WebsiteMetadata } from '@domain/api-schemas';
import { MAX_IMAGES_PER_ROAST } from '@domain/limits';
import { ROAST_TITLE_MAX_CHARS } from '@domain/roast-title';
import type { RoastLevel } from '@domain/roast-levels';
import { Badge, Button, Spinner, Tabs } from '../../../components';
import { track } from '../../../lib/analytics';
import { acceptableFiles, downscaleToJpeg, processFiles } from '../api/images';
import { savePendingRoast } from '../../../lib/pending-roast';
import { LevelChooser } from './LevelChooser';
import { UploadPanel } from './UploadPanel';
import './upload.css';

/** What the URL tab hands over: the captured screenshots and what the capture learnt of the site. */
export interface CapturedScreenshots {
  images: string[];
  websiteMetadata?: WebsiteMetadata;
  captureId?: string;
}

/** The URL tab's panel (the capture feature's, composed in by app/routes/roast-starter.tsx). */
export type UrlCapturePanel = ComponentType<{
  onCaptured: (captured: CapturedScreenshots) => void;
  capturedCount: number;
}>;

export interface RoastStarterProps {
  /** Image encoder; the default downscales on a canvas (tests inject a fake: jsdom has no canvas). */
  encodeImage?: (file: File) => Promise<string>;
  /** The "Enter URL" tab's content; it may be lazy (the tab suspends while it loads). */
  urlCapture: UrlCapturePanel;
  /**
   * "Roast the new version" (issue 19): the earlier roast this one will be linked to. The app passes it
   * only when this browser holds that roast's owner key (app/routes/roast-starter.tsx).
   */
  previousId?: string;
}

/** Landing's upload section: two tabs, the level chooser and the "Roast My Design" button. */
export function RoastStarter({
  encodeImage = downscaleToJpeg,
  urlCapture: CapturePanel,
  previousId,
}: RoastStarterProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [processing, setProcessing] = useState(0);
  const [level, setLevel] = useState<RoastLevel | null>(null);
  const [metadata, setMetadata] = useState<{ websiteMetadata?: WebsiteMetadata; captureId?: string }>({});

  const addFiles = async (files: File[]) => {
    const accepted = acceptableFiles(files, images.length + processing);
    if (!accepted.length) return;
    setProcessing((n) => n + accepted.length);
    const encoded = await processFiles(accepted, encodeImage);
    setProcessing((n) => n - accepted.length);
    setImages((current) => [...current, ...encoded].slice(0, MAX_IMAGES_PER_ROAST));
  };

  const ready = images.length > 0 && level !== null && processing === 0;

  const start = () => {
    if (!ready || !level) return;
    const named = title.replace(/\s+/g, ' ').trim();
    savePendingRoast({
      images,
      roastLevel: level,
      ...metadata,
      ...(named ? { title: named } : {}),
      ...(previousId ? { previousId } : {}),
    });
    track('roast_initiated', { images: images.length, level, newVersion: Boolean(previousId) });
    navigate('/roast-loading');
  };

  return (
    <section className="starter" aria-labelledby="starter-title">
      <h2 id="starter-title" className="starter__title">
        {previousId ? 'Roast the new version' : 'Submit your design'}
      </h2>
      {previousId ? (
        <p className="starter__new-version" role="note">
          Upload or capture the new version of your page. Once it is roasted, its page compares it with{' '}
          <Link to={`/roast/${encodeURIComponent(previousId)}`}>the earlier roast</Link>: score, fixed and new
          violations, side by side. <Link to="/">Start a separate roast instead</Link>.
        </p>
      ) : null}
      <Tabs
        label="How to add screenshots"
        items={[
          {
            value: 'upload',
            forceMount: true,
            label: 'Upload Screenshots',
            content: (
              <UploadPanel
                images={images}
                processing={processing > 0}
                onFiles={(files) => void addFiles(files)}
                onRemove={(index) => {
                  setImages((current) => current.filter((_, i) => i !== index));
                  if (images.length === 1) setMetadata({});
                }}
              />
            ),
          },
          {
            value: 'url',
            forceMount: true,
            label: (
              <>
                Enter URL <Badge tone="beta">Beta</Badge>
              </>
            ),
            content: (
              <Suspense fallback={<Spinner label="Loading URL capture" />}>
                <CapturePanel
                  onCaptured={(captured) => {
                    setImages(captured.images.slice(0, MAX_IMAGES_PER_ROAST));
                    setMetadata({
                      ...(captured.websiteMetadata ? { websiteMetadata: captured.websiteMetadata } : {}),
                      ...(captured.captureId ? { captureId: captured.captureId } : {}),
                    });
                  }}
                  capturedCount={images.length}
                />
              </Suspense>
            ),
          },
        ]}
      />
      <LevelChooser value={level} onChange={setLevel} />
      <div className="field starter__title-field">
        <label htmlFor={titleId}>
          Name this roast <span className="muted">(optional)</span>
        </label>
        <input
          id={titleId}
          className="input"
          value={title}
          maxLength={ROAST_TITLE_MAX_CHARS}
          placeholder={
            metadata.websiteMetadata?.name ?? metadata.websiteMetadata?.title ?? 'e.g. Acme home page'
          }
          aria-describedby={`${titleId}-hint`}
          onChange={(e) => setTitle(e.target.value)}
        />
        <p id={`${titleId}-hint`} className="muted starter__field-hint">
          Shown on the roast page, in the gallery and on the leaderboards. Left empty, we use the site&rsquo;s
          name.
        </p>
      </div>
      <div className="starter__go">
        <Button size="lg" disabled={!ready} aria-describedby={hintId} onClick={start}>
          Roast My Design
        </Button>
        <p id={hintId} className="muted starter__hint">
          {ready
            ? `${images.length} screenshot${images.length === 1 ? '' : 's'}, ${level} roast. Brace yourself.`
            : 'Add at least one screenshot and pick a roast level to start.'}
        </p>
      </div>
    </section>
  );
}
