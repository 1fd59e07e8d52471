import { describe, expect, test } from 'vitest';
import { CRISIS_LINE_NUMBERS } from './crisis-line-numbers';
import { CRISIS_LINE_SITES } from './crisis-line-sites';
import { ADVERSARIAL_INPUTS } from './moderation/adversarial';
import {
  moderate,
  moderateWithModel,
  REASONS,
  verdictFor,
  type ModelOpinion,
  type ModerationModel,
  type ModerationResult,
} from './moderation';

type Expectation =
  'allowed' | 'crisis' | 'hold' | 'hate' | 'threat' | 'email' | 'phone' | 'handle' | 'link';

// Offensive terms below exist only to prove they are blocked.
const CASES: [string, Expectation][] = [
  // ordinary posts and swearing are fine
  ['I feel anxious about my exam tomorrow', 'allowed'],
  ['This week has been fucking exhausting, shit keeps piling up', 'allowed'],
  ['My boss is such a bastard, work is hell', 'allowed'],
  ['I killed it at the interview today!', 'allowed'],
  ['This pizza is to die for', 'allowed'],
  ['We bought fire retardant paint for the garage', 'allowed'],
  ['I sniggered at the cat video for an hour', 'allowed'],
  // Spanish "negro" is the colour; the English plural stays a slur.
  ['me tomé un café negro y salí con mi gato negro', 'allowed'],
  ['the negroes in this town', 'hate'],
  ['Scored 100-1000 points in the game last night', 'allowed'],
  ['I was born in 1995 and moved out in 2013', 'allowed'],
  ['I love node.js and react for side projects', 'allowed'],
  ['Shower thought: e.g. cereal is soup, i.e. cold soup', 'allowed'],
  ['I want to kill time before my flight', 'allowed'],
  // figures of speech that sound violent but are not
  ["I'm going to beat my brother at chess tonight", 'allowed'],
  ['this exam is killing me', 'allowed'],
  ['I could kill for a pizza right now', 'allowed'],
  ['killing it at work this week', 'allowed'],
  ['dying of laughter at this thread', 'allowed'],
  ['the shot killed the deer in the game', 'allowed'],
  ['my phone died halfway through the call', 'allowed'],
  ["I'm dead 😂", 'allowed'],
  // numbers, versions, prices and punctuation that are not contact details
  ['the meeting is at 10:30 on 2026-11-23', 'allowed'],
  ['upgraded to version 2.4.1 and then v10.0.3', 'allowed'],
  // Hexadecimal identifiers are no leetspeak ("fa6" would read "fag").
  ['Thanks for sharing 43-fa6409a5', 'allowed'],
  ['commit 1a84beed fixed it, colour #f46c0e', 'allowed'],
  ['such a fa6 honestly', 'hate'],
  ['it cost $1,299.99 or €45.50 in the sale', 'allowed'],
  ['I am learning C# and .NET this year', 'allowed'],
  ['I said I was fine.Really I was not', 'allowed'],
  ['counting 1 2 3 4 5 6 7 8 9 to calm down', 'allowed'],
  ['I deleted my insta and feel better', 'allowed'],
  // slurs, plain and obfuscated
  ['you are a nigger', 'hate'],
  ['such a f4gg0t honestly', 'hate'],
  ['n1gg3r go home', 'hate'],
  ['n i g g e r', 'hate'],
  ['k.i.k.e everywhere', 'hate'],
  // Spaced out after a word of one letter, and ending the text: the quick test finds both.
  ['what a s p i c', 'hate'],
  ['you are a f a g', 'hate'],
  ['called me a k i k e, again', 'hate'],
  ['what a faaaaggot', 'hate'],
  ['n*gger', 'hate'],
  ['nigga', 'hate'],
  // Everyday words of other languages that hold an English slur's letters.
  ['nggak, aku tinggal di sini sampai tanggal 5', 'allowed'],
  // Kike, the Spanish name for Enrique, is no slur in Spanish; the English slur still is.
  ['Mi amigo Kike me ayudó mucho esta semana', 'allowed'],
  ['gracias kike', 'allowed'],
  ['you dirty kike', 'hate'],
  // Indonesian "pakis" is a fern; the English slur is still read.
  ['Tanaman aku akhirnya mati, RIP pakis kecil', 'allowed'],
  ['go home paki', 'hate'],
  // French delays, a PUBG town, and Americans filling the tank.
  ['journée pourrie : retard de train, réunion annulée', 'allowed'],
  ['les retards de la SNCF, toujours pareil', 'allowed'],
  ['PUBG: jumped Pochinki again, dead in 30 seconds', 'allowed'],
  ['gotta gas the car before work', 'allowed'],
  // German and French words that start like a slur, and English words that hold one.
  ['Ich spiele Fagott im Schulorchester', 'allowed'],
  ["j'ai ramassé un fagot de bois pour la cheminée", 'allowed'],
  ['the kitchen is spic and span now', 'allowed'],
  ['he was niggardly with praise', 'allowed'],
  ['a splash of Chinkiang vinegar in the sauce', 'allowed'],
  ['the coon hound barked all night', 'allowed'],
  ['you fag', 'hate'],
  ['il est encore en retard', 'allowed'],
  ['stupid r3tard', 'hate'],
  ['go back home you wetback', 'hate'],
  ['the tr@nny next door', 'hate'],
  ['ch1nk', 'hate'],
  ['n\u200bi\u200bg\u200bg\u200be\u200br', 'hate'],
  ['the k\u0456ke next door', 'hate'],
  // hate speech without slurs
  ['all muslims are vermin', 'hate'],
  ['we should gas the jews', 'hate'],
  ['immigrants should die', 'hate'],
  ['heil hitler', 'hate'],
  // threats against others, in English and the app's other languages
  ['I will kill you', 'threat'],
  ["I'm going to stab my boss tomorrow", 'threat'],
  ['im gonna shoot up the school', 'threat'],
  ['i will k1ll you', 'threat'],
  ['I know where you live', 'threat'],
  ['go kill yourself', 'threat'],
  ['I want to hurt him so badly', 'threat'],
  ['k i l l  y o u r s e l f', 'threat'],
  ['\u043a\u0456ll y\u043eurself', 'threat'],
  ['I will kill you in your sleep', 'threat'],
  ['je vais te tuer', 'threat'],
  ['te voy a matar', 'threat'],
  ['ich bringe dich um', 'threat'],
  ['я тебя убью', 'threat'],
  ['我要杀了你', 'threat'],
  ['お前を殺す', 'threat'],
  ['aku akan bunuh kamu', 'threat'],
  ['tao sẽ giết mày', 'threat'],
  // self-harm is never blocked: allowed with crisis, in every language and in slang
  ['I want to kill myself', 'crisis'],
  ["I've been thinking about suicide a lot lately", 'crisis'],
  ["I don't want to be alive anymore", 'crisis'],
  ['I keep cutting myself when it gets bad', 'crisis'],
  ['everyone would be better off without me', 'crisis'],
  ['I want to end my life', 'crisis'],
  ['thinking about how to unalive myself', 'crisis'],
  ['honestly kms', 'crisis'],
  ['I just want to end it all', 'crisis'],
  ['nobody would miss me', 'crisis'],
  ['I took a bottle of pills an hour ago', 'crisis'],
  ["I won't be here tomorrow", 'crisis'],
  ['I want to disappear forever', 'crisis'],
  ['s.u.i.c.i.d.e', 'crisis'],
  ['i w a n t t o d i e', 'crisis'],
  ['su1c1d3 is all I think about', 'crisis'],
  ['sui\u00adcide', 'crisis'],
  ['我想死', 'crisis'],
  ['真的不想活了', 'crisis'],
  ['我想自杀', 'crisis'],
  ['tôi muốn chết', 'crisis'],
  ['tôi đã nghĩ đến chuyện tự tử', 'crisis'],
  ['je veux mourir', 'crisis'],
  ["j'ai envie de me suicider", 'crisis'],
  ['もう死にたい', 'crisis'],
  ['消えたい', 'crisis'],
  ['aku ingin mati', 'crisis'],
  ['aku mau bunuh diri', 'crisis'],
  ['я хочу умереть', 'crisis'],
  ['хочу покончить с собой', 'crisis'],
  ['quiero morir', 'crisis'],
  ['pienso en suicidarme', 'crisis'],
  ['ich will sterben', 'crisis'],
  ['ich will mich umbringen', 'crisis'],
  ['I want to sleep forever and never wake up', 'crisis'],
  ['what is the point of living', 'crisis'],
  ['I have been saving up pills', 'crisis'],
  ['je veux en finir', 'crisis'],
  ['ya no quiero vivir', 'crisis'],
  ['не хочу жить', 'crisis'],
  ['aku capek hidup', 'crisis'],
  ['tôi không muốn sống nữa', 'crisis'],
  // figures of speech and ordinary loss in the other languages are not a crisis
  ['je suis mort de rire', 'allowed'],
  ['je veux en finir avec ce projet', 'allowed'],
  ['me muero de risa', 'allowed'],
  ['este examen me está matando', 'allowed'],
  ['ich lache mich tot', 'allowed'],
  // German capitalises nouns: "Sorgen" is no name, and worry is no threat.
  ['Ich mache mir Sorgen um dich', 'allowed'],
  ['Ich mache mir echt Sorgen um ihn', 'allowed'],
  ['ich mach den Thomas kalt', 'threat'],
  // "Bunuh Diri" (suicide) capitalised: "Diri" is no name, and the post no harm to others.
  ['Hari Pencegahan Bunuh Diri Sedunia. Kamu gak sendirian', 'allowed'],
  ['aku mau Bunuh Diri', 'crisis'],
  ['aku bunuh Andi lalu bunuh diri', 'hold'],
  ['diese Prüfung bringt mich um', 'allowed'],
  ['я умираю от смеха', 'allowed'],
  ['笑死我了', 'allowed'],
  ['死ぬほど笑った', 'allowed'],
  ['aku mati ketawa', 'allowed'],
  ['cười chết mất', 'allowed'],
  ['Ma grand-mère est morte hier', 'allowed'],
  ['Meine Katze ist gestorben', 'allowed'],
  // crisis and a threat to others: held, never published as is
  ['kill my dad then myself', 'hold'],
  ["I'm going to kill him and then kill myself", 'hold'],
  ['I want to die and take them all with me', 'hold'],
  ['je vais le tuer et puis me suicider', 'hold'],
  ['voy a matarlo y luego suicidarme', 'hold'],
  ['я убью его, а потом покончу с собой', 'hold'],
  ['我要杀了他然后自杀', 'hold'],
  ['あいつを殺して死にたい', 'hold'],
  ['aku akan bunuh dia lalu bunuh diri', 'hold'],
  ['tao sẽ giết nó rồi tự tử', 'hold'],
  ['k\u200Bill my dad then myself', 'hold'],
  // contact details
  ['email me at jane.doe@example.com', 'email'],
  ['write to jane (at) gmail (dot) com', 'email'],
  ['e m a i l jane at gmail dot com', 'email'],
  ['jane.doe＠example.com', 'email'],
  ['call me on 555-123-4567', 'phone'],
  ['text (555) 123 4567 tonight', 'phone'],
  ['my number is +44 20 7946 0958', 'phone'],
  ['ring 07912345678', 'phone'],
  ['ring ０７９１２３４５６７８', 'phone'],
  ['call five five five one two three four five six seven', 'phone'],
  ['@jane_doe on insta', 'handle'],
  ['my snap is jdoe22', 'handle'],
  ['add me on discord jane#1234', 'handle'],
  ['ig: jane.doe', 'handle'],
  ['hmu on telegram', 'handle'],
  ['加我微信', 'handle'],
  // "mes" (Messenger) and "ins" (Instagram) shortened need a name only an account has, or a ":":
  // French "my", German "into the".
  ['Mes excuses', 'allowed'],
  ['mes salutations', 'allowed'],
  ['Ins Bett', 'allowed'],
  ['ib mes t nhé: linhchi99', 'handle'],
  ['ins: lunarose', 'handle'],
  ['Kakao bitte', 'allowed'],
  ['kakao lunarose99', 'handle'],
  // links
  ['check https://example.org/page', 'link'],
  ['visit www.mysite.net for more', 'link'],
  ['join me on discord.gg/abc', 'link'],
  ['go to freestuff.com now', 'link'],
  ['see bit.ly/xyz', 'link'],
  ['t.me/janedoe', 'link'],
  ['go to freestuff dot com', 'link'],
];

