import type { AdminUser } from "@maids/contract/admin.ts";
import { CUSTOMER_UI_TEXTS } from "../texts.ts";
import { DateTime } from "./date-time.tsx";
import { HelperList, HelperListItem, PanelEmpty } from "./helper-list-item.tsx";

export function InterviewRequestsPanel({ user }: { user: AdminUser }) {
  if (user.interviewRequests.length === 0) {
    return <PanelEmpty text={CUSTOMER_UI_TEXTS.noInterviewRequests} />;
  }
  return (
    <HelperList label={CUSTOMER_UI_TEXTS.interviewRequestsTab}>
      {user.interviewRequests.map((request) => (
        <HelperListItem
          key={request.maidId}
          maidId={request.maidId}
          name={request.maid.name}
          imageUrl={request.maid.imageUrl}
          details={
            <>
              {request.maid.country} · {CUSTOMER_UI_TEXTS.requestedOn}{" "}
              <DateTime iso={request.requestedAt} />
            </>
          }
        />
      ))}
    </HelperList>
  );
}
