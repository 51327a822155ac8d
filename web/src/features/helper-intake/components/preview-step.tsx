import type {
  HelperImport,
  HelperImportChoices,
  HelperImportPreview,
} from "@maids/contract/helper-imports.ts";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment, type ReactNode, useId, useState } from "react";
import { HELPER_INTAKE_TEXTS as TEXTS } from "../texts.ts";
import { importCount } from "../utils/import-count.ts";

const DEFAULT_CHOICES: HelperImportChoices = { duplicates: "skip", newSuppliers: "create" };

function Counts({ preview }: { preview: HelperImportPreview }) {
  const counts = [
    [TEXTS.countRows, preview.rows],
    [TEXTS.countValid, preview.valid],
    [TEXTS.countWithPhoto, preview.withPhoto],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1 }}
    >
      {counts.map(([label, count]) => (
        <Box key={label} sx={{ p: 1.5, borderRadius: 2, bgcolor: "surface.sunken", minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
            {count.toLocaleString("en-SG")}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A column header such as date_of_birth, which may wrap after its underscores only. */
function breakable(header: string): ReactNode[] {
  let offset = 0;
  return header.split(/(?<=_)/).map((part) => {
    const start = offset;
    offset += part.length;
    return (
      <Fragment key={start}>
        {start > 0 && <wbr />}
        {part}
      </Fragment>
    );
  });
}

/** A row by its number and, below it, the helper's name on it. */
function RowNamed({ row, name }: { row: number; name: string }) {
  return (
    <>
      {row}
      {name && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {name}
        </Typography>
      )}
    </>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 1 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that scrolls within itself, its header kept in view, its text wrapping on phones. */
function ScrollTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableContainer
      sx={{ maxHeight: 280, border: 1, borderColor: "divider", borderRadius: 2, overflowX: "auto" }}
    >
      <Table
        size="small"
        stickyHeader
        aria-label={label}
        sx={{ "& td": { overflowWrap: "anywhere", verticalAlign: "top" } }}
      >
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 700 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

function Choice<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: Value;
  options: readonly (readonly [Value, string])[];
  onChange: (value: Value) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => {
          const chosen = options.find(([option]) => option === next);
          if (chosen) onChange(chosen[0]);
        }}
        sx={{ flexDirection: { xs: "column", sm: "row" }, columnGap: 2 }}
      >
        {options.map(([option, optionLabel]) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={optionLabel}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

type PreviewStepProps = {
  helperImport: HelperImport & { preview: HelperImportPreview };
  /** The choices to start from (those of a failed commit); else skip and create. */
  initialChoices: HelperImportChoices | null;
  committing: boolean;
  /** Why the commit request was refused, as the server said it. */
  commitError: string | null;
  onCommit: (choices: HelperImportChoices) => void;
  onChooseAnother: () => void;
  onClose: () => void;
};

/** Step 2: what the check found, the two choices and the import button. */
export function PreviewStep({
  helperImport,
  initialChoices,
  committing,
  commitError,
  onCommit,
  onChooseAnother,
  onClose,
}: PreviewStepProps) {
  const { preview } = helperImport;
  const [choices, setChoices] = useState<HelperImportChoices>(initialChoices ?? DEFAULT_CHOICES);
  const count = importCount(preview, choices);

  return (
    <>
      <DialogContent dividers sx={{ display: "grid", gap: 2.5, alignContent: "start" }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {TEXTS.previewHeading(helperImport.fileName)}
        </Typography>
        {helperImport.status === "failed" && helperImport.message && (
          <Alert severity="error">
            <AlertTitle>{TEXTS.commitFailedHeading}</AlertTitle>
            {helperImport.message}
          </Alert>
        )}
        <Counts preview={preview} />
        {preview.warnings.map((warning) => (
          <Alert key={warning} severity="info">
            {warning}
          </Alert>
        ))}
        {preview.problems.length > 0 && (
          <Section heading={TEXTS.problemsHeading(preview.problems.length)}>
            <ScrollTable
              label={TEXTS.problemsTable}
              headers={[
                TEXTS.problemColumns.row,
                TEXTS.problemColumns.column,
                TEXTS.problemColumns.problem,
              ]}
            >
              {preview.problems.map((problem, index) => (
                // A row may have several problems in one column: the index keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <TableRow key={index}>
                  <TableCell>
                    <RowNamed row={problem.row} name={problem.name} />
                  </TableCell>
                  <TableCell sx={{ "&&": { overflowWrap: "normal" } }}>
                    {problem.column ? breakable(problem.column) : TEXTS.wholeRow}
                  </TableCell>
                  <TableCell>{problem.message}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
          </Section>
        )}
        {preview.rowWarnings.length > 0 && (
          <Section heading={TEXTS.rowWarningsHeading(preview.rowWarnings.length)}>
            <ScrollTable
              label={TEXTS.rowWarningsTable}
              headers={[
                TEXTS.rowWarningColumns.row,
                TEXTS.rowWarningColumns.name,
                TEXTS.rowWarningColumns.warnings,
              ]}
            >
              {preview.rowWarnings.map((warned) => (
                <TableRow key={warned.row}>
                  <TableCell>{warned.row}</TableCell>
                  <TableCell>{warned.name}</TableCell>
                  <TableCell>{warned.messages.join("; ")}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
          </Section>
        )}
        {preview.duplicates.length > 0 && (
          <Section heading={TEXTS.duplicatesHeading(preview.duplicates.length)}>
            <ScrollTable
              label={TEXTS.duplicatesTable}
              headers={[TEXTS.duplicateColumns.row, TEXTS.duplicateColumns.name]}
            >
              {preview.duplicates.map((duplicate) => (
                <TableRow key={duplicate.row}>
                  <TableCell>{duplicate.row}</TableCell>
                  <TableCell>{duplicate.name}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
            <Choice
              label={TEXTS.duplicatesChoice}
              value={choices.duplicates}
              options={[
                ["skip", TEXTS.skipDuplicates],
                ["update", TEXTS.updateDuplicates],
              ]}
              onChange={(duplicates) => setChoices((current) => ({ ...current, duplicates }))}
              disabled={committing}
            />
          </Section>
        )}
        {preview.newSuppliers.length > 0 && (
          <Section heading={TEXTS.newSuppliersHeading(preview.newSuppliers.length)}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
              {preview.newSuppliers.map((supplier) => (
                <li key={supplier.name}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {supplier.name}
                  </Typography>{" "}
                  <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
                    {TEXTS.newSupplierRows(supplier.rows)}
                  </Typography>
                </li>
              ))}
            </Box>
            <Choice
              label={TEXTS.newSuppliersChoice}
              value={choices.newSuppliers}
              options={[
                ["create", TEXTS.createSuppliers],
                ["refuse", TEXTS.refuseSuppliers],
              ]}
              onChange={(newSuppliers) => setChoices((current) => ({ ...current, newSuppliers }))}
              disabled={committing}
            />
          </Section>
        )}
        {preview.valid === 0 && <Alert severity="warning">{TEXTS.nothingToImport}</Alert>}
        {commitError && <Alert severity="error">{commitError}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>
        <Button color="secondary" onClick={onClose} disabled={committing}>
          {TEXTS.cancel}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          onClick={onChooseAnother}
          disabled={committing}
        >
          {TEXTS.chooseAnother}
        </Button>
        {preview.valid > 0 && (
          <Button
            variant="contained"
            disabled={committing || count === 0}
            startIcon={
              committing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
            onClick={() => onCommit(choices)}
          >
            {committing ? TEXTS.starting : TEXTS.importButton(count)}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
