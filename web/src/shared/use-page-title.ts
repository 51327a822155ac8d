import { useEffect } from "react";
import { useAgencyName } from "./agency/use-agency.ts";
import { SITE_TEXTS } from "./site-texts.ts";

function setMetaDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Sets the document title ("Title | Agency", or the agency's name and tagline without a title)
 * and the page's meta description (the site's description unless given).
 */
export function usePageTitle(title?: string, description: string = SITE_TEXTS.siteDescription) {
  const agencyName = useAgencyName();
  useEffect(() => {
    document.title = title ? `${title} | ${agencyName}` : `${agencyName} · ${SITE_TEXTS.tagline}`;
  }, [title, agencyName]);
  useEffect(() => setMetaDescription(description), [description]);
}