function summarise(result: ModerationResult): Expectation {
  if (result.outcome === 'publish') return result.crisis ? 'crisis' : 'allowed';
  if (result.outcome === 'hold') return 'hold';
  return result.code;
}

describe('moderate()', () => {
  test('the table has at least 60 cases in each of its kinds and all nine languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  test.each(CASES)('%s → %s', (text, expected) => {
    expect(summarise(moderate(text))).toBe(expected);
  });

  test('a block names its code and the English reason for it', () => {
    const result = moderate('call me on 555-123-4567');
    expect(result).toMatchObject({ outcome: 'block', code: 'phone', reason: REASONS.phone });
  });

  test('a threat against others plus self-harm is held, with help and the threat code', () => {
    const result = moderate("I'm going to kill him and then kill myself");
    expect(result).toMatchObject({ outcome: 'hold', allowed: false, crisis: true, code: 'threat' });
    if (result.outcome === 'publish') return;
    expect(result.flags).toEqual(expect.arrayContaining(['crisis', 'threat']));
  });

  // Checks that cannot change the verdict are not run (docs/decisions/056): the flags are the
  // rules the verdict rests on.
  test('a crisis beside a threat is held whatever else it holds; its contact details go unread', () => {
    const result = moderate("I'm going to kill him and then kill myself. call me 555-123-4567");
    expect(result).toMatchObject({ outcome: 'hold', crisis: true, code: 'threat' });
    if (result.outcome === 'publish') return;
    expect(result.flags).toEqual(['crisis', 'threat']);
  });

  // The classifiers alone read these as a crisis beside a threat; they give a contact detail and
  // little else, and were held for a moderator instead of refused (docs/decisions/069).
  // The last: "…conmigo." ending it is a crisis only beside harm, and reads nothing by itself
  // (docs/decisions/072).
  test.each([
    ['first part 07911, then 123 and 456. text me', 'phone'],
    ['m.i.k.a.8.8 at gmail dot com に送って', 'email'],
    ['https://calendly.com/coach-mireya/15min para que agenden una llamada conmigo', 'link'],
  ] as const)(
    'a contact detail only the classifiers read as a crisis and a threat is refused: %s',
    (text, code) => {
      expect(moderate(text)).toMatchObject({ outcome: 'block', code });
    },
  );

  test('a threat refusal names the threat before a phone number beside it', () => {
    const result = moderate("I'm going to kill him. call me 555-123-4567");
    expect(result).toMatchObject({ outcome: 'block', crisis: false, code: 'threat' });
    if (result.outcome === 'publish') return;
    expect(result.flags).toEqual(['threat']);
  });

  // Read as harm to someone else only from the harm classifier's threshold of docs/decisions/058
  // (log-odds −1.8): at −1.18 it was published, with help and no moderator.
  test('a crisis that takes someone along, in words no phrase has, is held with help', () => {
    const result = moderate('生きるのに疲れた。明日、元彼に最後に会いに行く。二人とも楽になれる');
    expect(result).toMatchObject({ outcome: 'hold', crisis: true, code: 'threat' });
  });

  // Said without the words, these read as a crisis only from the threshold of
  // docs/decisions/055 (log-odds −0.4) on: at −0.35 each was published, help and all withheld.
  test.each([
    '彼が結婚するって聞いた。式の日、行くね。白いドレスの女も彼も私も、その日でおしまい。招待状はもらってないけど',
    '我知道我走不出这个冬天了。但是走之前我要去见一个人，那个毁了我整个青春的补习班老师，他欠我的今天还。',
    'Ich weiß ihr dürft das eigentlich nicht lesen, aber: mein Ex hat die Kinder. Morgen ist Übergabe. Ich nehme sie und wir gehen. Nicht nur weg aus der Stadt. Ganz weg. Alle drei.',
  ])('a murder–suicide said without the words is held with help: %s', (text) => {
    expect(moderate(text)).toMatchObject({ outcome: 'hold', crisis: true, code: 'threat' });
  });

  test('a block that also reads as a crisis says so, so help is never hidden behind it', () => {
    expect(moderate('I want to kill myself, email me at jane.doe@example.com')).toMatchObject({
      outcome: 'block',
      code: 'email',
      crisis: true,
    });
  });

  // A refusal names what the writer typed: a number or a name inside a link is the link's
  // (docs/decisions/065).
  test.each([
    ['escríbeme aquí: wa . me / 34612345678', 'link'],
    ['mi tumblr: nuit-calme.tumblr.com', 'link'],
    ['网站 www.wan-feng.cn 上面有我微信', 'link'],
    // A handle whose last part only looks like a country's ending stays a handle.
    ['insta: liza.moroz.art', 'handle'],
    ['discord: lone.wolf.ru', 'handle'],
    // Mastodon's "@name@server" is an account, not a mailbox; a mailbox at a mail provider is.
    ['mastodon: @stillwater@fosstodon.org', 'handle'],
    ['schreib mir: @ anna.lena@gmx.de', 'email'],
    ['email me at jane.doe@example.com', 'email'],
  ] as const)('%s is refused as a %s', (text, code) => {
    expect(moderate(text)).toMatchObject({ outcome: 'block', code });
  });

  test("no verdict carries a country's crisis number: the client shows local help", () => {
    for (const text of [
      'I will kill you',
      'kill my dad then myself',
      'I want to die, 555-123-4567',
    ]) {
      const result = moderate(text);
      expect(JSON.stringify(result)).not.toMatch(/[0-9]/);
    }
  });

  // A slur's look-alike is never refused. The crisis classifier reads this one as a crisis,
  // just over its threshold (one of the 1% of hard negatives it lets through, docs/decisions/025):
  // help is shown, the post is published.
  test('a word that only looks like a slur is published', () => {
    expect(moderate('There is a chink in my armour and I hate it').outcome).toBe('publish');
    expect(moderate('a chink in the armour of the defence')).toMatchObject({
      outcome: 'publish',
      crisis: false,
    });
  });

  test('a published verdict has exactly the publish shape', () => {
    expect(moderate('I want to kill myself')).toEqual({
      outcome: 'publish',
      allowed: true,
      crisis: true,
    });
  });

  test.each(Object.entries(ADVERSARIAL_INPUTS))(
    'adversarial input %s of 5,000 and 50,000 characters gets a verdict',
    (_, build) => {
      for (const length of [5_000, 50_000]) {
        const text = build(length);
        expect(text).toHaveLength(length);
        expect(['publish', 'hold', 'block']).toContain(moderate(text).outcome);
      }
    },
  );
});

