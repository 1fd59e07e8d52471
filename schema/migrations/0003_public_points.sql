-- Public leaderboard figures apart from the full ones. A like pays its thought's author at once,
-- but if the public board moved with it, liking a thought and watching whose total rises would
-- unmask the author. `points` stays the full period total (the owner's own figures, winners,
-- history); `public_points` leaves like awards out until the period closes, and
-- `public_reached_at` is its tie-breaker. See docs/decisions/015-public-and-private-points.md.
ALTER TABLE `period_points` ADD `public_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `period_points` ADD `public_reached_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing totals: everything but the like awards of that period is public.
UPDATE `period_points` SET
  `public_points` = `points` - coalesce((SELECT sum(`points`) FROM `points_ledger`
    WHERE `points_ledger`.`user_id` = `period_points`.`user_id`
      AND `points_ledger`.`period_number` = `period_points`.`period_number`
      AND `points_ledger`.`rule` = 'upvote_received'), 0),
  `public_reached_at` = `reached_at`;--> statement-breakpoint
CREATE INDEX `period_points_public_rank_idx` ON `period_points` (`period_number`,"public_points" DESC,`public_reached_at`);
