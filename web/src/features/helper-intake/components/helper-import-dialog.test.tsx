import { ELIGIBILITY_MESSAGES } from "@maids/contract/eligibility.ts";
import { HELPER_IMPORT_MESSAGES, type HelperImport } from "@maids/contract/helper-imports.ts";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRequest } from "@/shared/api-client.ts";
import { queryKeys } from "@/shared/query-keys.ts";
import {
  apiErrorResponse,
  jsonResponse,
  requestsTo,
  type StubbedRequest,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { setViewportWidth } from "@/testing/viewport.ts";
import { type FakeUpload, stubUploads } from "../testing/fake-upload.ts";
import { buildHelperImport, buildPreview } from "../testing/helper-import-factory.ts";
import { HELPER_INTAKE_TEXTS } from "../texts.ts";
import { HelperImportButton } from "./helper-import-button.tsx";

const IMPORT = "GET /api/admin/helper-imports/7";
const RECENT = "GET /api/admin/helper-imports";
const COMMIT = "POST /api/admin/helper-imports/7/commit";
const UNDO = "POST /api/admin/helper-imports/7/undo";
const PUBLISH = "POST /api/admin/helper-imports/7/publish";
const HELPERS = "GET /api/admin/maids/page";

/** Stands for the helpers list on the screen: a query under the admin helpers' key. */
function HelpersList() {
  useQuery({
    queryKey: queryKeys.adminHelpersPage({}),
    queryFn: () => apiRequest("/api/admin/maids/page", { schema: z.unknown() }),
  });
  return null;
}

const preview = buildPreview({
  rows: 12,
  valid: 9,
  withPhoto: 7,
  problems: [
    {
      row: 3,
      name: "Siti Aminah",
      column: "date_of_birth",
      message: "Enter the date as YYYY-MM-DD",
    },
    { row: 5, name: "", column: "", message: HELPER_IMPORT_MESSAGES.sameHelperTwice(4) },
    {
      row: 11,
      name: "Ana Santos",
      column: "photo",
      message: HELPER_IMPORT_MESSAGES.photoMissing("ana.jpg"),
    },
  ],
  warnings: [HELPER_IMPORT_MESSAGES.ignoredColumns(['"Agent remarks"'])],
  rowWarnings: [
    { row: 7, name: "Nadia Old", messages: [ELIGIBILITY_MESSAGES.olderThanFirstPermit] },
  ],
  duplicates: [
    { row: 6, helperId: 40, name: "Maricel Dela Cruz" },
    { row: 7, helperId: 41, name: "Siti Rahayu" },
  ],
  newSuppliers: [{ name: "Cebu Bright Manpower", rows: [8, 9, 10] }],
});
const ready = buildHelperImport({ status: "ready", preview, progress: { done: 12, total: 12 } });

/**
 * The server: the import as it stands (`server.current`, read at each poll), the recent
 * imports, and answers to commit and undo.
 */
function stubServer(
  routes: Partial<Record<string, (request: StubbedRequest) => Response | Promise<Response>>> = {},
) {
  const server = { current: ready as HelperImport, recent: [] as HelperImport[] };
  const fetchSpy = stubApi({
    [IMPORT]: () => jsonResponse(server.current),
    [RECENT]: () => jsonResponse({ imports: server.recent }),
    [HELPERS]: () => jsonResponse({ maids: [], total: 0, page: 1, limit: 20 }),
    ...(routes as Record<string, (request: StubbedRequest) => Response | Promise<Response>>),
  });
  return { server, fetchSpy };
}

const sheetFile = () =>
  new File(["name,date_of_birth\n"], "helpers-november.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
const photosFile = () => new File(["PK"], "photos.zip", { type: "application/zip" });

async function openImport() {
  renderWithProviders(
    <>
      <HelperImportButton />
      <HelpersList />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Import" }));
  return screen.findByRole("dialog", { name: "Import helpers" });
}

/** Chooses the files, presses Upload and returns the upload sent. */
async function chooseAndUpload(uploads: FakeUpload[], photos: File | null = photosFile()) {
  await userEvent.upload(screen.getByLabelText("Filled template (.xlsx or .csv)"), sheetFile());
  if (photos) await userEvent.upload(screen.getByLabelText("Photos (.zip, optional)"), photos);
  await userEvent.click(screen.getByRole("button", { name: "Upload" }));
  const upload = uploads.at(-1);
  if (!upload) throw new Error("Nothing was uploaded");
  return upload;
}

/** Opens the dialog and uploads a file the server has checked: the preview shows. */
async function openPreview(uploads: FakeUpload[]) {
  await openImport();
  const upload = await chooseAndUpload(uploads);
  await upload.respond(202, buildHelperImport());
  await screen.findByText("Checked helpers-november.xlsx");
}

const importButton = () => screen.getByRole("button", { name: /^Import \d+ helpers?$/ });
const helperListLoads = (fetchSpy: ReturnType<typeof stubApi>) =>
  requestsTo(fetchSpy, HELPERS).length;

describe("HelperImportButton", () => {
  let uploads: FakeUpload[];

  beforeEach(() => {
    setViewportWidth(1280);
    uploads = stubUploads();
  });

  it("uploads the spreadsheet and the photos with a progress bar, then shows the rows being checked", async () => {
    const { server } = stubServer();
    server.current = buildHelperImport({ progress: { done: 40, total: 120 } });
    const dialog = await openImport();
    expect(within(dialog).getByRole("button", { name: "Download template (.xlsx)" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Download template (.csv)" })).toBeVisible();

    const upload = await chooseAndUpload(uploads);

    expect(upload.method).toBe("POST");
    expect(upload.url).toBe("/api/admin/helper-imports");
    expect(upload.withCredentials).toBe(true);
    expect(upload.headers.Accept).toBe("application/json");
    expect((upload.body?.get("sheet") as File | undefined)?.name).toBe("helpers-november.xlsx");
    expect((upload.body?.get("photos") as File | undefined)?.name).toBe("photos.zip");

    upload.progress(30, 120);
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    expect(screen.getByText("25% uploaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Uploading…" })).toBeDisabled();

    await upload.respond(202, buildHelperImport());
    expect(await screen.findByText("Checking rows…")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("progressbar", { name: "Rows checked" })).toHaveAttribute(
        "aria-valuenow",
        "33",
      ),
    );
    expect(screen.getByText("40 of 120 rows")).toBeInTheDocument();

    server.current = ready;
    expect(await screen.findByText("Checked helpers-november.xlsx")).toBeInTheDocument();
  });

  it("sends the spreadsheet alone when no photos are chosen, and shows the server's refusal under the file", async () => {
    stubServer();
    await openImport();

    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByText(HELPER_IMPORT_MESSAGES.sheetRequired)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    const upload = await chooseAndUpload(uploads, null);
    expect(upload.body?.has("photos")).toBe(false);
    await upload.respond(400, {
      statusCode: 400,
      error: "Bad Request",
      code: "invalid_input",
      message: "The upload was refused",
      errors: [{ field: "sheet", message: HELPER_IMPORT_MESSAGES.notASheet }],
    });

    expect(await screen.findByRole("alert")).toHaveTextContent(HELPER_IMPORT_MESSAGES.notASheet);
    expect(screen.getByLabelText("Filled template (.xlsx or .csv)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("says the files are too large when a proxy refuses them without the API's answer", async () => {
    stubServer();
    await openImport();
    const upload = await chooseAndUpload(uploads);
    await upload.respond(413, "<html>Request Entity Too Large</html>");

    expect(
      await screen.findByText(
        "The files are too large to upload at once; split them into smaller files.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("shows a refused file's message and lets the admin choose another file", async () => {
    const { server } = stubServer();
    const refusal = HELPER_IMPORT_MESSAGES.missingColumns(["name", "date_of_birth"]);
    server.current = buildHelperImport({ status: "refused", message: refusal });
    await openImport();
    const upload = await chooseAndUpload(uploads);
    await upload.respond(202, buildHelperImport());

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText("This file cannot be imported")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Choose another file" }));
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
    expect(screen.getByLabelText("Filled template (.xlsx or .csv)")).toBeInTheDocument();
  });

  it("previews the problems, duplicates and new suppliers; the import count follows the choices", async () => {
    stubServer();
    await openPreview(uploads);

    const counts = screen.getAllByRole("definition").map((count) => count.textContent);
    expect(counts).toEqual(["12", "9", "7"]);

    const problems = screen.getByRole("table", { name: "Problems" });
    const problemRows = within(problems)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(problemRows.slice(1)).toEqual([
      ["3Siti Aminah", "date_of_birth", "Enter the date as YYYY-MM-DD"],
      ["5", "Whole row", HELPER_IMPORT_MESSAGES.sameHelperTwice(4)],
      ["11Ana Santos", "photo", HELPER_IMPORT_MESSAGES.photoMissing("ana.jpg")],
    ]);
    expect(within(problems).getByText("Siti Aminah")).toBeInTheDocument();

    expect(screen.getByRole("alert")).toHaveTextContent(
      'Ignored a column the template does not have: "Agent remarks"',
    );
    const warned = screen.getByRole("table", { name: "Warnings" });
    expect(
      screen.getByText(
        "1 row will import with warnings (these helpers stay unpublished until fixed)",
      ),
    ).toBeInTheDocument();
    expect(within(warned).getByText("Nadia Old")).toBeInTheDocument();
    expect(within(warned).getByText(ELIGIBILITY_MESSAGES.olderThanFirstPermit)).toBeInTheDocument();

    const duplicates = screen.getByRole("table", { name: "Helpers already on file" });
    expect(within(duplicates).getByText("Maricel Dela Cruz")).toBeInTheDocument();
    expect(within(duplicates).getByText("Siti Rahayu")).toBeInTheDocument();
    expect(within(duplicates).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText("Cebu Bright Manpower")).toBeInTheDocument();
    expect(screen.getByText("Rows 8, 9, 10")).toBeInTheDocument();

    // 9 valid rows; skipping the 2 duplicates leaves 7.
    expect(screen.getByRole("radio", { name: "Skip them" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Create these suppliers" })).toBeChecked();
    expect(importButton()).toHaveTextContent("Import 7 helpers");

    await userEvent.click(screen.getByRole("radio", { name: "Update them" }));
    expect(importButton()).toHaveTextContent("Import 9 helpers");

    await userEvent.click(screen.getByRole("radio", { name: "Refuse their rows" }));
    expect(importButton()).toHaveTextContent("Import 6 helpers");

    await userEvent.click(screen.getByRole("radio", { name: "Skip them" }));
    expect(importButton()).toHaveTextContent("Import 4 helpers");
  });

  it("offers no import when no row can be imported", async () => {
    const { server } = stubServer();
    server.current = buildHelperImport({
      status: "ready",
      preview: buildPreview({
        rows: 1,
        valid: 0,
        withPhoto: 0,
        problems: [{ row: 2, name: "", column: "name", message: "Enter the name" }],
      }),
    });
    await openImport();
    const upload = await chooseAndUpload(uploads);
    await upload.respond(202, buildHelperImport());

    expect(
      await screen.findByText(
        "No row can be imported. Fix the problems in the file and upload it again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it("commits with the choices, shows its progress and the result, and refreshes the helpers", async () => {
    const { server, fetchSpy } = stubServer({
      [COMMIT]: () => {
        server.current = buildHelperImport({
          status: "committing",
          preview,
          progress: { done: 2, total: 6 },
        });
        return jsonResponse(server.current, 202);
      },
    });
    await openPreview(uploads);
    await userEvent.click(screen.getByRole("radio", { name: "Update them" }));
    await userEvent.click(screen.getByRole("radio", { name: "Refuse their rows" }));
    const loadsBefore = helperListLoads(fetchSpy);

    await userEvent.click(importButton());

    expect(requestsTo(fetchSpy, COMMIT).map(({ body }) => body)).toEqual([
      { duplicates: "update", newSuppliers: "refuse" },
    ]);
    expect(await screen.findByText("Importing helpers…")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Helpers imported" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    expect(helperListLoads(fetchSpy)).toBe(loadsBefore);

    server.current = buildHelperImport({
      status: "committed",
      preview,
      choices: { duplicates: "update", newSuppliers: "refuse" },
      progress: { done: 6, total: 6 },
      result: { created: 4, updated: 2, skipped: 0 },
      undoable: true,
    });
    expect(await screen.findByText("4 added, 2 updated, 0 skipped")).toBeInTheDocument();
    await waitFor(() => expect(helperListLoads(fetchSpy)).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole("button", { name: "Undo this import" })).toBeEnabled();
  });

  it("shows why a commit failed and lets the admin commit again", async () => {
    const { server, fetchSpy } = stubServer({
      [COMMIT]: () => {
        const attempt = requestsTo(fetchSpy, COMMIT).length;
        server.current =
          attempt === 1
            ? buildHelperImport({
                status: "failed",
                preview,
                // Whether or not the server keeps the choices, the dialog offers them again.
                choices: null,
                message: HELPER_IMPORT_MESSAGES.interrupted,
              })
            : buildHelperImport({
                status: "committed",
                preview,
                result: { created: 7, updated: 0, skipped: 2 },
                undoable: true,
              });
        return jsonResponse(buildHelperImport({ status: "committing", preview }), 202);
      },
    });
    await openPreview(uploads);
    await userEvent.click(screen.getByRole("radio", { name: "Refuse their rows" }));

    await userEvent.click(importButton());

    expect(await screen.findByText(HELPER_IMPORT_MESSAGES.interrupted)).toBeInTheDocument();
    expect(screen.getByText("The import did not finish")).toBeInTheDocument();
    // The choices made are kept for the next try.
    expect(screen.getByRole("radio", { name: "Refuse their rows" })).toBeChecked();
    await userEvent.click(importButton());

    expect(await screen.findByText("7 added, 0 updated, 2 skipped")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, COMMIT).map(({ body }) => body)).toEqual([
      { duplicates: "skip", newSuppliers: "refuse" },
      { duplicates: "skip", newSuppliers: "refuse" },
    ]);
  });

  it("shows the server's message when the commit is refused", async () => {
    stubServer({ [COMMIT]: () => apiErrorResponse(409, HELPER_IMPORT_MESSAGES.notReady) });
    await openPreview(uploads);

    await userEvent.click(importButton());

    expect(await screen.findByText(HELPER_IMPORT_MESSAGES.notReady)).toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it("undoes the import; a refusal (409) shows the server's message", async () => {
    const committed = buildHelperImport({
      status: "committed",
      preview,
      result: { created: 7, updated: 0, skipped: 2 },
      undoable: true,
    });
    const inCase = HELPER_IMPORT_MESSAGES.helperInCase("Maricel Dela Cruz");
    const { server, fetchSpy } = stubServer({
      [COMMIT]: () => {
        server.current = committed;
        return jsonResponse(committed, 202);
      },
      [UNDO]: () => {
        if (requestsTo(fetchSpy, UNDO).length === 1) return apiErrorResponse(409, inCase);
        // Under way in the background: the next look at the import finds it undone.
        server.current = { ...committed, status: "undone", undoable: false };
        return jsonResponse({
          ...committed,
          status: "undoing",
          undoable: false,
          progress: { done: 0, total: 7 },
        });
      },
    });
    await openPreview(uploads);
    await userEvent.click(importButton());
    await screen.findByText("7 added, 0 updated, 2 skipped");
    await waitFor(() => expect(helperListLoads(fetchSpy)).toBe(2));

    await userEvent.click(screen.getByRole("button", { name: "Undo this import" }));
    expect(await screen.findByText(inCase)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Undo this import" }));
    expect(await screen.findByText("Import undone", {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(requestsTo(fetchSpy, UNDO)).toHaveLength(2);
    await waitFor(() => expect(helperListLoads(fetchSpy)).toBe(3));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says the helpers wait unpublished, publishes those that pass and names the others", async () => {
    const committed = buildHelperImport({
      status: "committed",
      preview,
      result: { created: 7, updated: 0, skipped: 2 },
      undoable: true,
    });
    const { server, fetchSpy } = stubServer({
      [COMMIT]: () => {
        server.current = committed;
        return jsonResponse(committed, 202);
      },
      [PUBLISH]: () =>
        jsonResponse({
          published: 6,
          keptBack: [
            {
              helperId: 31,
              name: "Siti Rahayu",
              reasons: [ELIGIBILITY_MESSAGES.tooLittleSchooling],
            },
          ],
        }),
    });
    await openPreview(uploads);
    await userEvent.click(importButton());
    expect(await screen.findByText(HELPER_INTAKE_TEXTS.unpublishedNote)).toBeInTheDocument();
    await waitFor(() => expect(helperListLoads(fetchSpy)).toBe(2));

    await userEvent.click(screen.getByRole("button", { name: HELPER_INTAKE_TEXTS.publish }));
    expect(await screen.findByText(/6 helpers published\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        HELPER_INTAKE_TEXTS.keptBackHelper("Siti Rahayu", [
          ELIGIBILITY_MESSAGES.tooLittleSchooling,
        ]),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(HELPER_INTAKE_TEXTS.unpublishedNote)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: HELPER_INTAKE_TEXTS.publish })).toBeNull();
    expect(requestsTo(fetchSpy, PUBLISH)).toHaveLength(1);
    await waitFor(() => expect(helperListLoads(fetchSpy)).toBe(3));
  });

  it("takes the undo away once the server says the import can no longer be undone", async () => {
    const committed = buildHelperImport({
      status: "committed",
      preview,
      result: { created: 7, updated: 0, skipped: 2 },
      undoable: true,
    });
    const inCase = HELPER_IMPORT_MESSAGES.helperInCase("Siti Rahayu");
    const { server } = stubServer({
      [COMMIT]: () => {
        server.current = committed;
        return jsonResponse(committed, 202);
      },
      [UNDO]: () => {
        server.current = { ...committed, undoable: false };
        return apiErrorResponse(409, inCase);
      },
    });
    await openPreview(uploads);
    await userEvent.click(importButton());
    await userEvent.click(await screen.findByRole("button", { name: "Undo this import" }));

    expect(await screen.findByText(inCase)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Undo this import" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("7 added, 0 updated, 2 skipped")).toBeInTheDocument();
  });

  it("lists the recent imports with their result, and undoes one from there", async () => {
    const earlier = buildHelperImport({
      status: "committed",
      fileName: "october.csv",
      photosFileName: null,
      createdBy: "Grace Tan",
      result: { created: 12, updated: 1, skipped: 3 },
      undoable: true,
    });
    const refused = buildHelperImport({
      id: 6,
      status: "refused",
      fileName: "september.xlsx",
      message: HELPER_IMPORT_MESSAGES.noRows,
    });
    const { server, fetchSpy } = stubServer({
      [UNDO]: () => {
        // Under way in the background: the next look finds it undone.
        server.current = { ...earlier, status: "undone", undoable: false };
        server.recent = [server.current, refused];
        return jsonResponse({ ...earlier, status: "undoing", undoable: false });
      },
    });
    server.recent = [earlier, refused];
    await openImport();

    const recent = await screen.findByRole("region", { name: "Recent imports" });
    const [first, second] = await within(recent).findAllByRole("listitem");
    expect(first).toHaveTextContent("october.csv");
    expect(first).toHaveTextContent("by Grace Tan");
    expect(first).toHaveTextContent("12 added, 1 updated, 3 skipped");
    expect(first).toHaveTextContent("Imported");
    expect(second).toHaveTextContent("september.xlsx");
    expect(second).toHaveTextContent("Refused");
    expect(within(second as HTMLElement).queryByRole("button")).not.toBeInTheDocument();

    await userEvent.click(
      within(recent).getByRole("button", { name: "Undo the import of october.csv" }),
    );

    expect(
      await within(recent).findByText(
        "The import of october.csv was undone.",
        {},
        { timeout: 3_000 },
      ),
    ).toBeVisible();
    expect(requestsTo(fetchSpy, UNDO)).toHaveLength(1);
    await waitFor(() => expect(first).toHaveTextContent("Undone"));
    expect(within(recent).queryByRole("button", { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it("says how many of an import's helpers wait for review, and publishes them from the list", async () => {
    const waiting = buildHelperImport({
      status: "committed",
      fileName: "manila-partners-november.xlsx",
      result: { created: 3, updated: 0, skipped: 0 },
      undoable: true,
      unpublished: 3,
    });
    const { server, fetchSpy } = stubServer({
      [PUBLISH]: () => {
        server.recent = [{ ...waiting, unpublished: 1 }];
        return jsonResponse({
          published: 2,
          keptBack: [{ helperId: 9, name: "Bea Cruz", reasons: ["Too little schooling"] }],
        });
      },
    });
    server.recent = [waiting];
    await openImport();

    const recent = await screen.findByRole("region", { name: "Recent imports" });
    expect(
      await within(recent).findByText("3 helpers wait for review before going on the site."),
    ).toBeInTheDocument();
    await userEvent.click(
      within(recent).getByRole("button", {
        name: "Publish the helpers of manila-partners-november.xlsx that pass",
      }),
    );

    expect(
      await within(recent).findByText(
        /2 helpers published\. 1 kept unpublished for review: Bea Cruz/,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchSpy, PUBLISH)).toHaveLength(1);
    expect(
      await within(recent).findByText("1 helper waits for review before going on the site."),
    ).toBeInTheDocument();
  });

  it("follows an undo under way in the list until it is done", async () => {
    const undoing = buildHelperImport({
      status: "undoing",
      fileName: "october.csv",
      result: { created: 12, updated: 1, skipped: 3 },
      progress: { done: 250, total: 13 },
    });
    const { server } = stubServer();
    server.recent = [undoing];
    await openImport();
    const recent = await screen.findByRole("region", { name: "Recent imports" });
    const [line] = await within(recent).findAllByRole("listitem");
    expect(line).toHaveTextContent("Undoing");
    expect(within(line as HTMLElement).queryByRole("button")).not.toBeInTheDocument();

    server.recent = [{ ...undoing, status: "undone" }];
    await waitFor(() => expect(line).toHaveTextContent("Undone"), { timeout: 4_000 });
  });

  it("is full screen on a phone", async () => {
    setViewportWidth(390);
    stubServer();
    const dialog = await openImport();
    expect(dialog.closest(".MuiDialog-paperFullScreen")).not.toBeNull();
  });
});
