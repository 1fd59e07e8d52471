import { describe, expect, test } from 'vitest';
import { classifierInput } from './classifier.ts';
import { classifierReadsAsCrisis } from './crisis-classifier.ts';
import { classifierReadsHarmToOthers } from './harm-classifier.ts';
import { classifierReadsAsHyperbole } from './hyperbole-classifier.ts';
import { classifierReadsSelfHarmBesideThreat } from './self-harm-classifier.ts';
import { classifierReadsThreat } from './threat-classifier.ts';

const readsAsCrisis = (text: string) => classifierReadsAsCrisis(classifierInput(text));
const readsHarmToOthers = (text: string) => classifierReadsHarmToOthers(classifierInput(text));
const readsAsHyperbole = (text: string) => classifierReadsAsHyperbole(classifierInput(text));
const readsSelfHarmBesideThreat = (text: string) =>
  classifierReadsSelfHarmBesideThreat(classifierInput(text));

const readsThreat = (text: string) => classifierReadsThreat(classifierInput(text));

const sameBuckets = (a: string, b: string) =>
  expect(classifierInput(a).buckets.sort()).toEqual(classifierInput(b).buckets.sort());

describe('the classifiers’ features', () => {
  test('fold case, diacritics, full-width forms and traditional characters as the lexicon does', () => {
    sameBuckets('I JUST WANT IT TO END', 'i just want it to end');
    sameBuckets('tôi muốn chết', 'toi muon chet');
    sameBuckets('活著沒有意義', '活着没有意义');
    sameBuckets('ｉ ｗａｎｔ ｔｏ ｄｉｅ', 'i want to die');
  });

  // Folded, "từ từ" (slowly) would be "tu tu", as "tự tử" (suicide) is (docs/decisions/035).
  test('read Vietnamese "từ từ" typed with its marks as a word of its own', () => {
    const slowly = classifierInput('cứ từ từ thôi em');
    expect(slowly.buckets.sort()).not.toEqual(classifierInput('cứ tự tử thôi em').buckets.sort());
    expect(slowly.words).toBe(4);
    sameBuckets('Cứ TỪ TỪ thôi em', 'cứ từ từ thôi em');
    sameBuckets('cứ tu tu thôi em', 'cứ tự tử thôi em');
    sameBuckets('từ từng bước', 'tu tung buoc');
  });

  // Folded, "treo cờ" (to hang the flag) would be "treo co", as "treo cổ" (to hang oneself) is
  // (docs/decisions/037).
  test('read Vietnamese "treo cờ" typed with its marks apart from "treo cổ"', () => {
    const flag = classifierInput('mình treo cờ lên ban công');
    expect(flag.buckets.sort()).not.toEqual(
      classifierInput('mình treo cổ lên ban công').buckets.sort(),
    );
    expect(flag.words).toBe(6);
    sameBuckets('mình TREO CỜ lên ban công', 'mình treo cờ lên ban công');
    sameBuckets('minh treo co len ban cong', 'mình treo cổ lên ban công');
    sameBuckets('treo cờn', 'treo con');
  });

  test('read a letter repeated many times as two', () => {
    sameBuckets('im soooooo tired', 'im soo tired');
  });

  test('count words, and Chinese/Japanese characters two to a word', () => {
    expect(classifierInput('sad boy99').words).toBe(2);
    expect(classifierInput('i am so tired of everything').words).toBe(6);
    expect(classifierInput('もう生きていたくない').words).toBe(5);
  });

  test('join letters typed apart into their word, and keep a lone letter a word', () => {
    sameBuckets('i think about s u i c i d e every day', 'i think about suicide every day');
    expect(classifierInput('u r ok').words).toBe(3);
  });

  // A contact detail reads as a code does: not at all, and no word pair spans it
  // (docs/decisions/028). "fa6409a5x7" is such a code.
  test('do not read email addresses, links, handles or phone numbers', () => {
    for (const contact of [
      'jane.doe@example.com',
      'https://example.org/me',
      'www.example.org',
      '@luna_rose',
      'luna_rose',
      '06 12 34 56 78',
      '+7 (912) 345-67-89',
      '138 0013 8000',
    ]) {
      sameBuckets(
        `i cant do this anymore ${contact} please`,
        'i cant do this anymore fa6409a5x7 please',
      );
    }
  });

  test('read doses, ages, times and short numbers as words', () => {
    const buckets = (text: string) => classifierInput(text).buckets.length;
    expect(buckets('i took 30 of my pills at 23:40')).toBeGreaterThan(
      buckets('i took of my pills at'),
    );
    expect(buckets('born 1987, 12 pills')).toBeGreaterThan(buckets('born, pills'));
  });

  // Split at its mask, "k*ll" read as "k" (Vietnamese "không") and "ll" (docs/decisions/040).
  test('read a word masked with asterisks as one word, mask and all', () => {
    const masked = classifierInput("I'm going to k*ll him");
    expect(masked.words).toBe(classifierInput("I'm going to kill him").words);
    expect(masked.buckets.sort()).not.toEqual(
      classifierInput("I'm going to k ll him").buckets.sort(),
    );
    expect(classifierInput('s**cide is on my mind').words).toBe(5);
    // A mask at a word's end or alone ends the word, as any other sign does.
    sameBuckets('so tired*** of it', 'so tired of it');
    sameBuckets('*sigh* whatever', 'sigh whatever');
  });

  test('a word pair never spans a sentence end', () => {
    const joined = classifierInput('i want to go home');
    const split = classifierInput('i want to. go home');
    expect(split.buckets.length).toBeLessThan(joined.buckets.length);
  });

  // docs/decisions/057: each two sentences in a row, read as a text of their own.
  test('offer each two sentences in a row of a text of three or more, read as texts', () => {
    expect(classifierInput('one sentence only').windows()).toEqual([]);
    expect(classifierInput('first one here. second one here!').windows()).toEqual([]);
    const pairs = classifierInput('a cat sat. 我很累。\n\nthe end? yes it is').windows();
    expect(pairs).toHaveLength(3);
    const asText = (text: string) => ({ ...classifierInput(text), windows: undefined });
    expect({ ...pairs[0], windows: undefined }).toEqual(asText('a cat sat. 我很累'));
    expect({ ...pairs[1], windows: undefined }).toEqual(asText('我很累。 the end'));
    expect({ ...pairs[2], windows: undefined }).toEqual(asText('the end? yes it is'));
  });
});

