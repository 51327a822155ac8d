import type { CaseDocument, DocumentPack } from "@maids/contract/document-pack.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffRoleContext } from "@/shared/session/use-staff-can.ts";
import { apiErrorResponse, jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { StaffCaseDocuments } from "./staff-case-documents.tsx";

const document = (overrides: Partial<CaseDocument>): CaseDocument => ({
  id: 1,
  kind: "fees_schedule",
  title: "Schedule of services and fees",
  language: "en",
  version: 1,
  templateVersion: 1,
  status: "awaiting_signatures",
  sha256: "ab".repeat(32),
  text: "# Schedule of services and fees\n\n| Item | Amount |\n| Service fee | $980.00 |",
  signers: [
    {
      role: "employer",
      name: "Tan Mei Ling",
      signedAt: "2026-11-21T03:00:00.000Z",
      channel: "family_account",
    },
    { role: "case_owner", name: "Grace Lim", signedAt: null, channel: null },
  ],
  signedPdf: false,
  generatedAt: "2026-11-20T02:00:00.000Z",
  supersededAt: null,
  ...overrides,
});

const pack = (overrides: Partial<DocumentPack> = {}): DocumentPack => ({
  reference: "PC-2026-0012",
  current: [
    document({ id: 3, version: 2 }),
    document({
      id: 4,
      kind: "safety_agreement",
      title: "Safety agreement",
      signers: [{ role: "helper", name: "Siti Rahayu", signedAt: null, channel: null }],
    }),
  ],
  earlier: [document({ id: 1, supersededAt: "2026-11-21T02:00:00.000Z" })],
  missingLanguages: [
    "Safety agreement is not yet available in Bahasa Indonesia, the helper's language: publish a Bahasa Indonesia template in Settings.",
  ],
  helperLanguage: "id",
  ...overrides,
});

describe("StaffCaseDocuments", () => {
  it("lists each document in force with its version, signers and PDF, says which language is missing, and keeps earlier versions", async () => {
    stubApi({ "GET /api/admin/placements/7/documents": () => jsonResponse(pack()) });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    const user = userEvent.setup();

    expect(await screen.findByText("Schedule of services and fees")).toBeInTheDocument();
    expect(screen.getByText(/Version 2 · template version 1/)).toBeInTheDocument();
    const signers = screen.getAllByRole("list", { name: "Signers" })[0] as HTMLElement;
    expect(
      within(signers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Tan Mei Ling · Employer", "Grace Lim · For the agency (EA personnel)"]);
    expect(within(signers).getByTitle("signed 21 Nov 2026, 3:00 am")).toBeInTheDocument();
    expect(within(signers).getByTitle("Not signed yet")).toBeInTheDocument();
    expect(screen.getAllByText("Awaiting signatures")).toHaveLength(2);
    expect(screen.getByText(/not yet available in Bahasa Indonesia/)).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "PDF: Schedule of services and fees, version 2" }),
    ).toBeInTheDocument();

    expect(screen.queryByText(/replaced/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Earlier versions (1)" }));
    expect(screen.getByText(/Version 1 · template version 1 · replaced/)).toBeInTheDocument();
  });

  it("generates the pack and says how many documents changed", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/placements/7/documents": () =>
        jsonResponse(pack({ current: [], earlier: [], missingLanguages: [] })),
      "POST /api/admin/placements/7/documents": () => jsonResponse({ ...pack(), generated: 2 }),
    });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate documents" }));

    expect(await screen.findByRole("status")).toHaveTextContent("2 documents generated.");
    expect(screen.getByText("Safety agreement")).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/documents")).toHaveLength(1);
  });

  it("shows the server's reason when the pack cannot be generated", async () => {
    stubApi({
      "GET /api/admin/placements/7/documents": () =>
        jsonResponse(pack({ current: [], earlier: [], missingLanguages: [] })),
      "POST /api/admin/placements/7/documents": () =>
        apiErrorResponse(409, "Name the helper on the case before generating its documents"),
    });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Generate documents" }));
    expect(
      await screen.findByText("Name the helper on the case before generating its documents"),
    ).toBeInTheDocument();
  });

  it("lets a role that only reads documents download them, not generate them", async () => {
    stubApi({ "GET /api/admin/placements/7/documents": () => jsonResponse(pack()) });
    renderWithProviders(
      <StaffRoleContext value="accounts">
        <StaffCaseDocuments caseId={7} />
      </StaffRoleContext>,
    );
    const section = await screen.findByRole("region", { name: "Documents" });
    expect(await within(section).findByText("Safety agreement")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Generate documents" })).toBeNull();
    expect(within(section).getAllByRole("button", { name: /^PDF:/ })).toHaveLength(2);
  });

  it("sends a signing link: mailed to the family, or shown with her code for the helper", async () => {
    stubApi({
      "GET /api/admin/placements/7/documents": () => jsonResponse(pack()),
      "POST /api/admin/placements/7/documents/signing-links": ({ body }) =>
        jsonResponse({
          id: 3,
          role: (body as { role: string }).role,
          url: "http://localhost:3000/sign/abc",
          code: (body as { role: string }).role === "helper" ? "482913" : null,
          expiresAt: "2026-12-12T02:00:00.000Z",
          mailed: (body as { role: string }).role !== "helper",
        }),
    });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send signing link" }));
    await user.click(screen.getByRole("menuitem", { name: "Link for helper" }));
    const dialog = await screen.findByRole("dialog", { name: "The helper's signing link" });
    expect(within(dialog).getByText("482913")).toBeInTheDocument();
    expect(within(dialog).getByText("http://localhost:3000/sign/abc")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(screen.getByRole("button", { name: "Send signing link" }));
    expect(screen.queryByRole("menuitem", { name: "Link for employer" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Link for helper" })).toBeInTheDocument();
  });

  it("lets the case owner sign last, once every other signer has", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/placements/7/documents": () =>
        jsonResponse(pack({ missingLanguages: [], earlier: [], current: [document({ id: 3 })] })),
      "POST /api/admin/placements/7/documents/sign": () => jsonResponse({ signed: 1, sealed: [3] }),
    });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign for the agency" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign for the agency" });
    await user.click(within(dialog).getByRole("tab", { name: "Type" }));
    await user.type(
      within(dialog).getByLabelText("Your full name, as your signature"),
      "Grace Lim",
    );
    await user.click(
      within(dialog).getByLabelText("I have read these documents and agree to them"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Sign the document" }));
    expect(await within(dialog).findByText(/your signature is recorded/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, "POST /api/admin/placements/7/documents/sign")[0]?.body).toEqual({
      role: "case_owner",
      documents: [{ id: 3, sha256: "ab".repeat(32) }],
      signature: { kind: "typed", name: "Grace Lim" },
    });
  });

  it("records a document signed on paper from the scan chosen", async () => {
    const fetchSpy = stubApi({
      "GET /api/admin/placements/7/documents": () => jsonResponse(pack()),
      "POST /api/admin/placements/7/documents/3/paper-copy": () =>
        new Response(null, { status: 204 }),
    });
    renderWithProviders(<StaffCaseDocuments caseId={7} />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText("Signed on paper: Schedule of services and fees");
    await user.upload(input, new File(["%PDF-1.7"], "signed.pdf", { type: "application/pdf" }));
    await waitFor(() =>
      expect(
        requestsTo(fetchSpy, "POST /api/admin/placements/7/documents/3/paper-copy"),
      ).toHaveLength(1),
    );
  });
});
