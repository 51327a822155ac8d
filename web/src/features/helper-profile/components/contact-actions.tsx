import { WHATSAPP_TEXTS } from "@maids/contract/agency.ts";
import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { API_MESSAGES } from "@maids/contract/messages.ts";
import WhatsApp from "@mui/icons-material/WhatsApp";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useWhatsappLink } from "@/shared/agency/use-agency.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useSendToSignIn } from "../hooks/use-send-to-sign-in.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { hasBiodata } from "../utils/biodata.ts";
import { BiodataActions } from "./biodata-actions.tsx";
import { RequestInterview } from "./request-interview.tsx";

function WhatsappButton({ maid }: { maid: CatalogueHelper }) {
  const href = useWhatsappLink(WHATSAPP_TEXTS.profile(maid.name, maid.id));
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      disabled={!href}
      startIcon={<WhatsApp />}
    >
      {PROFILE_UI_TEXTS.whatsapp}
    </Button>
  );
}

/** Anonymous visitors cannot contact the agency about a helper until they sign in (docs/product.md#whatsapp-contact). */
function SignInToContact() {
  const sendToSignIn = useSendToSignIn();
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        startIcon={<WhatsApp />}
        onClick={() => sendToSignIn()}
      >
        {PROFILE_UI_TEXTS.signInToContact}
      </Button>
      <Typography variant="body2" sx={{ color: "text.secondary", textAlign: "center" }}>
        {PROFILE_UI_TEXTS.contactHint}
      </Typography>
    </Stack>
  );
}

/** Her biodata says she is not available for interview: no request can be arranged. */
const notAvailableForInterview = (maid: CatalogueHelper) =>
  hasBiodata(maid) && maid.biodata.interview.includes("notAvailable");

export function ContactActions({ maid }: { maid: CatalogueHelper }) {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <SignInToContact />;
  return (
    <Stack spacing={1.5}>
      {notAvailableForInterview(maid) ? (
        <Typography variant="body2" sx={{ color: "text.secondary", textAlign: "center" }}>
          {API_MESSAGES.notAvailableForInterview}
        </Typography>
      ) : (
        <RequestInterview maidId={maid.id} />
      )}
      <WhatsappButton maid={maid} />
      {hasBiodata(maid) && <BiodataActions maid={maid} />}
    </Stack>
  );
}
