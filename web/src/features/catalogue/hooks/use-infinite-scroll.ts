import { useEffect, useEffectEvent, useState } from "react";

/** Starts loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = "0px 0px 600px 0px";

/**
 * Calls `onReachEnd` when the element given to the returned ref scrolls into view, while
 * `enabled`. Re-enabling checks again, so a short page that leaves the end in view goes on
 * loading. Without IntersectionObserver (old browsers, jsdom) nothing happens: the 'Show
 * more' button still works.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const reachEnd = useEffectEvent(onReachEnd);

  useEffect(() => {
    if (!sentinel || !enabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachEnd();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled]);

  return setSentinel;
}
