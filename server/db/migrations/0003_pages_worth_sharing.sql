-- Pages worth sharing (docs/architecture.md, "Pages and addresses"): every product, event, artist and story
-- gets a slug; events a start and an end (the old date becomes the start, at midnight in Lagos), a venue, a
-- city and a description; stories a body, a category and a source; products a description and the artist's
-- record in place of a copy of the name (an artist named on a product but missing from the directory gets a
-- record); events and stories an optional artist; artists a genre, a location and links. Every existing record is kept.
CREATE TYPE "public"."catalog_kind" AS ENUM('product', 'event', 'artist', 'story');--> statement-breakpoint
CREATE TYPE "public"."story_category" AS ENUM('Music', 'Film', 'Art', 'Fashion', 'Literature', 'Culture', 'Business');--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" "catalog_kind" NOT NULL,
	"slug" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "story_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp (3) with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_feeds_url_idx" ON "story_feeds" USING btree ("url");--> statement-breakpoint
-- The slug of a name, as server/db/slugs/slugify.ts makes it for new items: lower case, common
-- diacritics folded to their letter, anything else a hyphen, at most 80 characters.
CREATE FUNCTION pg_temp.griot_slug(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(both '-' from regexp_replace(
    translate(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'),
      'àáâãäåāăąèéêëēėęěìíîïīįıòóôõöøōőùúûüūůűųñńňçćčýÿžźżšśşđďťţłğ',
      'aaaaaaaaaeeeeeeeeiiiiiiioooooooouuuuuuuunnncccyyzzzsssddttlg'),
    '[^a-z0-9]+', '-', 'g')), 80), ''), 'item')
$$;--> statement-breakpoint
-- Artists: an artist named on a product but missing from the directory gets a record first.
ALTER TABLE "artists" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "genre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
INSERT INTO "artists" ("name", "discipline", "bio")
SELECT DISTINCT ON (lower(p."artist")) p."artist", 'Musician', ''
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "artists" a WHERE lower(a."name") = lower(p."artist"))
ORDER BY lower(p."artist"), p."created_at";--> statement-breakpoint
-- Products.
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "artist_id" = a."id" FROM "artists" a WHERE lower(a."name") = lower(p."artist");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "artist_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "artist";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_artist_idx" ON "products" USING btree ("artist_id","created_at");--> statement-breakpoint
-- Events: the date becomes the start; the date column is now the Lagos day of the start, kept by the database.
ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "events" SET "starts_at" = "date"::timestamp AT TIME ZONE 'Africa/Lagos';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "date";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date" date GENERATED ALWAYS AS (((starts_at AT TIME ZONE 'Africa/Lagos')::date)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_soonest_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "events_artist_idx" ON "events" USING btree ("artist_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_date_idx" ON "events" USING btree (lower("name"),"date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_after_start" CHECK ("events"."ends_at" IS NULL OR "events"."ends_at" > "events"."starts_at");--> statement-breakpoint
-- Stories.
ALTER TABLE "stories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "category" "story_category" DEFAULT 'Culture' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_artist_idx" ON "stories" USING btree ("artist_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_source_url_idx" ON "stories" USING btree ("source_url");--> statement-breakpoint
-- Slugs for every existing record: the name's slug, then -2, -3… for repeated names in the order they were
-- added, and the id's first characters for the rare slug that still repeats.
UPDATE "artists" t SET "slug" = CASE WHEN r.n = 1 THEN r.base ELSE r.base || '-' || r.n END
FROM (SELECT "id", pg_temp.griot_slug("name") AS base,
        row_number() OVER (PARTITION BY pg_temp.griot_slug("name") ORDER BY "created_at", "id") AS n
      FROM "artists") r WHERE r."id" = t."id";--> statement-breakpoint
UPDATE "products" t SET "slug" = CASE WHEN r.n = 1 THEN r.base ELSE r.base || '-' || r.n END
FROM (SELECT "id", pg_temp.griot_slug("name") AS base,
        row_number() OVER (PARTITION BY pg_temp.griot_slug("name") ORDER BY "created_at", "id") AS n
      FROM "products") r WHERE r."id" = t."id";--> statement-breakpoint
UPDATE "events" t SET "slug" = CASE WHEN r.n = 1 THEN r.base ELSE r.base || '-' || r.n END
FROM (SELECT "id", pg_temp.griot_slug("name") AS base,
        row_number() OVER (PARTITION BY pg_temp.griot_slug("name") ORDER BY "starts_at", "id") AS n
      FROM "events") r WHERE r."id" = t."id";--> statement-breakpoint
UPDATE "stories" t SET "slug" = CASE WHEN r.n = 1 THEN r.base ELSE r.base || '-' || r.n END
FROM (SELECT "id", pg_temp.griot_slug("title") AS base,
        row_number() OVER (PARTITION BY pg_temp.griot_slug("title") ORDER BY "created_at", "id") AS n
      FROM "stories") r WHERE r."id" = t."id";--> statement-breakpoint
UPDATE "artists" SET "slug" = "slug" || '-' || left("id"::text, 8)
WHERE "slug" IN (SELECT "slug" FROM "artists" GROUP BY "slug" HAVING count(*) > 1);--> statement-breakpoint
UPDATE "products" SET "slug" = "slug" || '-' || left("id"::text, 8)
WHERE "slug" IN (SELECT "slug" FROM "products" GROUP BY "slug" HAVING count(*) > 1);--> statement-breakpoint
UPDATE "events" SET "slug" = "slug" || '-' || left("id"::text, 8)
WHERE "slug" IN (SELECT "slug" FROM "events" GROUP BY "slug" HAVING count(*) > 1);--> statement-breakpoint
UPDATE "stories" SET "slug" = "slug" || '-' || left("id"::text, 8)
WHERE "slug" IN (SELECT "slug" FROM "stories" GROUP BY "slug" HAVING count(*) > 1);--> statement-breakpoint
ALTER TABLE "artists" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
