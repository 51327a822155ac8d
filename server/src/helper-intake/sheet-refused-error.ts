/**
 * The spreadsheet cannot be read as a template; the message is one of HELPER_IMPORT_MESSAGES.
 * 413 when it is past one of the size limits, 400 otherwise.
 */
export class SheetRefusedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
