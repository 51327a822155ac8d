import type { Agency } from "@maids/contract/agency.ts";
import { ADMIN_MENU } from "@maids/contract/messages.ts";
import { formatStaffPhone, type StaffMember } from "@maids/contract/staff.ts";
import AddRounded from "@mui/icons-material/AddRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { getAgency } from "@/shared/agency/use-agency.ts";
import { RetryAlert } from "@/shared/components/retry-alert.tsx";
import { ScreenHeading } from "@/shared/components/screen-heading.tsx";
import { NoticeSnackbar } from "@/shared/notice/notice-snackbar.tsx";
import { useNotice } from "@/shared/notice/use-notice.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { useStaffList } from "@/shared/staff/use-staff-list.ts";
import { useChangeStaffStatus } from "../api/change-staff-status.ts";
import { SETTINGS_TEXTS as TEXTS } from "../texts.ts";
import { DeactivateDialog } from "./deactivate-dialog.tsx";
import { LegalTextsEditor } from "./legal-texts-editor.tsx";
import { MoneySettingsSection } from "./money-settings-section.tsx";
import { StaffFormDialog } from "./staff-form-dialog.tsx";
import { StaffList } from "./staff-list.tsx";

const AGENCY_FIELDS = [
  "name",
  "licenceNumber",
  "phone",
  "whatsappNumber",
  "email",
  "address",
  "openingHours",
] as const satisfies readonly (keyof Agency)[];

function SectionTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {hint}
      </Typography>
    </Box>
  );
}

/** The agency's configured details, read-only. */
function AgencyDetails() {
  const agency = useQuery({
    queryKey: queryKeys.agency,
    queryFn: ({ signal }) => getAgency(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Box component="section" aria-labelledby="settings-agency" sx={{ mb: 4 }}>
      <Box id="settings-agency">
        <SectionTitle title={TEXTS.agency.title} hint={TEXTS.agency.hint} />
      </Box>
      {agency.isPending && <Skeleton variant="rounded" height={180} />}
      {agency.isError && (
        <RetryAlert message={TEXTS.agency.loadFailed} onRetry={() => void agency.refetch()} />
      )}
      {agency.isSuccess && (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1 },
              m: 0,
            }}
          >
            {AGENCY_FIELDS.map((field) => (
              <Box key={field} sx={{ display: "contents" }}>
                <Typography component="dt" sx={{ color: "text.secondary", mt: { xs: 1, sm: 0 } }}>
                  {TEXTS.agency[field]}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                  {field === "whatsappNumber"
                    ? formatStaffPhone(agency.data.whatsappNumber)
                    : agency.data[field]}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}

type FormState = { open: boolean; member: StaffMember | null };

/** Lets a deactivated staff member sign in again, telling how it went. */
function useReactivate(notice: ReturnType<typeof useNotice>) {
  const change = useChangeStaffStatus();
  return (member: StaffMember) =>
    change.mutate(
      { id: member.id, action: "reactivate" },
      {
        onSuccess: () => notice.show(TEXTS.staff.reactivated(member.name), "success"),
        onError: (error) => notice.show(error.message, "error"),
      },
    );
}

/**
 * Settings (docs/product.md#staff-and-settings): the agency's details and its staff;
 * `ownerSections` are other features' settings, shown to those who may change the agency's own.
 */
export function SettingsScreen({ ownerSections }: { ownerSections?: ReactNode } = {}) {
  const staff = useStaffList({ fresh: true });
  const notice = useNotice();
  const [form, setForm] = useState<FormState>({ open: false, member: null });
  const [leaver, setLeaver] = useState<StaffMember | null>(null);
  const reactivate = useReactivate(notice);
  const { profile } = useSession();
  const can = useStaffCan();

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: "auto" }}>
      <ScreenHeading
        title={ADMIN_MENU.settings}
        summary={TEXTS.intro}
        action={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setForm({ open: true, member: null })}
          >
            {TEXTS.staff.add}
          </Button>
        }
      />
      <AgencyDetails />
      {can("agency.settings") && (
        <>
          <MoneySettingsSection />
          <LegalTextsEditor />
          {ownerSections}
        </>
      )}
      <Box component="section" aria-labelledby="settings-staff">
        <Box id="settings-staff">
          <SectionTitle
            title={TEXTS.staff.title}
            hint={
              staff.data
                ? `${TEXTS.staff.count(staff.data.length)} · ${TEXTS.staff.hint}`
                : TEXTS.staff.hint
            }
          />
        </Box>
        {staff.isPending && <Skeleton variant="rounded" height={200} />}
        {staff.isError && (
          <RetryAlert message={TEXTS.staff.loadFailed} onRetry={() => void staff.refetch()} />
        )}
        {staff.isSuccess &&
          (staff.data.length > 0 ? (
            <StaffList
              staff={staff.data}
              viewerId={profile?.id}
              onEdit={(member) => setForm({ open: true, member })}
              onDeactivate={setLeaver}
              onReactivate={reactivate}
            />
          ) : (
            <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
              {TEXTS.staff.empty}
            </Typography>
          ))}
      </Box>
      <StaffFormDialog
        open={form.open}
        member={form.member}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={(message) => notice.show(message, "success")}
      />
      <DeactivateDialog
        member={leaver}
        staff={staff.data ?? []}
        onClose={() => setLeaver(null)}
        onDone={(message) => notice.show(message, "success")}
      />
      <NoticeSnackbar control={notice} />
    </Box>
  );
}
