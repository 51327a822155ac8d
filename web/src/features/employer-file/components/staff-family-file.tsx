import {
  type EmployerFile,
  isPersonSection,
  type PersonSection,
  SECTION_TITLES,
} from "@maids/contract/employer-file.ts";
import { formatStaffPhone } from "@maids/contract/staff.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDate, formatDateTime } from "@/shared/format.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { type FileBase, useEmployerFile, useRevealIdNumber } from "../api/employer-file.ts";
import { EMPLOYER_FILE_UI_TEXTS as TEXTS } from "../texts.ts";
import { type FieldSpec, SECTION_FIELDS } from "../utils/section-fields.ts";
import { ConsentRequest, ConsentStatus } from "./consent-panel.tsx";
import { FileSummary, ParticularsForm } from "./particulars-form.tsx";

function shown(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field.kind === "select") return field.options?.[String(value)] ?? String(value);
  if (field.kind === "yes-no" || field.kind === "confirm") return value ? TEXTS.yes : TEXTS.no;
  if (field.kind === "date") return formatDate(String(value));
  if (field.kind === "money") return `S$${Number(value).toLocaleString("en-SG")}`;
  if (field.kind === "tel") return formatStaffPhone(String(value));
  return String(value);
}

function RevealDialog({
  caseId,
  section,
  onClose,
}: {
  caseId: number;
  section: PersonSection;
  onClose: () => void;
}) {
  const reveal = useRevealIdNumber(caseId, section);
  const [purpose, setPurpose] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reveal.mutate(purpose);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reveal-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="reveal-title">{TEXTS.revealTitle}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText>{TEXTS.revealText}</DialogContentText>
          {reveal.data ? (
            <Box>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {TEXTS.revealedLabel}
              </Typography>
              <Typography sx={{ fontSize: 24, fontWeight: 700, letterSpacing: 2 }}>
                {reveal.data.idNumber}
              </Typography>
            </Box>
          ) : (
            <TextField
              autoFocus
              label={TEXTS.revealPurpose}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value)}
              error={reveal.isError}
              helperText={reveal.error?.message}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.close}</Button>
          {!reveal.data && (
            <Button type="submit" variant="contained" disabled={reveal.isPending}>
              {TEXTS.revealShow}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A section's fields as read, the identity number masked with its Reveal button. */
function SectionSummary({
  caseId,
  file,
  section,
}: {
  caseId: number;
  file: EmployerFile;
  section: "employer" | "home" | "spouse" | "sponsor" | "helper";
}) {
  const can = useStaffCan();
  const [revealing, setRevealing] = useState(false);
  const state = file.sections[section];
  if (!state) return null;
  const person = isPersonSection(section);
  const data = state.data as Record<string, unknown>;
  const masked = String(data.idNumberMasked ?? "");
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {SECTION_TITLES[section]}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {SECTION_FIELDS[section].map((field) => (
          <Box key={field.name} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
              {field.kind === "confirm" ? TEXTS.worksHere : field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {field.kind === "id-number" ? masked || "—" : shown(field, data[field.name])}
              {field.kind === "id-number" && person && masked && can("identity.reveal") && (
                <Button size="small" sx={{ ml: 1, py: 0 }} onClick={() => setRevealing(true)}>
                  {TEXTS.reveal}
                </Button>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: "text.secondary" }}>
        {TEXTS.lastChanged(formatDateTime(state.updatedAt), state.updatedBy)}
      </Typography>
      {revealing && (
        <RevealDialog
          caseId={caseId}
          section={section as PersonSection}
          onClose={() => setRevealing(false)}
        />
      )}
    </Box>
  );
}

function HouseholdSummary({ file }: { file: EmployerFile }) {
  const members = (file.sections.household?.data.members ?? []) as {
    relationship: string;
    age: number;
  }[];
  if (members.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {SECTION_TITLES.household}
      </Typography>
      <Typography variant="body2">
        {members.map((member) => `${member.relationship} (${member.age})`).join(", ")}
      </Typography>
    </Box>
  );
}

/** Which versions of the terms and privacy notice the family accepted when it signed up. */
function AcceptedTexts({ accepted }: { accepted: NonNullable<EmployerFile["accepted"]> }) {
  const terms = accepted.filter((text) => text.kind !== "employer_consent");
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {terms.length === 0
        ? TEXTS.acceptedNone
        : TEXTS.accepted(
            terms.map((text) => TEXTS.acceptedText(text.kind, text.version)).join(", "),
            formatDate(terms[0]?.acceptedAt.slice(0, 10) ?? ""),
          )}
    </Typography>
  );
}

/** The family's file on the case screen: consent, what is missing, the particulars masked. */
export function StaffFamilyFile({ caseId }: { caseId: number }) {
  const can = useStaffCan();
  const base: FileBase = { kind: "staff", caseId };
  const file = useEmployerFile(base);
  const [editing, setEditing] = useState(false);

  let content: React.ReactNode;
  if (file.isPending)
    content = <Skeleton role="status" aria-label={TEXTS.loading} variant="rounded" height={120} />;
  else if (file.isError) {
    content = (
      <RetryAlert
        message={file.error.message || TEXTS.failed}
        onRetry={() => void file.refetch()}
      />
    );
  } else {
    const { data } = file;
    const mayEdit = can("particulars.edit");
    content = (
      <Box sx={{ display: "grid", gap: 2 }}>
        {data.consent && <ConsentStatus base={base} consent={data.consent} mayWithdraw={mayEdit} />}
        <AcceptedTexts accepted={data.accepted ?? []} />
        {!data.editable && mayEdit && <ConsentRequest base={base} file={data} />}
        {!data.consent && !mayEdit && <Alert severity="info">{TEXTS.noConsent}</Alert>}
        <FileSummary file={data} />
        {editing ? (
          <ParticularsForm base={base} file={data} />
        ) : (
          <>
            {(["employer", "home", "spouse", "sponsor", "helper"] as const).map((section) => (
              <SectionSummary key={section} caseId={caseId} file={data} section={section} />
            ))}
            <HouseholdSummary file={data} />
            {data.consent && !data.sections.employer && !data.sections.home && (
              <Typography sx={{ color: "text.secondary" }}>{TEXTS.notFilled}</Typography>
            )}
          </>
        )}
        {mayEdit && data.editable && (
          <Box>
            <Button
              variant={editing ? "contained" : "outlined"}
              onClick={() => setEditing(!editing)}
            >
              {editing ? TEXTS.doneEditing : TEXTS.edit}
            </Button>
          </Box>
        )}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="family-file" sx={{ display: "grid", gap: 1 }}>
      <Typography id="family-file" variant="h5" component="h2">
        {TEXTS.staffTitle}
      </Typography>
      {content}
    </Box>
  );
}
