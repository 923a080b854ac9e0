// Every route of the app, once: `pattern` is what the router matches, `to()` builds a link target.
// Links come from here so that a renamed route is one edit, and a typo is a type error.

const encode = encodeURIComponent;

export const paths = {
  home: { pattern: '/', to: () => '/' },
  music: { pattern: '/music', to: () => '/music' },
  events: { pattern: '/events', to: () => '/events' },
  artists: { pattern: '/artists', to: () => '/artists' },
  stories: { pattern: '/stories', to: () => '/stories' },
  community: { pattern: '/community', to: () => '/community' },
  forum: { pattern: '/community/forum/:forumId', to: (forumId: string) => `/community/forum/${encode(forumId)}` },
  post: { pattern: '/community/post/:postId', to: (postId: string) => `/community/post/${encode(postId)}` },
  profile: { pattern: '/profile', to: () => '/profile' },
  login: { pattern: '/login', to: () => '/login' },
  join: { pattern: '/join', to: () => '/join' },
  admin: { pattern: '/admin', to: () => '/admin' },
  adminLogin: { pattern: '/admin/login', to: () => '/admin/login' },
  adminSection: { pattern: '/admin/*', to: (section: string) => `/admin/${encode(section)}` },
  notFound: { pattern: '*' },
} as const;

