import { useEffect, useRef, useState } from "react";

function canAnimate(): boolean {
  if (typeof IntersectionObserver === "undefined") return false;
  return !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Whether an element has scrolled into view yet. Always true where the browser cannot tell
 * (no IntersectionObserver) or the visitor asks for reduced motion, so nothing stays hidden.
 */
export function useRevealOnScroll<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(() => !canAnimate());

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);

  return { ref, revealed };
}
