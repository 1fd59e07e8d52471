import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { TIMINGS } from '../../schema/constants';
import { periodPoints, periodWinners, periods } from '../../schema/tables';
import { awardPoints } from '../db/points';
import worker from '../index';
import { buildUser, testDb, unique } from '../test/factories';
import { runRollover } from './rollover';

const START_ISO = '2030-01-01T00:00:00.000Z';
const START = Date.parse(START_ISO);
const PERIOD = TIMINGS.periodMs;
const DAY = 24 * 3600_000;

// Periods are one global sequence (numbered from LEADERBOARD_START), so each test starts from an
// empty competition. Storage is per test file, so this touches no other file's rows.
beforeEach(async () => {
  const db = testDb();
  await db.delete(periodWinners);
  await db.delete(periodPoints);
  await db.delete(periods);
});

function rollover(at: number) {
  return runRollover(testDb(), START, at, []);
}

async function storedPeriods() {
  return testDb().select().from(periods).orderBy(asc(periods.number));
}

async function winnersOf(periodNumber: number) {
  return testDb()
    .select({
      rank: periodWinners.rank,
      userId: periodWinners.userId,
      points: periodWinners.points,
      rewardUsd: periodWinners.rewardUsd,
      payoutStatus: periodWinners.payoutStatus,
    })
    .from(periodWinners)
    .where(eq(periodWinners.periodNumber, periodNumber))
    .orderBy(asc(periodWinners.rank));
}

/** A user with `points` earned in one period, the last point arriving at `at`. */
async function earner(periodNumber: number, points: number, at: number) {
  const user = await buildUser();
  await earn(user.id, periodNumber, points, at);
  return user;
}

async function earn(userId: string, periodNumber: number, points: number, at: number) {
  const granted = await awardPoints(testDb(), {
    awardKey: unique('staff_pick'),
    userId,
    rule: 'staff_pick',
    points,
    sourceUserId: null,
    periodNumber,
    isPublic: true,
    now: at,
  });
  expect(granted).toBe(true);
}

test('rollover timeline at the exact boundaries of period 1', async () => {
  // start − 1 ms: the competition has not begun.
  await rollover(START - 1);
  expect(await storedPeriods()).toEqual([]);

  // start: period 1 opens, exactly 30 days long.
  await rollover(START);
  expect(await storedPeriods()).toEqual([
    expect.objectContaining({ number: 1, startsAt: START, endsAt: START + PERIOD, closedAt: null }),
  ]);

  const first = await earner(1, 50, START + 1 * DAY);
  const tiedLater = await earner(1, 50, START + 2 * DAY);
  const third = await earner(1, 30, START + 3 * DAY);
  await earner(1, 10, START + 4 * DAY);

  // start + 30 d − 1 ms: still period 1, nothing closed.
  await rollover(START + PERIOD - 1);
  const stillOne = await storedPeriods();
  expect(stillOne).toHaveLength(1);
  expect(stillOne[0]?.closedAt).toBeNull();
  expect(await winnersOf(1)).toEqual([]);

  // start + 30 d: period 1 closes with its top 3, period 2 opens exactly where 1 ended.
  await rollover(START + PERIOD);
  expect(await storedPeriods()).toEqual([
    expect.objectContaining({ number: 1, endsAt: START + PERIOD, closedAt: START + PERIOD }),
    expect.objectContaining({
      number: 2,
      startsAt: START + PERIOD,
      endsAt: START + 2 * PERIOD,
      closedAt: null,
    }),
  ]);
  expect(await winnersOf(1)).toEqual([
    { rank: 1, userId: first.id, points: 50, rewardUsd: 25, payoutStatus: 'pending_review' },
    { rank: 2, userId: tiedLater.id, points: 50, rewardUsd: 10, payoutStatus: 'pending_review' },
    { rank: 3, userId: third.id, points: 30, rewardUsd: 5, payoutStatus: 'pending_review' },
  ]);
});

test('running the rollover again changes nothing', async () => {
  await rollover(START);
  await earner(1, 20, START + DAY);
  await rollover(START + PERIOD + 1000);
  const periodsBefore = await storedPeriods();
  const winnersBefore = await winnersOf(1);

  await rollover(START + PERIOD + 5 * 60_000);
  await rollover(START + PERIOD + 10 * 60_000);

  expect(await storedPeriods()).toEqual(periodsBefore);
  expect(await winnersOf(1)).toEqual(winnersBefore);
  expect(winnersBefore).toHaveLength(1);
});

