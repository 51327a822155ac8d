import { adminMaidSchema } from "@maids/contract/maid.ts";
import type { MaidInput, MaidUpdateInput } from "@maids/contract/maid-input.ts";
import { apiRequest } from "@/shared/api-client.ts";

export type MaidSubmission = { values: MaidInput | MaidUpdateInput; photo: File | null };

/** Multipart (`image` and `data`) when a photo goes with the values, JSON otherwise. */
function requestBody({ values, photo }: MaidSubmission): FormData | MaidSubmission["values"] {
  if (!photo) return values;
  const form = new FormData();
  form.append("image", photo);
  form.append("data", JSON.stringify(values));
  return form;
}

/** Creates (POST) or updates (PUT) a helper. */
export function sendMaidForm(path: string, method: "POST" | "PUT", submission: MaidSubmission) {
  return apiRequest(path, { method, schema: adminMaidSchema, body: requestBody(submission) });
}
