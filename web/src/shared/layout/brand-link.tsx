import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { useAgency } from "../agency/use-agency.ts";
import { BrandMark } from "../components/brand-mark.tsx";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import { AgencyName } from "./agency-name.tsx";

export function BrandLink({ onClick }: { onClick?: () => void }) {
  const agency = useAgency();
  return (
    <Link
      component={RouterLink}
      to={paths.home}
      aria-label={agency ? undefined : SITE_TEXTS.home}
      underline="none"
      onClick={onClick}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1.25,
        borderRadius: "8px",
        minWidth: 0,
      }}
    >
      <BrandMark />
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: "1.2rem",
          letterSpacing: "-0.01em",
          whiteSpace: "nowrap",
          overflow: "hidden",
          textOverflow: "ellipsis",
        }}
      >
        <AgencyName />
      </Box>
    </Link>
  );
}
