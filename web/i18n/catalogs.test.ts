// Every language has every message, each one valid ICU with the English message's placeholders
// and tags, and translated: a message equal to the English fails unless same-as-english.json
// lists it for that language (a brand name, a symbol). docs/decisions/021.
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, test } from 'vitest';
import { APP_LANGUAGES } from '../../schema/constants';
import sameAsEnglish from './same-as-english.json';

const FILES = import.meta.glob<Record<string, string>>('./messages/*/*.json', {
  eager: true,
  import: 'default',
});
const NAMESPACES = Object.keys(FILES)
  .filter((path) => path.startsWith('./messages/en/'))
  .map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));
const allowedSame: Record<string, string[] | undefined> = sameAsEnglish;

function catalog(language: string, namespace: string): Record<string, string> {
  return FILES[`./messages/${language}/${namespace}.json`] ?? {};
}

/** The arguments a message uses (`{name}`, `{count, plural…}`) and its numbered tags. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}}`);
        for (const variant of token.cases) walk(variant.tokens);
      }
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Whether a message has any words of its own: "{count, number}/{max, number}" has none. */
function hasWords(message: string): boolean {
  const text: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') text.push(token.value.replace(/<\/?\d+\/?>/g, ''));
      if (token.type === 'plural' || token.type === 'select') {
        for (const variant of token.cases) walk(variant.tokens);
      }
    }
  };
  walk(parse(message));
  return /\p{L}/u.test(text.join(''));
}

/** Plural branches the language does not have (ru needs few and many; ja has only other). */
function pluralProblems(message: string, language: string): string[] {
  const rules = new Intl.PluralRules(language);
  const categories = rules.resolvedOptions().pluralCategories;
  // Required: the forms counts people see take (fr and es 'many' is for millions only).
  const needed = new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)));
  const problems: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select') continue;
      if (token.type === 'plural') {
        const keys = token.cases
          .map((variant) => variant.key)
          .filter((key) => !key.startsWith('='));
        const missing = [...needed].filter((category) => !keys.includes(category));
        const unknown = keys.filter((key) => !(categories as string[]).includes(key));
        if (missing.length > 0) problems.push(`plural lacks ${missing.join(', ')}`);
        if (unknown.length > 0)
          problems.push(`plural has ${unknown.join(', ')}, not in ${language}`);
      }
      for (const variant of token.cases) walk(variant.tokens);
    }
  };
  walk(parse(message));
  return problems;
}

describe.each(APP_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  test.each(NAMESPACES)('%s has every message, translated, with the same placeholders', (ns) => {
    const english = catalog('en', ns);
    const own = catalog(language, ns);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    const problems: string[] = [];
    for (const [id, source] of Object.entries(english)) {
      const message = own[id] ?? '';
      let used: string[];
      try {
        used = placeholders(message);
      } catch (error) {
        problems.push(`${id}: not valid ICU (${String(error)})`);
        continue;
      }
      if (used.join() !== placeholders(source).join()) {
        problems.push(
          `${id}: uses ${used.join(' ')}, English uses ${placeholders(source).join(' ')}`,
        );
      }
      problems.push(...pluralProblems(message, language).map((problem) => `${id}: ${problem}`));
      if (message === source && hasWords(source) && !allowedSame[language]?.includes(id)) {
        problems.push(`${id}: still the English text`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test('same-as-english.json names only real ids of real languages', () => {
  const ids = new Set(NAMESPACES.flatMap((ns) => Object.keys(catalog('en', ns))));
  for (const [language, list] of Object.entries(allowedSame)) {
    expect(APP_LANGUAGES).toContain(language);
    for (const id of list ?? []) expect(ids).toContain(id);
  }
});
