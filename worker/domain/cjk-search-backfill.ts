import { cjkSearchText } from '../../schema/cjk-search-text';
import type { Db } from '../db/client';
import { setCjkTexts, thoughtsWithoutCjkText } from '../db/thoughts';

// Bounded work per cron run (every 5 minutes): 100k older thoughts drain in about 17 hours,
// and two-character searches find each one as soon as its run has passed.
const THOUGHTS_PER_RUN = 500;

/**
 * The backfill of migration 0011: SQL cannot split text into characters inside a trigger, so
 * the cron gives thoughts written before it their Han and kana letters for the CJK index.
 */
export async function backfillCjkSearchText(db: Db): Promise<number> {
  const pending = await thoughtsWithoutCjkText(db, THOUGHTS_PER_RUN);
  await setCjkTexts(
    db,
    pending.map((thought) => ({ id: thought.id, cjkText: cjkSearchText(thought.content) })),
  );
  return pending.length;
}
