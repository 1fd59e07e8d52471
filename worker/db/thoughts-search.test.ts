import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, test } from 'vitest';
import type { Thought } from '../../schema/api';
import * as tables from '../../schema/tables';
import { backfillCjkSearchText } from '../domain/cjk-search-backfill';
import { callJson, signedInUser, unique } from '../test/factories';
import { createDb } from './client';
import { buildThought, idsAcrossPages, newestFirst } from '../test/thought-factories';
import { listThoughts, type ThoughtListQuery } from './thoughts';

/** A Latin word no other test uses, e.g. "zq12ab34cd56". */
const word = () => unique('zq').replaceAll('-', '');

/** The same word spelled in another alphabet, so it is unique too. */
function transliterate(latin: string, firstCodePoint: number): string {
  return [...latin]
    .map((char) => String.fromCodePoint(firstCodePoint + (parseInt(char, 36) % 32)))
    .join('');
}
const cyrillic = () => transliterate(word(), 0x0430); // а…я
const cjk = () => transliterate(word(), 0x4e00); // 一…

async function search(q: string, extra = ''): Promise<string[]> {
  const { status, body } = await callJson<Thought[]>(
    `/api/thoughts?q=${encodeURIComponent(q)}&limit=100${extra}`,
  );
  expect(status).toBe(200);
  return body.map((t) => t.id);
}

describe('GET /api/thoughts?q=', () => {
  test('finds a whole word', async () => {
    const w = word();
    const match = await buildThought({ content: `a quiet ${w} tonight` });
    await buildThought({ content: `a quiet evening ${word()}` });
    expect(await search(w)).toEqual([match.id]);
  });

  test('finds the start of a word ("anx" finds "anxiety")', async () => {
    const w = word();
    const match = await buildThought({ content: `so much ${w}iety today` });
    expect(await search(w)).toEqual([match.id]);
    expect(await search(`much ${w}`)).toEqual([match.id]);
  });

  test('finds a fragment in the middle of a word when no word starts with it', async () => {
    const w = word();
    const match = await buildThought({ content: `pre${w}post is my word` });
    expect(await search(w)).toEqual([match.id]);
    expect(await search(`${w}po`)).toEqual([match.id]);
  });

  test('lists only word matches when the text starts a word somewhere', async () => {
    const w = word();
    const wordStart = await buildThought({ content: `${w}ing along` });
    await buildThought({ content: `mid${w} only` });
    expect(await search(w)).toEqual([wordStart.id]);
  });

  test('matches case-insensitively, word starts and fragments alike', async () => {
    const w = word();
    const start = await buildThought({ content: `Feeling ${w.toUpperCase()} Today` });
    expect(await search(w)).toEqual([start.id]);
    const v = word();
    const middle = await buildThought({ content: `inside${v}word` });
    expect(await search(v.toUpperCase())).toEqual([middle.id]);
  });

  test('finds thoughts in a category whose name contains the text', async () => {
    const inCategory = await buildThought({ content: `level up ${word()}`, category: 'Gaming' });
    const ids = await search('GAMIN');
    expect(ids).toContain(inCategory.id);
  });

  test('combines with the category filter', async () => {
    const w = word();
    const work = await buildThought({ content: `${w} at the office`, category: 'Work' });
    await buildThought({ content: `${w} at home`, category: 'Family' });
    expect(await search(w, '&category=Work')).toEqual([work.id]);
  });

  test('finds Cyrillic words, their starts and fragments in any case', async () => {
    const w = cyrillic();
    const match = await buildThought({ content: `Сегодня ${w} опять` });
    expect(await search(w.toUpperCase())).toEqual([match.id]);
    expect(await search(w.slice(0, -1))).toEqual([match.id]);
    const v = cyrillic();
    const middle = await buildThought({ content: `Сегодня при${v}ка` });
    expect(await search(v.toUpperCase())).toEqual([middle.id]);
  });

  test('finds CJK text inside a run of characters, short or long', async () => {
    const w = cjk();
    const match = await buildThought({ content: `私は${w}が不安です` });
    expect(await search(w)).toEqual([match.id]);
    expect(await search(w.slice(2, 5))).toEqual([match.id]);
    expect(await search(`${w}が`)).toEqual([match.id]);
    // Two characters: below the trigram index, matched as a substring along the recency index.
    const short = `${[...w].slice(0, 2).join('')}`;
    expect(await search(short)).toContain(match.id);
  });

  test('ignores hidden thoughts when choosing word matching', async () => {
    const w = word();
    await buildThought({ content: `${w}ing hidden`, status: 'hidden' });
    const middle = await buildThought({ content: `mid${w} shown` });
    expect(await search(w)).toEqual([middle.id]);
  });

  test('pages a mid-word fragment search with before, newest first, no gaps', async () => {
    const w = word();
    const base = Date.now();
    const rows = [];
    for (let i = 0; i < 5; i += 1) {
      rows.push(await buildThought({ content: `x${w}y moment ${i}`, createdAt: base + i }));
    }
    rows.push(await buildThought({ content: `x${w}y moment tie`, createdAt: base + 4 }));
    expect(await idsAcrossPages(`/api/thoughts?q=${w}`, 2)).toEqual(newestFirst(rows));
  });
});

