// Crisis language, threats and evasions driven through the real routes: the moderation engine's
// own table (worker/domain/moderation.test.ts) proves the rules; this one proves the wiring.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type {
  Comment,
  HeldPost,
  ModerationCode,
  ModerationRefusal,
  PostedComment,
  PostedThought,
  Thought,
} from '../../schema/api';
import { comments, thoughts } from '../../schema/tables';
import { call, callJson, signedInUser, testDb, unique } from '../test/factories';
import { buildThought, categoryCount, expectAnonymous } from '../test/thought-factories';

afterEach(() => {
  vi.useRealTimers();
});

/** `blocked:code`, or `blocked+crisis:code` when the refusal also shows help. */
type Expected =
  'plain' | 'crisis' | 'held' | `blocked:${ModerationCode}` | `blocked+crisis:${ModerationCode}`;
type ErrorBody = { error: string } & Partial<ModerationRefusal>;

// Every phrasing the outside review sent (docs/decisions/019), as it must behave.
const REVIEWED: [string, Expected][] = [
  ['I just want to end it', 'crisis'],
  ['I have nothing to live for anymore', 'crisis'],
  ["I can't take it anymore", 'crisis'],
  ['I took 30 of my sleeping pills', 'crisis'],
  ['I bought a rope today', 'crisis'],
  ["I've been cutting again", 'crisis'],
  ["I hope I don't wake up tomorrow", 'crisis'],
  ['toaster bath', 'crisis'],
  ['我不想再活下去了', 'crisis'],
  ['我想去死', 'crisis'],
  ['toi muon tu tu', 'crisis'],
  ['je vais me pendre', 'crisis'],
  ["me foutre en l'air", 'crisis'],
  ['しにたい', 'crisis'],
  ['タヒにたい', 'crisis'],
  ['もう死のうかな', 'crisis'],
  ['udah gak mau hidup', 'crisis'],
  ['хочу сдохнуть', 'crisis'],
  ['нет смысла жить', 'crisis'],
  ['me quiero matar', 'crisis'],
  ['ich bring mich um', 'crisis'],
  ['ich will mich einfach umbringen', 'crisis'],
  ["I'm going to kill Jake and then myself", 'held'],
  ['je vais tuer mon père et ensuite me tuer', 'held'],
  ['я убью отца и потом себя', 'held'],
  ["I'll take my family with me when I go", 'held'],
  ['jane @ gmail . com', 'blocked:email'],
  ['jane at example period org', 'blocked:email'],
  ['06 12 34 56 78', 'blocked:phone'],
  ['138 0013 8000', 'blocked:phone'],
  ['8 (912) 345-67-89', 'blocked:phone'],
  ['follow luna_rose on insta', 'blocked:handle'],
  ['snapchat lunarose', 'blocked:handle'],
  ['微信号: luna123', 'blocked:handle'],
  ['加个vx luna123', 'blocked:handle'],
  ['linktr.ee/lunarose', 'blocked:link'],
  ['mysite.online', 'blocked:link'],
  ['google[.]com', 'blocked:link'],
  ['I want to die, call me on 555-123-4567', 'blocked+crisis:phone'],
];

