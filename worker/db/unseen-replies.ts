// What My Echo counts as new (docs/decisions/024): visible comments on a thread by anyone but the
// person, posted after they last saw it. One rule for the person's own thoughts, the threads they
// joined, and whether a reply push still has something to tell (docs/decisions/097).
import { sql, type SQL } from 'drizzle-orm';

/**
 * `FROM comments WHERE …`, the unseen replies in `thoughtId`'s thread for `personId`, who saw it up
 * to `seenAt`. Per thread it walks only the newest part of comments_thought_idx (thought_id,
 * created_at): the cost is the unseen replies, however many comments there are overall.
 */
export function unseenReplies(thoughtId: SQL, personId: SQL, seenAt: SQL): SQL {
  return sql`FROM comments
  WHERE comments.thought_id = ${thoughtId}
    AND comments.created_at > ${seenAt}
    AND comments.status = 'visible'
    AND comments.author_id <> ${personId}`;
}