describe('a model as second opinion', () => {
  const opinion = (overrides: Partial<ModelOpinion> = {}): ModelOpinion => ({
    crisis: false,
    threat: false,
    hate: false,
    ...overrides,
  });
  const model = (answer: ModelOpinion): ModerationModel & { asked: string[] } => {
    const asked: string[] = [];
    return {
      asked,
      assess: (text) => {
        asked.push(text);
        return Promise.resolve(answer);
      },
    };
  };

  test('without a model the verdict is the rules', async () => {
    await expect(moderateWithModel('call me on 555-123-4567', null)).resolves.toEqual(
      moderate('call me on 555-123-4567'),
    );
  });

  test('a crisis the model sees shows help on a text the rules publish', async () => {
    await expect(
      moderateWithModel('everything is grey lately', model(opinion({ crisis: true }))),
    ).resolves.toEqual({ outcome: 'publish', allowed: true, crisis: true });
  });

  test('a threat only the model sees holds the text for review, never blocks it', async () => {
    await expect(
      moderateWithModel('you know what you did', model(opinion({ threat: true }))),
    ).resolves.toMatchObject({ outcome: 'hold', code: 'threat', crisis: false });
  });

  test('hate only the model sees holds too', async () => {
    await expect(
      moderateWithModel('a subtle hateful post', model(opinion({ hate: true }))),
    ).resolves.toMatchObject({ outcome: 'hold', code: 'hate' });
  });

  test('a crisis the model sees next to a threat the rules see holds it', async () => {
    await expect(
      moderateWithModel('I will kill you', model(opinion({ crisis: true }))),
    ).resolves.toMatchObject({ outcome: 'hold', crisis: true, code: 'threat' });
  });

  test('the model never lowers the rules verdict', async () => {
    await expect(moderateWithModel('I will kill you', model(opinion()))).resolves.toMatchObject({
      outcome: 'block',
      code: 'threat',
    });
    await expect(
      moderateWithModel('I want to kill myself', model(opinion())),
    ).resolves.toMatchObject({ outcome: 'publish', crisis: true });
  });

  test('a model that fails leaves the rules verdict standing', async () => {
    const failing: ModerationModel = { assess: () => Promise.reject(new Error('no model')) };
    await expect(moderateWithModel('I want to kill myself', failing)).resolves.toEqual(
      moderate('I want to kill myself'),
    );
  });

  test('verdictFor composes rule flags and an opinion alike', () => {
    expect(verdictFor(['crisis', 'threat'])).toMatchObject({ outcome: 'hold' });
    expect(verdictFor(['handle'], opinion({ crisis: true }))).toMatchObject({
      outcome: 'block',
      code: 'handle',
      crisis: true,
    });
  });
});

