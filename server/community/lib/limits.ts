// The community's numbers (docs/product.md §9, §10), in one place for routes, queries and tests.

/** A member counts as online when their tab reported presence this recently. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
/** The hub fetches the 10 newest posts and shows 5: the 5 newest are all it needs. */
export const RECENT_POSTS = 5;
export const ONLINE_MEMBERS = 10;
/** Forums are created by the seed only; the cap keeps the hub's answer bounded all the same. */
export const FORUMS_MAX = 100;

export const POST_PAGE = { default: 20, max: 50 } as const;
export const REPLY_PAGE = { default: 50, max: 100 } as const;

/** Posting, replying and editing limits are counted over this window (config.communityLimits is per hour). */
export const LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** A public profile shows the member's 5 newest posts and 5 newest replies. */
export const PROFILE_RECENT = 5;
/** "My posts" and "My replies" on the member's own profile. */
export const OWN_LIST_PAGE = { default: 10, max: 50 } as const;
/** Reports a member may file an hour: far more than anyone reads, few enough to keep the queue readable. */
export const REPORTS_PER_HOUR = 60;
/** Likes and unlikes a member may give an hour: more than anyone reads and weighs, few enough to stop a script. */
export const LIKES_PER_HOUR = 300;
