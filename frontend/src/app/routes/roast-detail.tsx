import type { RoastDetail } from '@domain/api-schemas';
import { ColourVisionPreview } from '../../features/colour-vision/components/ColourVisionPreview';
import { ReactionsPanel } from '../../features/reactions/components/ReactionsPanel';
import RoastDetailPage from '../../features/roasts/components/RoastDetailPage';

const reactionsFor = (roastId: string) => <ReactionsPanel roastId={roastId} />;

const colourVisionFor = (roast: RoastDetail) =>
  roast.images[0] ? (
    <ColourVisionPreview
      roastId={roast.id}
      screenshot={roast.images[0]}
      name={roast.websiteTitle || roast.websiteDomain || roast.websiteName || 'this design'}
    />
  ) : null;

/**
 * /roast/:id: the roast with the reactions panel and the colour-vision preview in its column. Those
 * features are composed in here, in the app, so the roasts feature never imports them
 * (eslint.config.js).
 */
export default function RoastDetailScreen() {
  return <RoastDetailPage reactions={reactionsFor} colourVision={colourVisionFor} />;
}
