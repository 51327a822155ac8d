import {
  type CaseMoney,
  FEE_KIND_LABELS,
  formatCents,
  MONEY_DOCUMENT_LABELS,
  PAYMENT_METHOD_LABELS,
} from "@maids/contract/case-money.ts";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { DownloadButton } from "@/shared/components/download-button.tsx";
import { formatDate } from "@/shared/format.ts";
import { MONEY_TEXTS as TEXTS } from "../texts.ts";

const money = {
  textAlign: "right",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
} as const;

function TotalRow({
  label,
  cents,
  strong = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
}) {
  return (
    <TableRow>
      <TableCell sx={{ fontWeight: strong ? 700 : 400, borderBottom: 0, py: 0.5 }}>
        {label}
      </TableCell>
      <TableCell sx={{ ...money, fontWeight: strong ? 700 : 400, borderBottom: 0, py: 0.5 }}>
        {formatCents(cents)}
      </TableCell>
    </TableRow>
  );
}

/** The schedule: each fee line, then subtotal, GST, total, deposit, paid and balance. */
export function FeeSchedule({ money: caseMoney }: { money: CaseMoney }) {
  const rate = (caseMoney.gst.rateBasisPoints / 100).toString();
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {caseMoney.packageName && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.fromPackage(caseMoney.packageName)}
        </Typography>
      )}
      <Table size="small" aria-label={TEXTS.title}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.fee}</TableCell>
            <TableCell sx={money}>{TEXTS.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {caseMoney.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
            <TableRow key={index}>
              <TableCell>
                {FEE_KIND_LABELS[line.kind]}
                {line.description && (
                  <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
                    {` · ${line.description}`}
                  </Typography>
                )}
                {caseMoney.gst.registered && line.taxable && (
                  <Typography variant="caption" sx={{ color: "text.secondary", ml: 1 }}>
                    ({TEXTS.gstMark})
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={money}>{formatCents(line.amountCents)}</TableCell>
            </TableRow>
          ))}
          <TotalRow label={TEXTS.subtotal} cents={caseMoney.subtotalCents} />
          {caseMoney.gst.registered && (
            <TotalRow label={TEXTS.gst(rate, caseMoney.gst.number)} cents={caseMoney.gstCents} />
          )}
          <TotalRow label={TEXTS.total} cents={caseMoney.totalCents} strong />
          <TotalRow label={TEXTS.deposit} cents={caseMoney.depositCents} />
          <TotalRow label={TEXTS.paid} cents={caseMoney.paidCents} />
          <TotalRow label={TEXTS.balance} cents={caseMoney.balanceCents} strong />
          {caseMoney.refundedCents > 0 && (
            <TotalRow label={TEXTS.refunded} cents={caseMoney.refundedCents} />
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Whether MOM's six-month rule gives the family a refund, with its arithmetic. */
export function RefundNotice({
  money: caseMoney,
  action,
}: {
  money: CaseMoney;
  action?: React.ReactNode;
}) {
  const { refund } = caseMoney;
  if (!refund) return null;
  return (
    <Alert severity={refund.due ? "warning" : "info"} action={action}>
      <AlertTitle>{refund.due ? TEXTS.refundDue : TEXTS.refundNotDue}</AlertTitle>
      {refund.explanation.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}

/** Every invoice, receipt and credit note of the case, oldest first; staff may void a receipt. */
export function MoneyDocuments({
  money: caseMoney,
  onVoid,
  pdfPath,
}: {
  money: CaseMoney;
  onVoid?: (document: CaseMoney["documents"][number]) => void;
  /** Where each document's PDF downloads from. */
  pdfPath: (documentId: number) => string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {TEXTS.documents}
      </Typography>
      {caseMoney.documents.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.noDocuments}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="money-documents"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
        >
          {caseMoney.documents.map((document) => (
            <Box
              component="li"
              key={document.id}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {MONEY_DOCUMENT_LABELS[document.kind]} {document.number}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {formatDate(document.day)}
                  {document.method && ` · ${PAYMENT_METHOD_LABELS[document.method]}`}
                  {document.reference && ` ${document.reference}`}
                  {document.note && ` · ${document.note}`}
                  {document.voids && ` · ${TEXTS.voids(document.voids)}`}
                </Typography>
              </Box>
              {document.voidedBy && <Chip size="small" label={TEXTS.voidedBy(document.voidedBy)} />}
              <Typography sx={{ ...money, fontWeight: 600, minWidth: 96 }}>
                {formatCents(document.amountCents)}
              </Typography>
              <DownloadButton
                size="small"
                variant="text"
                path={pdfPath(document.id)}
                fileName={`${document.number}.pdf`}
                label={TEXTS.pdf}
                busyLabel={TEXTS.downloading}
                failure={TEXTS.downloadFailed}
                aria-label={`${TEXTS.pdf}: ${MONEY_DOCUMENT_LABELS[document.kind]} ${document.number}`}
              />
              {onVoid && document.kind === "receipt" && !document.voidedBy && (
                <Button size="small" color="inherit" onClick={() => onVoid(document)}>
                  {TEXTS.voidReceipt(document.number)}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
