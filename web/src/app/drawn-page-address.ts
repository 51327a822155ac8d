import { filtersFromParams, filtersToParams } from "@maids/contract/catalogue-filters.ts";
import { matchPath } from "react-router";
import { paths } from "@/shared/paths.ts";

/**
 * The address of a drawn page with only the parameters the page reads, spelled one way: the
 * catalogue's filters (values it cannot show dropped, ranges brought into range), nothing for
 * a helper's page. Every address with the same drawn page has the same one, so the server
 * draws and keeps the page once for all of them (an analytics `utm_source` makes no new page).
 */
export function drawnPageAddress(url: URL): URL {
  const address = new URL(url.pathname, url.origin);
  if (matchPath({ path: paths.catalogue, caseSensitive: false }, url.pathname)) {
    const filters = filtersToParams(filtersFromParams(url.searchParams));
    for (const [name, value] of Object.entries(filters)) address.searchParams.set(name, value);
  }
  return address;
}
