import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type InfoPageHeaderProps = { overline: string; title: string; intro: ReactNode };

/** The dark band at the top of the about, services and contact pages. */
export function InfoPageHeader({ overline, title, intro }: InfoPageHeaderProps) {
  return (
    <Box
      sx={{
        color: "common.white",
        bgcolor: "secondary.main",
        backgroundImage: (theme) =>
          `radial-gradient(circle at 90% 10%, ${alpha(theme.palette.primary.main, 0.25)}, transparent 45%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="overline" component="p" sx={{ color: "primary.light", mb: 1 }}>
          {overline}
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography
          component="div"
          sx={{
            fontSize: { md: "1.125rem" },
            color: "onInk.secondary",
            maxWidth: "40em",
          }}
        >
          {intro}
        </Typography>
      </Container>
    </Box>
  );
}
