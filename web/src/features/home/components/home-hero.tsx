import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { FindAHelperButton } from "./find-a-helper-button.tsx";
import { HIRING_STEPS_ID } from "./hiring-steps.tsx";

function HeroFacts() {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
        gap: { xs: 1.5, md: 2 },
        m: 0,
      }}
    >
      {HOME_PAGE_TEXTS.heroFacts.map((fact) => (
        <Box
          key={fact.label}
          sx={{
            display: "flex",
            flexDirection: "column-reverse",
            justifyContent: "flex-end",
            p: { xs: 2, md: 3 },
            borderRadius: "16px",
            backgroundColor: "onInk.surface",
            border: 1,
            borderColor: "onInk.divider",
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: "onInk.secondary" }}>
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: { xs: "2rem", md: "2.75rem" },
              lineHeight: 1.2,
              color: "primary.main",
            }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        color: "common.white",
        backgroundColor: "secondary.main",
        backgroundImage: ({ palette }) =>
          `radial-gradient(circle at 85% 15%, ${alpha(palette.primary.main, 0.28)}, transparent 45%), radial-gradient(circle at 10% 90%, ${alpha(palette.primary.light, 0.14)}, transparent 40%)`,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: "grid",
          gridTemplateColumns: { md: "minmax(0, 1.3fr) minmax(0, 1fr)" },
          alignItems: "center",
          gap: { xs: 5, md: 6 },
          py: { xs: 6, md: 12 },
        }}
      >
        <div>
          <Typography variant="overline" component="p" sx={{ color: "primary.light", mb: 1.5 }}>
            {HOME_PAGE_TEXTS.heroOverline}
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ mb: 2.5, maxWidth: "14em" }}>
            {HOME_PAGE_TEXTS.heroTitle}
          </Typography>
          <Typography
            sx={{
              fontSize: { md: "1.125rem" },
              color: "onInk.secondary",
              maxWidth: "36em",
              mb: 4,
            }}
          >
            {HOME_PAGE_TEXTS.heroIntro}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
            <FindAHelperButton />
            <Button
              href={`#${HIRING_STEPS_ID}`}
              variant="outlined"
              size="large"
              sx={{
                px: 3,
                py: 1.5,
                color: "common.white",
                borderColor: "onInk.outline",
                "&:hover": { borderColor: "common.white", bgcolor: "onInk.hover" },
              }}
            >
              {HOME_PAGE_TEXTS.howItWorks}
            </Button>
          </Box>
        </div>
        <HeroFacts />
      </Container>
    </Box>
  );
}
