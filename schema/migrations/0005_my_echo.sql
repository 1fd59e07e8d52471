-- My Echo: when each author last looked at the replies to their thought (the "new replies"
-- marker counts visible comments by others after it), and account deletion, which keeps a
-- minimal tombstone of the user row for payout audit (docs/decisions/013-account-deletion.md).
ALTER TABLE `thoughts` ADD `author_seen_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
-- A deleted account may keep its wallet (it won a prize) while the same wallet signs up again:
-- only live accounts need a unique wallet.
DROP INDEX `users_wallet_address_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_wallet_address_unique` ON `users` (`wallet_address`) WHERE "users"."deleted_at" IS NULL;
