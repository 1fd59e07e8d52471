-- Two-character Chinese and Japanese search (docs/decisions/003-search.md). The trigram index
-- (0001) needs three characters and most CJK words are two, so each thought keeps its Han and
-- kana letters spaced one per token in `cjk_text` (written by the worker: SQL cannot split a
-- string into characters inside a trigger), and a word index over that column answers a
-- two-character search as a two-token phrase. External content, like thoughts_fts and
-- thoughts_words: the triggers keep the index in step with the column.
ALTER TABLE `thoughts` ADD `cjk_text` text;--> statement-breakpoint
CREATE INDEX `thoughts_cjk_pending_idx` ON `thoughts` (`created_at`) WHERE "thoughts"."cjk_text" IS NULL;--> statement-breakpoint
CREATE VIRTUAL TABLE `thoughts_cjk` USING fts5(
	`cjk_text`,
	content = 'thoughts',
	content_rowid = 'rowid',
	tokenize = 'unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `thoughts_cjk_insert` AFTER INSERT ON `thoughts` BEGIN
	INSERT INTO `thoughts_cjk` (`rowid`, `cjk_text`) VALUES (new.rowid, new.cjk_text);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_cjk_delete` AFTER DELETE ON `thoughts` BEGIN
	INSERT INTO `thoughts_cjk` (`thoughts_cjk`, `rowid`, `cjk_text`) VALUES ('delete', old.rowid, old.cjk_text);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_cjk_update` AFTER UPDATE OF `cjk_text` ON `thoughts` BEGIN
	INSERT INTO `thoughts_cjk` (`thoughts_cjk`, `rowid`, `cjk_text`) VALUES ('delete', old.rowid, old.cjk_text);
	INSERT INTO `thoughts_cjk` (`rowid`, `cjk_text`) VALUES (new.rowid, new.cjk_text);
END;
--> statement-breakpoint
-- Every existing thought enters the index empty; the cron's backfill fills in its letters.
INSERT INTO `thoughts_cjk` (`thoughts_cjk`) VALUES ('rebuild');
