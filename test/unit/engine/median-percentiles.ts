import type { Percentiles } from '../../../functions/engine/calibration';

/** A page at the median of the top-500 population on every percentile (tests that vary facts only). */
export const MEDIAN_PERCENTILES: Percentiles = {
  colour: 50,
  edges: 50,
  luma: 50,
  edgesVp: 50,
  lumaVp: 50,
  figureGround: 50,
  congestion: 50,
  distinct: 50,
  clusters: 50,
  saturationSd: 50,
};
