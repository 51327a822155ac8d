import { createContext, useContext, useEffect } from "react";
import { useAgencyName } from "./agency/use-agency.ts";
import { SITE_TEXTS } from "./site-texts.ts";

/**
 * What a page drawn on the server names itself, filled in while it is drawn (entry-server.tsx),
 * so that the page arrives with its title and description rather than the site's until its
 * script runs. Absent in the browser.
 */
export type PageHead = { title?: string; description?: string };
export const PageHeadContext = createContext<PageHead | null>(null);

function setMetaDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = description;
}

/** "Title | Agency", or the agency's name and tagline without a title. */
const documentTitle = (title: string | undefined, agencyName: string) =>
  title ? `${title} | ${agencyName}` : `${agencyName} · ${SITE_TEXTS.tagline}`;

/**
 * Sets the document title ("Title | Agency", or the agency's name and tagline without a title)
 * and the page's meta description (the site's description unless given).
 */
export function usePageTitle(title?: string, description: string = SITE_TEXTS.siteDescription) {
  const agencyName = useAgencyName();
  const drawnPageHead = useContext(PageHeadContext);
  if (drawnPageHead) {
    drawnPageHead.title = documentTitle(title, agencyName);
    drawnPageHead.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title, agencyName);
  }, [title, agencyName]);
  useEffect(() => setMetaDescription(description), [description]);
}
