import { z } from "zod";

export const interviewRequestBodySchema = z.object({
  maidId: z
    .number({ error: "maidId must be a whole number" })
    .int({ error: "maidId must be a whole number" })
    .positive({ error: "maidId must be a whole number" }),
});

export const interviewRequestSchema = z.object({
  maidId: z.number().int(),
  requestedAt: z.iso.datetime({ offset: true }),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

export const interviewRequestsResponseSchema = z
  .array(interviewRequestSchema)
  .describe("The viewer's interview requests, newest first.");
