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

export interface CapturedScreenshots {
  images: string[];
  websiteMetadata?: WebsiteMetadata;
  captureId?: string;
}

type Phase = 'idle' | 'capturing' | 'completed' | 'failed';

function failureFromError(error: unknown): CaptureFailure {
  // An error status that still carries a capture verdict (errorType) is reported as such.
  if (error instanceof ApiError) {
    const body = error.json() as Partial<CaptureResponse> | undefined;
    if (body && typeof body === 'object' && body.errorType) return failureFor(body);
  }
  return { message: CAPTURE_ERRORS.unavailable, neutral: false };
}

/** "Enter URL" (BETA): captures a desktop and a mobile screenshot of a live page. */
export default function CapturePanel({
  onCaptured,
  capturedCount,
}: {
  onCaptured: (captured: CapturedScreenshots) => void;
  capturedCount: number;
}) {
  const inputId = useId();
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
    const images = [outcome.desktopScreenshot, outcome.mobileScreenshot]
      .filter((s): s is string => Boolean(s))
      .map(jpegDataUrl);
    onCaptured({
      images,
      ...(outcome.websiteMetadata ? { websiteMetadata: outcome.websiteMetadata } : {}),
      ...(outcome.captureId ? { captureId: outcome.captureId } : {}),
    });
    track('url_screenshots_generated', { count: images.length });
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
      {phase === 'completed' && !status && capturedCount > 0 ? (
        <p className="muted">
          {capturedCount} captured screenshot{capturedCount === 1 ? '' : 's'} ready. Pick a roast level below.
        </p>
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
