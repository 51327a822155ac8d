import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import BoltRounded from "@mui/icons-material/BoltRounded";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { DEFAULT_SKILLS_TEXT } from "@/shared/ui-limits.ts";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { AvailabilityChip, ChipList, ExperienceBadgeChip } from "./profile-chips.tsx";
import { SectionCard } from "./section-card.tsx";

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        // A row of label and value on phones, a tile from tablets up.
        display: { xs: "flex", sm: "grid" },
        alignItems: "center",
        alignContent: "start",
        justifyContent: "space-between",
        gap: 1,
        px: 2,
        py: { xs: 1.25, sm: 2 },
        borderRadius: "12px",
        backgroundColor: "surface.muted",
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function LabelledGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Experience level, rest days and availability at a glance, with the types and skills. */
export function QuickFacts({ maid }: { maid: CatalogueHelper }) {
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.quickFacts} icon={<BoltRounded />}>
      <Stack spacing={3}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
            gap: { xs: 1, sm: 1.5 },
          }}
        >
          <Tile label={PROFILE_UI_TEXTS.experienceLevel}>
            <ExperienceBadgeChip types={maid.type} />
          </Tile>
          <Tile label={PROFILE_UI_TEXTS.restDaysPerMonth}>
            <Typography sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
              {PROFILE_UI_TEXTS.restDays(maid.maidDetails.restDay)}
            </Typography>
          </Tile>
          <Tile label={PROFILE_UI_TEXTS.availability}>
            <AvailabilityChip isEmployed={maid.isEmployed} />
          </Tile>
        </Box>
        {maid.type.length > 0 && (
          <LabelledGroup label={PROFILE_UI_TEXTS.experienceTypes}>
            <ChipList items={maid.type} label={PROFILE_UI_TEXTS.experienceTypes} />
          </LabelledGroup>
        )}
        <LabelledGroup label={PROFILE_UI_TEXTS.skills}>
          {maid.skills.length > 0 ? (
            <ChipList items={maid.skills} label={PROFILE_UI_TEXTS.skills} />
          ) : (
            <Typography sx={{ color: "text.secondary" }}>{DEFAULT_SKILLS_TEXT}</Typography>
          )}
        </LabelledGroup>
      </Stack>
    </SectionCard>
  );
}
