import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import Typography from "@mui/material/Typography";
import { PROFILE_UI_TEXTS } from "../texts.ts";
import { SectionCard } from "./section-card.tsx";

export function AboutSection({ description }: { description: string }) {
  const text = description.trim();
  return (
    <SectionCard title={HELPER_PROFILE_TEXTS.about} icon={<PersonOutlineRounded />}>
      <Typography
        sx={{ whiteSpace: "pre-line", lineHeight: 1.7, ...(!text && { color: "text.secondary" }) }}
      >
        {text || PROFILE_UI_TEXTS.noDescription}
      </Typography>
    </SectionCard>
  );
}
