import { formatDateTime } from "@/shared/format.ts";

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
