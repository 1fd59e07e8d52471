// Bulk-loads a benchmark D1 database. The schema comes from the real migrations (applied by
// wrangler into the state folder first); rows are written straight into the local SQLite file
// with node:sqlite, which is ~100× faster than sending SQL text through `wrangler d1 execute`.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { cjkSearchText } from '../schema/cjk-search-text.ts';
import { CATEGORIES } from '../schema/constants.ts';
import { recountStatements } from '../schema/counters.ts';
import { d1File } from './local-server.ts';

export type BenchSize = {
  label: string;
  thoughts: number;
  users: number;
  comments: number;
  likes: number;
  upvotes: number;
};

export const SIZES: BenchSize[] = [
  { label: '1k', thoughts: 1_000, users: 2_000, comments: 2_000, likes: 3_000, upvotes: 1_000 },
  {
    label: '100k',
    thoughts: 100_000,
    users: 10_000,
    comments: 200_000,
    likes: 300_000,
    upvotes: 100_000,
  },
];

/** Users with a known session token, for signed-in reads and the write benchmarks. */
export const SESSION_USERS = 2_000;
/** A rare word planted in exactly this many thoughts at every size, for the search benchmark. */
export const SEARCH_TERM = 'lighthouse';
export const SEARCH_MATCHES = 40;
/**
 * Two Chinese characters (one word, "lonely") planted in exactly SEARCH_MATCHES thoughts: the
 * two-character search benchmark. The Chinese vocabulary below shares each of its characters
 * (孤单, 独自) so their postings grow with the data, as they would in real text.
 */
export const CJK_SEARCH_TERM = '孤独';
/** One thought with a fixed number of comments at every size. */
export const BUSY_THOUGHT_ID = 'bench-busy-thought';
export const BUSY_THOUGHT_COMMENTS = 100;

export function sessionToken(index: number): string {
  return `bench-session-token-${index}`;
}

export type SeedSummary = { deepBeforeId: string; commentIds: string[]; thoughtIds: string[] };

const WORDS = (
  'feel today tired work friend family anxious hope sleep tomorrow morning weekend ' +
  'coffee rain music game pizza shower thought strange quiet loud boss exam health ' +
  'doctor walk city ocean brother sister parent stress calm laugh cry dream late early'
).split(' ');

