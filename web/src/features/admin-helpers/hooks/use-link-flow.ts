import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { useState } from "react";
import { ApiRequestError } from "@/shared/api-client.ts";
import type { NoticeControl } from "@/shared/notice/use-notice.ts";
import { type GeneratedLink, useGenerateLink } from "../api/generate-link.ts";

/** 'Select to recommend': a link to the ticked helpers, or why there is none (docs/product.md#recommendations). */
export function useLinkFlow(
  customerId: number | null,
  selected: ReadonlySet<number>,
  notice: NoticeControl,
) {
  const generate = useGenerateLink();
  const [link, setLink] = useState<GeneratedLink | null>(null);

  function start() {
    if (selected.size === 0) return notice.show(ADMIN_TEXTS.noHelperSelected, "warning");
    generate.mutate(
      { userId: customerId, filters: {}, maidIds: [...selected] },
      {
        onSuccess: setLink,
        onError: (error) =>
          notice.show(
            error instanceof ApiRequestError ? ADMIN_MESSAGES.linkFailed : ADMIN_MESSAGES.linkError,
            "error",
          ),
      },
    );
  }

  return { start, busy: generate.isPending, link, close: () => setLink(null) };
}
