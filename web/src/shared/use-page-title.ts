import { useEffect } from "react";
import { SITE_NAME } from "./site-texts.ts";

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title
      ? `${title} | ${SITE_NAME}`
      : `${SITE_NAME} · Affordable maid agency in Singapore`;
  }, [title]);
}
