/** The customer of /admin/:userId: a positive whole number, or none. */
export function parseCustomerId(param: string | undefined): {
  id: number | null;
  invalid: boolean;
} {
  if (param === undefined) return { id: null, invalid: false };
  const id = Number(param);
  const valid = /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0;
  return valid ? { id, invalid: false } : { id: null, invalid: true };
}
