import type { LeaderboardEntry } from '../../../../schema/api';

/**
 * presentationName → firstName → username (blank values are skipped); null when none is known,
 * which the leaderboard reads as 'Unknown User' in the person's language.
 */
export function displayName(user: LeaderboardEntry['user']): string | null {
  for (const candidate of [user.presentationName, user.firstName, user.username]) {
    if (candidate?.trim()) return candidate;
  }
  return null;
}
