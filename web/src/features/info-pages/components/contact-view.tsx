import type { Agency } from "@maids/contract/agency.ts";
import EmailRounded from "@mui/icons-material/EmailRounded";
import PhoneRounded from "@mui/icons-material/PhoneRounded";
import PlaceRounded from "@mui/icons-material/PlaceRounded";
import WhatsApp from "@mui/icons-material/WhatsApp";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useAgency, useWhatsappLink } from "@/shared/agency/use-agency.ts";
import { IconBadge } from "@/shared/components/icon-badge.tsx";
import { INFO_PAGE_TEXTS } from "../texts.ts";
import { InfoPageHeader } from "./info-page-header.tsx";

const TEXTS = INFO_PAGE_TEXTS.contact;

type ContactCardProps = { icon: ReactNode; title: string; text?: string; children: ReactNode };

function ContactCard({ icon, title, text, children }: ContactCardProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        display: "grid",
        alignContent: "start",
        gap: 1,
        p: { xs: 3, md: 4 },
        borderRadius: "20px",
        bgcolor: "background.paper",
        border: 1,
        borderColor: "divider",
      }}
    >
      <IconBadge size={52} sx={{ mb: 1 }}>
        {icon}
      </IconBadge>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      {text && <Typography sx={{ color: "text.secondary" }}>{text}</Typography>}
      <Box sx={{ mt: 1, overflowWrap: "anywhere" }}>{children}</Box>
    </Box>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function ContactCards({ agency }: { agency: Agency }) {
  const whatsappLink = useWhatsappLink(TEXTS.whatsappGreeting);
  return (
    <>
      <ContactCard icon={<WhatsApp />} title={TEXTS.whatsappTitle} text={TEXTS.whatsappText}>
        {whatsappLink && (
          <Button
            href={whatsappLink}
            target="_blank"
            rel="noopener"
            variant="contained"
            startIcon={<WhatsApp />}
          >
            {TEXTS.whatsappButton}
          </Button>
        )}
      </ContactCard>
      <ContactCard icon={<PhoneRounded />} title={TEXTS.phoneTitle} text={TEXTS.phoneText}>
        <Link href={telHref(agency.phone)} sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
          {agency.phone}
        </Link>
      </ContactCard>
      <ContactCard icon={<EmailRounded />} title={TEXTS.emailTitle} text={TEXTS.emailText}>
        <Link href={`mailto:${agency.email}`} sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
          {agency.email}
        </Link>
      </ContactCard>
      <ContactCard icon={<PlaceRounded />} title={TEXTS.visitTitle}>
        <Box component="address" sx={{ fontStyle: "normal", fontWeight: 700 }}>
          {agency.address}
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
          {TEXTS.openingHours}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line" }}>{agency.openingHours}</Typography>
      </ContactCard>
    </>
  );
}

const CARD_KEYS = ["whatsapp", "phone", "email", "visit"];

/** WhatsApp, phone, email, address and opening hours, all from the agency's configuration. */
export function ContactView({ title }: { title: string }) {
  const agency = useAgency();
  return (
    <>
      <InfoPageHeader overline={TEXTS.overline} title={title} intro={TEXTS.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { sm: "repeat(2, minmax(0, 1fr))" },
            gap: 2.5,
          }}
        >
          {agency ? (
            <ContactCards agency={agency} />
          ) : (
            CARD_KEYS.map((key) => (
              <Skeleton key={key} variant="rounded" sx={{ height: 220, borderRadius: "20px" }} />
            ))
          )}
        </Box>
        <Typography sx={{ color: "text.secondary", mt: 4, textAlign: "center" }}>
          {TEXTS.profileTip}
        </Typography>
      </Container>
    </>
  );
}
