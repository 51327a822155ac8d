import { z } from "zod";
import { publicHelperSchema } from "./helper.ts";

export const recommendedResponseSchema = z
  .array(publicHelperSchema)
  .describe("Recommended helpers as catalogue cards (each with `id`).");

export const shareTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(100, { error: "token is too long" })
    .describe("The token of a recommendation link."),
});

/** Query parameter of /Recommend that carries a share link's token. */
export const SHARE_TOKEN_PARAM = "token";
