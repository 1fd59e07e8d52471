-- Reply notifications (docs/decisions/024): browsers' push subscriptions, the threads each person
-- commented in (My Echo's new replies there, and who a later comment notifies), and one pending or
-- sent notification per person and thread until they open My Echo.
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reply_notifications` (
	`user_id` text NOT NULL,
	`thought_id` text NOT NULL,
	`due_at` integer NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`user_id`, `thought_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thought_id`) REFERENCES `thoughts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reply_notifications_due_idx` ON `reply_notifications` (`thought_id`,`due_at`) WHERE "reply_notifications"."sent_at" IS NULL;--> statement-breakpoint
CREATE TABLE `thread_follows` (
	`user_id` text NOT NULL,
	`thought_id` text NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `thought_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thought_id`) REFERENCES `thoughts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thread_follows_thought_idx` ON `thread_follows` (`thought_id`);