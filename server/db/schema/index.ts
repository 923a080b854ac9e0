// The one schema for every entity of the product (docs/product.md §3) plus accounts, one file per owner:
// the feature or layer that writes its tables and answers for them in a member's data download and an
// account's deletion. Code imports it from here; eslint.config.js keeps each feature to its own tables
// and the reads it declares. drizzle-kit (npm run db:generate) reads this file.
// Imports between the files are relative: drizzle-kit reads them without the tsconfig paths.
// Runs unchanged on embedded PGlite and on PostgreSQL. Every list order has an index behind it.
// Indexes are ascending on purpose: PostgreSQL scans them backwards for the newest-first lists, and an
// ascending index read backwards matches ORDER BY … DESC exactly (a DESC NULLS LAST index would not).
export * from './accounts';
export * from './catalog';
export * from './community';
export * from './db';
export * from './http';
export * from './imports';
export * from './jobs';
export * from './mail';
export * from './newsletter';
export * from './notifications';
export * from './shop';
export * from './site-pages';
