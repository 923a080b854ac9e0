-- What admins changed on an account (a role, a suspension and its lifting), with who and why: the members
-- screen's history (server/community/members/admin-repository.ts).
CREATE TABLE "member_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" "user_role",
	"until" timestamp (3) with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_changes_kind" CHECK ("member_changes"."kind" in ('role', 'suspended', 'lifted'))
);
--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_changes_user_idx" ON "member_changes" USING btree ("user_id","created_at");