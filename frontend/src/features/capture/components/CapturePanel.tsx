import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WebsiteMetadata } from '@domain/api-schemas';
import { Button, ProgressBar } from '../../../components';
import { track } from '../../../lib/analytics';
import { jpegDataUrl } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { prefersReducedMotion } from '../../../lib/use-reduced-motion';
import { captureScreenshots, type CaptureResponse } from '../api/capture';
import {
  CAPTURE_ERRORS,
  CAPTURE_PROGRESS_CAP,
  CAPTURE_PROGRESS_MAX_STEP,
  CAPTURE_PROGRESS_TICK_MS,
  CAPTURE_STATUS_CLEAR_MS,
  failureFor,
  stepMessageAt,
  type CaptureFailure,
} from '../api/messages';
import './capture.css';

export type CapturedDevice = 'desktop' | 'mobile';
export interface CapturedView {
  device: CapturedDevice;
  /** The screenshot as a JPEG data URL. */
  src: string;
}
export interface CapturedScreenshots {
  views: CapturedView[];
  websiteMetadata?: WebsiteMetadata;
  captureId?: string;
}

const VIEW_NAMES: Record<CapturedDevice, { label: string; viewport: string }> = {
  desktop: { label: 'Desktop', viewport: '1440 px wide' },
  mobile: { label: 'Mobile', viewport: '428 px wide' },
};

type Phase = 'idle' | 'capturing' | 'completed' | 'failed';

function failureFromError(error: unknown): CaptureFailure {
  // An error status that still carries a capture verdict (errorType) is reported as such.
  if (error instanceof ApiError) {
    const body = error.json() as Partial<CaptureResponse> | undefined;
    if (body && typeof body === 'object' && body.errorType) return failureFor(body);
  }
  return { message: CAPTURE_ERRORS.unavailable, neutral: false };
}

/**
 * "Enter URL" (BETA): captures a desktop and a mobile screenshot of a live page and previews the ones
 * still in the roast (`ready`), each with a button to drop it (`onRemove`). `pageFactsKept`: whether
 * the roast still brings what was measured on the live page (the starter decides; it needs the pair).
 */
