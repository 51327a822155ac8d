import { BIODATA_LABELS, type CustomerBiodata, type SkillRow } from "@maids/contract/biodata.ts";
import FactCheckRounded from "@mui/icons-material/FactCheckRounded";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import { PROFILE_BIODATA_TEXTS as TEXTS } from "../biodata-texts.ts";
import { answeredSkills } from "../utils/biodata.ts";
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
      sx={{ verticalAlign: "middle" }}
    />
  );
}

const cell = { px: { xs: 0.75, sm: 1.5 }, py: 1.25 } as const;

/** The assessor's table: willing, experienced (and for how long), stars or N.A., and a note. */
export function SkillsAssessment({ biodata }: { biodata: CustomerBiodata }) {
  const rows = answeredSkills(biodata);
  if (rows.length === 0) return null;
  return (
    <SectionCard title={BIODATA_LABELS.sections.skills} icon={<FactCheckRounded />}>
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
                      <Typography
                        variant="body2"
                        aria-label={TEXTS.assessorNote(areaLabel)}
                        sx={{ color: "text.secondary", fontStyle: "italic" }}
                      >
                        {COLUMNS.assessorNote}: {note}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
