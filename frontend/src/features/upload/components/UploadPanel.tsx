import { useEffect, useId, useRef, useState } from 'react';
import { MAX_IMAGES_PER_ROAST } from '@domain/limits';
import { Button } from '../../../components';

export interface UploadPanelProps {
  images: string[];
  processing: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (index: number) => void;
}

export function UploadPanel({ images, processing, onFiles, onRemove }: UploadPanelProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX_IMAGES_PER_ROAST;

  const zone = useRef<HTMLDivElement>(null);
  const latest = useRef({ full, onFiles });
  latest.current = { full, onFiles };

  // Drag and drop is a pointer shortcut; the labelled file input is the keyboard path.
  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!latest.current.full) latest.current.onFiles(Array.from(event.dataTransfer?.files ?? []));
    };
    element.addEventListener('dragover', over);
    element.addEventListener('dragleave', leave);
    element.addEventListener('drop', drop);
    return () => {
      element.removeEventListener('dragover', over);
      element.removeEventListener('dragleave', leave);
      element.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <div className="upload">
      <div
        ref={zone}
        className={`upload__drop${dragging ? ' upload__drop--active' : ''}${full ? ' upload__drop--full' : ''}`}
      >
        <p className="upload__lead">
          <span aria-hidden="true" className="upload__glyph">
            ⤒
          </span>
          Drop screenshots here or
        </p>
        <label
          htmlFor={inputId}
          className={`btn btn--secondary btn--md${full ? ' upload__label--disabled' : ''}`}
        >
          Choose screenshots
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-describedby={hintId}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p id={hintId} className="upload__hint muted">
          Images only, up to 10 MB each, {MAX_IMAGES_PER_ROAST} at most. Desktop + mobile gives the best
          roast.
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {processing
          ? 'Preparing screenshots…'
          : `${images.length} of ${MAX_IMAGES_PER_ROAST} screenshots selected`}
      </p>
      {images.length > 0 || processing ? (
        <ul className="upload__thumbs" aria-label="Selected screenshots">
          {images.map((src, index) => (
            <li key={`${index}-${src.slice(-24)}`} className="upload__thumb">
              <img src={src} alt={`Screenshot ${index + 1}`} />
              <Button
                variant="secondary"
                size="sm"
                className="upload__remove"
                aria-label={`Remove screenshot ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                ×
              </Button>
            </li>
          ))}
          {processing ? (
            <li className="upload__thumb upload__thumb--pending" aria-hidden="true">
              <span className="skeleton" style={{ height: '100%', width: '100%' }} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
