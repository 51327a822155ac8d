import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditEntry,
  type AuditRecordType,
} from "@maids/contract/audit.ts";
import { ADMIN_MENU } from "@maids/contract/messages.ts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useSearchParams } from "react-router";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { formatDateTime } from "@/shared/format.ts";
import { useStaffList } from "@/shared/staff/use-staff-list.ts";
import { type AuditFilters, useAuditPage } from "../api/get-audit-page.ts";
import { AUDIT_TEXTS as TEXTS } from "../texts.ts";

const PAGE_SIZE = 25;
const FILTER_KEYS = ["recordType", "recordId", "actorId", "from", "to", "page"] as const;

const recordLabel = (type: string) => AUDIT_RECORD_LABELS[type as AuditRecordType] ?? type;
const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
/** A field's name in words: `eaRegistrationNumber` reads "EA registration number". */
export function fieldWords(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.replace(/^ea\b/, "EA");
}
const changedFields = (entry: AuditEntry) => entry.changed.map(fieldWords).join(", ");

const recordName = (entry: AuditEntry) =>
  entry.recordName || (entry.recordId === null ? "" : `#${entry.recordId} ${TEXTS.deleted}`);

/** The filters in the address, so a link from a helper, a customer or a case opens them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const set = (changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) => {
    const next = { ...filters, ...changes };
    // A new filter starts again from the first page.
    if (!("page" in changes)) delete next.page;
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as AuditFilters,
      { replace: true },
    );
  };
  return { filters, set };
}

function Filters({ filters, set }: ReturnType<typeof useFilters>) {
  const staff = useStaffList();
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" },
        gap: 1.5,
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        label={TEXTS.recordType}
        value={filters.recordType ?? ""}
        onChange={(event) => set({ recordType: event.target.value, recordId: "" })}
      >
        <MenuItem value="">{TEXTS.anyRecord}</MenuItem>
        {AUDIT_RECORD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {AUDIT_RECORD_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={TEXTS.person}
        value={staff.data ? (filters.actorId ?? "") : ""}
        onChange={(event) => set({ actorId: event.target.value })}
      >
        <MenuItem value="">{TEXTS.anyone}</MenuItem>
        {(staff.data ?? []).map((member) => (
          <MenuItem key={member.id} value={String(member.id)}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
      {(["from", "to"] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={TEXTS[key]}
          value={filters[key] ?? ""}
          onChange={(event) => set({ [key]: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
}

function EntryTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={ADMIN_MENU.auditTrail}>
        <TableHead>
          <TableRow>
            {Object.values(TEXTS.columns).map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{entry.actor?.name ?? TEXTS.system}</TableCell>
              <TableCell>{actionLabel(entry.action)}</TableCell>
              <TableCell>
                <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
                  {recordLabel(entry.recordType)}
                </Typography>{" "}
                {recordName(entry)}
              </TableCell>
              <TableCell sx={{ color: "text.secondary" }}>{changedFields(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EntryCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <Box
      component="ul"
      aria-label={ADMIN_MENU.auditTrail}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card variant="outlined">
            <CardContent sx={{ display: "grid", gap: 0.25, "&:last-child": { pb: 2 } }}>
              <Typography sx={{ fontWeight: 700 }}>{actionLabel(entry.action)}</Typography>
              <Typography variant="body2">
                {recordLabel(entry.recordType)} {recordName(entry)}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {entry.actor?.name ?? TEXTS.system} · {formatDateTime(entry.at)}
              </Typography>
              {entry.changed.length > 0 && (
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {TEXTS.columns.fields}: {changedFields(entry)}
                </Typography>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

/** The audit trail (docs/product.md#audit-trail): filtered and paged on the server. */
export function AuditTrailScreen() {
  const { filters, set } = useFilters();
  const page = Number(filters.page ?? 1);
  const trail = useAuditPage({ ...filters, limit: String(PAGE_SIZE) });
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"));
  const pages = Math.max(1, Math.ceil((trail.data?.total ?? 0) / PAGE_SIZE));
  const onlyRecord = filters.recordType && filters.recordId;

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: "auto" }}>
      <Typography variant="h3" component="h1">
        {ADMIN_MENU.auditTrail}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 0.5, mb: 3 }}>
        {trail.data ? `${TEXTS.count(trail.data.total)} · ${TEXTS.summary}` : TEXTS.summary}
      </Typography>
      <Filters filters={filters} set={set} />
      {onlyRecord && (
        <Chip
          sx={{ mb: 2 }}
          label={TEXTS.onlyRecord(
            recordLabel(filters.recordType ?? ""),
            trail.data?.entries[0]?.recordName || `#${filters.recordId}`,
          )}
          onDelete={() => set({ recordId: "", recordType: "" })}
        />
      )}
      {trail.isPending && <Skeleton variant="rounded" height={320} />}
      {trail.isError && (
        <RetryAlert message={TEXTS.loadFailed} onRetry={() => void trail.refetch()} />
      )}
      {trail.data &&
        (trail.data.entries.length === 0 ? (
          <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
            {TEXTS.noEntries}
          </Typography>
        ) : isWide ? (
          <EntryTable entries={trail.data.entries} />
        ) : (
          <EntryCards entries={trail.data.entries} />
        ))}
      {pages > 1 && (
        <Box
          component="nav"
          aria-label={TEXTS.pages}
          sx={{ display: "flex", justifyContent: "center", mt: 2 }}
        >
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => set({ page: String(next) })}
            siblingCount={isWide ? 1 : 0}
          />
        </Box>
      )}
    </Box>
  );
}
