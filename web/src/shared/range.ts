/** An inclusive range of a two-handled slider (docs/product.md#catalogue). */
export type Range = readonly [low: number, high: number];

/**
 * The range after the slider proposes `next` for the handle being moved: that handle stops
 * one step short of the other one, which stays where it was.
 */
export function keepHandlesApart(
  next: readonly number[],
  current: Range,
  activeHandle: number,
  step: number,
): Range {
  const [low, high] = current;
  if (activeHandle === 0) return [Math.min(next[0] ?? low, high - step), high];
  return [low, Math.max(next[1] ?? high, low + step)];
}
