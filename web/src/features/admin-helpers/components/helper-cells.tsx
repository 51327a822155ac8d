import type { AdminHelperRow } from "@maids/contract/admin.ts";
import { availabilityOf } from "@maids/contract/derived.ts";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import WarningAmberRounded from "@mui/icons-material/WarningAmberRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { placementHref } from "@/shared/paths.ts";
import { OpenCaseButton } from "@/shared/placements/open-case-button.tsx";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import type { RecommendSelection } from "../hooks/use-recommend-selection.ts";
import { ADMIN_HELPERS_TEXTS as TEXTS } from "../texts.ts";

export function HelperThumbnail({ maid, size = 48 }: { maid: AdminHelperRow; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={resolveImageUrl(maid.imageUrls?.thumbnail)}
      alt={TEXTS.photoOf(maid.name)}
      sx={{
        width: size,
        height: size * 1.25,
        borderRadius: 2,
        bgcolor: "surface.sunken",
        color: "text.secondary",
      }}
    >
      {maid.name.charAt(0)}
    </Avatar>
  );
}

/** Available in green, Employed in red (docs/product.md#helper-profile), dark enough to read. */
export function AvailabilityChip({ isEmployed }: { isEmployed: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-block",
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontSize: "0.75rem",
        fontWeight: 700,
        whiteSpace: "nowrap",
        bgcolor: isEmployed ? "status.errorSurface" : "status.successSurface",
        color: isEmployed ? "status.errorText" : "status.successText",
      }}
    >
      {availabilityOf(isEmployed)}
    </Box>
  );
}

/** The placement case holding her, linked to its page; staff words only (admin screens). */
export function HeldByMark({ heldBy }: { heldBy: { caseId: number; reference: string } }) {
  return (
    <Link
      component={RouterLink}
      to={placementHref(heldBy.caseId)}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: "block", mt: 0.5, fontSize: "0.75rem", overflowWrap: "anywhere" }}
    >
      {TEXTS.heldBy(heldBy.reference)}
    </Link>
  );
}

export function InactiveMark() {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-block",
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: "surface.sunken",
        color: "text.secondary",
        fontSize: "0.75rem",
        fontWeight: 700,
      }}
    >
      {TEXTS.inactive}
    </Box>
  );
}

/**
 * What stands between the helper and a first work permit (contract/src/eligibility.ts), one
 * line each; nothing when she meets the rules.
 */
export function EligibilityNotes({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={TEXTS.eligibilityWarnings}
      sx={{ m: 0, mt: 0.5, p: 0, listStyle: "none", display: "grid", gap: 0.25 }}
    >
      {warnings.map((warning) => (
        <Box
          component="li"
          key={warning}
          sx={{
            display: "flex",
            gap: 0.5,
            alignItems: "flex-start",
            fontSize: "0.75rem",
            fontWeight: 600,
            color: "brand.accentStrong",
          }}
        >
          <WarningAmberRounded sx={{ fontSize: "1rem" }} aria-hidden />
          {warning}
        </Box>
      ))}
    </Box>
  );
}

type HelperActionProps = { maid: AdminHelperRow };

export function RecommendCheckbox({
  maid,
  selection,
}: HelperActionProps & { selection: RecommendSelection }) {
  const can = useStaffCan();
  if (!can("customers.edit")) return null;
  return (
    <Checkbox
      checked={selection.selected.has(maid.id)}
      disabled={selection.isPending(maid.id)}
      onChange={() => selection.toggle(maid.id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { "aria-label": TEXTS.recommendHelper(maid.name) } }}
    />
  );
}

export function DeleteHelperButton({
  maid,
  onDelete,
}: HelperActionProps & { onDelete: (maid: AdminHelperRow) => void }) {
  const can = useStaffCan();
  if (!can("helpers.delete")) return null;
  return (
    <IconButton
      aria-label={TEXTS.deleteHelper(maid.name)}
      onClick={(event) => {
        event.stopPropagation();
        onDelete(maid);
      }}
      sx={{ color: "error.main" }}
    >
      <DeleteOutlineRounded />
    </IconButton>
  );
}

/** "Open placement case" for this helper: asks which customer, then opens the case's page. */
export function OpenCaseAction({ maid }: HelperActionProps) {
  return <OpenCaseButton maidId={maid.id} helperName={maid.name} compact />;
}