test('three missed periods are caught up in one run, each with its own winners', async () => {
  await rollover(START);
  const winners = [
    await earner(1, 15, START + DAY),
    await earner(2, 25, START + PERIOD + DAY),
    await earner(3, 35, START + 2 * PERIOD + DAY),
  ];

  // The cron was down for three periods; it comes back five minutes into period 4.
  const backAt = START + 3 * PERIOD + 5 * 60_000;
  await rollover(backAt);

  const stored = await storedPeriods();
  expect(stored.map((p) => [p.number, p.startsAt, p.endsAt, p.closedAt])).toEqual([
    [1, START, START + PERIOD, backAt],
    [2, START + PERIOD, START + 2 * PERIOD, backAt],
    [3, START + 2 * PERIOD, START + 3 * PERIOD, backAt],
    [4, START + 3 * PERIOD, START + 4 * PERIOD, null],
  ]);
  for (const [index, user] of winners.entries()) {
    expect(await winnersOf(index + 1)).toEqual([
      expect.objectContaining({ rank: 1, userId: user.id, rewardUsd: 25 }),
    ]);
  }
});

test('two rollovers at once create each period once and record winners once', async () => {
  await rollover(START);
  for (let i = 0; i < 4; i += 1) await earner(1, 10 + i, START + DAY);

  const at = START + 2 * PERIOD + 1;
  await Promise.all([rollover(at), rollover(at + 1), rollover(at + 2)]);

  const stored = await storedPeriods();
  expect(stored.map((p) => [p.number, p.closedAt === null])).toEqual([
    [1, false],
    [2, false],
    [3, true],
  ]);
  expect(new Set(stored.map((p) => p.id)).size).toBe(3);
  expect((await winnersOf(1)).map((w) => [w.rank, w.points])).toEqual([
    [1, 13],
    [2, 12],
    [3, 11],
  ]);
  expect(await winnersOf(2)).toEqual([]);
});

test('ties go to whoever reached the total first, not who started earning first', async () => {
  await rollover(START);
  const earlyStarter = await earner(1, 20, START + DAY);
  await earn(earlyStarter.id, 1, 20, START + 9 * DAY); // 40, reached on day 9
  const reachedFirst = await earner(1, 40, START + 5 * DAY);
  const reachedSecond = await earner(1, 40, START + 7 * DAY);

  await rollover(START + PERIOD);

  expect((await winnersOf(1)).map((w) => w.userId)).toEqual([
    reachedFirst.id,
    reachedSecond.id,
    earlyStarter.id,
  ]);
});

test('a period with fewer than three participants records only them; an empty one closes with none', async () => {
  await rollover(START);
  const only = await earner(1, 7, START + DAY);

  await rollover(START + 2 * PERIOD);

  expect(await winnersOf(1)).toEqual([
    { rank: 1, userId: only.id, points: 7, rewardUsd: 25, payoutStatus: 'pending_review' },
  ]);
  expect(await winnersOf(2)).toEqual([]);
  const closed = (await storedPeriods()).filter((p) => p.closedAt !== null);
  expect(closed.map((p) => p.number)).toEqual([1, 2]);
});

test('no start configured, or a start in the future: the rollover creates nothing', async () => {
  await runRollover(testDb(), null, START + 10 * PERIOD, []);
  await runRollover(testDb(), START, START - DAY, []);
  expect(await storedPeriods()).toEqual([]);
});

async function runCron(scheduledTime: number, leaderboardStart: string) {
  const controller = createScheduledController({ scheduledTime, cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, LEADERBOARD_START: leaderboardStart }, ctx);
  await waitOnExecutionContext(ctx);
}

test('scheduled() as the cron runs it opens period 1 at the start', async () => {
  await runCron(START, START_ISO);
  expect(await storedPeriods()).toEqual([
    expect.objectContaining({ number: 1, startsAt: START, closedAt: null }),
  ]);
});

test('scheduled() as the cron runs it closes the ended period and opens the next', async () => {
  await runCron(START + 60_000, START_ISO);
  const winner = await earner(1, 12, START + DAY);

  await runCron(START + PERIOD + 60_000, START_ISO);

  expect((await storedPeriods()).map((p) => [p.number, p.closedAt])).toEqual([
    [1, START + PERIOD + 60_000],
    [2, null],
  ]);
  expect(await winnersOf(1)).toEqual([expect.objectContaining({ rank: 1, userId: winner.id })]);
});

test('scheduled() twice at once changes nothing more than once', async () => {
  await runCron(START, START_ISO);
  await earner(1, 12, START + DAY);

  await Promise.all([
    runCron(START + PERIOD + 60_000, START_ISO),
    runCron(START + PERIOD + 60_000, START_ISO),
  ]);

  expect(await storedPeriods()).toHaveLength(2);
  expect(await winnersOf(1)).toHaveLength(1);
});

test('scheduled() without LEADERBOARD_START creates no period', async () => {
  await runCron(START + PERIOD, '');
  expect(await storedPeriods()).toEqual([]);
});

test('scheduled() with an invalid LEADERBOARD_START does nothing', async () => {
  await runCron(START + PERIOD, 'next tuesday');
  expect(await storedPeriods()).toEqual([]);
});
