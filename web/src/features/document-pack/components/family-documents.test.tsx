import type { DocumentToRead } from "@maids/contract/document-pack.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  apiErrorResponse,
  fieldErrorResponse,
  jsonResponse,
  requestsTo,
  stubApi,
} from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { FamilyDocuments } from "./family-documents.tsx";
import { LinkSigning } from "./link-signing.tsx";

const document = (overrides: Partial<DocumentToRead> = {}): DocumentToRead => ({
  id: 11,
  kind: "service_agreement",
  title: "Service agreement",
  language: "en",
  version: 1,
  text: "# Service agreement\n\n## What the agency does\n- Arranges interviews.\n\n| Item | Amount |\n| Service fee | $980.00 |",
  sha256: "a".repeat(64),
  signatures: [
    { role: "employer", name: "Tan Mei Ling", signedAt: null, channel: null },
    { role: "case_owner", name: "Grace Lim", signedAt: null, channel: null },
  ],
  ...overrides,
});

const PATH = "/api/user/hiring/PC-2026-0012/documents";

async function signTyped(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("tab", { name: "Type" }));
  await user.type(screen.getByLabelText("Your full name, as your signature"), name);
  await user.click(screen.getByLabelText("I have read these documents and agree to them"));
}

describe("FamilyDocuments", () => {
  it("lays out each document to read, then signs them with the NRIC's last four and the hash of what was shown", async () => {
    const fetchSpy = stubApi({
      [`GET ${PATH}`]: () => jsonResponse([document()]),
      [`POST ${PATH}/sign`]: () => jsonResponse({ signed: 1, sealed: [] }),
    });
    renderWithProviders(<FamilyDocuments reference="PC-2026-0012" />);
    const user = userEvent.setup();
    expect(await screen.findByText("1 document to sign")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Service agreement" }));
    expect(screen.getByRole("heading", { name: "What the agency does" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "$980.00" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign the document" }));
    expect(
      screen.getByText("Tick the box to confirm you have read the documents"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Last four characters of your NRIC/FIN"), "567d");
    await signTyped(user, "Tan Mei Ling");
    await user.click(screen.getByRole("button", { name: "Sign the document" }));

    expect(await screen.findByText(/your signature is recorded/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST ${PATH}/sign`)[0]?.body).toEqual({
      documents: [{ id: 11, sha256: "a".repeat(64) }],
      signature: { kind: "typed", name: "Tan Mei Ling" },
      nricLastFour: "567D",
    });
  });

  it("shows a wrong NRIC under its field, and a changed document in plain words", async () => {
    let attempt = 0;
    stubApi({
      [`GET ${PATH}`]: () => jsonResponse([document()]),
      [`POST ${PATH}/sign`]: () => {
        attempt += 1;
        return attempt === 1
          ? fieldErrorResponse(
              "nricLastFour",
              "These are not the last four characters of the NRIC/FIN on file",
            )
          : apiErrorResponse(
              409,
              "This document changed; please read it again",
              "document_changed",
            );
      },
    });
    renderWithProviders(<FamilyDocuments reference="PC-2026-0012" />);
    const user = userEvent.setup();
    await screen.findByText("1 document to sign");
    await user.type(screen.getByLabelText("Last four characters of your NRIC/FIN"), "111A");
    await signTyped(user, "Tan Mei Ling");
    await user.click(screen.getByRole("button", { name: "Sign the document" }));
    expect(
      await screen.findByText("These are not the last four characters of the NRIC/FIN on file"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign the document" }));
    expect(
      await screen.findByText("This document changed; please read it again"),
    ).toBeInTheDocument();
  });

  it("offers every copy to download, saying whose signature is still awaited", async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        jsonResponse([
          document({
            signatures: [
              {
                role: "employer",
                name: "Tan Mei Ling",
                signedAt: "2026-11-20T02:00:00.000Z",
                channel: "family_account",
              },
              { role: "case_owner", name: "Grace Lim", signedAt: null, channel: null },
            ],
          }),
        ]),
    });
    renderWithProviders(<FamilyDocuments reference="PC-2026-0012" />);
    expect(
      await screen.findByText("Waiting for: For the agency (EA personnel)"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/to sign/)).toBeNull();
    expect(
      screen.getByRole("button", { name: "Download PDF: Service agreement" }),
    ).toBeInTheDocument();
  });
});

describe("LinkSigning", () => {
  const TOKEN = "t".repeat(43);
  const view = {
    reference: "PC-2026-0012",
    role: "helper",
    name: "Siti Rahayu",
    needsCode: true,
    needsFamilySignIn: false,
    agencyName: "HomeHelp SG",
    documents: [document({ id: 12, kind: "safety_agreement", title: "Safety agreement" })],
  };

  it("asks for the code the agency gave her and signs through the link", async () => {
    const fetchSpy = stubApi({
      [`GET /api/signing/${TOKEN}`]: () => jsonResponse(view),
      [`POST /api/signing/${TOKEN}`]: () => jsonResponse({ signed: 1, sealed: [] }),
    });
    renderWithProviders(<LinkSigning token={TOKEN} />);
    const user = userEvent.setup();
    expect(
      await screen.findByText("For Siti Rahayu, from HomeHelp SG · PC-2026-0012"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("The code the agency gave you"), "123456");
    await signTyped(user, "Siti Rahayu");
    await user.click(screen.getByRole("button", { name: "Sign the document" }));
    expect(await screen.findByText(/your signature is recorded/)).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `POST /api/signing/${TOKEN}`)[0]?.body).toMatchObject({
      code: "123456",
    });
  });

  it("says why a link no longer works", async () => {
    stubApi({
      [`GET /api/signing/${TOKEN}`]: () =>
        apiErrorResponse(410, "This signing link has expired. Ask the agency for a new one."),
    });
    renderWithProviders(<LinkSigning token={TOKEN} />);
    expect(
      await screen.findByText("This signing link has expired. Ask the agency for a new one."),
    ).toBeInTheDocument();
  });

  it("sends the employer to sign in, where the NRIC is confirmed", async () => {
    stubApi({
      [`GET /api/signing/${TOKEN}`]: () =>
        jsonResponse({
          ...view,
          role: "employer",
          name: "Tan Mei Ling",
          needsCode: false,
          needsFamilySignIn: true,
        }),
    });
    renderWithProviders(<LinkSigning token={TOKEN} />);
    expect(await screen.findByRole("link", { name: "Sign in and continue" })).toHaveAttribute(
      "href",
      "/my-hiring/PC-2026-0012/documents",
    );
  });
});