/** Two Han letters no other test uses (CJK Extension A: 6,592 letters squared). */
function hanPair(): string {
  const letter = () => String.fromCodePoint(0x3400 + Math.floor(Math.random() * 6592));
  return letter() + letter();
}

describe('two-character Chinese and Japanese search', () => {
  test('finds the two letters anywhere in a run, in Chinese and in Japanese', async () => {
    const pair = hanPair();
    const chinese = await buildThought({ content: `我觉得${pair}。` });
    const japanese = await buildThought({ content: `もう${pair}たいと思う`, createdAt: 1 });
    const atTheEnd = await buildThought({ content: `我想${pair}`, createdAt: 2 });
    expect(await search(pair)).toEqual([chinese.id, atTheEnd.id, japanese.id]);
  });

  test('never matches across punctuation, spaces or other text', async () => {
    const pair = hanPair();
    const [first, second] = [...pair];
    await buildThought({ content: `${first}。${second}` });
    await buildThought({ content: `${first} ${second}` });
    await buildThought({ content: `${first}abc${second}` });
    expect(await search(pair)).toEqual([]);
  });

  test('hidden thoughts stay out', async () => {
    const pair = hanPair();
    await buildThought({ content: `${pair}です`, status: 'hidden' });
    expect(await search(pair)).toEqual([]);
  });

  test('older thoughts are found once the cron backfill has reached them', async () => {
    const pair = hanPair();
    const older = await buildThought({ content: `以前的${pair}`, cjkText: null });
    expect(await search(pair)).toEqual([]);
    while ((await backfillCjkSearchText(createDb(env.DB))) > 0);
    expect(await search(pair)).toEqual([older.id]);
  });

  test('a post through the API is found at once', async () => {
    const pair = hanPair();
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<{ id: string }>('/api/thoughts', {
      method: 'POST',
      cookie,
      body: { content: `今天${pair}了，但是我还好`, category: 'Random Thoughts' },
    });
    expect(status).toBe(201);
    expect(await search(pair)).toEqual([body.id]);
  });
});

describe('two-character search no index answers', () => {
  test('finds the pair in either case, outside ASCII too ("жа" finds "уЖАсно")', async () => {
    const w = cyrillic();
    const match = await buildThought({ content: `это ${w}уЖАсно` });
    expect(await search('жа')).toContain(match.id);
    expect(await search('Жа')).toContain(match.id);
    const escaped = await buildThought({ content: `a 5% chance ${word()}` });
    expect(await search('5%')).toContain(escaped.id);
    expect(await search('5_')).not.toContain(escaped.id);
  });
});

describe('search query plans', () => {
  /** The plans of every statement one listThoughts call sends, in order. */
  async function plansOf(query: ThoughtListQuery): Promise<string[][]> {
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(env.DB, {
      schema: tables,
      logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
    });
    await listThoughts(db, query);
    const plans = [];
    for (const { sql, params } of captured) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push(plan.results.map((row) => row.detail));
    }
    return plans;
  }

  test('a two-character search no index answers reads a bounded range of the newest thoughts', async () => {
    const plans = await plansOf({
      viewerId: null,
      limit: 50,
      search: { text: 'z!', categories: [] },
    });
    const plan = plans.flat().join('\n');
    // The window's start, found by walking the recency index a fixed number of steps, then the
    // thoughts from there on: never the whole table.
    expect(plan).toMatch(
      /SEARCH thoughts USING (COVERING )?INDEX thoughts_visible_recent_idx \(created_at>\?\)/,
    );
    expect(plan).not.toMatch(/SCAN thoughts(?! USING)/);
  });

  test('a word search reads the word index, then thoughts by rowid', async () => {
    const w = word();
    await buildThought({ content: `${w} planned` });
    const plans = await plansOf({ viewerId: null, limit: 50, search: { text: w, categories: [] } });
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('SCAN thoughts_words VIRTUAL TABLE INDEX 0:M1');
      expect(plan).toContain('SEARCH thoughts USING INTEGER PRIMARY KEY (rowid=?)');
      expect(plan.join('\n')).not.toContain('thoughts_fts');
    }
  });

  test('a fragment search checks the word index once, then reads the trigram index', async () => {
    const plans = await plansOf({
      viewerId: null,
      limit: 50,
      search: { text: `mid${word()}`, categories: [] },
    });
    expect(plans).toHaveLength(2);
    expect(plans[0]).toContain('SCAN thoughts_words VIRTUAL TABLE INDEX 0:M1');
    expect(plans[1]).toContain('SCAN thoughts_fts VIRTUAL TABLE INDEX 0:M1');
    expect(plans[1]).toContain('SEARCH thoughts USING INTEGER PRIMARY KEY (rowid=?)');
  });

  test('two Han letters read the CJK index, never the table', async () => {
    const plans = await plansOf({
      viewerId: null,
      limit: 50,
      search: { text: hanPair(), categories: [] },
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('SCAN thoughts_cjk VIRTUAL TABLE INDEX 0:M1');
    expect(plans[0]?.join('\n')).not.toMatch(/SCAN thoughts(?!_)/);
  });
});
