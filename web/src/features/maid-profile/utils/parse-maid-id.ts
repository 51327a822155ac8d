import { maidIdParamsSchema } from "@maids/contract/catalogue.ts";

/** The helper id of a /maid/:id address; undefined for anything but a positive whole number. */
export function parseMaidId(param: string | undefined): number | undefined {
  const parsed = maidIdParamsSchema.safeParse({ id: param });
  return parsed.success ? parsed.data.id : undefined;
}
