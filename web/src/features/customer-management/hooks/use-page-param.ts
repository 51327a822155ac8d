import { useCallback } from "react";
import { useSearchParams } from "react-router";

const PAGE_PARAM = "page";

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list page in the address (?page=2), so that reloading or going back keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(page));
        return next;
      }),
    [setSearchParams],
  );
  return [parsePage(searchParams.get(PAGE_PARAM)), setPage];
}
