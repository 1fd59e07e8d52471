import { describe, expect, test } from 'vitest';
import { compilePhraseMatcher } from './phrase-matcher.ts';
import { phraseView } from './phrase-view.ts';

type Tag = 'phrase' | 'idiom';

/** A matcher for a few phrases (and idioms), answering which phrases a text holds. */
function matcher(phrases: string[], idioms: string[] = [], sets: Record<string, string> = {}) {
  const group = { language: 'en', sets, fillers: ['really'], spellings: { wanna: 'want to' } };
  const match = compilePhraseMatcher<Tag>(
    [
      { ...group, tag: 'phrase', phrases },
      { ...group, tag: 'idiom', phrases: idioms },
    ],
    { phrase: 'idiom' },
  );
  return (text: string) => [...new Set(match(phraseView(text)).map((m) => m.phrase))];
}

describe('the phrase notation', () => {
  test('words in order with up to three others between, never across a sentence', () => {
    const find = matcher(['want to die']);
    expect(find('I want so much to just die')).toEqual(['want to die']);
    expect(find('I want a cake. To die for')).toEqual([]);
    expect(find('want to one two three four die')).toEqual([]);
  });

  test('`..` reaches six words, `...` the whole sentence, `+` none', () => {
    expect(matcher(['kill .. myself'])('kill my dad and then also myself')).toHaveLength(1);
    expect(matcher(['lol ... kill'])('lol I swear on everything I own I will kill')).toHaveLength(
      1,
    );
    expect(matcher(['kill+myself'])('kill my self')).toEqual([]);
  });

  test('alternatives, word sequences, stems and named sets', () => {
    const find = matcher(['{not} want to {live}', 'suicid*'], [], {
      not: 'dont|do+not|never',
      live: 'live|be+alive',
    });
    expect(find('I do not want to be alive')).toHaveLength(1);
    expect(find('I dont want to live')).toHaveLength(1);
    expect(find('suicidal thoughts')).toEqual(['suicid*']);
  });

  test('numbers, sentence ends and names', () => {
    const find = matcher(['took #10 pills', 'end+it $', 'kill @']);
    expect(find('I took 30 pills')).toEqual(['took #10 pills']);
    expect(find('I took 2 pills')).toEqual([]);
    expect(find('I want to end it.')).toEqual(['end+it $']);
    expect(find('I want to end it with him')).toEqual([]);
    expect(find("I'm going to kill Jake")).toEqual(['kill @']);
    expect(find('Kill time')).toEqual([]);
  });

  test('a word as typed keeps its diacritics apart', () => {
    const find = matcher(['=tự+=tử']);
    expect(find('tôi muốn tự tử')).toHaveLength(1);
    expect(find('từ từ thôi')).toEqual([]);
  });

  test('a word as typed without marks is the plain word only ("dao", a knife, not "đào")', () => {
    const find = matcher(['cat .. =dao']);
    expect(find('cắt bằng dao')).toHaveLength(1);
    expect(find('cat bang dao')).toHaveLength(1);
    expect(find('cắt bằng đào')).toEqual([]);
  });

  test('Chinese and Japanese by character, with numbers', () => {
    const find = matcher(['想 死', '# 錠 .. 飲']);
    expect(find('我真的好想去死')).toEqual(['想 死']);
    expect(find('睡眠薬を30錠飲んだ')).toEqual(['# 錠 .. 飲']);
  });

  test('fillers are read through and informal spellings read as written out', () => {
    const find = matcher(['want+to+die']);
    expect(find('I wanna die')).toHaveLength(1);
    expect(find('I want to really die')).toHaveLength(1);
  });

  test('an idiom cancels the phrase it overlaps, only that one', () => {
    const find = matcher(['want to die'], ['die laughing']);
    expect(find('I want to die laughing')).toEqual([]);
    expect(find('I want to die. I was laughing')).toEqual(['want to die']);
  });

  test('the tags an idiom cancelled are told to whoever asks', () => {
    const match = compilePhraseMatcher<Tag>(
      [
        {
          language: 'en',
          sets: {},
          fillers: [],
          spellings: {},
          tag: 'phrase',
          phrases: ['want to die'],
        },
        {
          language: 'en',
          sets: {},
          fillers: [],
          spellings: {},
          tag: 'idiom',
          phrases: ['die laughing'],
        },
      ],
      { phrase: 'idiom' },
    );
    const cancelled = new Set<Tag>();
    expect(match(phraseView('I want to die laughing'), cancelled)).toEqual([]);
    expect([...cancelled]).toEqual(['phrase']);
    const none = new Set<Tag>();
    expect(match(phraseView('I want to die'), none)).toHaveLength(1);
    expect(none.size).toBe(0);
  });

  test('a phrase typed without spaces is read end to end', () => {
    expect(matcher(['want to die'])('#iwanttodie')).toHaveLength(1);
  });

  test('a word one typo away from a longer lexicon word reads as it, never by substitution', () => {
    const find = matcher(['suicidal', 'living']);
    expect(find('feeling sucidal')).toHaveLength(1);
    expect(find('feeling suicdial')).toHaveLength(1);
    expect(find('giving')).toEqual([]);
  });

  test('an exact tag never matches through a typo; other tags still do', () => {
    const group = { language: 'en', sets: {}, fillers: [], spellings: {} };
    const find = compilePhraseMatcher<'help' | 'refuse'>(
      [
        { ...group, tag: 'help', phrases: ['strangle myself'] },
        { ...group, tag: 'refuse', phrases: ['strangle my sister'] },
      ],
      {},
      ['refuse'],
    );
    const tags = (text: string) => find(phraseView(text)).map((match) => match.tag);
    expect(tags('strange my sister')).toEqual([]);
    expect(tags('strangle my sister')).toEqual(['refuse']);
    expect(tags('strangel myself')).toEqual(['help']);
  });

  test('`&`: both halves in one sentence, in either order', () => {
    const find = matcher(['life & pointless']);
    expect(find('life feels so pointless')).toHaveLength(1);
    expect(find('pointless, all of it, this life')).toHaveLength(1);
    expect(find('my life is good. that was pointless')).toEqual([]);
    expect(() => matcher(['a & b & c'])).toThrow(/more than one &/);
    expect(() => matcher(['a .. & b'])).toThrow(/ends with a gap/);
    expect(() => matcher(['not want|not+bear'])).toThrow(/repeats the word before it/);
  });

  test('`~`: both halves in one post, sentences apart, in either order, up to 40 words', () => {
    const find = matcher(['tonight+is+the+night ~ everything ready']);
    expect(find("tonight is the night. i've got everything ready")).toHaveLength(1);
    expect(find('everything is ready now!! tonight is the night')).toHaveLength(1);
    const far = `tonight is the night. ${'and so on '.repeat(14)}. everything ready`;
    expect(find(far)).toEqual([]);
    expect(() => matcher(['a ~ b ~ c'])).toThrow(/more than one ~/);
    expect(() => matcher(['a & b ~ c'])).toThrow(/mixes & and ~/);
  });

  test('`~` in Chinese/Japanese: across a sentence end, within 80 characters', () => {
    const find = matcher(['今晚 ~ 准备好']);
    expect(find('就是今晚了。东西都准备好了')).toHaveLength(1);
    expect(find(`今晚。${'天气很好'.repeat(25)}。准备好了`)).toEqual([]);
  });

  test('phrases that open with the same words each still report themselves', () => {
    const find = matcher(['i want to die', 'i want to disappear', 'i']);
    expect(find('i want to die').sort()).toEqual(['i', 'i want to die']);
    expect(find('i want to disappear').sort()).toEqual(['i', 'i want to disappear']);
  });

  test('phrases that share their opening keep their own gaps after it', () => {
    const find = matcher(['i want+to die', 'i want .. cake']);
    expect(find('i want to die')).toEqual(['i want+to die']);
    expect(find('i want a big slice of cake')).toEqual(['i want .. cake']);
    expect(find('i want a big slice to die')).toEqual([]);
  });

  test('each family of phrases is cancelled by its own idioms only', () => {
    const group = { language: 'en', sets: {}, fillers: [], spellings: {} };
    const match = compilePhraseMatcher<'crisis' | 'crisisIdiom' | 'threat' | 'threatIdiom'>(
      [
        { ...group, tag: 'crisis', phrases: ['dying'] },
        { ...group, tag: 'crisisIdiom', phrases: ['dying to see'] },
        { ...group, tag: 'threat', phrases: ['kill you'] },
        { ...group, tag: 'threatIdiom', phrases: ['kill you at chess'] },
      ],
      { crisis: 'crisisIdiom', threat: 'threatIdiom' },
    );
    const tags = (text: string) => match(phraseView(text)).map((m) => m.tag);
    expect(tags('dying to see you, i will kill you')).toEqual(['threat']);
    expect(tags('dying, i will kill you at chess')).toEqual(['crisis']);
  });

  test('an idiom can be undone in turn: "not joking" leaves the threat standing', () => {
    const group = { language: 'en', sets: {}, fillers: [], spellings: {} };
    const match = compilePhraseMatcher<'threat' | 'threatIdiom' | 'threatEarnest'>(
      [
        { ...group, tag: 'threat', phrases: ['kill you'] },
        { ...group, tag: 'threatIdiom', phrases: ['kill you ... joking'] },
        { ...group, tag: 'threatEarnest', phrases: ['not+joking'] },
      ],
      { threat: 'threatIdiom', threatIdiom: 'threatEarnest' },
    );
    const tags = (text: string) => match(phraseView(text)).map((m) => m.tag);
    expect(tags('i will kill you, joking')).toEqual([]);
    expect(tags('i will kill you, not joking')).toEqual(['threat']);
    expect(() =>
      compilePhraseMatcher<'threat' | 'threatIdiom'>([], {
        threat: 'threatIdiom',
        threatIdiom: 'threat',
      }),
    ).toThrow(/cancel each other/);
  });

  test('a phrase that cannot compile names itself', () => {
    expect(() => matcher(['end-it'])).toThrow(/lexicon phrase "end-it"/);
    expect(() => matcher(['{nope} die'])).toThrow(/no set named \{nope\}/);
    expect(() => matcher(['想 $'])).toThrow(/mixes Chinese\/Japanese/);
  });

  test('Latin letters glued to Chinese/Japanese are read with them ("想s", "z杀")', () => {
    const find = matcher(['想 s|sha', 'z 杀']);
    expect(find('好想s啊')).toEqual(['想 s|sha']);
    expect(find('我想sha了')).toEqual(['想 s|sha']);
    expect(find('又想z杀了')).toEqual(['z 杀']);
    // Letters apart from the characters, another word, or a long run stay a separator.
    expect(find('我想 so much')).toEqual([]);
    expect(find('我想sleep了')).toEqual([]);
    expect(find('想sssssssss')).toEqual([]);
    expect(() => matcher(['想 sleeping'])).toThrow(/more than six Latin letters/);
  });
});

