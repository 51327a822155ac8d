import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import { createQueryClient } from "./query-client.ts";

describe("createQueryClient", () => {
  it("asks for the session again when a call answers 401, without retrying that call", async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, { id: 1 });
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ["admin", "dashboard"],
        queryFn: () => {
          calls += 1;
          throw new ApiRequestError(401, "Please sign in to continue.");
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
    expect(client.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
    const retry = client.getDefaultOptions().queries?.retry;
    if (typeof retry !== "function") throw new Error("retry is a function");
    expect(retry(0, new ApiRequestError(401, "Please sign in to continue."))).toBe(false);
    expect(retry(0, new ApiRequestError(503, "Busy"))).toBe(true);
    expect(retry(1, new ApiRequestError(503, "Busy"))).toBe(false);
  });

  it("leaves the session alone when a call fails otherwise", async () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(queryKeys.session, { id: 1 });
    await client
      .fetchQuery({
        queryKey: ["admin", "dashboard"],
        queryFn: () => {
          throw new ApiRequestError(500, "Something failed on the server.");
        },
      })
      .catch(() => undefined);
    expect(client.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);
  });
});
