import { type RefObject, useEffect, useRef } from "react";

/**
 * When a card leaves the list (its heart was untoggled), the focused heart goes with it; focus
 * then moves to `target` so that keyboard and screen-reader users keep their place.
 */
export function useFocusAfterRemoval(count: number, target: RefObject<HTMLElement | null>) {
  const previous = useRef(count);
  useEffect(() => {
    const dropped = count < previous.current;
    previous.current = count;
    if (dropped && document.activeElement === document.body) target.current?.focus();
  }, [count, target]);
}
