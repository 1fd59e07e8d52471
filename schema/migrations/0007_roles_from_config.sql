-- Roles come from ADMIN_WALLETS on every request (docs/decisions/018): sign-in no longer copies
-- them into the row, and nothing should trust a stale copy.
ALTER TABLE `users` DROP COLUMN `is_admin`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `admin_role`;