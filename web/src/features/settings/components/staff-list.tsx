import { formatStaffPhone, type StaffMember } from "@maids/contract/staff.ts";
import { STAFF_ROLE_LABELS } from "@maids/contract/staff-roles.ts";
import EditRounded from "@mui/icons-material/EditRounded";
import PersonOffRounded from "@mui/icons-material/PersonOffRounded";
import RestoreRounded from "@mui/icons-material/RestoreRounded";
import Box from "@mui/material/Box";
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
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { SETTINGS_TEXTS } from "../texts.ts";

const TEXTS = SETTINGS_TEXTS.staff;

type StaffListProps = {
  staff: readonly StaffMember[];
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
  /** The signed-in owner, who cannot deactivate themself. */
  viewerId: number | undefined;
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

function Actions({
  member,
  onEdit,
  onDeactivate,
  onReactivate,
  viewerId,
}: StaffListProps & {
  member: StaffMember;
}) {
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
      <IconButton aria-label={TEXTS.edit(member.name)} onClick={() => onEdit(member)}>
        <EditRounded />
      </IconButton>
      {member.active ? (
        member.id !== viewerId && (
          <IconButton
            aria-label={TEXTS.deactivate(member.name)}
            onClick={() => onDeactivate(member)}
          >
            <PersonOffRounded />
          </IconButton>
        )
      ) : (
        <IconButton aria-label={TEXTS.reactivate(member.name)} onClick={() => onReactivate(member)}>
          <RestoreRounded />
        </IconButton>
      )}
    </Box>
  );
}

/** The role, "Deactivated" for a leaver, and the open cases they own. */
function RoleAndStatus({ member }: { member: StaffMember }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, alignItems: "center" }}>
      <span>{STAFF_ROLE_LABELS[member.role]}</span>
      {!member.active && <Chip size="small" color="default" label={TEXTS.deactivated} />}
      {member.openCases > 0 && (
        <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
          · {TEXTS.openCases(member.openCases)}
        </Typography>
      )}
    </Box>
  );
}

function StaffTable(props: StaffListProps) {
  const { staff } = props;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={TEXTS.title}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.columns.name}</TableCell>
            <TableCell>{TEXTS.columns.email}</TableCell>
            <TableCell>{TEXTS.columns.role}</TableCell>
            <TableCell>{TEXTS.columns.eaRegistrationNumber}</TableCell>
            <TableCell>{TEXTS.columns.phone}</TableCell>
            <TableCell align="right">{TEXTS.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.id} hover sx={member.active ? undefined : { opacity: 0.7 }}>
              <TableCell sx={{ fontWeight: 700 }}>{member.name}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{member.email}</TableCell>
              <TableCell>
                <RoleAndStatus member={member} />
              </TableCell>
              <TableCell>
                <OrNotGiven value={member.eaRegistrationNumber} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <OrNotGiven value={formatStaffPhone(member.phone)} />
              </TableCell>
              <TableCell align="right">
                <Actions {...props} member={member} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StaffCards(props: StaffListProps) {
  const { staff } = props;
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
                <Typography variant="body2" component="div">
                  <RoleAndStatus member={member} />
                </Typography>
                <Typography variant="body2">
                  {TEXTS.columns.eaRegistrationNumber}:{" "}
                  <OrNotGiven value={member.eaRegistrationNumber} />
                </Typography>
                <Typography variant="body2">
                  {TEXTS.columns.phone}: <OrNotGiven value={formatStaffPhone(member.phone)} />
                </Typography>
              </Box>
              <Actions {...props} member={member} />
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
