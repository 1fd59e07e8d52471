// The shape of a language's lexicon. Phrases are data in a small notation that the phrase
// matcher compiles (schema/moderation/phrase-pattern.ts):
//
//   want to die            words in order; up to 3 other words may stand between two of them
//   kill .. myself         `..`: up to 6 other words between (a name, "and then")
//   lol ... kill           `...`: anywhere before it in the same sentence
//   life & end*            `&`: both halves in the same sentence, in either order (apart:
//                          in `A .. B & C`, C lies outside the stretch from A to B)
//   ready ~ tonight+is     `~`: as `&`, but the halves may stand in different sentences, up
//                          to 40 words apart (80 Chinese/Japanese characters): intent in one
//                          sentence, the means in the next
//   kill+myself            `+`: next to each other, nothing between
//   die|dying|dead         any one of them
//   suicid*                a word starting with "suicid"
//   {self}                 one of the language's named sets (which may hold `+` sequences)
//   (no fillers)           a word any lexicon lists in `fillers` never matches in a phrase:
//                          the text is read without them (docs/decisions/025)
//   was+gone|was+dead|     sequences of one length and first word combine word by word
//   was+here                ("was+gone|was+dead" reads as "was" then "gone" or "dead")
//   #  #10                 any number, a number of at least 10
//   $                      the end of a sentence, right after the word before it; a slot of
//                          its own like any other ("la+vida $|esta+vida" is "la vida" then
//                          the end or "esta vida", not "la vida" at the end or "esta vida")
//   @                      a capitalised word inside a sentence: a name ("kill Jake")
//   =tự+=tử                a word as typed, diacritics kept ("từ từ", slowly, is not "tự tử")
//   =dao                   a word typed without marks is that plain word only ("dao", a knife,
//                          is not "đào" or "dạo")
//   想 死                   Chinese/Japanese: characters in order, up to 4 others between
//   想 s|sha               Chinese/Japanese: Latin letters glued to the characters, as
//                          net-speak types pinyin ("想s", "自sha"), up to six letters a run
//   # 錠                    Chinese/Japanese: a number of two digits or more
//
// Words are written in lower case without apostrophes ("dont", "im"; French elision splits:
// "m+en"); diacritics, traditional characters and katakana may be written as they are, the
// text and the lexicon are folded alike.
import type { Language } from '../languages.ts';

export type PhraseSets = Readonly<Record<string, string>>;

/** Self-harm and suicidal language: a match shows help, never blocks. */
export type CrisisLexicon = {
  language: Language;
  sets: PhraseSets;
  /** Intensifiers every phrase reads through ("just", "really", "fucking"): never in a phrase. */
  fillers: readonly string[];
  /** Informal spellings read as the words they stand for ("wanna" → "want to"), here and in the text. */
  spellings: PhraseSets;
  /**
   * Words that name suicide ("suicide", "自杀", "bunuh diri"), not the writer's own wish or act:
   * alone, they show help unless the crisis classifier is fairly sure the text is about
   * something else (the news, a film, a match lost "by suicide"), a lower bar than a crisis
   * phrase's (schema/moderation/crisis-classifier.ts).
   */
  mentions: readonly string[];
  crisis: readonly string[];
  /**
   * Words that end a murder–suicide but are everyday words alone (Spanish "…y luego conmigo.",
   * "yo también."): a crisis only beside harm to someone else, a threat phrase's or the harm
   * classifier's reading (docs/decisions/072).
   */
  besideHarm?: readonly string[];
  /** Figures of speech that cancel a crisis match they overlap ("dying to see it"). */
  idioms: readonly string[];
};

/** Violence against other people. */
export type ThreatLexicon = {
  language: Language;
  sets: PhraseSets;
  fillers: readonly string[];
  spellings: PhraseSets;
  /** A threat on its own: blocked. */
  threat: readonly string[];
  /** Both a crisis and a threat in one phrase ("take my family with me"): held. */
  crisisThreat: readonly string[];
  /**
   * Harm to a named person or group ("kill my dad"): beside a crisis it makes a hold, and on its
   * own it is a threat like the ones above, refused unless the hyperbole classifier reads a joke
   * (schema/moderation/detect.ts).
   */
  violence: readonly string[];
  /**
   * A threat to keep someone from going to the police ("if you tell the police i'll kill you"):
   * never a joke, so no idiom cancels it and the hyperbole classifier is not asked
   * (docs/decisions/053).
   */
  intimidation: readonly string[];
  /** Hyperbole and games that cancel a threat match they overlap ("kill you at chess"). */
  idioms: readonly string[];
  /** Words that undo an idiom they overlap, so the threat stands ("not joking", "я не шучу"). */
  earnest: readonly string[];
  /**
   * Violence told of by the one it was done or threatened to, or advice to such a person ("he
   * threatened to kill me", "if he hits you again, call the police"): the classifiers' readings
   * of harm are not asked, a phrase above still reads a threat (docs/decisions/053).
   */
  toldOf: readonly string[];
  /**
   * The one who threatened means to die too ("he said he'd kill me and then himself"): a
   * murder–suicide told of is held like one planned, so these undo a `toldOf` match they
   * overlap.
   */
  toldOfUndone: readonly string[];
  /**
   * A threat quoted by the one it was made to ("he texted me: 'i'll kill you'", "ぶっ殺すって
   * ラインが来た"): it cancels the threat phrases it overlaps, as an idiom does, and is a threat
   * told of (docs/decisions/054). The "you" of the quote is the writer.
   */
  quotedAtMe: readonly string[];
};

/** Words people use to spell out contact details and to trade them. */
export type ContactLexicon = {
  language: Language;
  /** "@" spelled out ("at", "arroba", "собака", "艾特"). */
  at: readonly string[];
  /** "." spelled out ("dot", "punto", "точка", "点"). */
  dot: readonly string[];
  /** The names of the digits 0 to 9: `digits[3]` lists the ways to say 3. */
  digits: readonly (readonly string[])[];
  /** Names of numbers from 10 to 99 ("douze", "trente"): two digits of a dictated number. */
  tens: readonly string[];
  /** Words that say the number beside them is a phone number ("call", "số", "电话"). */
  phoneCues: readonly string[];
  /** Social platforms and messaging apps, with the nicknames people use for them. */
  platforms: readonly string[];
  /** Phrases that ask to be found there ("add me", "dm me", "加我"). */
  invitations: readonly string[];
  /** Single verbs that name a handle after them ("follow lunarose on insta"). */
  pointers: readonly string[];
  /**
   * Words that send readers to an account just after them ("check out @…", "allez voir @…"):
   * an "@" name after one is offered, not spoken of.
   */
  lookWords: readonly string[];
  /** Words between a platform and the handle ("is", "id", "name", "号"). */
  handleWords: readonly string[];
  /** Words for "on" / "at" a platform ("on", "sur", "auf", "trên"). */
  onWords: readonly string[];
};
