import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useCaseMoney } from "../api/case-money.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";
import { EmployerDeductions } from "./employer-deductions.tsx";
import { FeeSchedule, MoneyDocuments, RefundNotice } from "./money-summary.tsx";

/** The family's own fees, invoices and receipts for one case; nothing until the agency sets fees. */
export function FamilyMoney({ reference }: { reference: string }) {
  const money = useCaseMoney({ kind: "family", reference });
  if (!money.isSuccess || (money.data.version === 0 && money.data.documents.length === 0))
    return null;
  return (
    <Box component="section" aria-label={TEXTS.title} sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="h6" component="h3">
        {TEXTS.title}
      </Typography>
      <RefundNotice money={money.data} />
      <FeeSchedule money={money.data} />
      <MoneyDocuments
        money={money.data}
        pdfPath={(documentId) =>
          `/api/user/hiring/${encodeURIComponent(reference)}/money/documents/${documentId}/pdf`
        }
      />
      <EmployerDeductions reference={reference} />
    </Box>
  );
}
