import { BIODATA_LABELS, type CustomerBiodata, type SkillRow } from "@maids/contract/biodata.ts";
import FactCheckRounded from "@mui/icons-material/FactCheckRounded";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import type { Theme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Fragment } from "react";
import { PROFILE_BIODATA_TEXTS as TEXTS } from "../biodata-texts.ts";
import { type AnsweredSkill, answeredSkills } from "../utils/biodata.ts";
import { SectionCard } from "./section-card.tsx";

const COLUMNS = BIODATA_LABELS.skillColumns;

function Answer({ value }: { value: boolean | null }) {
  if (value === null) {
    return (
      <Box component="span" sx={{ color: "text.secondary" }} aria-label={TEXTS.notAnswered}>
        –
      </Box>
    );
  }
  return <>{value ? BIODATA_LABELS.yes : BIODATA_LABELS.no}</>;
}

function Experience({ row }: { row: SkillRow }) {
  if (row.experienced && row.experienceYears !== null) {
    return <>{TEXTS.experienceYears(row.experienceYears)}</>;
  }
  return <Answer value={row.experienced} />;
}

function Assessment({ stars }: { stars: number | null }) {
  if (stars === null) return <>{BIODATA_LABELS.notAssessed}</>;
  return (
    <Rating
      value={stars}
      readOnly
      size="small"
      getLabelText={TEXTS.assessmentStars}
      sx={{ verticalAlign: "middle", color: "primary.dark" }}
    />
  );
}

const cell = { px: 1.5, py: 1.25 } as const;

function NoteText({ area, note }: { area: string; note: string }) {
  return (
    <Typography
      variant="body2"
      aria-label={TEXTS.assessorNote(area)}
      sx={{ color: "text.secondary", fontStyle: "italic", overflowWrap: "anywhere" }}
    >
      {COLUMNS.assessorNote}: {note}
    </Typography>
  );
}

/** From tablets up: one row per area, its note in a row of its own underneath. */
function SkillsTable({ rows }: { rows: readonly AnsweredSkill[] }) {
  return (
    <Table size="small" sx={{ "& td, & th": { ...cell, verticalAlign: "top" } }}>
      <TableHead>
        <TableRow sx={{ "& th": { color: "text.secondary", fontWeight: 700 } }}>
          <TableCell>{TEXTS.skillArea}</TableCell>
          <TableCell>{COLUMNS.willing}</TableCell>
          <TableCell>{COLUMNS.experienced}</TableCell>
          <TableCell>{COLUMNS.assessment}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ area, row }) => {
          const note = row.assessorNote.trim();
          const areaLabel = BIODATA_LABELS.skillAreas[area];
          return (
            <Fragment key={area}>
              <TableRow sx={note ? { "& > *": { borderBottom: 0 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {areaLabel}
                </TableCell>
                <TableCell>
                  <Answer value={row.willing} />
                </TableCell>
                <TableCell>
                  <Experience row={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Assessment stars={row.assessment} />
                </TableCell>
              </TableRow>
              {note && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ pt: "0 !important" }}>
                    <NoteText area={areaLabel} note={note} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** On phones: one block per area, too narrow for four columns. */
function SkillsList({ rows }: { rows: readonly AnsweredSkill[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
      {rows.map(({ area, row }) => {
        const note = row.assessorNote.trim();
        const areaLabel = BIODATA_LABELS.skillAreas[area];
        return (
          <Box
            component="li"
            key={area}
            sx={{
              p: 1.5,
              borderRadius: "12px",
              bgcolor: "surface.muted",
              display: "grid",
              gap: 0.5,
            }}
          >
            <Box
              sx={{ display: "flex", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
            >
              <Typography sx={{ fontWeight: 700 }}>{areaLabel}</Typography>
              <Assessment stars={row.assessment} />
            </Box>
            <Typography variant="body2">
              {COLUMNS.willing}: <Answer value={row.willing} /> · {COLUMNS.experienced}:{" "}
              <Experience row={row} />
            </Typography>
            {note && <NoteText area={areaLabel} note={note} />}
          </Box>
        );
      })}
    </Box>
  );
}

/** The assessor's findings: willing, experienced (and for how long), stars or N.A., and a note. */
export function SkillsAssessment({ biodata }: { biodata: CustomerBiodata }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const rows = answeredSkills(biodata);
  if (rows.length === 0) return null;
  return (
    <SectionCard title={BIODATA_LABELS.sections.skills} icon={<FactCheckRounded />}>
      {isPhone ? <SkillsList rows={rows} /> : <SkillsTable rows={rows} />}
    </SectionCard>
  );
}
