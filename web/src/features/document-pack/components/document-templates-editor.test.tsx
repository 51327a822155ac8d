import type { DocumentTemplate } from "@maids/contract/document-pack.ts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { renderWithProviders } from "@/testing/render.tsx";
import { DocumentTemplatesEditor } from "./document-templates-editor.tsx";

const template = (overrides: Partial<DocumentTemplate>): DocumentTemplate => ({
  kind: "service_agreement",
  language: "en",
  version: 1,
  body: "# Service agreement\n\nBetween {{ agency.name }} and {{ employer.name }}.",
  starter: true,
  publishedAt: "2026-11-01T02:00:00.000Z",
  publishedBy: "",
  ...overrides,
});

const list = (templates: DocumentTemplate[]) => ({
  templates,
  fields: [
    { name: "agency.name", description: "The agency's name" },
    { name: "employer.name", description: "The employer's full name" },
  ],
});

describe("DocumentTemplatesEditor", () => {
  it("shows the template in force, marked as the starter, beside the fields it may use", async () => {
    stubApi({ "GET /api/admin/document-templates": () => jsonResponse(list([template({})])) });
    renderWithProviders(<DocumentTemplatesEditor />);
    expect(await screen.findByLabelText("Template")).toHaveValue(template({}).body);
    expect(screen.getByText("Starter text")).toBeInTheDocument();
    expect(screen.getByText("{{ employer.name }}")).toBeInTheDocument();
    expect(screen.getByText("The employer's full name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish new version" })).toBeDisabled();
  });

  it("lists every problem the server found, each with its line", async () => {
    stubApi({
      "GET /api/admin/document-templates": () => jsonResponse(list([template({})])),
      "PUT /api/admin/document-templates/service_agreement/en": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            code: "invalid_input",
            message: 'Line 3: "employer.nmae" is not a field.',
            errors: [
              { field: "body", message: 'Line 3: "employer.nmae" is not a field.' },
              {
                field: "body",
                message:
                  'Line 5: "employer.nric" would print an identity number in full. Use "employer.nric_masked".',
              },
            ],
          },
          400,
        ),
    });
    renderWithProviders(<DocumentTemplatesEditor />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Template");
    await user.type(field, " More.");
    await user.click(screen.getByRole("button", { name: "Publish new version" }));
    expect(await screen.findByText('Line 3: "employer.nmae" is not a field.')).toBeInTheDocument();
    expect(screen.getByText(/Line 5: "employer.nric" would print/)).toBeInTheDocument();
  });

  it("starts a language without a template from the English text and publishes its first version", async () => {
    let published = false;
    const fetchSpy = stubApi({
      "GET /api/admin/document-templates": () =>
        jsonResponse(
          list(
            published
              ? [
                  template({}),
                  template({
                    language: "id",
                    body: "# Perjanjian layanan",
                    starter: false,
                    publishedBy: "Grace Lim",
                  }),
                ]
              : [template({})],
          ),
        ),
      "PUT /api/admin/document-templates/service_agreement/id": ({ body }) => {
        published = true;
        return jsonResponse(
          template({ language: "id", body: (body as { body: string }).body, starter: false }),
        );
      },
    });
    renderWithProviders(<DocumentTemplatesEditor />);
    const user = userEvent.setup();
    await screen.findByLabelText("Template");
    await user.selectOptions(screen.getByLabelText("Language"), "id");
    expect(screen.getByText(/No template in this language yet/)).toBeInTheDocument();
    const field = screen.getByLabelText("Template");
    expect(field).toHaveValue(template({}).body);
    await user.clear(field);
    await user.type(field, "# Perjanjian layanan");
    await user.click(screen.getByRole("button", { name: "Publish new version" }));

    expect(await screen.findByText("Version 1 published.")).toBeInTheDocument();
    expect(screen.getByText(/by Grace Lim/)).toBeInTheDocument();
    expect(
      requestsTo(fetchSpy, "PUT /api/admin/document-templates/service_agreement/id")[0]?.body,
    ).toEqual({
      body: "# Perjanjian layanan",
      basedOnVersion: 0,
    });
  });
});
