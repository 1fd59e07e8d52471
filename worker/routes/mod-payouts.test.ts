import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Payout, PayoutStatus, Payouts } from '../../schema/api';
import { moderationAudit, periodWinners, periods, pointsLedger } from '../../schema/tables';
import { buildUser, call, callJson, signedInUser, testDb, type TestUser } from '../test/factories';
import { staffMember } from '../test/staff';

const DAY = 24 * 3600_000;
// A real 64-byte signature, base58: what a wallet returns for a transfer.
const TX =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

let periodCounter = 0;
/** A closed period of its own (numbers far from any real one) with one winner and its ledger. */
async function buildPayout(
  options: {
    status?: PayoutStatus;
    awards?: { from: TestUser | null; rule: string; points: number; at?: number }[];
  } = {},
) {
  periodCounter += 1;
  const number = 100_000 + Math.floor(Math.random() * 1_000_000) * 10 + periodCounter;
  const closedAt = Date.now() - DAY;
  const db = testDb();
  await db.insert(periods).values({
    number,
    id: crypto.randomUUID(),
    startsAt: closedAt - 30 * DAY,
    endsAt: closedAt,
    closedAt,
  });
  const winner = await buildUser({ createdAt: closedAt - 60 * DAY });
  const awards = options.awards ?? [];
  // A winner's points are public points: like awards never count (docs/decisions/015).
  const points = awards
    .filter((award) => award.rule !== 'upvote_received')
    .reduce((sum, award) => sum + award.points, 0);
  const id = crypto.randomUUID().replaceAll('-', '');
  await db.insert(periodWinners).values({
    id,
    periodNumber: number,
    rank: 1,
    userId: winner.id,
    points,
    rewardUsd: 25,
    payoutStatus: options.status ?? 'pending_review',
  });
  for (const award of awards) {
    await db.insert(pointsLedger).values({
      id: crypto.randomUUID(),
      awardKey: `test:${crypto.randomUUID()}`,
      userId: winner.id,
      sourceUserId: award.from?.id ?? null,
      rule: award.rule,
      points: award.points,
      periodNumber: number,
      utcDay: '2032-01-01',
      createdAt: award.at ?? closedAt - 2 * DAY,
    });
  }
  return { id, number, winner, points };
}

function decide(id: string, staff: { cookie: string; vars: object }, body: unknown) {
  return callJson<Payout & { error?: string }>(`/api/mod/payouts/${id}`, { ...staff, body });
}

async function list(staff: { cookie: string; vars: object }, query = '') {
  const { status, body } = await callJson<Payouts>(`/api/mod/payouts${query}`, staff);
  expect(status).toBe(200);
  return body.payouts;
}

test('GET /api/mod/payouts shows a winner with the signals a reviewer needs, voting rings and voter ages included', async () => {
  const staff = await staffMember('admin');
  const old = { createdAt: Date.now() - 365 * DAY };
  const [ringLeader, friend, fresh] = [
    await buildUser(old),
    await buildUser(old),
    await buildUser({ createdAt: Date.now() - 5 * DAY }),
  ];
  const { id, number, winner } = await buildPayout({
    awards: [
      { from: ringLeader, rule: 'helpful_comment', points: 10 },
      { from: ringLeader, rule: 'helpful_comment', points: 10 },
      { from: ringLeader, rule: 'upvote_received', points: 2 },
      { from: friend, rule: 'funny_comment', points: 5 },
      // Voted two days after the account was made: a new account at the time of the award.
      { from: fresh, rule: 'helpful_comment', points: 10, at: fresh.createdAt + 2 * DAY },
      { from: null, rule: 'staff_pick', points: 20 },
      { from: null, rule: 'daily_login', points: 3 },
    ],
  });
  // The friend also voted 10 points to someone else that period: 5 of 15 is not loyalty.
  await testDb()
    .insert(pointsLedger)
    .values({
      id: crypto.randomUUID(),
      awardKey: `test:${crypto.randomUUID()}`,
      userId: (await buildUser()).id,
      sourceUserId: friend.id,
      rule: 'helpful_comment',
      points: 10,
      periodNumber: number,
      utcDay: '2032-01-01',
      createdAt: Date.now() - 3 * DAY,
    });
  const payout = (await list(staff)).find((p) => p.id === id);
  expect(payout).toEqual({
    id,
    periodNumber: number,
    rank: 1,
    rewardUsd: 25,
    points: 58,
    status: 'pending_review',
    presentationName: winner.presentationName,
    walletAddress: winner.walletAddress,
    signals: {
      distinctVoters: 3,
      topVoterShare: 20 / 58,
      newAccountVoterShare: 10 / 58,
      // The ring leader (20) and the fresh account (10) gave all their points to the winner.
      loyalVoterShare: 30 / 58,
      // Ages when each voter first voted for the winner: 2 days, and about a year twice.
      voterAgeDays: { p10: 2, p50: 362, p90: 362 },
      staffPickPoints: 20,
    },
    note: null,
    txSignature: null,
    decidedAt: null,
  });
});

test('a winner without points has zero shares, never NaN', async () => {
  const staff = await staffMember('dev');
  const { id } = await buildPayout();
  const payout = (await list(staff)).find((p) => p.id === id);
  expect(payout?.signals).toEqual({
    distinctVoters: 0,
    topVoterShare: 0,
    newAccountVoterShare: 0,
    loyalVoterShare: 0,
    voterAgeDays: { p10: null, p50: null, p90: null },
    staffPickPoints: 0,
  });
});

