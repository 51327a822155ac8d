import HomeRounded from "@mui/icons-material/HomeRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "@/shared/paths.ts";
import { SITE_TEXTS } from "@/shared/site-texts.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";

export function NotFoundPage() {
  usePageTitle(SITE_TEXTS.notFoundTitle);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: "center" }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: "4.5rem", md: "6rem" },
          fontWeight: 800,
          lineHeight: 1,
          color: "primary.main",
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        {SITE_TEXTS.notFoundTitle}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 4 }}>{SITE_TEXTS.notFoundIntro}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "center" }}>
        <Button
          component={RouterLink}
          to={paths.home}
          variant="contained"
          size="large"
          startIcon={<HomeRounded />}
        >
          {SITE_TEXTS.backHome}
        </Button>
        <Button
          component={RouterLink}
          to={paths.catalogue}
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<SearchRounded />}
        >
          {SITE_TEXTS.browseHelpers}
        </Button>
      </Stack>
    </Container>
  );
}
