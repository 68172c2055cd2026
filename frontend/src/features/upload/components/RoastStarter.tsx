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

export type CapturedDevice = 'desktop' | 'mobile';
/** One captured screenshot (a JPEG data URL) and the device it was taken for. */
export interface CapturedView {
  device: CapturedDevice;
  src: string;
}
/** What the URL tab hands over: the captured screenshots and what the capture learnt of the site. */
export interface CapturedScreenshots {
  views: CapturedView[];
  websiteMetadata?: WebsiteMetadata;
  captureId?: string;
}

/** The URL tab's panel (the capture feature's, composed in by app/routes/roast-starter.tsx). */
export type UrlCapturePanel = ComponentType<{
  onCaptured: (captured: CapturedScreenshots) => void;
  /** The captured screenshots still in the roast, to preview. */
  ready: CapturedView[];
  /** Drops one captured screenshot from the roast; the other stays. */
  onRemove: (device: CapturedDevice) => void;
  /** Whether the roast still brings the capture's page facts (see `pageFactsHold`). */
  pageFactsKept: boolean;
}>;

/**
 * The page facts of a capture (captureId: fonts, contrast, technology, whole page) place their findings
 * on image 0 as the desktop view and image 1 as the mobile one (engine/captured-facts.ts), so they go
 * with the roast only while the captured pair is still there in that order.
 */
function pageFactsHold(images: string[], views: CapturedView[]): boolean {
  const at = (device: CapturedDevice) => views.find((v) => v.device === device)?.src;
  const desktop = at('desktop');
  const mobile = at('mobile');
  return Boolean(desktop) && images[0] === desktop && (!mobile || images[1] === mobile);
}

export interface RoastStarterProps {
  /** Image encoder; the default downscales on a canvas (tests inject a fake: jsdom has no canvas). */
  encodeImage?: (file: File) => Promise<string>;
  /** The "Enter URL" tab's content; it may be lazy (the tab suspends while it loads). */
  urlCapture: UrlCapturePanel;
  /**
   * "Roast the new version": the earlier roast this one will be linked to. The app passes it
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
  // The latest URL capture; its screenshots are in `images` until dropped from either tab.
  const [capture, setCapture] = useState<CapturedScreenshots | null>(null);
  const captured = capture?.views.filter((v) => images.includes(v.src)) ?? [];
  const pageFactsKept = capture ? pageFactsHold(images, capture.views) : false;
  // What the capture learnt of the site goes with its screenshots, the page facts with the whole pair.
  const metadata = {
    ...(captured.length && capture?.websiteMetadata ? { websiteMetadata: capture.websiteMetadata } : {}),
    ...(pageFactsKept && capture?.captureId ? { captureId: capture.captureId } : {}),
  };

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
                onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
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
                  onCaptured={(next) => {
                    setCapture(next);
                    setImages(next.views.map((v) => v.src).slice(0, MAX_IMAGES_PER_ROAST));
                  }}
                  ready={captured}
                  onRemove={(device) => {
                    const dropped = captured.find((v) => v.device === device)?.src;
                    setImages((current) => current.filter((src) => src !== dropped));
                  }}
                  pageFactsKept={pageFactsKept}
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
