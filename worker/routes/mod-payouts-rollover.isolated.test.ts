import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Payouts } from '../../schema/api';
import { periodPoints, periodWinners } from '../../schema/tables';
import { buildUser, call, callJson, testDb } from '../test/factories';
import { staffMember } from '../test/staff';

// A file of its own: closing periods depends on which periods exist, so no other test's
// made-up periods may share this storage.
const DAY = 24 * 3600_000;

test('closing a period gives each winner a random payout id the console can address', async () => {
  const staff = await staffMember('admin');
  // Period 1 ended a month ago; the leaderboard's read path closes it.
  const start = new Date(Date.now() - 45 * DAY).toISOString();
  const vars = { ...staff.vars, LEADERBOARD_START: start };
  const winner = await buildUser();
  await testDb()
    .insert(periodPoints)
    .values({
      periodNumber: 1,
      userId: winner.id,
      points: 40,
      reachedAt: Date.now() - 40 * DAY,
      publicPoints: 40,
      publicReachedAt: Date.now() - 40 * DAY,
    });
  expect((await call('/api/leaderboard', { vars })).status).toBe(200);
  const [row] = await testDb()
    .select()
    .from(periodWinners)
    .where(eq(periodWinners.userId, winner.id));
  expect(row?.id).toMatch(/^[0-9a-f]{32}$/);
  const { body } = await callJson<Payouts>('/api/mod/payouts', { ...staff, vars });
  expect(body.payouts.find((p) => p.id === row?.id)).toMatchObject({
    periodNumber: 1,
    rank: 1,
    points: 40,
    rewardUsd: 25,
    status: 'pending_review',
    presentationName: winner.presentationName,
  });
});
