-- Responsive images (shared/image-variants.ts): each uploaded picture's size, the widths kept beside it and
-- its ThumbHash, keyed by the URL the records already hold, so no stored URL changes. Written at upload and
-- by `npm run images:convert`; read by the lists and pages with one left join on the primary key.
CREATE TABLE "stored_images" (
	"url" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"placeholder" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
