-- The mail "your order is waiting for payment" goes once, 10 minutes before an unpaid order's hold ends
-- (server/shop/orders/payment-reminder.ts): the time it was queued, set by one conditional update.
ALTER TABLE "orders" ADD COLUMN "payment_reminder_sent_at" timestamp (3) with time zone;
