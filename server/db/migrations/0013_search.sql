-- Search (docs/decisions/009-search-matching.md): one text search configuration that folds accents and
-- never stems, a generated tsvector per searchable table with a GIN index, and trigram indexes on the
-- names for typo tolerance. The columns and indexes are kept out of server/db/schema.ts on purpose: no
-- query ever reads them as columns, and `select *` through the schema must not carry them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION griot_search (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION griot_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;
--> statement-breakpoint
-- unaccent() reads its dictionary by search path, so PostgreSQL calls it STABLE; with the dictionary named,
-- the answer depends on the text alone, which is what an index expression needs.
CREATE FUNCTION griot_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', name), 'A') || setweight(to_tsvector('griot_search', description), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', name), 'A')
  || setweight(to_tsvector('griot_search', venue || ' ' || city || ' ' || location), 'B')
  || setweight(to_tsvector('griot_search', description), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', name), 'A')
  || setweight(to_tsvector('griot_search', discipline || ' ' || genre || ' ' || location), 'B')
  || setweight(to_tsvector('griot_search', bio), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE stories ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', title), 'A')
  || setweight(to_tsvector('griot_search', author || ' ' || coalesce(source_name, '') || ' ' || excerpt), 'B')
  || setweight(to_tsvector('griot_search', body), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', title), 'A') || setweight(to_tsvector('griot_search', content), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE replies ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('griot_search', content), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX products_search_idx ON products USING gin (search);
--> statement-breakpoint
CREATE INDEX events_search_idx ON events USING gin (search);
--> statement-breakpoint
CREATE INDEX artists_search_idx ON artists USING gin (search);
--> statement-breakpoint
CREATE INDEX stories_search_idx ON stories USING gin (search);
--> statement-breakpoint
CREATE INDEX posts_search_idx ON posts USING gin (search);
--> statement-breakpoint
CREATE INDEX replies_search_idx ON replies USING gin (search);
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (griot_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX events_name_trgm_idx ON events USING gin (griot_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX artists_name_trgm_idx ON artists USING gin (griot_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX stories_title_trgm_idx ON stories USING gin (griot_fold(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX posts_title_trgm_idx ON posts USING gin (griot_fold(title) gin_trgm_ops);
