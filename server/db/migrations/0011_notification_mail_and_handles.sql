CREATE TABLE "notification_mail_windows" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"last_mailed_at" timestamp (3) with time zone,
	CONSTRAINT "notification_mail_windows_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "community_users" ADD COLUMN "handle" text;--> statement-breakpoint
-- Every profile gets a handle from its display name (letters, digits, underscores, 3 to 20 of them); a name
-- already taken gets the start of the profile's id after it.
WITH named AS (
	SELECT "id", left(coalesce(nullif(lower(regexp_replace("display_name", '[^A-Za-z0-9_]+', '', 'g')), ''), 'member'), 20) AS base
	FROM "community_users"
), ranked AS (
	SELECT "id", CASE WHEN length(base) < 3 THEN base || '_member' ELSE base END AS base,
		row_number() OVER (PARTITION BY CASE WHEN length(base) < 3 THEN base || '_member' ELSE base END ORDER BY "id") AS n
	FROM named
)
UPDATE "community_users" SET "handle" = CASE WHEN ranked.n = 1 THEN ranked.base
	ELSE left(ranked.base, 15) || '_' || left(replace(ranked."id"::text, '-', ''), 4) END
FROM ranked WHERE ranked."id" = "community_users"."id";--> statement-breakpoint
ALTER TABLE "community_users" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_mentions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "notification_mail_windows" ADD CONSTRAINT "notification_mail_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mail_windows" ADD CONSTRAINT "notification_mail_windows_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_users_handle_idx" ON "community_users" USING btree (lower("handle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("user_id","post_id") WHERE "notifications"."mailed_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_unsubscribe_token_idx" ON "users" USING btree ("unsubscribe_token");