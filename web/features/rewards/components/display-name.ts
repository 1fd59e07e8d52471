import type { LeaderboardEntry } from '../../../../schema/api';

/** presentationName → firstName → username → 'Unknown User' (blank values are skipped). */
export function displayName(user: LeaderboardEntry['user']): string {
  for (const candidate of [user.presentationName, user.firstName, user.username]) {
    if (candidate?.trim()) return candidate;
  }
  return 'Unknown User';
}
