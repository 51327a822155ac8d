import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { SITE_TEXTS } from "@/shared/site-texts.ts";

/** Shown inside the layout when a page fails to load or throws, e.g. a stale chunk after a deploy. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error("A page could not be shown.", error);
  }, [error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: "center" }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SITE_TEXTS.routeErrorTitle}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 4 }}>{SITE_TEXTS.routeErrorIntro}</Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {SITE_TEXTS.reload}
      </Button>
    </Container>
  );
}
