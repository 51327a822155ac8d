import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { SITE_TEXTS } from "../site-texts.ts";
import { usePageTitle } from "../use-page-title.ts";
import { BrowseHelpersButton } from "./browse-helpers-button.tsx";

/** Stands in for a screen that a later part of the project builds. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {SITE_TEXTS.placeholderIntro}
      </Typography>
      <BrowseHelpersButton />
    </Container>
  );
}
