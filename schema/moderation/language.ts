// A guess at a text's language for the review queue, so a moderator who reads it takes it
// first: the script first (kana, Han, Cyrillic), then the letters only one language uses, then
// which language's everyday words are most frequent. null when nothing stands out.
import { foldCharacters, isCjkChar, visibleText } from './fold.ts';
import type { Language } from './languages.ts';

// Everyday words of the Latin-script languages, folded (no diacritics).
const COMMON_WORDS: Readonly<Record<'en' | 'fr' | 'es' | 'de' | 'id' | 'vi', string>> = {
  en: 'the and i you my to is it not dont im just want me this that of in for have what be so but with am was are do can cant feel all like know anymore really if when how he she they we',
  fr: 'je tu il elle le les et pas des mon ma mes est suis que qui ne plus veux une moi ca pour avec dans tout rien vie jai cest du ai vais fait trop sais peux',
  es: 'el los las que y yo mi es por con para quiero estoy una lo ya pero mas nada todo vida muy como porque soy tengo hoy esta puedo gracias hola',
  de: 'ich und nicht der die das ist mich mir ein eine zu bin will mein meine auf mit den dem sich auch noch kann nur mehr habe wie was wenn aber schon einfach',
  id: 'aku saya yang dan tidak gak nggak ga ini itu mau udah sudah lagi aja di ke dari untuk dengan tapi gue gw kamu banget sih kok juga bisa ada hidup pengen ingin',
  vi: 'toi khong cua va minh nguoi muon nay duoc mot cho nhung em anh ban nua roi that qua gi sao thi lam chet song cuoc doi nhu voi tao may ko dc',
};

const WORD_SETS = Object.entries(COMMON_WORDS).map(
  ([language, words]) => [language as Language, new Set(words.split(' '))] as const,
);

// Letters that belong to one language among the nine.
const OWN_LETTERS: readonly [Language, RegExp][] = [
  ['vi', /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/gu],
  ['de', /[äöüß]/gu],
  ['es', /[ñ¿¡]/gu],
  ['fr', /[çœèêëîïûù]/gu],
];

/**
 * Vowels with an acute accent, which French does not write: Spanish among the nine, but for
 * Vietnamese ("có", "lúc"). They count for Spanish ("Kike me ayudó") only in a text with no
 * letter of Vietnamese's own and no grave accent (Vietnamese "vào", "phòng"; Spanish has none).
 */
const SPANISH_ACCENTS = /[áíóú]/gu;
const GRAVE_ACCENT = /[àèìòù]/u;

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

const isCyrillic = (code: number) => code >= 0x400 && code <= 0x52f;
const isAsciiLetter = (code: number) => code >= 97 && code <= 122;

export function guessLanguage(text: string): Language | null {
  const visible = visibleText(text).toLowerCase();
  let cjk = 0;
  let kana = 0;
  for (const ch of visible) {
    if (ch.charCodeAt(0) < 0x3000 || !isCjkChar(ch)) continue;
    cjk += 1;
    if (KANA.test(ch)) kana += 1;
  }
  // Each word folded once; its script read from its first letter that tells.
  const folded: string[] = [];
  let cyrillic = 0;
  let latin = 0;
  for (const word of visible.match(/[\p{L}\p{N}']+/gu) ?? []) {
    const plain = foldCharacters(word);
    folded.push(plain.replace(/'/g, ''));
    let script: 'latin' | 'cyrillic' | null = null;
    for (let i = 0; i < plain.length && script === null; i += 1) {
      const code = plain.charCodeAt(i);
      if (isAsciiLetter(code)) script = 'latin';
      else if (isCyrillic(code)) script = 'cyrillic';
    }
    if (script === 'latin') latin += 1;
    else if (script === 'cyrillic') cyrillic += 1;
  }
  if (cjk > 0 && cjk >= latin + cyrillic) return kana > 0 ? 'ja' : 'zh';
  if (cyrillic > latin) return 'ru';
  if (latin === 0) return null;
  const scores = new Map<Language, number>();
  for (const [language, letters] of OWN_LETTERS) {
    scores.set(language, (visible.match(letters) ?? []).length * 2);
  }
  if (scores.get('vi') === 0 && !GRAVE_ACCENT.test(visible)) {
    const accents = (visible.match(SPANISH_ACCENTS) ?? []).length;
    scores.set('es', (scores.get('es') ?? 0) + accents * 2);
  }
  for (const word of folded) {
    for (const [language, set] of WORD_SETS) {
      if (set.has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
    }
  }
  let best: Language | null = null;
  let bestScore = 0;
  let tied = false;
  for (const [language, score] of scores) {
    if (score > bestScore) {
      best = language;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) tied = true;
  }
  return tied ? null : best;
}
