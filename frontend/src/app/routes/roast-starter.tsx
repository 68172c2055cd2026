import { lazy } from 'react';
import { RoastStarter, type RoastStarterProps } from '../../features/upload/components/RoastStarter';

// Its own chunk: the URL tab is the beta path, and most visitors upload.
const CapturePanel = lazy(() => import('../../features/capture/components/CapturePanel'));

/**
 * The landing page's starter: the upload feature's form with the capture feature's URL tab plugged in,
 * composed here in the app so that neither feature imports the other (eslint.config.js).
 */
export function LandingRoastStarter(props: Omit<RoastStarterProps, 'urlCapture'>) {
  return <RoastStarter {...props} urlCapture={CapturePanel} />;
}
