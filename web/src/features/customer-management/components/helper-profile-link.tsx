import OpenInNewRounded from "@mui/icons-material/OpenInNewRounded";
import Link from "@mui/material/Link";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { helperHref } from "@/shared/paths.ts";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";

/** The helper's public profile, in a new tab so the admin keeps their place. */
export function HelperProfileLink({ maidId, name }: { maidId: number; name: string }) {
  return (
    <Link
      href={helperHref(maidId)}
      target="_blank"
      rel="noopener"
      underline="hover"
      sx={{ fontWeight: 700, display: "inline-flex", alignItems: "center", gap: 0.5 }}
    >
      {name}
      <OpenInNewRounded aria-hidden sx={{ fontSize: 16, color: "text.secondary" }} />
      <VisuallyHidden>{CUSTOMER_UI_TEXTS.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