describe('the crisis classifier', () => {
  test('gives no reading under three words, whatever they are', () => {
    expect(readsAsCrisis('suicidal thoughts')).toBe(false);
    expect(readsAsCrisis('')).toBe(false);
  });

  test('reads crisis phrasings no lexicon phrase was written for, and not their look-alikes', () => {
    // Sentences written for this test, in none of the corpora.
    expect(readsAsCrisis('i have been saving up my pills and i think tonight is the night')).toBe(
      true,
    );
    expect(readsAsCrisis('saving up for a new bike, tonight is pizza night with my brother')).toBe(
      false,
    );
  });

  // Written for this test, in none of the corpora: read whole, the everyday sentences around
  // the two that carry the risk keep each text under the threshold (docs/decisions/057).
  test.each([
    "Work was fine today, my manager even said thanks for the report. Came home, fed the cat, watched some football with my neighbour. Every night on the way home I stop on the bridge a bit longer. Tonight I almost didn't step back. Anyway the match was a draw, typical. My neighbour brought beer and crisps. We argued about the referee for an hour. Going to make pasta now.",
    'Hôm nay đi làm bình thường, họp cả buổi chiều. Tối ghé siêu thị mua ít đồ, mua thêm sữa cho con mèo. Mấy tối nay đi ngang cầu mình đều dừng lại lâu hơn. Tối nay suýt nữa mình không bước xuống. Về nhà nấu mì ăn, xem phim một lúc. Mai lại đi làm lúc tám giờ như mọi ngày.',
    'Hoy fue un día normal en el trabajo, muchas reuniones. Por la tarde pasé por el súper a comprar pan y leche. Cada noche al volver a casa me quedo un rato más en el puente. Esta noche casi no me bajo de la baranda. Luego cené pasta y vi una serie con mi compañero de piso. Mañana entro a las ocho como siempre.',
  ])('reads a long post whose risk is in two of its sentences: %s', (text) => {
    expect(readsAsCrisis(text)).toBe(true);
  });

  test('does not read a long everyday post for its sentences', () => {
    expect(
      readsAsCrisis(
        'Work was fine today, my manager even said thanks for the report. Came home, fed the cat, watched some football. The match was a draw, typical. Going to make pasta now and then sleep.',
      ),
    ).toBe(false);
  });
});

