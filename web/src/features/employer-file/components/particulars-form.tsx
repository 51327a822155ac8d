import { type EmployerFile, SECTION_TITLES } from "@maids/contract/employer-file.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { type FileBase, useRemoveSection } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";
import { HouseholdForm } from "./household-form.tsx";
import { SectionForm } from "./section-form.tsx";

/** What the application still needs, or that nothing is missing; and the notices that apply. */
export function FileSummary({ file }: { file: EmployerFile }) {
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {file.notices.map((notice) => (
        <Alert key={notice} severity="info">
          {notice}
        </Alert>
      ))}
      {file.editable &&
        (file.missing.length === 0 ? (
          <Alert severity="success">{TEXTS.complete}</Alert>
        ) : (
          <Alert severity="warning">
            <AlertTitle>{TEXTS.stillNeeded}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {file.missing.map((item) => (
                <li key={item.field}>{item.message}</li>
              ))}
            </Box>
          </Alert>
        ))}
    </Box>
  );
}

/** A spouse or sponsor: offered with a button, added as a form, removable again. */
function OptionalSection({
  base,
  file,
  section,
  intro,
}: {
  base: FileBase;
  file: EmployerFile;
  section: "spouse" | "sponsor";
  intro: string;
}) {
  const state = file.sections[section];
  const [adding, setAdding] = useState(false);
  const remove = useRemoveSection(base, section);
  if (!state && !adding) {
    return file.editable ? (
      <Box>
        <Button startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {TEXTS.addSection(SECTION_TITLES[section])}
        </Button>
      </Box>
    ) : null;
  }
  return (
    <SectionForm
      base={base}
      section={section}
      state={state}
      editable={file.editable}
      intro={intro}
      action={
        file.editable && (
          <Button
            size="small"
            color="inherit"
            disabled={remove.isPending}
            onClick={() =>
              state
                ? remove.mutate(undefined, { onSuccess: () => setAdding(false) })
                : setAdding(false)
            }
          >
            {TEXTS.removeSection(SECTION_TITLES[section])}
          </Button>
        )
      }
    />
  );
}

/** Every section of the particulars, each saving by itself. */
export function ParticularsForm({ base, file }: { base: FileBase; file: EmployerFile }) {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <SectionForm
        base={base}
        section="employer"
        state={file.sections.employer}
        editable={file.editable}
      />
      <Divider />
      <SectionForm base={base} section="home" state={file.sections.home} editable={file.editable} />
      <Divider />
      <HouseholdForm base={base} state={file.sections.household} editable={file.editable} />
      <Divider />
      <OptionalSection base={base} file={file} section="spouse" intro={TEXTS.optionalSpouse} />
      <OptionalSection base={base} file={file} section="sponsor" intro={TEXTS.optionalSponsor} />
      {base.kind === "staff" && (
        <>
          <Divider />
          <SectionForm
            base={base}
            section="helper"
            state={file.sections.helper ?? null}
            editable={file.editable}
            intro={TEXTS.helperIntro}
          />
        </>
      )}
    </Box>
  );
}
