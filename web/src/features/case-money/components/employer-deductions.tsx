import { formatCents } from "@maids/contract/case-money.ts";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDate } from "@/shared/format.ts";
import { useEmployerDeductions } from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";

/** The family's monthly deductions from its helper's salary; nothing while there are none. */
export function EmployerDeductions({ reference }: { reference: string }) {
  const deductions = useEmployerDeductions(reference);
  if (!deductions.isSuccess || deductions.data.months.length === 0) return null;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {TEXTS.deductionsTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.deductionsIntro}
      </Typography>
      <Table size="small" aria-label={TEXTS.deductionsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.month}</TableCell>
            <TableCell>{TEXTS.from}</TableCell>
            <TableCell sx={{ textAlign: "right" }}>{TEXTS.deduction}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deductions.data.months.map((month) => (
            <TableRow key={month.month}>
              <TableCell>{month.month}</TableCell>
              <TableCell>{month.from ? formatDate(month.from) : TEXTS.notDeployed}</TableCell>
              <TableCell sx={{ textAlign: "right" }}>{formatCents(month.deductionCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
