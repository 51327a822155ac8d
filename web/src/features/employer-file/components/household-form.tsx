import {
  type EmployerFile,
  MAX_HOUSEHOLD_MEMBERS,
  SECTION_TITLES,
} from "@maids/contract/employer-file.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FileBase } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";
import { sectionErrorsOf } from "./section-form.tsx";
import { SectionFrame } from "./section-frame.tsx";
import { useSectionDraft } from "./use-section-draft.ts";

type Member = { relationship: string; age: string };

const CONVERT = {
  toValues: (data: Record<string, unknown> | undefined): Member[] =>
    ((data?.members as { relationship: string; age: number }[] | undefined) ?? []).map(
      (member) => ({ relationship: member.relationship, age: String(member.age) }),
    ),
  toData: (members: Member[]) => ({
    members: members.map((member) => ({
      relationship: member.relationship,
      age: member.age.trim() === "" ? null : Number(member.age),
    })),
  }),
};

/** Who lives in the home: a list of relationship and age, saved like the other sections. */
export function HouseholdForm({
  base,
  state,
  editable,
}: {
  base: FileBase;
  state: EmployerFile["sections"]["household"];
  editable: boolean;
}) {
  const { values, setValues, flush, save } = useSectionDraft(base, "household", state, CONVERT);
  const errors = sectionErrorsOf(save.error);

  function change(index: number, field: keyof Member, value: string) {
    setValues(values.map((member, at) => (at === index ? { ...member, [field]: value } : member)));
  }

  function remove(index: number) {
    const next = values.filter((_, at) => at !== index);
    setValues(next);
    flush(next);
  }

  return (
    <SectionFrame
      title={SECTION_TITLES.household}
      intro={TEXTS.householdIntro}
      save={save}
      fieldErrors={errors}
      flush={() => flush()}
      editable={editable}
      extraButtons={
        <Button
          startIcon={<AddRounded />}
          disabled={values.length >= MAX_HOUSEHOLD_MEMBERS}
          onClick={() => setValues([...values, { relationship: "", age: "" }])}
        >
          {TEXTS.addMember}
        </Button>
      }
    >
      {values.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.noMembers}
        </Typography>
      )}
      {values.map((member, index) => (
        <Box
          // Members have no identity of their own: their place in the list is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sx={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr) 96px auto",
            gap: 1,
            alignItems: "start",
          }}
        >
          <TextField
            label={TEXTS.relationship}
            value={member.relationship}
            disabled={!editable}
            error={errors[`members.${index}.relationship`] !== undefined}
            helperText={errors[`members.${index}.relationship`]}
            onChange={(event) => change(index, "relationship", event.target.value)}
          />
          <TextField
            label={TEXTS.age}
            value={member.age}
            disabled={!editable}
            error={errors[`members.${index}.age`] !== undefined}
            helperText={errors[`members.${index}.age`]}
            onChange={(event) => change(index, "age", event.target.value)}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
          {editable && (
            <IconButton
              aria-label={TEXTS.removeMember(index + 1)}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          )}
        </Box>
      ))}
    </SectionFrame>
  );
}
