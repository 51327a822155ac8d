import { createElement, type ReactNode, Suspense } from "react";

/**
 * A part of a page drawn on the server that React takes over on its own, after the rest of
 * the page, in a task of its own: hydrating twenty helper cards in one go would hold a phone's
 * main thread for long (docs/decisions/0036-first-screen-on-the-server.md). A Suspense boundary
 * is what React hydrates separately; nothing in it suspends, so it never shows a fallback.
 */
export function HydrateSeparately({
  component = "div",
  children,
}: {
  /** The element that carries the part: a `li` in a list. */
  component?: "div" | "li";
  children: ReactNode;
}) {
  return createElement(component, null, <Suspense>{children}</Suspense>);
}