test('GET /api/mod/payouts?status= filters, and rejects an unknown status with 400', async () => {
  const staff = await staffMember('admin');
  const pending = await buildPayout();
  const paid = await buildPayout({ status: 'paid' });
  const onlyPaid = await list(staff, '?status=paid');
  expect(onlyPaid.map((p) => p.id)).toContain(paid.id);
  expect(onlyPaid.map((p) => p.id)).not.toContain(pending.id);
  expect(onlyPaid.every((p) => p.status === 'paid')).toBe(true);
  expect((await call('/api/mod/payouts?status=lost', staff)).status).toBe(400);
});

test('a pending payout is approved, then marked paid with its transaction signature', async () => {
  const staff = await staffMember('admin');
  const { id, number } = await buildPayout({
    awards: [{ from: null, rule: 'staff_pick', points: 20 }],
  });
  const approved = await decide(id, staff, { action: 'approve', note: 'organic votes' });
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ id, status: 'approved', note: 'organic votes' });
  expect(Date.parse(approved.body.decidedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

  const paid = await decide(id, staff, { action: 'mark_paid', txSignature: TX });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ status: 'paid', txSignature: TX, note: 'organic votes' });

  const log = await testDb()
    .select()
    .from(moderationAudit)
    .where(eq(moderationAudit.actorId, staff.user.id));
  expect(log.map((entry) => entry.action).sort()).toEqual(['approve_payout', 'mark_paid_payout']);
  expect(log.every((entry) => entry.target.includes(`period ${number} rank 1`))).toBe(true);
  expect(log.find((entry) => entry.action === 'mark_paid_payout')?.note).toContain(TX);
});

test('a pending payout can be rejected, and then nothing else', async () => {
  const staff = await staffMember('dev');
  const { id } = await buildPayout();
  const rejected = await decide(id, staff, { action: 'reject', note: 'voting ring' });
  expect(rejected.body).toMatchObject({ status: 'rejected', note: 'voting ring' });
  for (const action of ['approve', 'reject']) {
    expect((await decide(id, staff, { action })).status).toBe(409);
  }
  expect((await decide(id, staff, { action: 'mark_paid', txSignature: TX })).status).toBe(409);
});

test('moves outside pending → approved|rejected → paid answer 409', async () => {
  const staff = await staffMember('admin');
  const pending = await buildPayout();
  expect((await decide(pending.id, staff, { action: 'mark_paid', txSignature: TX })).status).toBe(
    409,
  );
  const approved = await buildPayout({ status: 'approved' });
  expect((await decide(approved.id, staff, { action: 'approve' })).status).toBe(409);
  expect((await decide(approved.id, staff, { action: 'reject' })).status).toBe(409);
  const paid = await buildPayout({ status: 'paid' });
  for (const action of ['approve', 'reject']) {
    expect((await decide(paid.id, staff, { action })).status).toBe(409);
  }
  expect((await decide(paid.id, staff, { action: 'mark_paid', txSignature: TX })).status).toBe(409);
});

test('mark_paid needs a base58 signature of exactly 64 bytes (400 otherwise)', async () => {
  const staff = await staffMember('admin');
  const { id } = await buildPayout({ status: 'approved' });
  for (const txSignature of [undefined, '', 'not base58 0OIl', TX.slice(0, 40), `${TX}${TX}`]) {
    const { status } = await decide(id, staff, { action: 'mark_paid', txSignature });
    expect([txSignature, status]).toEqual([txSignature, 400]);
  }
  const [row] = await testDb().select().from(periodWinners).where(eq(periodWinners.id, id));
  expect(row?.payoutStatus).toBe('approved');
});

test('POST /api/mod/payouts/:id: 404 unknown id, 400 unknown action', async () => {
  const staff = await staffMember('admin');
  expect((await decide('0'.repeat(32), staff, { action: 'approve' })).status).toBe(404);
  const { id } = await buildPayout();
  expect((await decide(id, staff, { action: 'pay' })).status).toBe(400);
});

test('payouts: a mod gets 403, a non-staff user 403, signed out 401', async () => {
  const { id } = await buildPayout();
  const mod = await staffMember('mod');
  const { cookie } = await signedInUser();
  for (const who of [mod, { cookie }]) {
    expect((await call('/api/mod/payouts', who)).status).toBe(403);
    expect(
      (await call(`/api/mod/payouts/${id}`, { ...who, body: { action: 'approve' } })).status,
    ).toBe(403);
  }
  expect((await call('/api/mod/payouts')).status).toBe(401);
  expect((await call(`/api/mod/payouts/${id}`, { body: { action: 'approve' } })).status).toBe(401);
  const [row] = await testDb().select().from(periodWinners).where(eq(periodWinners.id, id));
  expect(row?.payoutStatus).toBe('pending_review');
});

test('POST /api/mod/payouts/:id without Origin is refused (403); a suspended admin still decides', async () => {
  const staff = await staffMember('admin');
  const { id } = await buildPayout();
  const noOrigin = await call(`/api/mod/payouts/${id}`, {
    ...staff,
    body: { action: 'approve' },
    headers: { Origin: '' },
  });
  expect(noOrigin.status).toBe(403);
  const suspended = await staffMember('admin');
  const until = Date.now() + 3600_000;
  const { users } = await import('../../schema/tables');
  await testDb()
    .update(users)
    .set({ suspendedUntil: until })
    .where(eq(users.id, suspended.user.id));
  // A suspension stops what they post; staff powers come from ADMIN_WALLETS alone
  // (docs/decisions/093).
  const decided = await decide(id, suspended, { action: 'approve' });
  expect(decided.status).toBe(200);
});
