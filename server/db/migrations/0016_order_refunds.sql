-- Refunds as one row per intent (server/shop/orders/refunds.ts): claimed under the order's lock before the
-- gateway is asked, so parallel requests send one refund, and the amount left is the total less every row.
-- The refunds asked for before this table are written in: a cancelled event's seats, then the rest of each
-- order already refund pending or refunded.
CREATE TABLE "order_refunds" (
	"order_id" uuid NOT NULL,
	"intent" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_order_id_intent_pk" PRIMARY KEY("order_id","intent"),
	CONSTRAINT "order_refunds_amount" CHECK ("order_refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "order_refunds" ("order_id", "intent", "amount_kobo", "created_at")
SELECT r."order_id", 'event:' || r."event_id", r."amount_kobo", r."updated_at"
FROM "event_refunds" r JOIN "orders" o ON o."id" = r."order_id"
WHERE r."status" IN ('requested', 'refunded') AND r."amount_kobo" > 0 AND r."amount_kobo" < o."total_kobo";
--> statement-breakpoint
INSERT INTO "order_refunds" ("order_id", "intent", "amount_kobo", "created_at")
SELECT o."id", 'order', o."total_kobo" - coalesce((SELECT sum(x."amount_kobo") FROM "order_refunds" x WHERE x."order_id" = o."id"), 0), o."updated_at"
FROM "orders" o
WHERE o."status" IN ('refund_pending', 'refunded')
  AND o."total_kobo" - coalesce((SELECT sum(x."amount_kobo") FROM "order_refunds" x WHERE x."order_id" = o."id"), 0) > 0;
