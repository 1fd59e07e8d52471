-- The moderator console (docs/decisions/010). Hand-written: payout decisions on each winner (a random id to
-- address it by, the decision, its note, the transaction that paid it), the opaque per-author
-- reference moderators see instead of an identity, the audit log of every decision, and an index
-- for the per-winner payout signals read from the points ledger.
ALTER TABLE `period_winners` ADD `id` text;--> statement-breakpoint
ALTER TABLE `period_winners` ADD `note` text;--> statement-breakpoint
ALTER TABLE `period_winners` ADD `tx_signature` text;--> statement-breakpoint
ALTER TABLE `period_winners` ADD `decided_at` integer;--> statement-breakpoint
ALTER TABLE `period_winners` ADD `decided_by` text;--> statement-breakpoint
-- Winners recorded before this migration get their random id now; new ones get it when recorded.
UPDATE `period_winners` SET `id` = lower(hex(randomblob(16))) WHERE `id` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `period_winners_id_unique` ON `period_winners` (`id`);--> statement-breakpoint
CREATE INDEX `period_winners_status_idx` ON `period_winners` (`payout_status`,`period_number`);--> statement-breakpoint
CREATE TABLE `author_refs` (
	`user_id` text PRIMARY KEY NOT NULL,
	`ref` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `author_refs_ref_unique` ON `author_refs` (`ref`);--> statement-breakpoint
CREATE TABLE `moderation_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`note` text
);
--> statement-breakpoint
CREATE INDEX `moderation_audit_recent_idx` ON `moderation_audit` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `points_ledger_user_period_idx` ON `points_ledger` (`user_id`,`period_number`);
