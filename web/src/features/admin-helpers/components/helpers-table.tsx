import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_HELPER_TABLE_COLUMNS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Fragment, type KeyboardEvent } from "react";
import { formatMoney } from "@/shared/format.ts";
import type { RecommendSelection } from "../hooks/use-recommend-selection.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";
import { ageHeightWeight, maritalChildren } from "../utils/helper-row-text.ts";
import {
  AvailabilityChip,
  DeleteHelperButton,
  EligibilityNotes,
  HeldByMark,
  HelperThumbnail,
  InactiveMark,
  OpenCaseAction,
  RecommendCheckbox,
} from "./helper-cells.tsx";

/** Eleven columns must fit beside the side menu at 1280 pixels. */
const compactCells = {
  "& td, & th": { px: 0.75 },
  "& td": { fontSize: "0.8125rem" },
  "& th": { fontSize: "0.75rem" },
  "& td:first-of-type, & th:first-of-type": { pl: 1.5 },
  "& td:last-of-type, & th:last-of-type": { pr: 1.5 },
} as const;

/**
 * A supplier's name takes at most two lines of a narrow column, cut with an ellipsis (the
 * whole name in its tooltip), so that a long one cannot push the Delete column out of view.
 */
const supplierText = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
  maxWidth: 120,
} as const;

export type HelperListProps = {
  maids: readonly AdminHelperRow[];
  selection: RecommendSelection;
  onOpen: (maid: AdminHelperRow) => void;
  onDelete: (maid: AdminHelperRow) => void;
};

/** 'Marital/Children' may break after its slash, so the column is as wide as its values. */
function ColumnName({ name }: { name: string }) {
  const [first, ...rest] = name.split("/");
  return (
    <>
      {first}
      {rest.map((part) => (
        <Fragment key={part}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  );
}

type RowProps = Omit<HelperListProps, "maids"> & { maid: AdminHelperRow };

function HelperRow({ maid, selection, onOpen, onDelete }: RowProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === "Enter" && event.target === event.currentTarget) onOpen(maid);
  }
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onOpen(maid)}
      onKeyDown={handleKeyDown}
      sx={{
        cursor: "pointer",
        "&:focus-visible": {
          outline: "2px solid",
          outlineColor: "secondary.main",
          outlineOffset: -2,
        },
      }}
    >
      <TableCell>
        <Box component="span" title={maid.supplier} sx={supplierText}>
          {maid.supplier}
        </Box>
      </TableCell>
      <TableCell>
        <HelperThumbnail maid={maid} size={36} />
      </TableCell>
      <TableCell sx={{ fontWeight: 700, minWidth: 96, overflowWrap: "break-word" }}>
        {maid.name}
        {!maid.isActive && <InactiveMark />}
        <EligibilityNotes warnings={maid.eligibilityWarnings} />
      </TableCell>
      <TableCell>{maid.country}</TableCell>
      <TableCell>{formatMoney(maid.salary)}</TableCell>
      <TableCell>{maid.Religion}</TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{ageHeightWeight(maid)}</TableCell>
      <TableCell>{maritalChildren(maid)}</TableCell>
      <TableCell>
        <AvailabilityChip isEmployed={maid.isEmployed} />
        {maid.heldBy && <HeldByMark heldBy={maid.heldBy} />}
      </TableCell>
      <TableCell padding="checkbox" align="center">
        <RecommendCheckbox maid={maid} selection={selection} />
      </TableCell>
      <TableCell padding="checkbox" align="center" sx={{ whiteSpace: "nowrap" }}>
        <OpenCaseAction maid={maid} />
        <DeleteHelperButton maid={maid} onDelete={onDelete} />
      </TableCell>
    </TableRow>
  );
}

/** The helpers in rows; a row opens the edit dialog by click or Enter. */
export function HelpersTable({ maids, ...rest }: HelperListProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 4 }}>
      <Table size="small" aria-label={TEXTS.helpersTable} sx={compactCells}>
        <TableHead>
          <TableRow>
            {ADMIN_HELPER_TABLE_COLUMNS.map((column) => (
              <TableCell
                key={column}
                sx={{
                  fontWeight: 700,
                  whiteSpace: "nowrap",
                  bgcolor: "surface.muted",
                  py: 1.5,
                }}
              >
                <ColumnName name={column} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {maids.map((maid) => (
            <HelperRow key={maid.id} maid={maid} {...rest} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
