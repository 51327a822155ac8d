import type { AdminHelper } from "@maids/contract/helper.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, requestsTo, stubApi } from "@/testing/fetch-stub.ts";
import { buildAdminHelper } from "../../testing/admin-helper-factory.ts";
import { ADMIN_HELPERS_PAGE, pageResponse } from "../../testing/admin-helper-pages.ts";
import { renderAdminHelpers } from "../../testing/render-screen.tsx";

const maids = [
  buildAdminHelper({ name: "Ana Reyes", country: "Philippines", salary: 400 }),
  buildAdminHelper({ name: "Siti Rahayu", country: "Indonesia", salary: 700 }),
  buildAdminHelper({ name: "Aye Aye", country: "Myanmar", salary: 2500 }),
  buildAdminHelper({ name: "Joy Santos", country: "Philippines", salary: 1000, isEmployed: true }),
];

function slider(label: string) {
  return screen.getByLabelText(label, { selector: "input" });
}

/** The server's filtering, for the parameters these tests send. */
function filteredPage(url: URL) {
  const list = (name: string) => url.searchParams.get(name)?.split(",");
  const [countries, availability] = [list("country"), list("availability")];
  const salaryMin = Number(url.searchParams.get("salaryMin") ?? 0);
  const kept = maids.filter(
    (maid: AdminHelper) =>
      maid.salary >= salaryMin &&
      (!countries || countries.includes(maid.country)) &&
      (!availability || availability.includes(maid.isEmployed ? "Employed" : "Available")),
  );
  return pageResponse(kept, url);
}

async function renderWithHelpers() {
  const fetchSpy = stubApi({ [ADMIN_HELPERS_PAGE]: ({ url }) => filteredPage(url) });
  renderAdminHelpers();
  await screen.findByText("Maids Count: (4)");
  /** The filters of the list's latest request. */
  return () => {
    const params = new URLSearchParams(requestsTo(fetchSpy, ADMIN_HELPERS_PAGE).at(-1)?.url.search);
    for (const paging of ["page", "limit"]) params.delete(paging);
    return Object.fromEntries(params);
  };
}

function supplier(id: number, companyName: string, maidsCount: number) {
  const at = "2026-01-05T08:00:00.000Z";
  return {
    ...{ id, companyName, country: "", contactPerson: "", phone: "", email: "" },
    ...{ licenceNumber: "", address: "", notes: "", status: "active", maidsCount },
    ...{ createdAt: at, updatedAt: at },
  };
}

describe("AdminFilterPanel", () => {
  it("filters by supplier id, offering by name the server's suppliers that have helpers", async () => {
    const [ana, siti, joy] = [
      buildAdminHelper({ name: "Ana Reyes", supplier: "Manila Care", supplierId: 3 }),
      buildAdminHelper({ name: "Siti Rahayu", supplier: "Jakarta Prima", supplierId: 1 }),
      buildAdminHelper({ name: "Joy Santos", supplier: "Manila Care", supplierId: 3 }),
    ];
    const fetchSpy = stubApi({
      [ADMIN_HELPERS_PAGE]: ({ url }) =>
        pageResponse(
          url.searchParams.get("supplierId") === "3" ? [ana, joy] : [ana, siti, joy],
          url,
        ),
      "GET /api/admin/suppliers": () =>
        jsonResponse([
          supplier(1, "Jakarta Prima", 1),
          supplier(3, "Manila Care", 2),
          supplier(2, "Yangon Lotus", 0),
        ]),
    });
    renderAdminHelpers();
    await screen.findByText("Maids Count: (3)");
    await userEvent.click(screen.getByRole("button", { name: "More filters" }));

    const suppliers = await screen.findByRole("group", { name: "Supplier" });
    expect(
      within(suppliers)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Jakarta Prima", "Manila Care"]);
    await userEvent.click(within(suppliers).getByRole("button", { name: "Manila Care" }));

    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    expect(
      requestsTo(fetchSpy, ADMIN_HELPERS_PAGE).at(-1)?.url.searchParams.get("supplierId"),
    ).toBe("3");
    expect(screen.queryByText("Siti Rahayu")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "1 active" })).toBeInTheDocument();
  });

  it("shows the core filters collapsed, and every filter once expanded", async () => {
    await renderWithHelpers();

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
    const sentFilters = await renderWithHelpers();
    expect(screen.queryByRole("status", { name: /active/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear All" })).toBeDisabled();

    slider("Minimum salary").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(slider("Minimum salary")).toHaveValue("450");
    expect(screen.getByText("$450 – $2,000")).toBeInTheDocument();
    expect(await screen.findByText("Maids Count: (3)")).toBeInTheDocument();
    expect(sentFilters()).toEqual({ salaryMin: "450" });
    expect(screen.queryByText("Ana Reyes")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "1 active" })).toHaveTextContent("1");

    await userEvent.click(screen.getByRole("button", { name: "Philippines" }));
    await userEvent.click(screen.getByRole("button", { name: "Indonesia" }));
    expect(screen.getByRole("button", { name: "Indonesia" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await screen.findByText("Maids Count: (2)")).toBeInTheDocument();
    expect(sentFilters()).toEqual({ salaryMin: "450", country: "Philippines,Indonesia" });
    expect(screen.getByText("Siti Rahayu")).toBeInTheDocument();
    expect(screen.getByText("Joy Santos")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "3 active" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Available" }));
    expect(await screen.findByText("Maids Count: (1)")).toBeInTheDocument();
    expect(sentFilters()).toMatchObject({ availability: "Available" });

    await userEvent.click(screen.getByRole("button", { name: "Clear All" }));
    expect(await screen.findByText("Maids Count: (4)")).toBeInTheDocument();
    expect(sentFilters()).toEqual({});
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
