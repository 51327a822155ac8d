import type { AdminUser } from "@maids/contract/admin.ts";
import { STAGE_LABELS } from "@maids/contract/placement-stages.ts";
import { formatStaffPhone } from "@maids/contract/staff.ts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { PhoneForm } from "@/shared/forms/phone-form.tsx";
import { auditTrailHref, placementHref } from "@/shared/paths.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useCustomerCases, useUpdateCustomerPhone } from "../api/customer-record.ts";
import { CUSTOMER_UI_TEXTS as TEXTS } from "../texts.ts";
import { PanelEmpty } from "./helper-list-item.tsx";

/** The family's placement cases, each with its stage and helper, linking to its page. */
export function CasesPanel({ user }: { user: AdminUser }) {
  const cases = useCustomerCases(user.id);
  if (cases.isPending) return <Typography role="status">{TEXTS.casesLoading}</Typography>;
  if (cases.isError) return <Alert severity="error">{TEXTS.casesFailed}</Alert>;
  if (cases.data.cases.length === 0) return <PanelEmpty text={TEXTS.noCases} />;
  return (
    <Box
      component="ul"
      aria-label={TEXTS.casesTab}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
    >
      {cases.data.cases.map((placement) => (
        <li key={placement.id}>
          <Link component={RouterLink} to={placementHref(placement.id)} sx={{ fontWeight: 700 }}>
            {placement.reference}
          </Link>{" "}
          · {STAGE_LABELS[placement.stage]}
          {placement.helper && ` · ${placement.helper.name}`}
          <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
            {" "}
            · {TEXTS.caseOwner(placement.owner.name)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The family's phone number (staff who may change customers set it) and their audit trail. */
export function ContactPanel({ user }: { user: AdminUser }) {
  const can = useStaffCan();
  const update = useUpdateCustomerPhone(user.id);
  return (
    <Box sx={{ display: "grid", gap: 2, maxWidth: 420 }}>
      <Typography>
        {TEXTS.phoneForm.label}: {user.phone ? formatStaffPhone(user.phone) : TEXTS.noPhone}
      </Typography>
      {can("customers.edit") && (
        <PhoneForm phone={user.phone} save={update} texts={TEXTS.phoneForm} size="small" />
      )}
      {can("audit.view") && (
        <Link component={RouterLink} to={auditTrailHref("customer", user.id)}>
          {TEXTS.auditTrail}
        </Link>
      )}
    </Box>
  );
}
