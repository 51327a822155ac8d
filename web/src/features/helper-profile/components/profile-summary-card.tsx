import { type CatalogueHelper, hasFullProfile } from "@maids/contract/helper.ts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { HelperPhoto } from "@/shared/components/helper-photo.tsx";
import { ShortlistButton } from "@/shared/favourites/shortlist-button.tsx";
import { formatMoney } from "@/shared/format.ts";
import { BLUR_PX, BLUR_REAPPLY_MS } from "@/shared/ui-limits.ts";
import { useSendToSignIn } from "../hooks/use-send-to-sign-in.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { ContactActions } from "./contact-actions.tsx";
import { CountryFlag } from "./country-flag.tsx";
import { ExperienceBadgeChip } from "./profile-chips.tsx";

/** At most 380px wide from the md breakpoint, beside the details on tablets, full width on phones. */
const DETAIL_PHOTO_SIZES = "(min-width: 900px) 380px, (min-width: 600px) 45vw, 100vw";

function ProfilePhoto({ maid }: { maid: CatalogueHelper }) {
  const sendToSignIn = useSendToSignIn();
  return (
    <Box sx={{ position: "relative", aspectRatio: "4 / 5" }}>
      <HelperPhoto
        photo={maid}
        name={maid.name}
        sizes={DETAIL_PHOTO_SIZES}
        blur={{ px: BLUR_PX.detail, reapplyMs: BLUR_REAPPLY_MS.other }}
        eager
      />
      <ExperienceBadgeChip
        types={maid.type}
        sx={{
          position: "absolute",
          top: 16,
          left: 16,
          boxShadow: (theme) => theme.customShadows.overlay,
        }}
      />
      <ShortlistButton
        maid={maid}
        placement={{ top: 12, right: 12 }}
        onSignedOutClick={() => sendToSignIn()}
      />
    </Box>
  );
}

function Pay({ label, amount, suffix }: { label: string; amount: number; suffix?: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: "1.375rem", lineHeight: 1.3 }}>
        {formatMoney(amount)}
        {suffix && (
          <Box
            component="span"
            sx={{ fontWeight: 500, fontSize: "0.875rem", color: "text.secondary", ml: 0.5 }}
          >
            {suffix}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

function NameAndOrigin({ maid }: { maid: CatalogueHelper }) {
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: "text.secondary" }}>
        {PROFILE_UI_TEXTS.maidId(maid.id)}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {maid.name}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", mt: 1, color: "text.secondary", flexWrap: "wrap" }}
      >
        <CountryFlag country={maid.country} />
        <Typography component="span" aria-hidden>
          {maid.country}
        </Typography>
        <Typography component="span" aria-hidden>
          ·
        </Typography>
        <Typography component="span">{PROFILE_UI_TEXTS.yearsOld(maid.age)}</Typography>
      </Stack>
    </Box>
  );
}

/** Photo, name, pay and contact: the left column, kept in view on tall desktop screens. */
export function ProfileSummaryCard({ maid }: { maid: CatalogueHelper }) {
  return (
    <Card
      sx={{
        display: { sm: "grid", md: "block" },
        gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)",
        alignItems: "center",
      }}
    >
      <ProfilePhoto maid={maid} />
      <Stack spacing={2.5} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <NameAndOrigin maid={maid} />
        <Stack direction="row" spacing={4} divider={<Divider orientation="vertical" flexItem />}>
          <Pay
            label={PROFILE_UI_TEXTS.monthlySalary}
            amount={maid.salary}
            suffix={PROFILE_UI_TEXTS.perMonth}
          />
          {hasFullProfile(maid) && <Pay label={PROFILE_UI_TEXTS.loan} amount={maid.loan} />}
        </Stack>
        <ContactActions maid={maid} />
      </Stack>
    </Card>
  );
}
