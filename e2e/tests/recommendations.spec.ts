import { generateRecommendationLink, submitSignIn } from "./demo-accounts.ts";
import { expect, test } from "./fixtures.ts";

interface Card {
  id: number;
  name: string;
}

test.describe("a recommendations link", () => {
  test("opened signed out: blurred helpers, the prompt, sign-in, then clear photos on /Recommend", async ({
    page,
    request,
    baseURL,
    admin,
    customer,
  }) => {
    const { maids }: { maids: Card[] } = await (
      await request.get("/api/catalogue/maids?limit=3&country=Myanmar")
    ).json();
    const link = await generateRecommendationLink(
      request,
      baseURL,
      admin,
      maids.map((maid) => maid.id),
    );
    const address = new URL(link);

    await page.goto(`${address.pathname}${address.search}`);

    await expect(page.getByRole("heading", { name: "Recommended Maids", level: 1 })).toBeVisible();
    await expect(page.getByText("3 helpers", { exact: true })).toBeVisible();
    const firstPhoto = page.getByRole("img", { name: maids[0]?.name, exact: true });
    await expect(firstPhoto).toHaveAttribute("src", /-blurred\.webp$/);

    const prompt = page.getByRole("dialog", { name: "View Clear Images" });
    await expect(prompt).toBeVisible({ timeout: 3000 });
    await prompt.getByRole("link", { name: "Sign In" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, customer);

    await expect(page).toHaveURL(
      new RegExp(`/Recommend\\?token=${address.searchParams.get("token")}$`),
    );
    await expect(page.getByRole("img", { name: maids[0]?.name, exact: true })).toHaveAttribute(
      "src",
      /\/card\.webp$/,
    );
    await expect(page.getByRole("dialog", { name: "View Clear Images" })).toBeHidden();

    // The link's helpers now belong to the account: /Recommend without the token lists them.
    await page.goto("/Recommend");
    for (const maid of maids) {
      await expect(page.getByRole("link", { name: maid.name, exact: true })).toBeVisible();
    }
  });

  test("an unknown token gets a clear message", async ({ page }) => {
    await page.goto("/Recommend?token=not-a-real-token");
    await expect(page.getByRole("alert")).toContainText(
      "This recommendation link is not valid. Please ask the agency for a new one.",
    );
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