const CASES: [string, Expected][] = [
  ...REVIEWED,
  ['I beat my brother at chess today', 'plain'],
  // No phrase reads it; the threat classifier does (docs/decisions/033).
  [
    'mi jefe se va a enterar el lunes, ya sé a qué hora sale del parking y llevo la navaja',
    'blocked:threat',
  ],
  ['this exam is killing me honestly', 'plain'],
  ['Some nights I want to kill myself', 'crisis'],
  ['thinking about how to unalive myself', 'crisis'],
  ['nobody would miss me if I left', 'crisis'],
  ['真的不想活了，每天都好累', 'crisis'],
  ['je veux mourir ce soir', 'crisis'],
  ['ich will nicht mehr leben', 'crisis'],
  // evasions count as the plain text
  ['I want to k\u200Bill myself', 'crisis'],
  ['ｉ ｗａｎｔ ｔｏ ｄｉｅ tonight', 'crisis'],
  ['s u i c i d e is all I think about', 'crisis'],
  ['I will kill you tomorrow', 'blocked:threat'],
  ['call me at ５５５-１２３-４５６７', 'blocked:phone'],
  // A crisis line from the help dataset, passed on, is not a contact detail.
  ['позвони на телефон доверия 8-800-2000-122, это бесплатно', 'plain'],
  ['call me on 8-800-2000-1225 tonight', 'blocked:phone'],
  // So is a crisis line's site, or the directory of lines (docs/decisions/085).
  ['You can find a line in your country at findahelpline.com', 'plain'],
  ['write to me at lunarose.net instead', 'blocked:link'],
  ['add me on insta @sadgirl99', 'blocked:handle'],
  ['kill my dad then myself', 'held'],
  ['K I L L my dad then myself', 'held'],
  ['我要杀了他，然后我就自杀', 'held'],
  ['je vais le tuer et puis me suicider', 'held'],
  // A threat told of by the one it was made to is published, with the help the crisis classifier
  // reads; one against going to the police is refused (docs/decisions/053).
  ['mantan aku ngancam mau bunuh aku kalau aku pergi', 'crisis'],
  ['kalau dia mukul kamu lagi, lapor polisi', 'plain'],
  ["if you tell the police i'll kill you", 'blocked:threat'],
  // A threat quoted by the one it was made to is theirs to tell; the same words sent are refused
  // (docs/decisions/054).
  ['同じクラスの奴にぶっ殺すってラインが来た', 'plain'],
  ['he texted me: if you call the police ill kill you', 'plain'],
  ['I texted him: I will kill you', 'blocked:threat'],
  ['「死ね」ってDMが毎日来る、もう疲れた', 'crisis'],
];

const HELD: HeldPost = { held: true, crisis: true };

/** Short phrasings ("しにたい") padded with an ellipsis to the route's minimum length. */
function atLeast(text: string, length: number): string {
  return text.length >= length ? text : text + '…'.repeat(length - text.length);
}

/** The 422 body an expectation stands for. */
function refusal(expected: Expected): Partial<ErrorBody> {
  const [kind, code] = expected.split(':');
  return {
    error: 'Content not allowed',
    code: code as ModerationCode,
    crisis: kind === 'blocked+crisis',
  };
}

async function thoughtsBy(authorId: string) {
  return testDb().select().from(thoughts).where(eq(thoughts.authorId, authorId));
}

async function commentsBy(authorId: string) {
  return testDb().select().from(comments).where(eq(comments.authorId, authorId));
}

const thoughtBody = (content: string, category = 'Self-doubt') => ({
  content,
  category,
  isAnonymous: true,
});

