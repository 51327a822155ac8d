import { helperIdParamsSchema } from "@maids/contract/catalogue.ts";

/** The helper id of a /maid/:id address; undefined for anything but a positive whole number. */
export function parseHelperId(param: string | undefined): number | undefined {
  const parsed = helperIdParamsSchema.safeParse({ id: param });
  return parsed.success ? parsed.data.id : undefined;
}
