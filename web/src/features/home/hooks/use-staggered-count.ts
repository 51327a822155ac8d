import { startTransition, useEffect, useState } from "react";

/**
 * Counts from 0 up to `total`, one step per browser task after the first paint, so that a long
 * page renders and commits one part at a time instead of in one task that blocks input.
 */
export function useStaggeredCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount(count + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return count;
}
