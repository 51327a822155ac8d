import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import type { FirstScreenHandle, FirstScreenLoader } from "@/first-screen.ts";
import { PageLoader } from "@/shared/components/page-loader.tsx";
import { paths } from "@/shared/paths.ts";
import { AppLayout } from "./app-layout.tsx";
import { RouteError } from "./routes/route-error.tsx";

/** A page drawn on the server declares the data of its first screen (entry-server.tsx). */
const drawnFrom = (firstScreen: FirstScreenLoader): FirstScreenHandle => ({ firstScreen });

/** A code-split page; the layout stays on screen while its chunk loads. */
function page(path: string, lazy: NonNullable<RouteObject["lazy"]>): RouteObject {
  return { path, lazy, HydrateFallback: PageLoader };
}

/** The administrators' screens, in their own frame and their own code chunks. */
const adminRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import("./admin-layout.tsx")).AdminLayout }),
  HydrateFallback: PageLoader,
  children: [
    {
      errorElement: <RouteError />,
      children: [
        page(paths.admin, async () => ({
          Component: (await import("./routes/admin-helpers-page.tsx")).AdminHelpersPage,
        })),
        page(paths.adminDashboard, async () => ({
          Component: (await import("./routes/admin-dashboard-page.tsx")).AdminDashboardPage,
        })),
        page(paths.adminSuppliers, async () => ({
          Component: (await import("./routes/admin-suppliers-page.tsx")).AdminSuppliersPage,
        })),
        page(paths.adminSettings, async () => ({
          Component: (await import("./routes/admin-settings-page.tsx")).AdminSettingsPage,
        })),
        page(paths.adminAudit, async () => ({
          Component: (await import("./routes/admin-audit-page.tsx")).AdminAuditPage,
        })),
        page(paths.adminHelperProfiles, async () => ({
          Component: (await import("./routes/admin-helper-profiles-page.tsx"))
            .AdminHelperProfilesPage,
        })),
        page(paths.adminMoney, async () => ({
          Component: (await import("./routes/admin-money-page.tsx")).AdminMoneyPage,
        })),
        page(paths.adminPlacement, async () => ({
          Component: (await import("./routes/placement-case-page.tsx")).PlacementCasePage,
        })),
        page(paths.adminForCustomer, async () => ({
          Component: (await import("./routes/admin-helpers-page.tsx")).AdminHelpersPage,
        })),
        page(paths.userManagement, async () => ({
          Component: (await import("./routes/user-management-page.tsx")).UserManagementPage,
        })),
      ],
    },
  ],
};

/** Paths match case-insensitively, so /Catalogue and /Signup reach the same pages. */
export const routes: RouteObject[] = [
  adminRoutes,
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(paths.home, async () => ({
            Component: (await import("./routes/home-page.tsx")).HomePage,
          })),
          page(paths.catalogue, async () => {
            const { CataloguePage, loadFirstScreen } = await import("./routes/catalogue-page.tsx");
            return { Component: CataloguePage, handle: drawnFrom(loadFirstScreen) };
          }),
          page(paths.login, async () => ({
            Component: (await import("./routes/login-page.tsx")).LoginPage,
          })),
          page(paths.resetPassword, async () => ({
            Component: (await import("./routes/reset-password-page.tsx")).ResetPasswordPage,
          })),
          page(paths.maid, async () => {
            const { HelperProfilePage, loadFirstScreen } = await import(
              "./routes/helper-profile-page.tsx"
            );
            return { Component: HelperProfilePage, handle: drawnFrom(loadFirstScreen) };
          }),
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
          page(paths.profile, async () => ({
            Component: (await import("./routes/profile-page.tsx")).ProfilePage,
          })),
          page(paths.helperHome, async () => ({
            Component: (await import("./routes/helper-pages.tsx")).HelperHomePage,
          })),
          page(paths.helperProfile, async () => ({
            Component: (await import("./routes/helper-pages.tsx")).HelperProfilePage,
          })),
          page(paths.helperInterviews, async () => ({
            Component: (await import("./routes/helper-pages.tsx")).HelperInterviewsPage,
          })),
          page(paths.helperData, async () => ({
            Component: (await import("./routes/helper-pages.tsx")).HelperDataPage,
          })),
          page(paths.myHiring, async () => ({
            Component: (await import("./routes/my-hiring-page.tsx")).MyHiringPage,
          })),
          page(paths.myDocuments, async () => ({
            Component: (await import("./routes/my-documents-page.tsx")).MyDocumentsPage,
          })),
          page(paths.signing, async () => ({
            Component: (await import("./routes/signing-page.tsx")).SigningPage,
          })),
          page(paths.myParticulars, async () => ({
            Component: (await import("./routes/my-particulars-page.tsx")).MyParticularsPage,
          })),
          page(paths.about, async () => ({
            Component: (await import("./routes/about-page.tsx")).AboutPage,
          })),
          page(paths.services, async () => ({
            Component: (await import("./routes/services-page.tsx")).ServicesPage,
          })),
          page(paths.faqs, async () => ({
            Component: (await import("./routes/faqs-page.tsx")).FaqsPage,
          })),
          page(paths.contact, async () => ({
            Component: (await import("./routes/contact-page.tsx")).ContactPage,
          })),
          page(paths.terms, async () => ({
            Component: (await import("./routes/legal-pages.tsx")).TermsPage,
          })),
          page(paths.privacy, async () => ({
            Component: (await import("./routes/legal-pages.tsx")).PrivacyPage,
          })),
          page("*", async () => ({
            Component: (await import("./routes/not-found-page.tsx")).NotFoundPage,
          })),
        ],
      },
    ],
  },
];

/**
 * `hydrating`: the page was drawn on the server. The router then keeps the scroll position
 * the visitor may already have moved to before the script arrived, instead of going to the top.
 */
export const createAppRouter = ({ hydrating = false } = {}) =>
  createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);

/**
 * Loads the code of the routes matching the address before the router starts, so that the
 * first render draws the page itself, as the server did, rather than its loading fallback.
 */
export async function loadMatchedRoutes(pathname: string) {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route)
    .filter((route) => typeof route.lazy === "function");
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
