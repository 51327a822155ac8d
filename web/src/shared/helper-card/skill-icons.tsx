import { CATALOGUE_TEXTS } from "@maids/contract/messages.ts";
import type { SvgIconComponent } from "@mui/icons-material";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import ChildCareRounded from "@mui/icons-material/ChildCareRounded";
import ChildFriendlyRounded from "@mui/icons-material/ChildFriendlyRounded";
import CleaningServicesRounded from "@mui/icons-material/CleaningServicesRounded";
import ElderlyRounded from "@mui/icons-material/ElderlyRounded";
import PetsRounded from "@mui/icons-material/PetsRounded";
import RestaurantRounded from "@mui/icons-material/RestaurantRounded";
import VolunteerActivismRounded from "@mui/icons-material/VolunteerActivismRounded";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { CARD_SKILL_ICONS, DEFAULT_SKILLS_TEXT, TOOLTIP_DELAYS } from "@/shared/ui-limits.ts";
import { CATALOGUE_UI_TEXTS } from "../site-texts.ts";

const SKILL_ICONS: Record<string, SvgIconComponent> = {
  Cooking: RestaurantRounded,
  Housekeeping: CleaningServicesRounded,
  Cleaning: CleaningServicesRounded,
  Childcare: ChildCareRounded,
  Babysitting: ChildFriendlyRounded,
  "Elderly Care": ElderlyRounded,
  "Dog(s)": PetsRounded,
  "Cat(s)": PetsRounded,
  Caregiving: VolunteerActivismRounded,
};

const ICON_SIZE = 32;
/** Room for a second row where icons and the badge wrap, so every card lays out alike. */
export const skillsAreaHeight = { xs: ICON_SIZE, sm: ICON_SIZE * 2 + 6 };

function useVisibleSkillCount(): number {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up("md"));
  const isTablet = useMediaQuery(theme.breakpoints.up("sm"));
  if (isDesktop) return CARD_SKILL_ICONS.desktop;
  if (isTablet) return CARD_SKILL_ICONS.tablet;
  return CARD_SKILL_ICONS.mobile;
}

function SkillIcon({ skill }: { skill: string }) {
  const Icon = SKILL_ICONS[skill] ?? CheckCircleRounded;
  return (
    <li>
      <Tooltip
        title={skill}
        enterDelay={TOOLTIP_DELAYS.enter}
        enterTouchDelay={TOOLTIP_DELAYS.touchEnter}
        leaveTouchDelay={TOOLTIP_DELAYS.touchLeave}
      >
        <Box
          role="img"
          aria-label={skill}
          sx={{
            display: "grid",
            placeItems: "center",
            width: ICON_SIZE,
            height: ICON_SIZE,
            borderRadius: "50%",
            backgroundColor: "brand.tint",
            color: "brand.accent",
          }}
        >
          <Icon sx={{ fontSize: 18 }} />
        </Box>
      </Tooltip>
    </li>
  );
}

export function SkillIcons({ skills }: { skills: readonly string[] }) {
  const visibleCount = useVisibleSkillCount();
  if (skills.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary", minHeight: skillsAreaHeight }}>
        {DEFAULT_SKILLS_TEXT}
      </Typography>
    );
  }
  const hiddenCount = skills.length - visibleCount;
  return (
    <Box
      component="ul"
      aria-label={CATALOGUE_UI_TEXTS.skillsLabel}
      sx={{
        position: "relative",
        zIndex: 1,
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        alignContent: "flex-start",
        gap: 0.75,
        minHeight: skillsAreaHeight,
        m: 0,
        p: 0,
        listStyle: "none",
      }}
    >
      {skills.slice(0, visibleCount).map((skill) => (
        <SkillIcon key={skill} skill={skill} />
      ))}
      {hiddenCount > 0 && (
        <Box
          component="li"
          sx={{
            px: 1.25,
            py: 0.5,
            borderRadius: "999px",
            backgroundColor: "surface.sunken",
            fontSize: "0.75rem",
            fontWeight: 700,
            whiteSpace: "nowrap",
          }}
        >
          {CATALOGUE_TEXTS.moreSkills(hiddenCount)}
        </Box>
      )}
    </Box>
  );
}
