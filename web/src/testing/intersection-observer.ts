import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * An IntersectionObserver whose targets the test brings into view: the answer reports every
 * observed element as intersecting.
 */
export function stubIntersectionObserver(): () => void {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return () =>
    act(() => {
      for (const callback of callbacks) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
}
