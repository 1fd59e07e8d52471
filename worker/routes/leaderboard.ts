import { Hono } from 'hono';
import type { LeaderboardHistory, LeaderboardResponse } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { topPeriodPoints } from '../db/leaderboard';
import { listClosedPeriods } from '../db/periods';
import { toLeaderboardEntry, toPeriod } from '../domain/api-json';
import { currentPeriod } from '../domain/rollover';
import { cachePublicly } from '../lib/cache';
import { staffWallets } from '../lib/config';

export const leaderboardRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const now = Date.now();
    const staff = staffWallets(c.var.config);
    const period = await currentPeriod(c.var.db, c.var.config.LEADERBOARD_START, now, staff);
    const top = period ? await topPeriodPoints(c.var.db, period.number, staff) : [];
    // Shared caches may hold the anonymous view briefly; a signed-in view is never stored.
    cachePublicly(c, 15);
    return c.json<LeaderboardResponse>({
      period: period ? toPeriod(period) : null,
      timeRemaining: period ? Math.max(0, period.endsAt - now) : 0,
      entries: top.map((entry, index) => toLeaderboardEntry(entry, index + 1)),
    });
  })
  .get('/history', async (c) => {
    // A period that ended since the last cron run belongs in the history already.
    await currentPeriod(
      c.var.db,
      c.var.config.LEADERBOARD_START,
      Date.now(),
      staffWallets(c.var.config),
    );
    const closed = await listClosedPeriods(c.var.db);
    // Changes only when a period closes.
    cachePublicly(c, 60);
    return c.json<LeaderboardHistory>({
      periods: closed.map((period) => ({ ...toPeriod(period), winners: period.winners })),
    });
  });
