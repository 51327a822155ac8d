import { type KeyboardEvent, type TouchEvent, useRef, useState } from "react";

/** How far a finger must travel sideways to turn the page. */
const SWIPE_DISTANCE_PX = 48;

/**
 * One page out of `pageCount`, turned by the previous and next controls, the arrow keys
 * (Home and End jump to the ends) and a sideways swipe; it wraps around at both ends.
 */
export function useCarousel(pageCount: number) {
  const [requestedPage, setPage] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const page = pageCount > 0 ? Math.min(requestedPage, pageCount - 1) : 0;

  const next = () => setPage(pageCount > 0 ? (page + 1) % pageCount : 0);
  const previous = () => setPage(pageCount > 0 ? (page - 1 + pageCount) % pageCount : 0);

  const keys: Record<string, () => void> = {
    ArrowRight: next,
    ArrowLeft: previous,
    Home: () => setPage(0),
    End: () => setPage(Math.max(pageCount - 1, 0)),
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE_PX) return;
      if (end < start) next();
      else previous();
    },
  };

  return { page, pageCount, next, previous, onKeyDown, swipeHandlers };
}

export type Carousel = ReturnType<typeof useCarousel>;
