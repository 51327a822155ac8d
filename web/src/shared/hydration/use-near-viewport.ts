import { useEffect, useRef, useState } from "react";

/** What counts as near: within one screen's height below or above the visible part. */
const NEAR_MARGIN = "100% 0px 100% 0px";

/**
 * Whether the element given to the returned ref is on or near the screen, once it has been:
 * it starts false (on the server too, so a drawn page hydrates as it was drawn) and turns true
 * for good when the element comes within a screen of the visible part, or at once where the
 * browser has no IntersectionObserver. While `watch` is false it is true from the start, and
 * nothing is observed or drawn again.
 */
export function useNearViewport<T extends Element>(watch: boolean) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch, seen]);

  return { ref, isNear: !watch || seen };
}
