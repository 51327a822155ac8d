import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { BrowseHelpersButton } from "@/shared/components/browse-helpers-button.tsx";
import { paths } from "@/shared/paths.ts";
import { INFO_PAGE_TEXTS } from "../texts.ts";

type PageCtaProps = { title: string; text: string; showContact?: boolean };

/** Closes a page with the way on: the catalogue, and the contact page. */
export function PageCta({ title, text, showContact = true }: PageCtaProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        display: "flex",
        flexDirection: { xs: "column", md: "row" },
        alignItems: { md: "center" },
        justifyContent: "space-between",
        gap: 3,
        p: { xs: 3, md: 5 },
        borderRadius: "24px",
        bgcolor: "brand.tint",
      }}
    >
      <div>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{text}</Typography>
      </div>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, flexShrink: 0 }}>
        <BrowseHelpersButton />
        {showContact && (
          <Button
            component={RouterLink}
            to={paths.contact}
            variant="outlined"
            color="secondary"
            size="large"
          >
            {INFO_PAGE_TEXTS.contactUs}
          </Button>
        )}
      </Box>
    </Box>
  );
}