describe('an Echo name a comment replies to is not a handle (docs/decisions/042)', () => {
  const THREAD = ['sam', 'schattenkind', 'Grey Owl', 'lune_noire'];

  test.each([
    "@sam i'm here for you, seriously, any hour. and if it gets bad please call 988",
    '@schattenkind ich bin für dich da. Schreib mir jederzeit',
    "@Grey Owl write to me any time, I'm here",
    'thank you ＠SAM and @lune_noire, text me whenever',
  ])('%s is published', (text) => {
    expect(moderate(text)).toMatchObject({ outcome: 'block', code: 'handle' });
    expect(moderate(text, { addressedNames: THREAD })).toMatchObject({ outcome: 'publish' });
  });

  test.each([
    // Not a name of the thread, or one that only starts like one.
    ['@luna_rose dm me', 'handle'],
    ['@samantha_x dm me', 'handle'],
    // The reply is read as if the name were typed bare: an account offered beside it still is.
    ['@sam add me on insta, luna_rose_22', 'handle'],
    ['@Grey Owl my number is 0412 345 678', 'phone'],
  ])('%s is still refused', (text, code) => {
    expect(moderate(text, { addressedNames: THREAD })).toMatchObject({ outcome: 'block', code });
  });

  test('a crisis in the reply still shows help', () => {
    expect(
      moderate('@sam honestly i just want to die too', { addressedNames: THREAD }),
    ).toMatchObject({ outcome: 'publish', crisis: true });
  });
});

