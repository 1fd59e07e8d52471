-- "Worried about this person?" (DESIGN.md sections 3 and 5): one flag per reader and item, and the
-- moment an item was first flagged since a moderator last looked, which makes it urgent in the
-- review queue while it stays public.
CREATE TABLE `worried_flags` (
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `worried_flags_user_idx` ON `worried_flags` (`user_id`);--> statement-breakpoint
ALTER TABLE `comments` ADD `worried_at` integer;--> statement-breakpoint
CREATE INDEX `comments_worried_idx` ON `comments` (`worried_at`) WHERE "comments"."worried_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `thoughts` ADD `worried_at` integer;--> statement-breakpoint
CREATE INDEX `thoughts_worried_idx` ON `thoughts` (`worried_at`) WHERE "thoughts"."worried_at" IS NOT NULL;