import { WHATSAPP_TEXTS } from "@maids/contract/agency.ts";
import type { CatalogueHelper } from "@maids/contract/helper.ts";
import WhatsApp from "@mui/icons-material/WhatsApp";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useWhatsappLink } from "../agency/use-agency.ts";
import { useSession } from "../session/use-session.ts";
import { WelcomeDialog } from "../welcome-dialog/welcome-dialog.tsx";
import { HELPER_CARD_TEXTS } from "./texts.ts";

/** Above the card's stretched profile link, so that it gets its own clicks. */
const contactStyle = { position: "relative", zIndex: 1, flexShrink: 0 } as const;

function WhatsappContact({ maid }: { maid: CatalogueHelper }) {
  const link = useWhatsappLink(WHATSAPP_TEXTS.card(maid.id));
  const label = HELPER_CARD_TEXTS.contactOnWhatsappLabel(maid.name);
  if (!link) {
    return (
      <Button variant="contained" size="small" disabled startIcon={<WhatsApp />} sx={contactStyle}>
        {HELPER_CARD_TEXTS.contact}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      variant="contained"
      size="small"
      startIcon={<WhatsApp />}
      sx={contactStyle}
    >
      {HELPER_CARD_TEXTS.contact}
    </Button>
  );
}

/** Anonymous visitors cannot contact helpers; Contact invites them to sign up (docs/product.md#whatsapp-contact). */
function WelcomeContact({ name, disabled }: { name: string; disabled: boolean }) {
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  return (
    <>
      <Button
        aria-label={HELPER_CARD_TEXTS.contactLabel(name)}
        aria-haspopup="dialog"
        variant="contained"
        size="small"
        disabled={disabled}
        startIcon={<WhatsApp />}
        onClick={() => setWelcomeOpen(true)}
        sx={contactStyle}
      >
        {HELPER_CARD_TEXTS.contact}
      </Button>
      {welcomeOpen && <WelcomeDialog open onClose={() => setWelcomeOpen(false)} />}
    </>
  );
}

/** WhatsApp for signed-in users, the welcome dialog for everybody else. */
export function ContactButton({ maid }: { maid: CatalogueHelper }) {
  const { isPending, isSignedIn } = useSession();
  if (isSignedIn) return <WhatsappContact maid={maid} />;
  return <WelcomeContact name={maid.name} disabled={isPending} />;
}
