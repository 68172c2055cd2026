import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROAST_ID_PATTERN } from '@domain/ids';
import { RoastStarter, type RoastStarterProps } from '../../features/upload/components/RoastStarter';
import { getOwnerKey } from '../../lib/owner-keys';

// Its own chunk: the URL tab is the beta path, and most visitors upload.
const CapturePanel = lazy(() => import('../../features/capture/components/CapturePanel'));

/**
 * The landing page's starter: the upload feature's form with the capture feature's URL tab plugged in,
 * composed here in the app so that neither feature imports the other (eslint.config.js).
 *
 * `/?previous={id}` (the roast page's "Roast the new version") starts the new version of that
 * roast, when this browser holds its owner key; otherwise it says why this will be a separate roast.
 */
export function LandingRoastStarter(props: Omit<RoastStarterProps, 'urlCapture' | 'previousId'>) {
  const [params] = useSearchParams();
  const asked = params.get('previous');
  const previousId = asked && ROAST_ID_PATTERN.test(asked) && getOwnerKey(asked) ? asked : undefined;
  return (
    <div className="starter-slot">
      {asked && !previousId ? (
        <p role="alert" className="starter__new-version starter__new-version--refused">
          Only the browser that created a roast can roast its new version (it holds the roast’s owner key).
          What you roast here will be a separate roast.
        </p>
      ) : null}
      <RoastStarter {...props} urlCapture={CapturePanel} {...(previousId ? { previousId } : {})} />
    </div>
  );
}