describe('the harm classifier, asked about texts that read as a crisis', () => {
  test('reads harm to someone else beside the crisis, and not a crisis alone', () => {
    // Sentences written for this test, in none of the corpora.
    expect(
      readsHarmToOthers('before i end it all i am going to make my stepfather pay with his life'),
    ).toBe(true);
    expect(readsHarmToOthers('before i end it all i want to write to my stepfather')).toBe(false);
  });
});

describe('the self-harm classifier, asked about texts a phrase reads as a threat', () => {
  test('reads harm to oneself beside the threat, and not a threat alone', () => {
    // Sentences written for this test, in none of the corpora.
    expect(
      readsSelfHarmBesideThreat(
        "i'm going to shoot my ex tonight and then there is no reason for me to stay on this earth either",
      ),
    ).toBe(true);
    expect(
      readsSelfHarmBesideThreat(
        "i'm going to stab my boss tomorrow and after that i'm taking a long holiday",
      ),
    ).toBe(false);
  });
});

describe('the hyperbole classifier, asked about texts a phrase reads as a threat', () => {
  test('reads a joke about a sibling as hyperbole, and a threat with a plan as a threat', () => {
    // Sentences written for this test, in none of the corpora.
    expect(
      readsAsHyperbole(
        'if my little brother eats my last slice of pizza again i will actually murder him lol',
      ),
    ).toBe(true);
    expect(
      readsAsHyperbole(
        "i swear i'm going to stab that guy at the bus stop tomorrow, he won't see it coming",
      ),
    ).toBe(false);
    expect(
      readsAsHyperbole('ich bring meinen bruder um wenn er nochmal mein handy nimmt haha'),
    ).toBe(true);
    expect(
      readsAsHyperbole('ich werde meinen chef morgen abstechen, das messer liegt bereit'),
    ).toBe(false);
  });
});

describe('the threat classifier, asked about texts nothing reads as a crisis or a threat', () => {
  test('gives no reading under six words, whatever they are', () => {
    expect(readsThreat('watch yourself')).toBe(false);
    expect(readsThreat('you know what you did')).toBe(false);
  });

  test('reads a threat with a plan in words no phrase has, and not a match won big', () => {
    // Sentences written for this test, in none of the corpora.
    expect(
      readsThreat(
        "my ex's new boyfriend should start watching his back when he walks to the gym at night, I've been following him for a week",
      ),
    ).toBe(true);
    expect(
      readsThreat(
        'mi jefe se va a enterar el lunes, ya sé a qué hora sale del parking y llevo la navaja',
      ),
    ).toBe(true);
    expect(
      readsThreat("we are going to destroy them on saturday, their keeper won't know what hit him"),
    ).toBe(false);
    expect(readsThreat('завтра на матче мы их просто уничтожим, вратарь даже мяч не увидит')).toBe(
      false,
    );
  });
});
