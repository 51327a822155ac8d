import { NAV_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "../paths.ts";
import { SITE_NAME, SITE_TEXTS } from "../site-texts.ts";

const FOOTER_COLUMNS = [
  {
    title: SITE_TEXTS.footerExplore,
    links: [
      { label: NAV_TEXTS.search, to: paths.catalogue },
      { label: NAV_TEXTS.recommendation, to: paths.recommend },
      { label: NAV_TEXTS.pricing, to: paths.home },
    ],
  },
  {
    title: SITE_TEXTS.footerAgency,
    links: [
      { label: SITE_TEXTS.about, to: paths.about },
      { label: SITE_TEXTS.services, to: paths.services },
      { label: SITE_TEXTS.faqs, to: paths.faqs },
      { label: SITE_TEXTS.contact, to: paths.contact },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ backgroundColor: "secondary.main", color: "#ffffff", mt: 8 }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={{ xs: 4, md: 10 }}>
          <Box sx={{ maxWidth: 380 }}>
            <Typography sx={{ fontWeight: 800, fontSize: "1.25rem", mb: 1 }}>
              {SITE_NAME}
            </Typography>
            <Typography variant="body2" sx={{ color: "rgba(255, 255, 255, 0.75)" }}>
              {SITE_TEXTS.footerBlurb}
            </Typography>
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 180px))", gap: 4 }}>
            {FOOTER_COLUMNS.map((column) => (
              <Box component="nav" key={column.title} aria-label={column.title}>
                <Typography variant="overline" component="p" sx={{ color: "primary.light", mb: 1 }}>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} variant="body2">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
        </Stack>
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 5, pt: 3, borderTop: "1px solid rgba(255, 255, 255, 0.12)", opacity: 0.7 }}
        >
          © {new Date().getFullYear()} {SITE_NAME}. {SITE_TEXTS.rightsReserved}
        </Typography>
      </Container>
    </Box>
  );
}
