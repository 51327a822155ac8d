import type { Agency } from "@maids/contract/agency.ts";
import { NAV_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useAgency, useWhatsappLink } from "../agency/use-agency.ts";
import { paths } from "../paths.ts";
import { SITE_TEXTS } from "../site-texts.ts";
import { AgencyName } from "./agency-name.tsx";

const FOOTER_COLUMNS = [
  {
    title: SITE_TEXTS.footerExplore,
    links: [
      { label: NAV_TEXTS.search, to: paths.catalogue },
      { label: NAV_TEXTS.shortlisted, to: paths.shortlisted },
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
      { label: SITE_TEXTS.terms, to: paths.terms },
      { label: SITE_TEXTS.privacy, to: paths.privacy },
    ],
  },
] as const;

const mutedText = { color: "onInk.secondary" } as const;
/** The agency and its contact details take a whole row on phones, the links share one. */
const wideOnPhones = { gridColumn: { xs: "1 / -1", md: "auto" } } as const;

function ColumnTitle({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h2" sx={{ color: "primary.light", mb: 1 }}>
      {children}
    </Typography>
  );
}

function LinkColumns() {
  return FOOTER_COLUMNS.map((column) => (
    <Box component="nav" key={column.title} aria-label={column.title}>
      <ColumnTitle>{column.title}</ColumnTitle>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {column.links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} variant="body2">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  ));
}

function ContactLines({ agency }: { agency: Agency }) {
  const whatsappLink = useWhatsappLink(SITE_TEXTS.whatsappGreeting);
  const lines = [
    {
      label: SITE_TEXTS.phone,
      value: agency.phone,
      href: `tel:${agency.phone.replace(/\s/g, "")}`,
    },
    { label: SITE_TEXTS.whatsapp, value: SITE_TEXTS.whatsappCta, href: whatsappLink },
    { label: SITE_TEXTS.email, value: agency.email, href: `mailto:${agency.email}` },
    { label: SITE_TEXTS.address, value: agency.address },
    { label: SITE_TEXTS.openingHours, value: agency.openingHours },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: "grid", gap: 0.25 }}>
          <Typography component="dt" variant="caption" sx={mutedText}>
            {line.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {line.href ? (
              <Link
                href={line.href}
                {...(line.label === SITE_TEXTS.whatsapp && { target: "_blank", rel: "noopener" })}
              >
                {line.value}
              </Link>
            ) : (
              line.value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ContactColumn() {
  const agency = useAgency();
  return (
    <Box component="section" aria-labelledby="footer-contact-title" sx={wideOnPhones}>
      <Typography
        id="footer-contact-title"
        variant="overline"
        component="h2"
        sx={{ color: "primary.light", mb: 1 }}
      >
        {SITE_TEXTS.footerContact}
      </Typography>
      {agency ? (
        <ContactLines agency={agency} />
      ) : (
        <Stack spacing={1}>
          {["phone", "whatsapp", "email", "address", "hours"].map((key) => (
            <Skeleton key={key} variant="text" sx={{ bgcolor: "onInk.divider" }} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function AgencySummary() {
  const agency = useAgency();
  return (
    <Box sx={{ maxWidth: 360, ...wideOnPhones }}>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: "1.25rem", mb: 1 }}>
        <AgencyName />
      </Typography>
      <Typography variant="body2" sx={{ ...mutedText, mb: 2 }}>
        {SITE_TEXTS.footerBlurb}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, minHeight: "1.5em" }}>
        {agency && SITE_TEXTS.licence(agency.licenceNumber)}
      </Typography>
    </Box>
  );
}

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ backgroundColor: "secondary.main", color: "common.white", mt: 8 }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: "grid",
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: {
              xs: "repeat(2, minmax(0, 1fr))",
              md: "minmax(0, 1.4fr) repeat(2, minmax(0, 0.7fr)) minmax(0, 1.2fr)",
            },
          }}
        >
          <AgencySummary />
          <LinkColumns />
          <ContactColumn />
        </Box>
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: "onInk.divider", ...mutedText }}
        >
          © {new Date().getFullYear()} <AgencyName placeholderWidth={80} />.{" "}
          {SITE_TEXTS.rightsReserved}
        </Typography>
      </Container>
    </Box>
  );
}
