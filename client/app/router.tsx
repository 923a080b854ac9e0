// The route table. Patterns come from lib/paths; every route carries an error boundary so that a
// failing screen shows a friendly message inside its layout instead of a blank page.
import { createHashRouter, type RouteObject } from 'react-router';
import { JoinPage } from '@client/features/auth/pages/join-page';
import { LoginPage } from '@client/features/auth/pages/login-page';
import { ArtistsPage } from '@client/features/catalog/pages/artists-page';
import { EventsPage } from '@client/features/catalog/pages/events-page';
import { HomePage } from '@client/features/catalog/pages/home-page';
import { MusicPage } from '@client/features/catalog/pages/music-page';
import { StoriesPage } from '@client/features/catalog/pages/stories-page';
import { CommunityPage } from '@client/features/community/pages/community-page';
import { ForumPage } from '@client/features/community/pages/forum-page';
import { PostPage } from '@client/features/community/pages/post-page';
import { ProfilePage } from '@client/features/profile/pages/profile-page';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

function withBoundary(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteErrorBoundary /> };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.music.pattern, element: <MusicPage /> },
  { path: paths.events.pattern, element: <EventsPage /> },
  { path: paths.artists.pattern, element: <ArtistsPage /> },
  { path: paths.stories.pattern, element: <StoriesPage /> },
  { path: paths.community.pattern, element: <CommunityPage /> },
  { path: paths.forum.pattern, element: <ForumPage /> },
  { path: paths.post.pattern, element: <PostPage /> },
  { path: paths.profile.pattern, element: <ProfilePage /> },
  { path: paths.login.pattern, element: <LoginPage /> },
  { path: paths.join.pattern, element: <JoinPage /> },
  { path: paths.notFound.pattern, element: <NotFoundPage /> },
];

// The admin area is fetched when first visited (React Router's lazy routes), so none of its code is in a
// visitor's first load.
const adminDashboard = async () => ({ Component: (await import('@client/features/admin/pages/admin-dashboard-page')).AdminDashboardPage });
const adminSection = async () => ({ Component: (await import('@client/features/admin/pages/admin-section-page')).AdminSectionPage });
const adminLogin = async () => ({ Component: (await import('@client/features/admin/pages/admin-login-page')).AdminLoginPage });
const adminGuard = async () => ({ Component: (await import('./admin-guard')).AdminGuard });

const guardedAdminRoutes: RouteObject[] = [
  { path: paths.admin.pattern, lazy: adminDashboard },
  { path: paths.adminDashboard.pattern, lazy: adminDashboard },
  { path: paths.adminSection.pattern, lazy: adminSection },
];

const adminRoutes: RouteObject[] = [
  { path: paths.adminLogin.pattern, lazy: adminLogin },
  { lazy: adminGuard, children: guardedAdminRoutes.map(withBoundary) },
];

export const routes: RouteObject[] = [
  withBoundary({ element: <PublicLayout />, children: publicRoutes.map(withBoundary) }),
  // Opened straight on an admin address, the page shows a spinner while the admin code arrives.
  withBoundary({ element: <AdminLayout />, hydrateFallbackElement: <Spinner className="py-section" />, children: adminRoutes.map(withBoundary) }),
];

export function createAppRouter() {
  return createHashRouter(routes);
}
