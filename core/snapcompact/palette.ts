/** The global frame palette (snapcompact spec §1.6): white paper, six sentence hues, black, band yellow, dim gray. */

export const PALETTE: readonly (readonly [number, number, number])[] = [
  [255, 255, 255],
  [109, 2, 2],
  [109, 53, 2],
  [24, 109, 2],
  [2, 109, 109],
  [2, 32, 109],
  [75, 2, 109],
  [0, 0, 0],
  [255, 247, 194],
  [128, 128, 128],
];

export const BACKGROUND = 0;
export const BLACK = 7;
export const BAND = 8;
export const DIM_GRAY = 9;
export const HUE_COUNT = 6;
