-- One opaque author reference per author and kind of content (docs/decisions/020): a ref shared
-- between a person's thoughts and their named comments would put the name on the thoughts. The
-- old shared refs are not carried over; new ones are made the next time the queue is read.
CREATE TABLE `__new_author_refs` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP TABLE `author_refs`;--> statement-breakpoint
ALTER TABLE `__new_author_refs` RENAME TO `author_refs`;--> statement-breakpoint
CREATE UNIQUE INDEX `author_refs_ref_unique` ON `author_refs` (`ref`);
