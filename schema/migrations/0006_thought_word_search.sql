-- Whole-word search over thought content. The trigram index (0001) answers any substring, but a
-- query must walk the postings of each of its trigrams, and common trigrams grow with the text
-- even when the word searched for is rare. A word index has one posting list per word, so a
-- word or word-prefix query costs what it matches. unicode61 folds case and, with
-- remove_diacritics 2, accents ("cafe" finds "café"); `prefix` keeps 2- and 3-character
-- prefix queries ("an"*, "anx"*) to one posting list each. External content, like
-- thoughts_fts: the text is stored once, in `thoughts`, and the triggers keep the index in step.
CREATE VIRTUAL TABLE `thoughts_words` USING fts5(
	`content`,
	content = 'thoughts',
	content_rowid = 'rowid',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER `thoughts_words_insert` AFTER INSERT ON `thoughts` BEGIN
	INSERT INTO `thoughts_words` (`rowid`, `content`) VALUES (new.rowid, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_words_delete` AFTER DELETE ON `thoughts` BEGIN
	INSERT INTO `thoughts_words` (`thoughts_words`, `rowid`, `content`) VALUES ('delete', old.rowid, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `thoughts_words_update` AFTER UPDATE OF `content` ON `thoughts` BEGIN
	INSERT INTO `thoughts_words` (`thoughts_words`, `rowid`, `content`) VALUES ('delete', old.rowid, old.content);
	INSERT INTO `thoughts_words` (`rowid`, `content`) VALUES (new.rowid, new.content);
END;
--> statement-breakpoint
-- Index the thoughts that exist already.
INSERT INTO `thoughts_words` (`thoughts_words`) VALUES ('rebuild');
