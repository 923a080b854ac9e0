-- Members' likes of posts and replies, one per member and post or reply (the primary keys), and the count a
-- like notice gathers (server/community/likes).
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_member_id_pk" PRIMARY KEY("post_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "reply_likes" (
	"reply_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_likes_reply_id_member_id_pk" PRIMARY KEY("reply_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_member_id_community_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."community_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_likes" ADD CONSTRAINT "reply_likes_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_likes" ADD CONSTRAINT "reply_likes_member_id_community_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."community_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_likes_member_idx" ON "post_likes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "post_likes_notification_idx" ON "post_likes" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "reply_likes_member_idx" ON "reply_likes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reply_likes_notification_idx" ON "reply_likes" USING btree ("notification_id");