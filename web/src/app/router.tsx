import { ADMIN_MENU, ADMIN_TEXTS, HOME_TEXTS } from "@maids/contract/messages.ts";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoader } from "../shared/components/page-loader.tsx";
import { paths } from "../shared/paths.ts";
import { SITE_TEXTS } from "../shared/site-texts.ts";
import { AppLayout } from "./app-layout.tsx";
import { RouteError } from "./routes/route-error.tsx";

/** A code-split page; the layout stays on screen while its chunk loads. */
function page(path: string, lazy: NonNullable<RouteObject["lazy"]>): RouteObject {
  return { path, lazy, HydrateFallback: PageLoader };
}

/** A screen that a later part of the project builds. */
function placeholder(path: string, title: string): RouteObject {
  return page(path, async () => {
    const { PlaceholderPage } = await import("../shared/components/placeholder-page.tsx");
    return { element: <PlaceholderPage title={title} /> };
  });
}

/** Paths match case-insensitively, so /Catalogue and /Signup reach the same pages. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(paths.home, async () => ({
            Component: (await import("./routes/home-page.tsx")).HomePage,
          })),
          page(paths.catalogue, async () => ({
            Component: (await import("./routes/catalogue-page.tsx")).CataloguePage,
          })),
          page(paths.login, async () => ({
            Component: (await import("./routes/login-page.tsx")).LoginPage,
          })),
          page(paths.resetPassword, async () => ({
            Component: (await import("./routes/reset-password-page.tsx")).ResetPasswordPage,
          })),
          page(paths.maid, async () => ({
            Component: (await import("./routes/maid-profile-page.tsx")).MaidProfilePage,
          })),
          page(paths.shortlisted, async () => ({
            Component: (await import("./routes/shortlisted-page.tsx")).ShortlistedPage,
          })),
          page(paths.recommend, async () => ({
            Component: (await import("./routes/recommend-page.tsx")).RecommendPage,
          })),
          page(paths.signup, async () => ({
            Component: (await import("./routes/signup-page.tsx")).SignupPage,
          })),
          page(paths.systemAccess, async () => ({
            Component: (await import("./routes/system-access-page.tsx")).SystemAccessPage,
          })),
          placeholder(paths.admin, ADMIN_MENU.maidManagement),
          placeholder(paths.adminForCustomer, ADMIN_MENU.maidManagement),
          placeholder(paths.userManagement, ADMIN_TEXTS.customerManagement),
          placeholder(paths.profile, SITE_TEXTS.myProfile),
          placeholder(paths.about, SITE_TEXTS.about),
          placeholder(paths.services, SITE_TEXTS.services),
          placeholder(paths.faqs, HOME_TEXTS.faqTitle),
          placeholder(paths.contact, SITE_TEXTS.contact),
          page("*", async () => ({
            Component: (await import("./routes/not-found-page.tsx")).NotFoundPage,
          })),
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