export default function CapturePanel({
  onCaptured,
  ready,
  onRemove,
  pageFactsKept,
}: {
  onCaptured: (captured: CapturedScreenshots) => void;
  ready: CapturedView[];
  onRemove: (device: CapturedDevice) => void;
  pageFactsKept: boolean;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<CapturedDevice, HTMLButtonElement>());
  // Where focus goes once a dropped preview has gone: the other preview's button, else the URL field.
  const focusNext = useRef<CapturedDevice | 'input' | null>(null);
  const hintId = useId();
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<CaptureFailure | null>(null);
  const started = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'capturing') return;
    const timer = setInterval(() => {
      setElapsed(Date.now() - started.current);
      setProgress((p) =>
        Math.min(CAPTURE_PROGRESS_CAP, p + 1 + Math.floor(Math.random() * CAPTURE_PROGRESS_MAX_STEP)),
      );
    }, CAPTURE_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    (next === 'input' ? inputRef.current : removeButtons.current.get(next))?.focus();
  }, [ready]);

  useEffect(() => {
    if (phase !== 'completed') return;
    const timer = setTimeout(() => setStatus(null), CAPTURE_STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    setFailure(null);
    if (!trimmed) {
      setPhase('failed');
      setFailure({ message: CAPTURE_ERRORS.invalid_url, neutral: false });
      return;
    }
    started.current = Date.now();
    setElapsed(0);
    setProgress(0);
    setStatus(null);
    setPhase('capturing');
    let outcome: CaptureResponse | null = null;
    let problem: CaptureFailure | null = null;
    try {
      outcome = await captureScreenshots(trimmed, prefersReducedMotion());
      if (!outcome.success || !outcome.desktopScreenshot) problem = failureFor(outcome);
    } catch (error) {
      problem = failureFromError(error);
    }
    if (!mounted.current) return;
    if (problem || !outcome) {
      setPhase('failed');
      setProgress(0);
      setFailure(problem ?? { message: CAPTURE_ERRORS.unknown, neutral: false });
      return;
    }
    const seconds = Math.max(1, Math.round((Date.now() - started.current) / 1000));
    const views = (
      [
        { device: 'desktop', shot: outcome.desktopScreenshot },
        { device: 'mobile', shot: outcome.mobileScreenshot },
      ] as const
    ).flatMap(({ device, shot }) => (shot ? [{ device, src: jpegDataUrl(shot) }] : []));
    onCaptured({
      views,
      ...(outcome.websiteMetadata ? { websiteMetadata: outcome.websiteMetadata } : {}),
      ...(outcome.captureId ? { captureId: outcome.captureId } : {}),
    });
    track('url_screenshots_generated', { count: views.length });
    setProgress(100);
    setPhase('completed');
    setStatus(`Capture completed in ${seconds}s`);
  };

  const capturing = phase === 'capturing';

  return (
    <div className="capture">
      <form className="capture__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="capture__label">
          Website URL
        </label>
        <div className="capture__row">
          <input
            id={inputId}
            ref={inputRef}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={failure && !failure.neutral ? true : undefined}
            disabled={capturing}
          />
          <Button type="submit" disabled={capturing}>
            {capturing ? 'Capturing…' : 'Capture Screenshots'}
          </Button>
        </div>
        <p id={hintId} className="muted capture__hint">
          We capture a desktop and a mobile screenshot for you. It takes about 10 to 30 seconds.
        </p>
      </form>
      {capturing ? (
        <div className="capture__progress">
          <ProgressBar value={progress} label="Capture progress" />
          <p className="capture__step" role="status">
            {stepMessageAt(elapsed)}…
          </p>
        </div>
      ) : null}
      {phase === 'completed' && status ? (
        <div className="capture__progress">
          <ProgressBar value={100} label="Capture progress" />
          <p className="capture__done" role="status">
            {status}
          </p>
        </div>
      ) : null}
      {!capturing && ready.length > 0 ? (
        <div className="capture__ready">
          <p className="capture__ready-title" aria-live="polite">
            {ready.length} captured screenshot{ready.length === 1 ? '' : 's'} ready. Pick a roast level below.
          </p>
          <ul className="capture__previews" aria-label="Captured screenshots">
            {ready.map((view) => {
              const { label, viewport } = VIEW_NAMES[view.device];
              return (
                <li key={view.device} className={`capture__preview capture__preview--${view.device}`}>
                  <figure className="capture__figure">
                    <img src={view.src} alt={`${label} screenshot`} className="capture__image" />
                    <figcaption className="capture__caption">
                      <strong>{label}</strong> <span className="muted capture__viewport">{viewport}</span>
                    </figcaption>
                  </figure>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm capture__remove"
                    ref={(el) => {
                      if (el) removeButtons.current.set(view.device, el);
                      else removeButtons.current.delete(view.device);
                    }}
                    onClick={() => {
                      focusNext.current = ready.find((v) => v.device !== view.device)?.device ?? 'input';
                      onRemove(view.device);
                    }}
                  >
                    Remove <span className="visually-hidden">{label.toLowerCase()} screenshot</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {pageFactsKept ? null : (
            <p className="muted capture__note">
              With one of the pair dropped, the roast judges the screenshot alone: what was measured on the
              live page (fonts, contrast, technology, whole page) goes with the pair.
            </p>
          )}
        </div>
      ) : null}
      {failure ? (
        failure.neutral ? (
          <div className="notice notice--neutral" role="status">
            <p>{failure.message}</p>
            <p className="muted">Hint: switch to the “Upload Screenshots” tab and add them yourself.</p>
          </div>
        ) : (
          <div className="notice notice--error" role="alert">
            <p>{failure.message}</p>
          </div>
        )
      ) : null}
    </div>
  );
}
