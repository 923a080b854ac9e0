// The route table. Patterns come from lib/paths; every route carries an error boundary so that a
// failing screen shows a friendly message inside its layout instead of a blank page. The screens' code is
// fetched when first needed (vite.config.ts groups it): the first load is the app's frame.
import { Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

const HomePage = lazyPage(() => import('@client/features/catalog/pages/home-page'), 'HomePage');
const MusicPage = lazyPage(() => import('@client/features/catalog/pages/music-page'), 'MusicPage');
const EventsPage = lazyPage(() => import('@client/features/catalog/pages/events-page'), 'EventsPage');
const ArtistsPage = lazyPage(() => import('@client/features/catalog/pages/artists-page'), 'ArtistsPage');
const StoriesPage = lazyPage(() => import('@client/features/catalog/pages/stories-page'), 'StoriesPage');
const ProductPage = lazyPage(() => import('@client/features/catalog/pages/product-page'), 'ProductPage');
const EventPage = lazyPage(() => import('@client/features/catalog/pages/event-page'), 'EventPage');
const ArtistPage = lazyPage(() => import('@client/features/catalog/pages/artist-page'), 'ArtistPage');
const StoryPage = lazyPage(() => import('@client/features/catalog/pages/story-page'), 'StoryPage');
const CommunityPage = lazyPage(() => import('@client/features/community/pages/community-page'), 'CommunityPage');
const ForumPage = lazyPage(() => import('@client/features/community/pages/forum-page'), 'ForumPage');
const PostPage = lazyPage(() => import('@client/features/community/pages/post-page'), 'PostPage');
const ProfilePage = lazyPage(() => import('@client/features/profile/pages/profile-page'), 'ProfilePage');
const SearchPage = lazyPage(() => import('@client/features/search/pages/search-page'), 'SearchPage');
const MemberPage = lazyPage(() => import('@client/features/members/pages/member-page'), 'MemberPage');
const LoginPage = lazyPage(() => import('@client/features/auth/pages/login-page'), 'LoginPage');
const JoinPage = lazyPage(() => import('@client/features/auth/pages/join-page'), 'JoinPage');
const ForgotPasswordPage = lazyPage(
  () => import('@client/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const VerifyEmailPage = lazyPage(() => import('@client/features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const UnsubscribePage = lazyPage(
  () => import('@client/features/notifications/pages/unsubscribe-page'),
  'UnsubscribePage',
);
const NotificationsPage = lazyPage(
  () => import('@client/features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const AccountPage = lazyPage(() => import('@client/features/auth/pages/account-page'), 'AccountPage');
const ResetPasswordPage = lazyPage(
  () => import('@client/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const CartPage = lazyPage(() => import('@client/features/shop/pages/cart-page'), 'CartPage');
const CheckoutPage = lazyPage(() => import('@client/features/shop/pages/checkout-page'), 'CheckoutPage');
const OrderPage = lazyPage(() => import('@client/features/shop/pages/order-page'), 'OrderPage');
const OrdersPage = lazyPage(() => import('@client/features/shop/pages/orders-page'), 'OrdersPage');
const MyTicketsPage = lazyPage(() => import('@client/features/shop/pages/my-tickets-page'), 'MyTicketsPage');
const CheckInEventsPage = lazyPage(
  () => import('@client/features/shop/pages/check-in-events-page'),
  'CheckInEventsPage',
);
const CheckInPage = lazyPage(() => import('@client/features/shop/pages/check-in-page'), 'CheckInPage');
const SitePage = lazyPage(() => import('@client/features/site-pages/pages/site-page'), 'SitePage');
const NewsletterLinkPage = lazyPage(
  () => import('@client/features/newsletter/pages/newsletter-link-page'),
  'NewsletterLinkPage',
);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

// The admin area, none of which is in a visitor's first load.
const AdminDashboardPage = lazyPage(
  () => import('@client/features/admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminSectionPage = lazyPage(() => import('@client/features/admin/pages/admin-section-page'), 'AdminSectionPage');
const AdminOrdersPage = lazyPage(() => import('@client/features/admin/pages/admin-orders-page'), 'AdminOrdersPage');
const AdminOrderPage = lazyPage(() => import('@client/features/admin/pages/admin-order-page'), 'AdminOrderPage');
const AdminShopPage = lazyPage(() => import('@client/features/admin/pages/admin-shop-page'), 'AdminShopPage');
const AdminMailPage = lazyPage(() => import('@client/features/admin/pages/admin-mail-page'), 'AdminMailPage');
const AdminNewsletterPage = lazyPage(
  () => import('@client/features/admin/pages/admin-newsletter-page'),
  'AdminNewsletterPage',
);
const AdminPagesPage = lazyPage(() => import('@client/features/admin/pages/admin-pages-page'), 'AdminPagesPage');
const AdminReportsPage = lazyPage(() => import('@client/features/admin/pages/admin-reports-page'), 'AdminReportsPage');
const AdminLoginPage = lazyPage(() => import('@client/features/auth/pages/admin-login-page'), 'AdminLoginPage');
const AdminGuard = lazyPage(() => import('./admin-guard'), 'AdminGuard');

const bounded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** A screen's element; `handle.page` is what preloadRoute fetches ahead. */
const screen = (Page: LazyPage) => ({ element: bounded(<Page />), handle: { page: Page } });

const publicRoutes: RouteObject[] = [
  { index: true, ...screen(HomePage) },
  { path: paths.music.pattern, ...screen(MusicPage) },
  { path: paths.product.pattern, ...screen(ProductPage) },
  { path: paths.events.pattern, ...screen(EventsPage) },
  { path: paths.event.pattern, ...screen(EventPage) },
  { path: paths.artists.pattern, ...screen(ArtistsPage) },
  { path: paths.artist.pattern, ...screen(ArtistPage) },
  { path: paths.stories.pattern, ...screen(StoriesPage) },
  { path: paths.story.pattern, ...screen(StoryPage) },
  { path: paths.community.pattern, ...screen(CommunityPage) },
  { path: paths.forum.pattern, ...screen(ForumPage) },
  { path: paths.post.pattern, ...screen(PostPage) },
  { path: paths.profile.pattern, ...screen(ProfilePage) },
  { path: paths.member.pattern, ...screen(MemberPage) },
  { path: paths.search.pattern, ...screen(SearchPage) },
  { path: paths.cart.pattern, ...screen(CartPage) },
  { path: paths.checkout.pattern, ...screen(CheckoutPage) },
  { path: paths.orders.pattern, ...screen(OrdersPage) },
  { path: paths.order.pattern, ...screen(OrderPage) },
  { path: paths.tickets.pattern, ...screen(MyTicketsPage) },
  { path: paths.checkIns.pattern, ...screen(CheckInEventsPage) },
  { path: paths.checkIn.pattern, ...screen(CheckInPage) },
  { path: paths.login.pattern, ...screen(LoginPage) },
  { path: paths.join.pattern, ...screen(JoinPage) },
  { path: paths.forgotPassword.pattern, ...screen(ForgotPasswordPage) },
  { path: paths.resetPassword.pattern, ...screen(ResetPasswordPage) },
  { path: paths.verifyEmail.pattern, ...screen(VerifyEmailPage) },
  { path: paths.unsubscribe.pattern, ...screen(UnsubscribePage) },
  { path: paths.account.pattern, ...screen(AccountPage) },
  { path: paths.notifications.pattern, ...screen(NotificationsPage) },
  { path: paths.about.pattern, ...screen(SitePage) },
  { path: paths.contact.pattern, ...screen(SitePage) },
  { path: paths.privacy.pattern, ...screen(SitePage) },
  { path: paths.terms.pattern, ...screen(SitePage) },
  { path: paths.newsletterConfirm.pattern, ...screen(NewsletterLinkPage) },
  { path: paths.newsletterUnsubscribe.pattern, ...screen(NewsletterLinkPage) },
  { path: paths.notFound.pattern, ...screen(NotFoundPage) },
];

const guardedAdminRoutes: RouteObject[] = [
  { path: paths.admin.pattern, ...screen(AdminDashboardPage) },
  { path: paths.adminDashboard.pattern, ...screen(AdminDashboardPage) },
  { path: paths.adminOrders.pattern, ...screen(AdminOrdersPage) },
  { path: paths.adminOrder.pattern, ...screen(AdminOrderPage) },
  { path: paths.adminShop.pattern, ...screen(AdminShopPage) },
  { path: paths.adminMail.pattern, ...screen(AdminMailPage) },
  { path: paths.adminNewsletter.pattern, ...screen(AdminNewsletterPage) },
  { path: paths.adminPages.pattern, ...screen(AdminPagesPage) },
  { path: paths.adminReports.pattern, ...screen(AdminReportsPage) },
  { path: paths.adminSection.pattern, ...screen(AdminSectionPage) },
];

const adminRoutes: RouteObject[] = [
  { path: paths.adminLogin.pattern, ...screen(AdminLoginPage) },
  { ...screen(AdminGuard), children: guardedAdminRoutes },
];

export const routes: RouteObject[] = [
  { element: bounded(<PublicLayout />), children: publicRoutes },
  { element: bounded(<AdminLayout />), children: adminRoutes },
];

/**
 * Downloads the code of the screens an address shows and starts their data; settles when the code is in
 * (or failed: the screen then says so).
 */
export async function preloadRoute(path: string, client: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  const pages = matches.flatMap(({ route, params }) => {
    const page = (route.handle as { page?: LazyPage } | undefined)?.page;
    return page ? [page.preload(client, params)] : [];
  });
  await Promise.allSettled(pages);
}

/**
 * The screens of the address's path (/music): the server answers every path with the app. Later
 * navigations keep the current screen until the next one's code is in (the router changes address in a
 * transition). The spinners are for a download tried again after it failed.
 */
export function AppRoutes() {
  return <Suspense fallback={<Spinner className="py-section" />}>{useRoutes(routes)}</Suspense>;
}
