import type { CatalogueHelper } from "@maids/contract/helper.ts";
import { HELPER_PROFILE_TEXTS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { useParams } from "react-router";
import { HydrateSeparately } from "@/shared/hydration/hydrate-separately.tsx";
import { useSession } from "@/shared/session/use-session.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";
import { type ProfileHelper, useHelperProfile } from "../api/get-helper-profile.ts";
import { hasBiodata } from "../utils/biodata.ts";
import { parseHelperId } from "../utils/parse-helper-id.ts";
import { AboutSection } from "./about-section.tsx";
import { BackToSearch } from "./back-to-search.tsx";
import { EmploymentHistory } from "./employment-history.tsx";
import { FullProfilePrompt } from "./full-profile-prompt.tsx";
import { InterviewAvailability } from "./interview-availability.tsx";
import { LanguageProficiencySection } from "./language-proficiency.tsx";
import { MedicalSummary } from "./medical-summary.tsx";
import { PersonalInformation } from "./personal-information.tsx";
import { ProfileLoading, ProfileNotFound } from "./profile-states.tsx";
import { ProfileSummaryCard } from "./profile-summary-card.tsx";
import { QuickFacts } from "./quick-facts.tsx";
import { SkillsAssessment } from "./skills-assessment.tsx";
import { WorkPreferences } from "./work-preferences.tsx";

/** Private blocks for the full profile; a sign-in prompt for anonymous visitors. */
function PrivateBlocks({ maid }: { maid: CatalogueHelper }) {
  const { isSignedIn } = useSession();
  if (hasBiodata(maid)) {
    return (
      <>
        <PersonalInformation maid={maid} />
        <SkillsAssessment biodata={maid.biodata} />
        <MedicalSummary biodata={maid.biodata} />
      </>
    );
  }
  return isSignedIn ? null : <FullProfilePrompt />;
}

function ProfileDetails({ maid }: { maid: ProfileHelper }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { md: "minmax(300px, 380px) minmax(0, 1fr)" },
        alignItems: "start",
        gap: { xs: 3, md: 4 },
      }}
    >
      <Box
        sx={{
          // Sticky only where the whole card fits on screen.
          "@media (min-width: 900px) and (min-height: 860px)": { position: "sticky", top: 96 },
        }}
      >
        <ProfileSummaryCard maid={maid} />
      </Box>
      <HydrateSeparately>
        <Stack spacing={3}>
          <QuickFacts maid={maid} />
          <AboutSection description={maid.maidDetails.description} />
          <PrivateBlocks maid={maid} />
          <LanguageProficiencySection maid={maid} />
          {hasBiodata(maid) && <EmploymentHistory maid={maid} />}
          {hasBiodata(maid) && <InterviewAvailability biodata={maid.biodata} />}
          <WorkPreferences maid={maid} />
        </Stack>
      </HydrateSeparately>
    </Box>
  );
}

/** The helper profile at /maid/:id ('Maid Profile Details', docs/product.md#helper-profile). */
export function HelperProfile() {
  const maidId = parseHelperId(useParams().id);
  const { maid, isLoading } = useHelperProfile(maidId);
  usePageTitle(maid?.name ?? HELPER_PROFILE_TEXTS.title);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: { xs: 1.5, md: 2.5 } }}>
        <BackToSearch />
      </Box>
      {isLoading ? <ProfileLoading /> : maid ? <ProfileDetails maid={maid} /> : <ProfileNotFound />}
    </Container>
  );
}
