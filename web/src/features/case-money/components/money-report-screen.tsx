import { formatCents, type MoneyReport, moneyReportSchema } from "@maids/contract/case-money.ts";
import { addMonths, singaporeToday } from "@maids/contract/days.ts";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { apiRequest, buildApiUrl } from "@/shared/api-client.ts";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { ScreenHeading } from "@/shared/components/screen-heading.tsx";
import { placementHref } from "@/shared/paths.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { MONEY_TEXTS } from "../texts.ts";

const TEXTS = MONEY_TEXTS.report;
const money = {
  textAlign: "right",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
} as const;

/** The month eleven months before `month` (YYYY-MM): a year's report ends with this month. */
const yearBefore = (month: string) => addMonths(`${month}-01`, -11).slice(0, 7);

function ByMonth({ report }: { report: MoneyReport }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={TEXTS.byMonth}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.month}</TableCell>
            <TableCell sx={money}>{TEXTS.invoiced}</TableCell>
            <TableCell sx={money}>{TEXTS.collected}</TableCell>
            <TableCell sx={money}>{TEXTS.refunded}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.months.map((row) => (
            <TableRow key={row.month}>
              <TableCell>{row.month}</TableCell>
              <TableCell sx={money}>{formatCents(row.invoicedCents)}</TableCell>
              <TableCell sx={money}>{formatCents(row.collectedCents)}</TableCell>
              <TableCell sx={money}>{formatCents(row.refundedCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Outstanding({ report }: { report: MoneyReport }) {
  if (report.outstanding.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{TEXTS.nothingOwed}</Typography>;
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={TEXTS.outstanding}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.case}</TableCell>
            <TableCell>{TEXTS.family}</TableCell>
            <TableCell sx={money}>{TEXTS.total}</TableCell>
            <TableCell sx={money}>{TEXTS.paid}</TableCell>
            <TableCell sx={money}>{TEXTS.balance}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.outstanding.map((row) => (
            <TableRow key={row.caseId}>
              <TableCell>
                <Link component={RouterLink} to={placementHref(row.caseId)}>
                  {row.reference}
                </Link>
              </TableCell>
              <TableCell>{row.customerName}</TableCell>
              <TableCell sx={money}>{formatCents(row.totalCents)}</TableCell>
              <TableCell sx={money}>{formatCents(row.paidCents)}</TableCell>
              <TableCell sx={{ ...money, fontWeight: 700 }}>
                {formatCents(row.balanceCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The owner's money report: a range of months, on screen and as an Excel download. */
export function MoneyReportScreen() {
  const thisMonth = singaporeToday().slice(0, 7);
  const [from, setFrom] = useState(yearBefore(thisMonth));
  const [to, setTo] = useState(thisMonth);
  const range = { from, to };
  const report = useQuery({
    queryKey: queryKeys.moneyReport(from, to),
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/money-report", { schema: moneyReportSchema, query: range, signal }),
  });

  let content: React.ReactNode;
  if (report.isPending) content = <Skeleton variant="rounded" height={320} />;
  else if (report.isError)
    content = <RetryAlert message={report.error.message} onRetry={() => void report.refetch()} />;
  else {
    content = (
      <Box sx={{ display: "grid", gap: 3 }}>
        <ByMonth report={report.data} />
        <Box sx={{ display: "grid", gap: 1 }}>
          <Typography variant="h5" component="h2">
            {TEXTS.outstandingTitle(formatCents(report.data.outstandingCents))}
          </Typography>
          <Outstanding report={report.data} />
        </Box>
      </Box>
    );
  }

  return (
    <Box component="section" sx={{ maxWidth: 1100, mx: "auto", display: "grid", gap: 2 }}>
      <ScreenHeading
        title={TEXTS.title}
        summary={TEXTS.intro}
        action={
          <Button
            variant="contained"
            startIcon={<DownloadRounded />}
            href={buildApiUrl("/api/admin/money-report.xlsx", range)}
            download
          >
            {TEXTS.download}
          </Button>
        }
      />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        {(
          [
            [TEXTS.from, from, setFrom],
            [TEXTS.to, to, setTo],
          ] as const
        ).map(([label, value, set]) => (
          <TextField
            key={label}
            type="month"
            size="small"
            label={label}
            value={value}
            onChange={(event) => event.target.value && set(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      {content}
    </Box>
  );
}
