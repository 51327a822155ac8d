import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { ADMIN_HELPER_TABLE_COLUMNS as COLUMNS } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { formatMoney } from "@/shared/format.ts";
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
import type { HelperListProps } from "./helpers-table.tsx";

/** Labels of the table's columns, for the facts of a card. */
const [SUPPLIER, , , , SALARY, RELIGION, AGE_W_H, MARITAL, , RECOMMEND] = COLUMNS;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: "text.secondary", fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}

function HelperCard({
  maid,
  selection,
  onOpen,
  onDelete,
}: Omit<HelperListProps, "maids"> & { maid: AdminHelperRow }) {
  return (
    <Card component="article" aria-label={maid.name} sx={{ p: 2, display: "grid", gap: 1.5 }}>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
        <HelperThumbnail maid={maid} size={52} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
          >
            {maid.name}
            {!maid.isActive && <InactiveMark />}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {maid.country}
          </Typography>
        </Box>
        <AvailabilityChip isEmployed={maid.isEmployed} />
      </Box>
      {maid.heldBy && <HeldByMark heldBy={maid.heldBy} />}
      <EligibilityNotes warnings={maid.eligibilityWarnings} />
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1 }}
      >
        <Fact label={SALARY} value={formatMoney(maid.salary)} />
        <Fact label={RELIGION} value={maid.Religion} />
        <Fact label={AGE_W_H} value={ageHeightWeight(maid)} />
        <Fact label={MARITAL} value={maritalChildren(maid)} />
        <Fact label={SUPPLIER} value={maid.supplier} />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <RecommendCheckbox maid={maid} selection={selection} />
        <Typography variant="body2" aria-hidden>
          {RECOMMEND}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <OpenCaseAction maid={maid} />
        <DeleteHelperButton maid={maid} onDelete={onDelete} />
        <Button
          variant="contained"
          color="secondary"
          size="small"
          onClick={() => onOpen(maid)}
          sx={{ whiteSpace: "nowrap" }}
        >
          {TEXTS.viewDetails}
        </Button>
      </Box>
    </Card>
  );
}

/** Below the md breakpoint the rows become cards with a 'View Details' button. */
export function HelperCards({ maids, ...rest }: HelperListProps) {
  return (
    <Box
      component="ul"
      aria-label={TEXTS.helpersTable}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}
    >
      {maids.map((maid) => (
        <Box component="li" key={maid.id}>
          <HelperCard maid={maid} {...rest} />
        </Box>
      ))}
    </Box>
  );
}