describe('a crisis line passed on is not a contact detail', () => {
  // The numbers as the help dataset has them (RU and many European countries).
  const LINES = new Set(['88002000122', '116123']);

  test.each([
    'Если тяжело, позвони на телефон доверия 8-800-2000-122, это бесплатно',
    'ring ８-８００-２０００-１２２, they are kind',
  ])('%s is published', (text) => {
    expect(moderate(text)).toMatchObject({ outcome: 'block', code: 'phone' });
    expect(moderate(text, { publicNumbers: LINES })).toEqual({
      outcome: 'publish',
      allowed: true,
      crisis: false,
    });
  });

  test.each([
    'call me on 8-800-2000-1225 tonight',
    'my number is 116 123 4567',
    'the line is 8-800-2000-122 and mine is 8 (912) 345-67-89',
  ])('%s is still a phone number', (text) => {
    expect(moderate(text, { publicNumbers: LINES })).toMatchObject({
      outcome: 'block',
      code: 'phone',
    });
  });

  // Read again without the line, the text still names the account or address beside it.
  test.each([
    ['the line is 8-800-2000-122, or add me on insta luna_rose_22', 'handle'],
    ['8-800-2000-122 helped me. write to me at luna.rose@gmail.com', 'email'],
    ['luna.rose@gmail.com, or the line: 8-800-2000-122', 'email'],
  ])('%s is still refused', (text, code) => {
    expect(moderate(text, { publicNumbers: LINES })).toMatchObject({ outcome: 'block', code });
  });

  test('the help dataset gives its lines, not its short emergency numbers', () => {
    expect(CRISIS_LINE_NUMBERS.has('88002000122')).toBe(true);
    expect(CRISIS_LINE_NUMBERS.has('116123')).toBe(true);
    expect(CRISIS_LINE_NUMBERS.has('112')).toBe(false);
  });

  // Public services Echo does not show until an official page confirms the number
  // (docs/decisions/043): passed on in a reply, they name the service, not the writer.
  test.each([
    'Ruf die TelefonSeelsorge an: 0800 111 0 111, anonym und kostenlos',
    'Appelle SOS Amitié au 09 72 39 40 50, ils sont là jour et nuit',
    'Llama al Teléfono de la Esperanza, 717 003 717',
    'よりそいホットライン 0120-279-338 に電話してみて',
    'Đường dây nóng Ngày Mai 096 306 1414, bạn gọi thử nhé',
  ])('%s is published', (text) => {
    expect(moderate(text, { publicNumbers: CRISIS_LINE_NUMBERS })).toMatchObject({
      outcome: 'publish',
    });
  });
});

