// Product constants shared by worker and web. Kept free of zod so the SPA can import them
// without pulling a validation library into the first load.

export const REAL_CATEGORIES = [
  'Anxiety',
  'Self-doubt',
  'Relationships',
  'Work',
  'Health',
  'Family',
] as const;
export const MEME_CATEGORIES = [
  'Random Thoughts',
  'Shower Thoughts',
  'Dark Humor',
  'Pop Culture',
  'Food Thoughts',
  'Gaming',
] as const;
export const CATEGORIES = [...REAL_CATEGORIES, ...MEME_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];
export type CategoryGroup = 'real' | 'meme';

export const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  Anxiety: 'Worry, panic and the weight of what-ifs',
  'Self-doubt': 'Imposter feelings and the inner critic',
  Relationships: 'Love, friendship, breakups and everything between',
  Work: 'Jobs, bosses, burnout and ambition',
  Health: 'Body and mind, the good days and the hard ones',
  Family: 'Parents, siblings, kids and home',
  'Random Thoughts': 'Whatever crossed your mind',
  'Shower Thoughts': 'Small epiphanies in the steam',
  'Dark Humor': 'Laughing at the abyss',
  'Pop Culture': 'Shows, music, celebrities and trends',
  'Food Thoughts': 'Cravings, recipes and snack opinions',
  Gaming: 'Wins, rage quits and favourite worlds',
};

export function categoryGroup(category: Category): CategoryGroup {
  return (REAL_CATEGORIES as readonly string[]).includes(category) ? 'real' : 'meme';
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export const LIMITS = {
  thoughtMin: 10,
  thoughtMax: 500,
  commentMin: 5,
  commentMax: 500,
  nameMax: 50,
  imageMaxBytes: 5 * 1024 * 1024,
  thoughtsPageDefault: 50,
  thoughtsPageMax: 100,
  commentsPageMax: 200,
  // The SPA's page of a long thread: 'Show more comments' loads the next.
  commentsPageWeb: 50,
  uploadsPerHour: 20,
  // Reply notifications (docs/decisions/024): browsers kept per person (the oldest go first).
  pushSubscriptionsPerUser: 10,
  // A thread's room closes sockets past this many readers, with a reason.
  liveReadersPerThread: 1000,
  // …and past this many from one network (an IPv4 address, an IPv6 /64): one client cannot fill
  // a room and cut every other reader off (docs/decisions/093).
  liveReadersPerNetwork: 50,
  // My Echo lists at most this many joined threads with new replies, the most recent first.
  joinedThreadsListed: 20,
} as const;

export const TIMINGS = {
  postIntervalMs: 30_000,
  commentIntervalMs: 30_000,
  upvoteCooldownMs: 30_000,
  nonceLifetimeMs: 10 * 60_000,
  sessionLifetimeMs: 30 * 24 * 60 * 60_000,
  periodMs: 30 * 24 * 60 * 60_000,
  // How long a page that ended on a deleted thought or comment still leads on (docs/decisions/098).
  deletedPositionLifetimeMs: 7 * 24 * 60 * 60_000,
} as const;

export const POINT_RULE_NAMES = [
  'helpful_comment',
  'funny_comment',
  'staff_pick',
  'daily_login',
  'upvote_received',
] as const;
export type PointRule = (typeof POINT_RULE_NAMES)[number];
export type PointRules = Record<PointRule, number>;

/**
 * The product's point values (docs/product.md#echo-points), also the client's fallback before the
 * config loads.
 */
export const DEFAULT_POINT_RULES: PointRules = {
  staff_pick: 20,
  helpful_comment: 10,
  funny_comment: 5,
  daily_login: 1,
  upvote_received: 2,
};

/**
 * Points one user may award another per UTC day, by kind of vote and counted apart: a like can
 * never change whether a public award is paid (a shared cap let a like's hidden points push a
 * later upvote over the limit, and the missing points named the liked thought's author).
 */
export const VOTER_DAILY_CAPS = { upvotes: 30, likes: 10 } as const;

/** Cash prizes for ranks 1, 2 and 3 of each period. */
export const REWARDS_USD = [25, 10, 5] as const;

export const LEADERBOARD_SIZE = 10;

/** Staff roles that also decide cash (payouts, staff picks); every role moderates. */
export const MONEY_ROLES = ['admin', 'dev'] as const;

export function isMoneyRole(role: string | null): boolean {
  return (MONEY_ROLES as readonly (string | null)[]).includes(role);
}

/** The languages Echo speaks (the SPA's catalogs, the help texts of GET /api/help). */
export const APP_LANGUAGES = ['en', 'zh', 'vi', 'fr', 'ja', 'id', 'ru', 'es', 'de'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}
