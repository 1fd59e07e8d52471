-- Full-text search over thought content. A trigram index answers case-insensitive substring
-- queries of 3+ characters without scanning the table; it is an external-content table, so the
-- text is stored once, in `thoughts`, and the triggers keep the index in step.
CREATE VIRTUAL TABLE `thoughts_fts` USING fts5(
	`content`,
	content = 'thoughts',
	content_rowid = 'rowid',
	tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `thoughts_fts_insert` AFTER INSERT ON `thoughts` BEGIN
	INSERT INTO `thoughts_fts` (`rowid`, `content`) VALUES (new.rowid, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_fts_delete` AFTER DELETE ON `thoughts` BEGIN
	INSERT INTO `thoughts_fts` (`thoughts_fts`, `rowid`, `content`) VALUES ('delete', old.rowid, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_fts_update` AFTER UPDATE OF `content` ON `thoughts` BEGIN
	INSERT INTO `thoughts_fts` (`thoughts_fts`, `rowid`, `content`) VALUES ('delete', old.rowid, old.content);
	INSERT INTO `thoughts_fts` (`rowid`, `content`) VALUES (new.rowid, new.content);
END;
--> statement-breakpoint
-- One counter row per category, so posting only ever updates.
INSERT INTO `category_counters` (`category`, `visible_count`) VALUES
	('Anxiety', 0), ('Self-doubt', 0), ('Relationships', 0), ('Work', 0), ('Health', 0), ('Family', 0),
	('Random Thoughts', 0), ('Shower Thoughts', 0), ('Dark Humor', 0), ('Pop Culture', 0),
	('Food Thoughts', 0), ('Gaming', 0);
