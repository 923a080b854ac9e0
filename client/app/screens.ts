// The screen of every route of the route table (shared/routes.ts), the one thing the client adds to it:
// keyed by route id, so that a route without a screen or a screen without a route is a type error. Each
// screen's code is fetched when first needed (vite.config.ts groups it); the first load is the app's frame.
import type { ComponentType } from 'react';
import type { RouteId } from '@shared/routes';

/** Downloads a screen's code. */
export type ScreenLoader = () => Promise<ComponentType>;

const sitePage: ScreenLoader = () =>
  import('@client/features/site-pages/pages/site-page').then((module) => module.SitePage);
const newsletterLinkPage: ScreenLoader = () =>
  import('@client/features/newsletter/pages/newsletter-link-page').then((module) => module.NewsletterLinkPage);
const adminDashboardPage: ScreenLoader = () =>
  import('@client/features/admin/pages/admin-dashboard-page').then((module) => module.AdminDashboardPage);

export const SCREENS = {
  home: () => import('@client/features/catalog/pages/home-page').then((module) => module.HomePage),
  music: () => import('@client/features/catalog/pages/music-page').then((module) => module.MusicPage),
  product: () => import('@client/features/catalog/pages/product-page').then((module) => module.ProductPage),
  events: () => import('@client/features/catalog/pages/events-page').then((module) => module.EventsPage),
  event: () => import('@client/features/catalog/pages/event-page').then((module) => module.EventPage),
  artists: () => import('@client/features/catalog/pages/artists-page').then((module) => module.ArtistsPage),
  artist: () => import('@client/features/catalog/pages/artist-page').then((module) => module.ArtistPage),
  stories: () => import('@client/features/catalog/pages/stories-page').then((module) => module.StoriesPage),
  story: () => import('@client/features/catalog/pages/story-page').then((module) => module.StoryPage),
  community: () => import('@client/features/community/pages/community-page').then((module) => module.CommunityPage),
  forum: () => import('@client/features/community/pages/forum-page').then((module) => module.ForumPage),
  post: () => import('@client/features/community/pages/post-page').then((module) => module.PostPage),
  profile: () => import('@client/features/profile/pages/profile-page').then((module) => module.ProfilePage),
  member: () => import('@client/features/members/pages/member-page').then((module) => module.MemberPage),
  search: () => import('@client/features/search/pages/search-page').then((module) => module.SearchPage),
  cart: () => import('@client/features/shop/pages/cart-page').then((module) => module.CartPage),
  checkout: () => import('@client/features/shop/pages/checkout-page').then((module) => module.CheckoutPage),
  orders: () => import('@client/features/shop/pages/orders-page').then((module) => module.OrdersPage),
  order: () => import('@client/features/shop/pages/order-page').then((module) => module.OrderPage),
  tickets: () => import('@client/features/shop/pages/my-tickets-page').then((module) => module.MyTicketsPage),
  checkIns: () => import('@client/features/shop/pages/check-in-events-page').then((module) => module.CheckInEventsPage),
  checkIn: () => import('@client/features/shop/pages/check-in-page').then((module) => module.CheckInPage),
  login: () => import('@client/features/auth/pages/login-page').then((module) => module.LoginPage),
  join: () => import('@client/features/auth/pages/join-page').then((module) => module.JoinPage),
  forgotPassword: () =>
    import('@client/features/auth/pages/forgot-password-page').then((module) => module.ForgotPasswordPage),
  resetPassword: () =>
    import('@client/features/auth/pages/reset-password-page').then((module) => module.ResetPasswordPage),
  verifyEmail: () => import('@client/features/auth/pages/verify-email-page').then((module) => module.VerifyEmailPage),
  unsubscribe: () =>
    import('@client/features/notifications/pages/unsubscribe-page').then((module) => module.UnsubscribePage),
  account: () => import('@client/features/auth/pages/account-page').then((module) => module.AccountPage),
  notifications: () =>
    import('@client/features/notifications/pages/notifications-page').then((module) => module.NotificationsPage),
  about: sitePage,
  contact: sitePage,
  privacy: sitePage,
  terms: sitePage,
  newsletterConfirm: newsletterLinkPage,
  newsletterUnsubscribe: newsletterLinkPage,
  notFound: () => import('./not-found-page').then((module) => module.NotFoundPage),
  admin: adminDashboardPage,
  adminDashboard: adminDashboardPage,
  adminOrders: () =>
    import('@client/features/shop/admin/pages/admin-orders-page').then((module) => module.AdminOrdersPage),
  adminOrder: () =>
    import('@client/features/shop/admin/pages/admin-order-page').then((module) => module.AdminOrderPage),
  adminShop: () => import('@client/features/shop/admin/pages/admin-shop-page').then((module) => module.AdminShopPage),
  adminMail: () => import('@client/features/admin/pages/admin-mail-page').then((module) => module.AdminMailPage),
  adminNewsletter: () =>
    import('@client/features/admin/pages/admin-newsletter-page').then((module) => module.AdminNewsletterPage),
  adminPages: () => import('@client/features/admin/pages/admin-pages-page').then((module) => module.AdminPagesPage),
  adminReports: () =>
    import('@client/features/admin/pages/admin-reports-page').then((module) => module.AdminReportsPage),
  adminMembers: () =>
    import('@client/features/admin/pages/admin-members-page').then((module) => module.AdminMembersPage),
  adminMember: () => import('@client/features/admin/pages/admin-member-page').then((module) => module.AdminMemberPage),
  adminSection: () =>
    import('@client/features/admin/pages/admin-section-page').then((module) => module.AdminSectionPage),
  adminLogin: () => import('@client/features/auth/pages/admin-login-page').then((module) => module.AdminLoginPage),
} satisfies Record<RouteId, ScreenLoader>;
