import { QueryClient } from "@tanstack/react-query";

/** `retry`: the browser tries a failed call once more; the server, drawing a page, does not. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry },
    },
  });
}
