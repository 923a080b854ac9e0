// What a page's slug leads to: the item, and whether the slug is its current one (an old slug, kept in
// slug_redirects after a rename, answers with the item so that its page can move to the new address).
export type SlugLookup<T> = { item: T; current: boolean } | null;
