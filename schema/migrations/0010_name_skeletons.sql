-- Names are unique by their confusable skeleton (docs/decisions/020). Existing accounts get theirs
-- from the cron's backfill (SQL cannot compute TR39); collisions among them are listed for staff.
ALTER TABLE `users` ADD `name_skeleton` text;--> statement-breakpoint
CREATE INDEX `users_name_skeleton_idx` ON `users` (`name_skeleton`);