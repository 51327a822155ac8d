import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import { type LanguageProficiency, profileLanguages } from "@maids/contract/profile-derived.ts";
import TranslateRounded from "@mui/icons-material/TranslateRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { RATING_MAX } from "@/shared/ui-limits.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { SectionCard } from "./section-card.tsx";

function LanguageLevel({ rating }: { rating: number }) {
  if (rating === 0) return <Chip label={HELPER_PROFILE_TEXTS.basicRating} size="small" />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Rating
        value={rating}
        max={RATING_MAX}
        precision={1}
        readOnly
        getLabelText={PROFILE_UI_TEXTS.ratingLabel}
        sx={{ color: "primary.dark" }}
      />
      <Typography variant="body2" aria-hidden sx={{ color: "text.secondary", minWidth: 52 }}>
        {PROFILE_UI_TEXTS.ratingLabel(rating)}
      </Typography>
    </Stack>
  );
}

function LanguageRow({ language, rating }: LanguageProficiency) {
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1,
        px: 2,
        py: 1.25,
        borderRadius: "12px",
        backgroundColor: "surface.muted",
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{language}</Typography>
      <LanguageLevel rating={rating} />
    </Box>
  );
}

/** Rated English, Chinese and Dialect, else the country's languages at 'Basic' (docs/product.md#helper-profile). */
export function LanguageProficiencySection({ maid }: { maid: CatalogueHelper }) {
  const languages = profileLanguages(maid);
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.languageProficiency} icon={<TranslateRounded />}>
      {languages.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{PROFILE_UI_TEXTS.noLanguages}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={HELPER_PROFILE_TEXTS.languageProficiency}
          spacing={1}
          sx={{ m: 0, p: 0, listStyle: "none" }}
        >
          {languages.map((entry) => (
            <LanguageRow key={entry.language} {...entry} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
