import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/testing/fetch-stub.ts";
import { buildAdminMaid } from "../../testing/admin-maid-factory.ts";
import { renderAdminMaids } from "../../testing/render-screen.tsx";

const maids = [
  buildAdminMaid({ name: "Ana Reyes", country: "Philippines", salary: 400 }),
  buildAdminMaid({ name: "Siti Rahayu", country: "Indonesia", salary: 700 }),
  buildAdminMaid({ name: "Aye Aye", country: "Myanmar", salary: 2500 }),
  buildAdminMaid({ name: "Joy Santos", country: "Philippines", salary: 1000, isEmployed: true }),
];

function slider(label: string) {
  return screen.getByLabelText(label, { selector: "input" });
}

async function renderWithMaids() {
  stubApi({ "GET /api/admin/maids": () => jsonResponse(maids) });
  renderAdminMaids();
  await screen.findByText("Maids Count: (4)");
}

describe("AdminFilterPanel", () => {
  it("filters by supplier, offering the suppliers of the listed helpers", async () => {
    stubApi({
      "GET /api/admin/maids": () =>
        jsonResponse([
          buildAdminMaid({ name: "Ana Reyes", supplier: "Manila Care" }),
          buildAdminMaid({ name: "Siti Rahayu", supplier: "Jakarta Prima" }),
          buildAdminMaid({ name: "Joy Santos", supplier: "Manila Care" }),
        ]),
    });
    renderAdminMaids();
    await screen.findByText("Maids Count: (3)");
    await userEvent.click(screen.getByRole("button", { name: "More filters" }));

    const supplier = screen.getByRole("group", { name: "Supplier" });
    expect(
      within(supplier)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Jakarta Prima", "Manila Care"]);
    await userEvent.click(within(supplier).getByRole("button", { name: "Manila Care" }));

    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    expect(screen.queryByText("Siti Rahayu")).not.toBeInTheDocument();
  });

  it("shows the core filters collapsed, and every filter once expanded", async () => {
    await renderWithMaids();

    const nationality = screen.getByRole("group", { name: "Nationality" });
    expect(
      within(nationality)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Philippines", "Indonesia", "Myanmar"]);
    expect(screen.getByRole("group", { name: "Availability" })).toBeInTheDocument();
    expect(slider("Minimum salary")).toHaveValue("400");
    expect(slider("Maximum salary")).toHaveValue("2000");
    expect(screen.queryByLabelText("Minimum age")).not.toBeInTheDocument();

    const more = screen.getByRole("button", { name: "More filters" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);

    expect(screen.getByRole("button", { name: "Fewer filters" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(slider("Minimum age")).toHaveValue("1");
    expect(slider("Maximum age")).toHaveValue("65");
    for (const range of ["height", "weight", "loan", "children"]) {
      expect(slider(`Minimum ${range}`)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("group", { name: "Languages" }))
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["English", "Mandarin", "Malay", "Tamil"]);
    for (const group of ["Skills", "Type", "Marital status", "Religion"]) {
      expect(screen.getByRole("group", { name: group })).toBeInTheDocument();
    }
  });

  it("narrows the list by a range and an option, counts them on the badge, and clears all", async () => {
    await renderWithMaids();
    expect(screen.queryByRole("status", { name: /active/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear All" })).toBeDisabled();

    slider("Minimum salary").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(slider("Minimum salary")).toHaveValue("450");
    expect(screen.getByText("$450 – $2,000")).toBeInTheDocument();
    expect(await screen.findByText("Maids Count: (3)")).toBeInTheDocument();
    expect(screen.queryByText("Ana Reyes")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "1 active" })).toHaveTextContent("1");

    await userEvent.click(screen.getByRole("button", { name: "Philippines" }));
    await userEvent.click(screen.getByRole("button", { name: "Indonesia" }));
    expect(screen.getByRole("button", { name: "Indonesia" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Maids Count: (2)")).toBeInTheDocument();
    expect(screen.getByText("Siti Rahayu")).toBeInTheDocument();
    expect(screen.getByText("Joy Santos")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "3 active" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Available" }));
    expect(screen.getByText("Maids Count: (1)")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Clear All" }));
    expect(screen.getByText("Maids Count: (4)")).toBeInTheDocument();
    expect(slider("Minimum salary")).toHaveValue("400");
    expect(screen.getByRole("button", { name: "Indonesia" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(screen.queryByRole("status", { name: /active/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "More filters" }));
    expect(slider("Minimum age")).toHaveValue("1");
  });
});
