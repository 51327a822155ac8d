import { type Location, ScrollRestoration } from "react-router";

/**
 * React Router names every page a tab loads afresh "default", so by its own key a page opened
 * by typing its address would take the scroll position of whatever the tab loaded before.
 * Fresh loads are keyed by their address instead; pages reached inside the app keep their entry.
 */
function scrollPositionKey(location: Pick<Location, "key" | "pathname" | "search">) {
  return location.key === "default" ? `${location.pathname}${location.search}` : location.key;
}

export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollPositionKey} />;
}
