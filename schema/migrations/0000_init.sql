CREATE TABLE `auth_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`wallet_address` text NOT NULL,
	`message` text NOT NULL,
	`sign_in_input` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_nonces_expires_idx` ON `auth_nonces` (`expires_at`);--> statement-breakpoint
CREATE TABLE `category_counters` (
	`category` text PRIMARY KEY NOT NULL,
	`visible_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `comment_upvotes` (
	`comment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`, `type`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`thought_id` text NOT NULL,
	`author_id` text NOT NULL,
	`content` text NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`funny_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`thought_id`) REFERENCES `thoughts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_thought_idx` ON `comments` (`thought_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `comments_author_recent_idx` ON `comments` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `images` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `images_owner_idx` ON `images` (`owner_id`);--> statement-breakpoint
CREATE TABLE `period_points` (
	`period_number` integer NOT NULL,
	`user_id` text NOT NULL,
	`points` integer NOT NULL,
	`reached_at` integer NOT NULL,
	PRIMARY KEY(`period_number`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `period_points_rank_idx` ON `period_points` (`period_number`,"points" DESC,`reached_at`);--> statement-breakpoint
CREATE TABLE `period_winners` (
	`period_number` integer NOT NULL,
	`rank` integer NOT NULL,
	`user_id` text NOT NULL,
	`points` integer NOT NULL,
	`reward_usd` integer NOT NULL,
	`payout_status` text DEFAULT 'pending_review' NOT NULL,
	PRIMARY KEY(`period_number`, `rank`),
	FOREIGN KEY (`period_number`) REFERENCES `periods`(`number`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `periods` (
	`number` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`closed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `periods_id_unique` ON `periods` (`id`);--> statement-breakpoint
CREATE TABLE `points_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`award_key` text NOT NULL,
	`user_id` text NOT NULL,
	`source_user_id` text,
	`rule` text NOT NULL,
	`points` integer NOT NULL,
	`period_number` integer,
	`utc_day` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `points_ledger_award_key_unique` ON `points_ledger` (`award_key`);--> statement-breakpoint
CREATE INDEX `points_ledger_voter_cap_idx` ON `points_ledger` (`source_user_id`,`user_id`,`utc_day`);--> statement-breakpoint
CREATE INDEX `points_ledger_user_idx` ON `points_ledger` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_picks` (
	`comment_id` text PRIMARY KEY NOT NULL,
	`picked_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`picked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `thought_likes` (
	`thought_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`thought_id`, `user_id`),
	FOREIGN KEY (`thought_id`) REFERENCES `thoughts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thought_likes_user_idx` ON `thought_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `thought_reports` (
	`thought_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`thought_id`, `user_id`),
	FOREIGN KEY (`thought_id`) REFERENCES `thoughts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thought_reports_user_idx` ON `thought_reports` (`user_id`);--> statement-breakpoint
CREATE TABLE `thoughts` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`content` text NOT NULL,
	`category` text NOT NULL,
	`image_url` text,
	`tokens_cost` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`reports` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `thoughts_visible_recent_idx` ON `thoughts` (`created_at`,`id`) WHERE "thoughts"."hidden" = 0;--> statement-breakpoint
CREATE INDEX `thoughts_visible_category_recent_idx` ON `thoughts` (`category`,`created_at`,`id`) WHERE "thoughts"."hidden" = 0;--> statement-breakpoint
CREATE INDEX `thoughts_author_recent_idx` ON `thoughts` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`wallet_address` text NOT NULL,
	`presentation_name` text NOT NULL,
	`name_key` text NOT NULL,
	`echo_points` integer DEFAULT 0 NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`admin_role` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_wallet_address_unique` ON `users` (`wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_name_key_unique` ON `users` (`name_key`);