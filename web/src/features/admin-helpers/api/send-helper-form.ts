import { adminHelperSchema } from "@maids/contract/helper.ts";
import type { HelperInput, HelperUpdateInput } from "@maids/contract/helper-input.ts";
import { apiRequest } from "@/shared/api-client.ts";

export type HelperSubmission = { values: HelperInput | HelperUpdateInput; photo: File | null };

/** Multipart (`image` and `data`) when a photo goes with the values, JSON otherwise. */
function requestBody({ values, photo }: HelperSubmission): FormData | HelperSubmission["values"] {
  if (!photo) return values;
  const form = new FormData();
  form.append("image", photo);
  form.append("data", JSON.stringify(values));
  return form;
}

/** Creates (POST) or updates (PUT) a helper. */
export function sendHelperForm(path: string, method: "POST" | "PUT", submission: HelperSubmission) {
  return apiRequest(path, { method, schema: adminHelperSchema, body: requestBody(submission) });
}
