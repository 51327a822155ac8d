import { formatStaffPhone, type StaffMember } from "@maids/contract/staff.ts";
import EditRounded from "@mui/icons-material/EditRounded";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.staff;

type StaffListProps = {
  staff: readonly StaffMember[];
  onEdit: (member: StaffMember) => void;
};

/** The value, or a muted "Not given" for a blank one (an administrator made before staff details). */
function OrNotGiven({ value }: { value: string }) {
  if (value) return <>{value}</>;
  return (
    <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
      {TEXTS.notGiven}
    </Typography>
  );
}

function EditButton({ member, onEdit }: { member: StaffMember; onEdit: StaffListProps["onEdit"] }) {
  return (
    <IconButton aria-label={TEXTS.edit(member.name)} onClick={() => onEdit(member)}>
      <EditRounded />
    </IconButton>
  );
}

function StaffTable({ staff, onEdit }: StaffListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={TEXTS.title}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.columns.name}</TableCell>
            <TableCell>{TEXTS.columns.email}</TableCell>
            <TableCell>{TEXTS.columns.eaRegistrationNumber}</TableCell>
            <TableCell>{TEXTS.columns.phone}</TableCell>
            <TableCell align="right">{TEXTS.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.id} hover>
              <TableCell sx={{ fontWeight: 700 }}>{member.name}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{member.email}</TableCell>
              <TableCell>
                <OrNotGiven value={member.eaRegistrationNumber} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <OrNotGiven value={formatStaffPhone(member.phone)} />
              </TableCell>
              <TableCell align="right">
                <EditButton member={member} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StaffCards({ staff, onEdit }: StaffListProps) {
  return (
    <Box
      component="ul"
      aria-label={TEXTS.title}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
    >
      {staff.map((member) => (
        <li key={member.id} aria-label={member.name}>
          <Card variant="outlined">
            <CardContent sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              <Box sx={{ flex: 1, minWidth: 0, display: "grid", gap: 0.25 }}>
                <Typography sx={{ fontWeight: 700 }}>{member.name}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {member.email}
                </Typography>
                <Typography variant="body2">
                  {TEXTS.columns.eaRegistrationNumber}:{" "}
                  <OrNotGiven value={member.eaRegistrationNumber} />
                </Typography>
                <Typography variant="body2">
                  {TEXTS.columns.phone}: <OrNotGiven value={formatStaffPhone(member.phone)} />
                </Typography>
              </Box>
              <EditButton member={member} onEdit={onEdit} />
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

/** A table on wide screens, cards on phones. */
export function StaffList(props: StaffListProps) {
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"));
  return isWide ? <StaffTable {...props} /> : <StaffCards {...props} />;
}
