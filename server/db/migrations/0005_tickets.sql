CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_kobo" integer NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sales_end_at" timestamp (3) with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_price_not_negative" CHECK ("ticket_types"."price_kobo" >= 0),
	CONSTRAINT "ticket_types_sold_within_capacity" CHECK ("ticket_types"."sold" >= 0 AND "ticket_types"."sold" <= "ticket_types"."capacity")
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_name_idx" ON "ticket_types" USING btree ("event_id",lower("name"));