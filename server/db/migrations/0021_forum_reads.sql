-- What a member has read of each thread they opened: the newest reply's time then, so that the replies after
-- it show as new (server/community/reads/).
CREATE TABLE "post_reads" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"read_up_to" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_reads_post_idx" ON "post_reads" USING btree ("post_id");