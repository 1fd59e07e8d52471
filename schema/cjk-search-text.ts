// Chinese and Japanese are written without spaces and most of their words are two characters
// long: 自杀, 死に, 孤独. The trigram index (migration 0001) cannot look up fewer than three
// characters, so each thought also keeps its Han and kana letters one per token, and a
// two-character search is a two-token phrase in that index (docs/decisions/003-search.md).

const CJK_SCRIPT =
  /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;
// Letters only: the scripts' punctuation (、。・) separates words, as the index's tokenizer does.
const LETTER = /[\p{L}\p{Nl}]/u;

/** Han and kana letters, with the marks they share (ー, 々, ゝ): one search token each. */
const isCjkLetter = (character: string) => CJK_SCRIPT.test(character) && LETTER.test(character);

/**
 * The text the CJK index holds for a thought: each run of Han and kana letters with its
 * characters spaced ("死にたい" → "死 に た い"), runs apart by a token no search contains
 * ("0"), so the last letter of one run and the first of the next are never a match. '' when
 * there is none.
 */
export function cjkSearchText(content: string): string {
  const runs: string[][] = [[]];
  for (const character of content) {
    if (isCjkLetter(character)) runs[runs.length - 1]?.push(character);
    else if (runs[runs.length - 1]?.length) runs.push([]);
  }
  return runs
    .filter((run) => run.length > 0)
    .map((run) => run.join(' '))
    .join(' 0 ');
}

/** The FTS5 phrase for a search text of Han and kana letters only ("死に" → "死 に"), else null. */
export function cjkPhrase(text: string): string | null {
  const characters = [...text];
  if (characters.length === 0 || !characters.every(isCjkLetter)) return null;
  return `"${characters.join(' ')}"`;
}
