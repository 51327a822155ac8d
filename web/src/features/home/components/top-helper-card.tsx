import type { PublicHelper } from "@maids/contract/helper.ts";
import TranslateRounded from "@mui/icons-material/TranslateRounded";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { HelperPhoto } from "@/shared/components/helper-photo.tsx";
import { HelperCardHeading, linkedCardStyle } from "@/shared/helper-card/helper-card-heading.tsx";
import { MonthlySalary } from "@/shared/helper-card/monthly-salary.tsx";
import { BLUR_PX, BLUR_REAPPLY_MS } from "@/shared/ui-limits.ts";
import { HOME_PAGE_TEXTS } from "../texts.ts";
import { languageRatingText, shownSkills } from "../utils/helper-summary.ts";

/** A small portrait beside the details on phones; a square photo above them from sm up. */
const PHOTO_SIZES = "(min-width: 1200px) 380px, (min-width: 600px) 33vw, 112px";

function Details({ maid }: { maid: PublicHelper }) {
  return (
    <Box
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        display: "grid",
        alignContent: "start",
        gap: { xs: 0.5, sm: 1 },
        minWidth: 0,
      }}
    >
      <HelperCardHeading maid={maid} />
      <Typography
        variant="body2"
        sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}
      >
        <TranslateRounded sx={{ fontSize: 18 }} aria-hidden />
        {HOME_PAGE_TEXTS.languageRating}:{" "}
        <Box component="strong" sx={{ color: "text.primary" }}>
          {languageRatingText(maid)}
        </Box>
      </Typography>
      <Box
        component="ul"
        aria-label={HOME_PAGE_TEXTS.skills}
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", p: 0, m: 0 }}
      >
        {shownSkills(maid).map((skill) => (
          <li key={skill}>
            <Chip
              label={skill}
              size="small"
              sx={{ bgcolor: "brand.tint", color: "text.primary" }}
            />
          </li>
        ))}
      </Box>
      <MonthlySalary salary={maid.salary} />
    </Box>
  );
}

/** One helper of the landing page's carousel: photo, origin, languages, skills and salary. */
export function TopHelperCard({ maid }: { maid: PublicHelper }) {
  return (
    <Card
      component="article"
      sx={{
        position: "relative",
        height: 1,
        display: "grid",
        gridTemplateColumns: { xs: "112px minmax(0, 1fr)", sm: "minmax(0, 1fr)" },
        gridTemplateRows: { sm: "auto 1fr" },
        ...linkedCardStyle,
      }}
    >
      <Box sx={{ position: "relative", minHeight: 140, aspectRatio: { xs: "auto", sm: "1 / 1" } }}>
        <HelperPhoto
          photo={maid}
          name={maid.name}
          sizes={PHOTO_SIZES}
          blur={{ px: BLUR_PX.carousel, reapplyMs: BLUR_REAPPLY_MS.other }}
        />
      </Box>
      <Details maid={maid} />
    </Card>
  );
}
