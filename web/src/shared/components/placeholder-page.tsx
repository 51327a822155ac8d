import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import { usePageTitle } from "../use-page-title.ts";

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
      <Button
        component={RouterLink}
        to={paths.catalogue}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardRounded />}
      >
        {SITE_TEXTS.browseHelpers}
      </Button>
    </Container>
  );
}
