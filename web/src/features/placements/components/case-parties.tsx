import { isEnded } from "@maids/contract/placement-stages.ts";
import type { PlacementCase } from "@maids/contract/placements.ts";
import { mayOwnCases } from "@maids/contract/staff-roles.ts";
import OpenInNewRounded from "@mui/icons-material/OpenInNewRounded";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { helperHref, paths } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useStaffList } from "@/shared/staff/use-staff-list.ts";
import { useUpdatePlacement } from "../api/case-mutations.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";

function Party({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 2, display: "grid", gap: 0.5, alignContent: "start" }}>
      <Typography
        variant="overline"
        component="h3"
        sx={{ color: "text.secondary", lineHeight: 1.4 }}
      >
        {label}
      </Typography>
      {children}
    </Card>
  );
}

/**
 * "Change owner" opens a picker of the staff (asked for only then) to hand the case to someone
 * else; without the staff list it says the owner cannot be changed now.
 */
function OwnerPicker({ placement }: { placement: PlacementCase }) {
  const [open, setOpen] = useState(false);
  const staff = useStaffList({ enabled: open });
  const [ownerId, setOwnerId] = useState(String(placement.owner.id));
  const update = useUpdatePlacement(placement.id);
  const can = useStaffCan();
  if (!can("cases.assign")) return null;
  if (!open) {
    return (
      <Box>
        <Button size="small" onClick={() => setOpen(true)} disabled={isEnded(placement.stage)}>
          {TEXTS.changeOwner}
        </Button>
      </Box>
    );
  }
  if (staff.isError) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {TEXTS.staffFailed}
      </Typography>
    );
  }
  if (!staff.data) {
    return (
      <Typography variant="body2" role="status" sx={{ color: "text.secondary" }}>
        {TEXTS.menuLoading}
      </Typography>
    );
  }
  const owners = staff.data.filter(
    (member) => member.id !== placement.owner.id && mayOwnCases(member),
  );
  const options = [{ id: placement.owner.id, name: placement.owner.name }, ...owners];
  return (
    <Box sx={{ display: "grid", gap: 1, mt: 1 }}>
      <TextField
        select
        size="small"
        label={TEXTS.newOwner}
        value={ownerId}
        onChange={(event) => setOwnerId(event.target.value)}
      >
        {options.map((member) => (
          <MenuItem key={member.id} value={String(member.id)}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          disabled={update.isPending || ownerId === String(placement.owner.id)}
          onClick={() => update.mutate({ version: placement.version, ownerId: Number(ownerId) })}
        >
          {TEXTS.saveOwner}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {TEXTS.cancel}
        </Button>
      </Box>
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
    </Box>
  );
}

/** The family, the helper and the staff member who owns the case. */
export function CaseParties({ placement }: { placement: PlacementCase }) {
  const { customer, helper, owner } = placement;
  return (
    <Box
      component="section"
      aria-label={TEXTS.parties}
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      <Party label={TEXTS.family}>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{customer.name}</Typography>
        <Link href={`mailto:${customer.email}`} variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {customer.email}
        </Link>
        <Link component={RouterLink} to={paths.userManagement} variant="body2">
          {TEXTS.customerManagement}
        </Link>
      </Party>
      <Party label={TEXTS.helper}>
        {helper ? (
          <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
            <Avatar
              src={resolveImageUrl(helper.imageUrl)}
              alt=""
              variant="rounded"
              sx={{ width: 56, height: 56 }}
            >
              {helper.name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                {helper.name}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {helper.country} · ID {helper.id}
              </Typography>
              <Link
                href={helperHref(helper.id)}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
              >
                {TEXTS.helperProfile}
                <OpenInNewRounded aria-hidden sx={{ fontSize: 14 }} />
              </Link>
            </Box>
          </Box>
        ) : (
          <Typography sx={{ color: "text.secondary" }}>{TEXTS.noHelper}</Typography>
        )}
      </Party>
      <Party label={TEXTS.owner}>
        <Typography sx={{ fontWeight: 700 }}>{owner.name}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {TEXTS.eaNumber(owner.eaRegistrationNumber)}
        </Typography>
        <OwnerPicker key={placement.version} placement={placement} />
      </Party>
    </Box>
  );
}
