-- Where a thought or comment deleted for good stood in its list (docs/decisions/098): a page that
-- ended on it still leads on. No author and no text; the cron forgets them after a week.
CREATE TABLE `deleted_positions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`thought_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deleted_positions_deleted_idx` ON `deleted_positions` (`deleted_at`);