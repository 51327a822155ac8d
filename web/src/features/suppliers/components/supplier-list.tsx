import type { Supplier } from "@maids/contract/suppliers.ts";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import EditRounded from "@mui/icons-material/EditRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { SUPPLIER_TEXTS as TEXTS } from "../texts.ts";

export type SupplierActions = {
  onEdit: (supplier: Supplier) => void;
  onToggleActive: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
};

type SupplierListProps = SupplierActions & { suppliers: readonly Supplier[] };

function StatusChip({ supplier }: { supplier: Supplier }) {
  const active = supplier.status === "active";
  return (
    <Chip
      size="small"
      label={active ? TEXTS.active : TEXTS.inactive}
      color={active ? "success" : "default"}
      variant={active ? "filled" : "outlined"}
    />
  );
}

function ContactLines({ supplier }: { supplier: Supplier }) {
  const lines = [supplier.contactPerson, supplier.phone, supplier.email].filter(Boolean);
  return (
    <Box sx={{ display: "grid", gap: 0.25 }}>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function Actions({
  supplier,
  onEdit,
  onToggleActive,
  onDelete,
}: SupplierActions & { supplier: Supplier }) {
  const can = useStaffCan();
  const hasHelpers = supplier.maidsCount > 0;
  if (!can("suppliers.edit")) return null;
  const deleteButton = (
    <IconButton
      aria-label={TEXTS.delete(supplier.companyName)}
      onClick={() => onDelete(supplier)}
      disabled={hasHelpers}
      color="error"
    >
      <DeleteOutlineRounded />
    </IconButton>
  );
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, justifyContent: "flex-end" }}>
      <Button size="small" color="secondary" onClick={() => onToggleActive(supplier)}>
        {supplier.status === "active" ? TEXTS.deactivate : TEXTS.activate}
      </Button>
      <IconButton aria-label={TEXTS.edit(supplier.companyName)} onClick={() => onEdit(supplier)}>
        <EditRounded />
      </IconButton>
      {hasHelpers ? (
        <Tooltip title={TEXTS.deleteBlocked}>
          {/* A disabled button gets no pointer events; the span carries the tooltip. */}
          <span>{deleteButton}</span>
        </Tooltip>
      ) : (
        deleteButton
      )}
    </Box>
  );
}

function NameCell({ supplier }: { supplier: Supplier }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{supplier.companyName}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {[supplier.country, supplier.licenceNumber].filter(Boolean).join(" · ")}
      </Typography>
    </>
  );
}

function SupplierTable({ suppliers, ...actions }: SupplierListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={TEXTS.searchLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.columns.company}</TableCell>
            <TableCell>{TEXTS.columns.contact}</TableCell>
            <TableCell align="right">{TEXTS.columns.helpers}</TableCell>
            <TableCell>{TEXTS.columns.status}</TableCell>
            <TableCell align="right">{TEXTS.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {suppliers.map((supplier) => (
            <TableRow key={supplier.id} hover>
              <TableCell>
                <NameCell supplier={supplier} />
              </TableCell>
              <TableCell sx={{ minWidth: 300 }}>
                <ContactLines supplier={supplier} />
              </TableCell>
              <TableCell align="right">{supplier.maidsCount}</TableCell>
              <TableCell>
                <StatusChip supplier={supplier} />
              </TableCell>
              <TableCell align="right">
                <Actions supplier={supplier} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SupplierCards({ suppliers, ...actions }: SupplierListProps) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <Card variant="outlined">
            <CardContent sx={{ display: "grid", gap: 1 }}>
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                <Box>
                  <NameCell supplier={supplier} />
                </Box>
                <StatusChip supplier={supplier} />
              </Box>
              <ContactLines supplier={supplier} />
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {TEXTS.helperCount(supplier.maidsCount)}
              </Typography>
              <Actions supplier={supplier} {...actions} />
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

/** A table on wide screens, cards on phones. */
export function SupplierList(props: SupplierListProps) {
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"));
  return isWide ? <SupplierTable {...props} /> : <SupplierCards {...props} />;
}
