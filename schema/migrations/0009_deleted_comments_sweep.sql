-- A deleted account's comments become 'Deleted user' at a random moment within 24 hours, by the cron
-- (docs/decisions/013): the sweep finds the due accounts through this partial index.
ALTER TABLE `users` ADD `comments_sweep_at` integer;--> statement-breakpoint
CREATE INDEX `users_comments_sweep_idx` ON `users` (`comments_sweep_at`) WHERE "users"."comments_sweep_at" IS NOT NULL;