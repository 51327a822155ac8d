import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { BrandMark } from "../components/brand-mark.tsx";
import { paths } from "../paths.ts";
import { SITE_NAME } from "../site-texts.ts";

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
