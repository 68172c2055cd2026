import GalleryPage from '../../features/gallery/components/GalleryPage';
import { useRankBadges } from '../../features/leaderboard/hooks/use-rank-badges';

/**
 * /gallery: the gallery's cards wear the leaderboards' rank badges. Two features meet here, in the app,
 * so neither imports the other (bulletproof-react's unidirectional rule, enforced in eslint.config.js).
 */
export default function GalleryScreen() {
  return <GalleryPage rankBadges={useRankBadges()} />;
}
