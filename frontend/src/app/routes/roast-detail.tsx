import { ReactionsPanel } from '../../features/reactions/components/ReactionsPanel';
import RoastDetailPage from '../../features/roasts/components/RoastDetailPage';

const reactionsFor = (roastId: string) => <ReactionsPanel roastId={roastId} />;

/**
 * /roast/:id: the roast with the reactions panel in its column. The reactions feature is composed in
 * here, in the app, so the roasts feature never imports it (eslint.config.js).
 */
export default function RoastDetailScreen() {
  return <RoastDetailPage reactions={reactionsFor} />;
}