describe("a crisis line's site passed on is not a link (docs/decisions/085)", () => {
  const spokenOf = { publicNumbers: CRISIS_LINE_NUMBERS, publicSites: CRISIS_LINE_SITES };

  test.each([
    'You can find a line in your country at findahelpline.com',
    'try findahelpline.com, it lists lines everywhere',
    'https://findahelpline.com/countries/jp is where I found mine',
    '988lifeline.org has a chat too',
    'Samaritans are there day and night: www.samaritans.org',
    'Die TelefonSeelsorge hat auch einen Chat: telefonseelsorge.de',
  ])('%s is published', (text) => {
    expect(moderate(text).outcome).toBe('block');
    expect(moderate(text, spokenOf)).toMatchObject({ outcome: 'publish' });
  });

  // Only the site itself: a longer host, a subdomain, a mailbox at it, or another link beside it
  // is still refused.
  test.each([
    ['findahelpline.com.example.io is the one', 'link'],
    ['my page is notfindahelpline.com', 'link'],
    ['write to volunteer.anna@samaritans.org', 'email'],
    ['findahelpline.com or my blog lunarose.net', 'link'],
    ['findahelpline.com helped. add me on insta luna_rose_22', 'handle'],
  ])('%s is still refused as %s', (text, code) => {
    expect(moderate(text, spokenOf)).toMatchObject({ outcome: 'block', code });
  });

  test("the sites are the lines' own and the directory, nothing else", () => {
    expect(CRISIS_LINE_SITES.named.test('findahelpline.com')).toBe(true);
    expect(CRISIS_LINE_SITES.named.test('www.samaritans.org')).toBe(true);
    expect(CRISIS_LINE_SITES.named.test('en.wikipedia.org')).toBe(false);
    expect(CRISIS_LINE_SITES.named.test('example.com')).toBe(false);
  });
});
