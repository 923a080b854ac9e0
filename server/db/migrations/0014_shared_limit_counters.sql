-- The limits' counters, shared by every server of one PostgreSQL (server/http/limits, server/auth/sign-in-backoff).
-- UNLOGGED (by hand: drizzle-kit has no word for it): a hit writes no WAL and waits for no disk flush; a
-- crash empties the tables, which only starts the counts again.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sign_in_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"addresses" text[] NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"paused_until" timestamp (3) with time zone NOT NULL,
	"refusals" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
