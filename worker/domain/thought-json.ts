import type { Thought } from '../../schema/api';
import { isCategory } from '../../schema/constants';
import type { ThoughtRow } from '../db/thoughts';

/** The public shape of a thought: only these fields, never anything about its author. */
export function toThought(row: ThoughtRow): Thought {
  if (!isCategory(row.category)) throw new Error(`thought ${row.id} has an unknown category`);
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    likes: row.likes,
    comments: row.comments,
    createdAt: new Date(row.createdAt).toISOString(),
    imageUrl: row.imageUrl,
    tokensCost: row.tokensCost,
    isAnonymous: true,
    isReported: row.isReported,
    hasLiked: row.hasLiked,
  };
}
