import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_NAME } from "../site-texts.ts";

function BrandMark() {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 36, height: 36 }}>
      <rect width="64" height="64" rx="16" fill="#ff914d" />
      <path d="M32 14 12 30h6v20h28V30h6z" fill="#0c191b" />
      <path
        d="M32 46s-9-5.6-9-11.4c0-3 2.3-5.1 5-5.1 1.7 0 3.2.9 4 2.2.8-1.3 2.3-2.2 4-2.2 2.7 0 5 2.1 5 5.1C41 40.4 32 46 32 46z"
        fill="#ff914d"
      />
    </Box>
  );
}

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home}
      underline="none"
      onClick={onClick}
      sx={{ display: "inline-flex", alignItems: "center", gap: 1.25, borderRadius: "8px" }}
    >
      <BrandMark />
      <Box component="span" sx={{ fontWeight: 800, fontSize: "1.2rem", letterSpacing: "-0.01em" }}>
        {SITE_NAME}
      </Box>
    </Link>
  );
}
