import type { AdminUser } from "@maids/contract/admin.ts";
import { CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { recommendationCount } from "../utils/customer-counts.ts";

type CustomerTableProps = { users: readonly AdminUser[]; onViewDetails: (user: AdminUser) => void };

const headStyle = {
  fontWeight: 700,
  color: "text.secondary",
  bgcolor: "surface.muted",
  whiteSpace: "nowrap",
} as const;

/** The customers of one page, as a table on medium screens and up. */
export function CustomerTable({ users, onViewDetails }: CustomerTableProps) {
  const [id, name, email, favorites, recommendations, viewDetails] =
    CUSTOMER_MANAGEMENT_TEXTS.columns;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: "16px" }}>
      <Table aria-label={CUSTOMER_UI_TEXTS.customerList}>
        <TableHead>
          <TableRow>
            <TableCell sx={headStyle}>{id}</TableCell>
            <TableCell sx={headStyle}>{name}</TableCell>
            <TableCell sx={headStyle}>{email}</TableCell>
            <TableCell sx={headStyle} align="right">
              {favorites}
            </TableCell>
            <TableCell sx={headStyle} align="right">
              {recommendations}
            </TableCell>
            <TableCell sx={headStyle} align="right">
              {viewDetails}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover sx={{ "&:last-child td": { borderBottom: 0 } }}>
              <TableCell sx={{ color: "text.secondary" }}>{user.id}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{user.name}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{user.email}</TableCell>
              <TableCell align="right">{user.favorites.length}</TableCell>
              <TableCell align="right">{recommendationCount(user)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  color="secondary"
                  aria-label={CUSTOMER_UI_TEXTS.viewDetailsFor(user.name)}
                  onClick={() => onViewDetails(user)}
                  sx={{ whiteSpace: "nowrap" }}
                >
                  {CUSTOMER_MANAGEMENT_TEXTS.viewDetails}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
