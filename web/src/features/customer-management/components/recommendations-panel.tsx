import type { AdminUser } from "@maids/contract/admin.ts";
import { ADMIN_MESSAGES, CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useRemoveRecommendation } from "../api/remove-recommendation.ts";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { recommendedHelpersOf } from "../utils/customer-counts.ts";
import { HelperList, HelperListItem, PanelEmpty } from "./helper-list-item.tsx";

type RemoveButtonProps = {
  name: string;
  isRemoving: boolean;
  disabled: boolean;
  onRemove: () => void;
};

function RemoveButton({ name, isRemoving, disabled, onRemove }: RemoveButtonProps) {
  const label = CUSTOMER_UI_TEXTS.removeRecommendation(name);
  if (isRemoving) return <CircularProgress size={24} aria-label={label} sx={{ m: 1 }} />;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onRemove} disabled={disabled} color="error">
          <DeleteOutlineRounded />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The helpers recommended to the customer, each removable on the server. */
export function RecommendationsPanel({ user }: { user: AdminUser }) {
  const removal = useRemoveRecommendation();
  const maids = recommendedHelpersOf(user);
  const failedName = removal.isError
    ? maids.find((item) => item.maidId === removal.variables?.maidId)?.maid.name
    : undefined;

  return (
    <>
      {failedName && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {CUSTOMER_UI_TEXTS.removeFailed(failedName)}
        </Alert>
      )}
      {maids.length === 0 ? (
        <PanelEmpty text={ADMIN_MESSAGES.noRecommendations} />
      ) : (
        <HelperList label={CUSTOMER_MANAGEMENT_TEXTS.recommendationsTab}>
          {maids.map((item) => (
            <HelperListItem
              key={item.maidId}
              maidId={item.maidId}
              name={item.maid.name}
              imageUrl={item.imageUrl}
              details={item.maid.country}
              action={
                <RemoveButton
                  name={item.maid.name}
                  isRemoving={removal.isPending && removal.variables?.maidId === item.maidId}
                  disabled={removal.isPending}
                  onRemove={() => removal.mutate({ userId: user.id, maidId: item.maidId })}
                />
              }
            />
          ))}
        </HelperList>
      )}
    </>
  );
}
