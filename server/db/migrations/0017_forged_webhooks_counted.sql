-- Forged webhook calls are counted on one open row of "Payments needing attention" instead of one row each
-- (server/shop/payments/webhook-routes.ts). The open rows already recorded become one, with their count.
ALTER TABLE "payment_issues" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "payment_issues" SET "occurrences" = (
  SELECT count(*) FROM "payment_issues" p WHERE p."kind" = 'forged_webhook' AND p."resolved_at" IS NULL
)
WHERE "id" = (
  SELECT "id" FROM "payment_issues" WHERE "kind" = 'forged_webhook' AND "resolved_at" IS NULL
  ORDER BY "created_at" DESC, "id" DESC LIMIT 1
);--> statement-breakpoint
DELETE FROM "payment_issues" WHERE "kind" = 'forged_webhook' AND "resolved_at" IS NULL AND "id" <> (
  SELECT "id" FROM "payment_issues" WHERE "kind" = 'forged_webhook' AND "resolved_at" IS NULL
  ORDER BY "created_at" DESC, "id" DESC LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_forged_open_idx" ON "payment_issues" USING btree ("kind") WHERE "payment_issues"."kind" = 'forged_webhook' and "payment_issues"."resolved_at" is null;