// A quarter of the thoughts are Chinese: words run together without spaces, as people write.
const CHINESE_WORDS = (
  '今天 工作 朋友 家人 焦虑 希望 睡觉 明天 早上 周末 咖啡 下雨 音乐 游戏 老板 考试 健康 ' +
  '医生 散步 城市 大海 哥哥 妹妹 父母 压力 平静 很累 孤单 独自 觉得 真的 有点 不想 时候 心里'
).split(' ');
const CHINESE_SHARE = 0.25;

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function seedBenchDatabase(stateDir: string, size: BenchSize, now: number): SeedSummary {
  const db = new DatabaseSync(d1File(stateDir));
  const random = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentence = (length: number) => Array.from({ length }, () => pick(WORDS)).join(' ') + '.';
  const chineseSentence = (length: number) =>
    Array.from({ length }, () => pick(CHINESE_WORDS)).join('') + '。';
  const day = 24 * 3600_000;

  db.exec('BEGIN');
  // Row-by-row upkeep of the full-text indexes by their triggers dominates a bulk load: set
  // those triggers aside, rebuild each index once at the end, then put the same triggers back.
  const ftsTables = (
    db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'`)
      .all() as { name: string }[]
  ).map((row) => row.name);
  const ftsTriggers = (
    db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).all() as {
      name: string;
      sql: string;
    }[]
  ).filter((trigger) => ftsTables.some((table) => trigger.sql.includes(table)));
  for (const { name } of ftsTriggers) db.exec(`DROP TRIGGER "${name}"`);
  const insertUser = db.prepare(
    `INSERT INTO users (id, wallet_address, presentation_name, name_key, echo_points, created_at)
       VALUES (?, ?, ?, ?, 0, ?)`,
  );
  const userIds: string[] = [];
  for (let i = 0; i < size.users; i++) {
    const id = `bench-user-${i}`;
    userIds.push(id);
    const wallet = `Bench${String(i).replaceAll('0', 'z').padStart(39, 'Q')}`;
    insertUser.run(id, wallet, `Bencher ${i}`, `bencher ${i}`, now - 400 * day);
  }
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  for (let i = 0; i < Math.min(SESSION_USERS, size.users); i++) {
    insertSession.run(sha256(sessionToken(i)), userIds[i] as string, now, now + 30 * day);
  }

  // Thoughts, oldest first, spread over the last year; the newest few are kept an hour old so
  // no bench user is inside the 30 s posting interval.
  const insertThought = db.prepare(
    `INSERT INTO thoughts (id, author_id, content, category, image_url, tokens_cost, likes,
       comments, reports, created_at, cjk_text) VALUES (?, ?, ?, ?, NULL, 0, 0, 0, 0, ?, ?)`,
  );
  const thoughtIds: string[] = [];
  const searchEvery = Math.floor(size.thoughts / SEARCH_MATCHES);
  for (let i = 0; i < size.thoughts; i++) {
    const id = i === size.thoughts - 1 ? BUSY_THOUGHT_ID : `bench-thought-${i}`;
    thoughtIds.push(id);
    // Each search term goes into SEARCH_MATCHES thoughts spread evenly over the year.
    const slot = i % searchEvery;
    const planted = Math.floor(i / searchEvery) < SEARCH_MATCHES;
    const content =
      planted && slot === 0
        ? `${sentence(8 + Math.floor(random() * 20))} ${SEARCH_TERM}`
        : planted && slot === Math.floor(searchEvery / 2)
          ? `${chineseSentence(4)}${CJK_SEARCH_TERM}${chineseSentence(4)}`
          : random() < CHINESE_SHARE
            ? chineseSentence(6 + Math.floor(random() * 14))
            : sentence(8 + Math.floor(random() * 20));
    const createdAt =
      now - 3600_000 - Math.floor(((size.thoughts - i) / size.thoughts) * 365 * day);
    insertThought.run(
      id,
      pick(userIds),
      content,
      pick(CATEGORIES),
      createdAt,
      cjkSearchText(content),
    );
  }

  const insertComment = db.prepare(
    `INSERT INTO comments (id, thought_id, author_id, content, helpful_count, funny_count,
       created_at) VALUES (?, ?, ?, ?, 0, 0, ?)`,
  );
  const commentIds: string[] = [];
  for (let i = 0; i < size.comments; i++) {
    const id = `bench-comment-${i}`;
    commentIds.push(id);
    const thoughtId = i < BUSY_THOUGHT_COMMENTS ? BUSY_THOUGHT_ID : pick(thoughtIds);
    insertComment.run(id, thoughtId, pick(userIds), sentence(10), now - 3600_000 - i * 1000);
  }

  const insertLike = db.prepare(
    'INSERT OR IGNORE INTO thought_likes (thought_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  for (let i = 0; i < size.likes; i++) insertLike.run(pick(thoughtIds), pick(userIds), now - day);

  const insertUpvote = db.prepare(
    `INSERT OR IGNORE INTO comment_upvotes (comment_id, user_id, type, created_at)
     VALUES (?, ?, ?, ?)`,
  );
  for (let i = 0; i < size.upvotes; i++) {
    insertUpvote.run(
      pick(commentIds),
      pick(userIds),
      random() < 0.7 ? 'helpful' : 'funny',
      now - day,
    );
  }

  // A running period's awards for every user, so the leaderboard ranks a full table; the totals
  // are then derived from the ledger like every other counter (schema/counters.ts).
  const insertAward = db.prepare(
    `INSERT INTO points_ledger
       (id, award_key, user_id, source_user_id, rule, points, period_number, utc_day, created_at)
     VALUES (?, ?, ?, NULL, 'staff_pick', ?, 1, ?, ?)`,
  );
  for (const userId of userIds) {
    const awardedAt = now - Math.floor(random() * day);
    const utcDay = new Date(awardedAt).toISOString().slice(0, 10);
    const points = Math.floor(random() * 500);
    insertAward.run(`award-${userId}`, `bench:${userId}`, userId, points, utcDay, awardedAt);
  }

  for (const statement of recountStatements()) db.exec(statement);
  for (const name of ftsTables) db.exec(`INSERT INTO "${name}" ("${name}") VALUES ('rebuild')`);
  for (const { sql } of ftsTriggers) db.exec(sql);
  db.exec('COMMIT');
  db.close();

  // A `before` cursor 90% of the way down the list: the deep-page benchmark.
  const deepBeforeId = thoughtIds[Math.floor(size.thoughts * 0.1)] as string;
  return { deepBeforeId, commentIds, thoughtIds };
}
