/** Spec section 9: the snow effect is 50 flakes. */
export const SNOW_FLAKES = 50;

export interface Flake {
  /** Across the viewport, in % of its width. */
  left: number;
  /** Diameter in px. */
  size: number;
  /** One fall from top to bottom, in seconds. */
  durationS: number;
  /** Negative, so the flakes are already spread over the page on the first frame. */
  delayS: number;
  opacity: number;
}

/** A fraction in [0, 1) from an index, evenly spread (golden-ratio sequence): the same on every load. */
const spread = (index: number, salt: number) => ((index + 1) * 0.6180339887 + salt) % 1;
const round = (value: number) => Math.round(value * 100) / 100;

/** The flakes of the snow layer: `count` of them, at positions that do not change between loads. */
export function snowFlakes(count = SNOW_FLAKES): Flake[] {
  return Array.from({ length: count }, (_, index) => {
    const duration = 8 + spread(index, 0.31) * 10;
    return {
      left: round(spread(index, 0) * 100),
      size: round(3 + spread(index, 0.57) * 5),
      durationS: round(duration),
      delayS: -round(spread(index, 0.83) * duration),
      opacity: round(0.5 + spread(index, 0.17) * 0.5),
    };
  });
}
