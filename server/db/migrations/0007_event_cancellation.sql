CREATE TABLE "event_refunds" (
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_refunds_event_id_order_id_pk" PRIMARY KEY("event_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "event_refunds" ADD CONSTRAINT "event_refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_refunds" ADD CONSTRAINT "event_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_refunds_order_idx" ON "event_refunds" USING btree ("order_id");