describe('POST /api/thoughts with crisis language, threats and evasions', () => {
  test.each(CASES)('%s → %s', async (text, expected) => {
    const content = atLeast(text, 10);
    const { user, cookie } = await signedInUser();
    const { status, body } = await callJson<PostedThought | HeldPost | ErrorBody>('/api/thoughts', {
      body: thoughtBody(content),
      cookie,
    });
    const stored = await thoughtsBy(user.id);
    const listed = await callJson<Thought[]>(`/api/thoughts?category=Self-doubt&limit=100`);
    switch (expected) {
      case 'plain':
      case 'crisis': {
        expect(status).toBe(201);
        expect(body).toMatchObject({ content, crisis: expected === 'crisis' });
        expectAnonymous(body, [user], ['crisis']);
        expect(stored).toMatchObject([
          { status: 'visible', crisis: expected === 'crisis', threat: false },
        ]);
        expect(listed.body.map((t) => t.id)).toContain(stored[0]?.id);
        break;
      }
      case 'held':
        expect(status).toBe(202);
        // Exactly this: no id, nothing that could point at the post or its author.
        expect(body).toEqual(HELD);
        expect(stored).toMatchObject([{ status: 'held', crisis: true, threat: true, content }]);
        expect(listed.body.map((t) => t.id)).not.toContain(stored[0]?.id);
        break;
      default:
        expect(status).toBe(422);
        expect(body).toMatchObject(refusal(expected));
        expect(stored).toEqual([]);
    }
  });

  test('a held thought is not counted in its category and cannot be searched for', async () => {
    const { user, cookie } = await signedInUser();
    const before = await categoryCount('Family');
    const word = unique('zqheld').replaceAll('-', '');
    const { status } = await callJson<HeldPost>('/api/thoughts', {
      body: thoughtBody(`kill my dad then myself ${word}`, 'Family'),
      cookie,
    });
    expect(status).toBe(202);
    expect(await categoryCount('Family')).toBe(before);
    expect((await callJson<Thought[]>(`/api/thoughts?q=${word}`)).body).toEqual([]);
    const [held] = await thoughtsBy(user.id);
    expect((await call(`/api/thoughts/${held?.id}/comments`)).status).toBe(404);
  });

  test('a held thought starts the posting interval like any other (429)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2032, 0, 1, 12, 0, 0);
    vi.setSystemTime(start);
    const { cookie } = await signedInUser();
    const held = await call('/api/thoughts', {
      body: thoughtBody('kill my dad then myself'),
      cookie,
    });
    expect(held.status).toBe(202);
    vi.setSystemTime(start + 5_000);
    const next = await call('/api/thoughts', {
      body: thoughtBody(`A calmer thought ${unique('c')}`),
      cookie,
    });
    expect(next.status).toBe(429);
    expect(next.headers.get('Retry-After')).toBe('25');
  });

  test('a suspended user cannot post a held thought either (403), and nothing is stored', async () => {
    const until = Date.now() + 3600_000;
    const { user, cookie } = await signedInUser({ suspendedUntil: until });
    const { status, body } = await callJson<ErrorBody>('/api/thoughts', {
      body: thoughtBody('kill my dad then myself'),
      cookie,
    });
    expect(status).toBe(403);
    expect(body.error).toBe(`Your account is suspended until ${new Date(until).toISOString()}.`);
    expect(await thoughtsBy(user.id)).toEqual([]);
  });

  test('a held post without an Origin header is refused (403) and not stored', async () => {
    const { user, cookie } = await signedInUser();
    const response = await call('/api/thoughts', {
      body: thoughtBody('kill my dad then myself'),
      cookie,
      headers: { Origin: '' },
    });
    expect(response.status).toBe(403);
    expect(await thoughtsBy(user.id)).toEqual([]);
  });
});

