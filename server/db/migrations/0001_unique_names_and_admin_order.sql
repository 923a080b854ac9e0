DROP INDEX "events_name_date_idx";--> statement-breakpoint
DROP INDEX "stories_title_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "artists_name_unique_idx" ON "artists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "artists_created_idx" ON "artists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_date_idx" ON "events" USING btree (lower("name"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_title_idx" ON "stories" USING btree (lower("title"));