describe('one pass, whatever the input', () => {
  test('ten times the text is about ten times the work', () => {
    const find = matcher(['want to die', 'i want to kill+myself', '想 死']);
    const time = (text: string) => {
      let best = Infinity;
      for (let run = 0; run < 5; run += 1) {
        const start = performance.now();
        find(text);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    const unit = 'i want to i want to 想想想 ';
    time(unit.repeat(50));
    const small = time(unit.repeat(200));
    const large = time(unit.repeat(2000));
    // Linear is ×10; quadratic would be ×100. Generous for a busy machine.
    expect(large / Math.max(small, 0.05)).toBeLessThan(40);
  });
});

describe('one text after another', () => {
  test('a phrase begun at the end of one text is not finished by the next', () => {
    const find = matcher(['want to die', 'ich will sterben', '死にたい']);
    // Each first half alone, then each second half alone, in every order, many times: the slot
    // table is never cleared between texts, so what a text left must read as too far back.
    for (let round = 0; round < 200; round += 1) {
      expect(find('I really want to')).toEqual([]);
      expect(find('die')).toEqual([]);
      expect(find('ich will')).toEqual([]);
      expect(find('sterben')).toEqual([]);
      expect(find('死に')).toEqual([]);
      expect(find('たい')).toEqual([]);
    }
    expect(find('I want to die')).toEqual(['want to die']);
    expect(find('死にたい')).toEqual(['死にたい']);
  });
});