describe('POST /api/thoughts/:id/comments with crisis language, threats and evasions', () => {
  test.each(CASES)('%s → %s', async (text, expected) => {
    const content = atLeast(text, 5);
    const thought = await buildThought();
    const { user, cookie } = await signedInUser();
    const { status, body } = await callJson<PostedComment | HeldPost | ErrorBody>(
      `/api/thoughts/${thought.id}/comments`,
      { body: { thoughtId: thought.id, content }, cookie },
    );
    const stored = await commentsBy(user.id);
    const listed = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`);
    const [counted] = await testDb()
      .select({ n: thoughts.comments })
      .from(thoughts)
      .where(eq(thoughts.id, thought.id));
    switch (expected) {
      case 'plain':
      case 'crisis':
        expect(status).toBe(201);
        expect(body).toMatchObject({ content, crisis: expected === 'crisis' });
        expect(stored).toMatchObject([
          { status: 'visible', crisis: expected === 'crisis', threat: false },
        ]);
        expect(listed.body.map((c) => c.id)).toEqual([stored[0]?.id]);
        expect(counted?.n).toBe(1);
        break;
      case 'held':
        expect(status).toBe(202);
        expect(body).toEqual(HELD);
        expect(stored).toMatchObject([{ status: 'held', crisis: true, threat: true, content }]);
        expect(listed.body).toEqual([]);
        expect(counted?.n).toBe(0);
        break;
      default:
        expect(status).toBe(422);
        expect(body).toMatchObject(refusal(expected));
        expect(stored).toEqual([]);
    }
    // The thought's author is never named by anything a commenter is answered.
    expect(JSON.stringify(body)).not.toContain(thought.authorId);
  });

  test('a held comment starts the comment interval like any other (429)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2032, 0, 2, 12, 0, 0);
    vi.setSystemTime(start);
    const thought = await buildThought({ createdAt: start - 1000 });
    const { user, cookie } = await signedInUser();
    const held = await call(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'kill my dad then myself' },
      cookie,
    });
    expect(held.status).toBe(202);
    vi.setSystemTime(start + 10_000);
    const next = await call(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'Sending you a hug' },
      cookie,
    });
    expect(next.status).toBe(429);
    expect(next.headers.get('Retry-After')).toBe('20');
    const rows = await testDb()
      .select({ status: comments.status })
      .from(comments)
      .where(and(eq(comments.authorId, user.id), eq(comments.thoughtId, thought.id)));
    expect(rows).toEqual([{ status: 'held' }]);
  });

  test('a suspended user cannot post a held comment (403), and nothing is stored', async () => {
    const thought = await buildThought();
    const { user, cookie } = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'kill my dad then myself' },
      cookie,
    });
    expect(status).toBe(403);
    expect(body.error).toMatch(/^Your account is suspended until /);
    expect(await commentsBy(user.id)).toEqual([]);
  });

  test('a held comment under a held thought is a 404: the thought is not public', async () => {
    const thought = await buildThought({ status: 'held', crisis: true, threat: true });
    const { user, cookie } = await signedInUser();
    const { status } = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'kill my dad then myself' },
      cookie,
    });
    expect(status).toBe(404);
    expect(await commentsBy(user.id)).toEqual([]);
  });
});

describe('with a moderation model configured (MODERATION_MODEL on a fake AI binding)', () => {
  const MODEL_VARS = { MODERATION_MODEL: '@cf/meta/llama-guard-3-8b' };
  /** A binding answering as Workers AI documents Llama Guard: `{response: string}`. */
  const answering = (response: string) => ({
    AI: { run: () => Promise.resolve({ response }) },
  });

  test('a threat only the model sees is held for review, not refused', async () => {
    const { user, cookie } = await signedInUser();
    // A veiled threat the detector does not read. Fixed, with no unique() suffix: the suffix's
    // random letters are features too, and with the classifiers of 2026-11-28 about 1 text in 20
    // of this shape read as a crisis or a threat (2.4% and 2.3% of 20,000 suffixes), so the test
    // failed now and then. Nothing here needs the text unique: the row is found by its author.
    const content = 'Wait until Friday and see what happens to them';
    const { status, body } = await callJson<HeldPost>('/api/thoughts', {
      body: thoughtBody(content),
      cookie,
      vars: MODEL_VARS,
      bindings: answering('unsafe\nS1'),
    });
    expect(status).toBe(202);
    expect(body).toEqual({ held: true, crisis: false });
    expect(await thoughtsBy(user.id)).toMatchObject([{ status: 'held', threat: true, content }]);
  });

  test('a crisis only the model sees shows help on a published comment', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<PostedComment>(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'everything has gone quiet in me' },
      cookie,
      vars: MODEL_VARS,
      bindings: answering('unsafe\nS11'),
    });
    expect(status).toBe(201);
    expect(body.crisis).toBe(true);
  });

  test('a model that answers nonsense leaves the rules to decide', async () => {
    const { cookie } = await signedInUser();
    const { status } = await callJson<PostedThought>('/api/thoughts', {
      body: thoughtBody(`A calm evening walk ${unique('m')}`),
      cookie,
      vars: MODEL_VARS,
      bindings: answering('maybe'),
    });
    expect(status).toBe(201);
  });

  test('a model named without an AI binding is a configuration error, not "off"', async () => {
    const { cookie } = await signedInUser();
    const response = await call('/api/thoughts', {
      body: thoughtBody(`A calm evening walk ${unique('m')}`),
      cookie,
      vars: MODEL_VARS,
    });
    expect(response.status).toBe(500);
  });
});
