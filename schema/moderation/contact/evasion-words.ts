// Words the contact checks read beside the lexicons' contact words (lexicon/*/contact.ts):
// the evasions people use to slip an address, a number or a handle past a filter, per
// language. Kept here, with the checks, because each list only means something to the check
// that reads it (a provider's name before a mailbox, a number word's value).
import type { Language } from '../languages.ts';

export type EvasionWords = {
  /** "@" spelled out, beyond the lexicon's ("ätt", "在" between two Latin words). */
  at?: readonly string[];
  /** "." spelled out, beyond the lexicon's ("てん", "titik"). */
  dot?: readonly string[];
  /** Platforms and their nicknames the lexicon leaves out ("инст", "绿泡泡"). */
  platforms?: readonly string[];
  /**
   * Words that name an account's identifier ("id", "uid", "tên", "名前"): any name after one
   * is a handle, so never an everyday word like "name" or "nom".
   */
  idWords?: readonly string[];
  /** Words that put a name after a platform ("as", "als"): only a handle-shaped one counts. */
  introWords?: readonly string[];
  /** Mail providers' names as people say them ("яндекс", "谷歌邮箱"). */
  mailProviders?: readonly string[];
  /** Words between a provider and the mailbox ("adresse", "почта", "メアド"). */
  mailboxWords?: readonly string[];
  /** Number words beyond single digits, with their values ("quatorze" 14, "двести" 200). */
  numbers?: Readonly<Record<string, number>>;
  /** Two number words that make one number ("quatre vingt" is 80). */
  pairs?: Readonly<Record<string, number>>;
  /** Words that multiply the digit before them ("puluh" ×10, "hundred" ×100). */
  multipliers?: Readonly<Record<string, number>>;
  /** Words that add ten to the digit before them ("tiga belas" is 13). */
  plusTen?: readonly string[];
  /** Words that join tens and units ("et", "y"): "quarante-et-un", "treinta y cuatro". */
  connectors?: readonly string[];
  /** Words that repeat the digit after them ("double oh" is 00). */
  repeats?: Readonly<Record<string, number>>;
};

const valuesOf = (words: string, from: number, step: number): Record<string, number> =>
  Object.fromEntries(words.split(' ').map((word, i) => [word, from + i * step]));

export const EVASION_WORDS: Readonly<Record<Language, EvasionWords>> = {
  en: {
    introWords: ['as', 'called'],
    idWords: ['id', 'uid', 'username'],
    mailboxWords: ['address', 'email', 'mail', 'account', 'is', 'its'],
    numbers: {
      ...valuesOf(
        'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
        10,
        1,
      ),
      ...valuesOf('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10),
    },
    multipliers: { hundred: 100 },
    repeats: { double: 2, triple: 3 },
  },
  zh: {
    // Only between two Latin words (address-tokens.ts): "mumu_tree 在 outlook 点 com".
    at: ['在'],
    platforms: [
      '绿泡泡',
      '企鹅号',
      '小红书号',
      '抖音号',
      'bilibili',
      '哔哩哔哩',
      '微信号',
      '威信号',
    ],
    idWords: ['uid', 'id', '号', '账号', '帐号', '用户名'],
    mailProviders: [
      '谷歌邮箱',
      '网易邮箱',
      '新浪邮箱',
      '搜狐邮箱',
      '雅虎邮箱',
      '微软邮箱',
      '谷歌邮件',
    ],
    mailboxWords: ['邮箱', '是', '邮件'],
  },
  vi: {
    idWords: ['id', 'tên', 'nick', 'username', 'user'],
    introWords: ['là'],
    mailboxWords: ['địa chỉ', 'mail', 'email', 'là'],
    numbers: { mười: 10, muoi: 10 },
    multipliers: { mươi: 10, trăm: 100, tram: 100 },
  },
  fr: {
    idWords: ['id', 'pseudo', 'identifiant'],
    introWords: ["c'est", 'cest', 'comme'],
    mailboxWords: ['adresse', 'mail', 'email', 'compte', "c'est", 'cest', 'est'],
    numbers: {
      ...valuesOf('dix onze douze treize quatorze quinze seize', 10, 1),
      ...valuesOf('vingt trente quarante cinquante soixante septante huitante nonante', 20, 10),
    },
    // Two words, one number: "quatre-vingt-six" is 80 and 6, not 4, 20 and 6.
    pairs: { 'quatre vingt': 80, 'quatre vingts': 80 },
    multipliers: { cent: 100, cents: 100 },
    connectors: ['et'],
  },
  ja: {
    dot: ['てん', 'テン', 'ぴりおど', 'ピリオド'],
    at: ['あっとまーく', 'アットマーク'],
    idWords: ['id', '名前', 'ユーザー名', 'アカウント名', 'アカ名'],
    mailProviders: ['ジーメール', 'ヤフーメール', 'ヤフー', 'グーグル'],
    mailboxWords: ['メアド', 'アドレス', 'メール', 'は', 'の'],
  },
  id: {
    idWords: ['id', 'username', 'uname'],
    mailboxWords: ['alamat', 'email', 'aku', 'saya', 'ku', 'nya', 'adalah'],
    numbers: { sepuluh: 10, sebelas: 11, seratus: 100 },
    // "dua puluh" is 20, "tiga belas" 13.
    multipliers: { puluh: 10, ratus: 100 },
    plusTen: ['belas'],
  },
  ru: {
    platforms: [
      'инст',
      'инсты',
      'инстик',
      'скайп',
      'скайпе',
      'вотсап',
      'вацап',
      'телеграмме',
      'дискорд',
      'фейсбук',
      'твиттер',
      'ютуб',
      'ютубе',
      'твич',
      'твиче',
      'реддит',
    ],
    idWords: ['id', 'айди', 'ник', 'логин', 'юзер', 'юзернейм'],
    mailProviders: ['яндекс', 'яндексе', 'яндекса', 'рамблер', 'мейл', 'мэйл', 'гмейл', 'джимейл'],
    mailboxWords: ['почта', 'почты', 'ящик', 'адрес', 'это', 'мой', 'моя'],
    numbers: {
      ...valuesOf(
        'десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать',
        10,
        1,
      ),
      ...valuesOf(
        'двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто',
        20,
        10,
      ),
      ...valuesOf(
        'сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот',
        100,
        100,
      ),
    },
  },
  es: {
    idWords: ['id', 'usuario'],
    introWords: ['como'],
    mailboxWords: ['correo', 'mail', 'email', 'cuenta', 'dirección', 'es'],
    numbers: {
      ...valuesOf(
        'diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
        10,
        1,
      ),
      dieciseis: 16,
      ...valuesOf(
        'veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve',
        21,
        1,
      ),
      ...valuesOf('veintidos veintitres', 22, 1),
      veintiseis: 26,
      ...valuesOf('treinta cuarenta cincuenta sesenta setenta ochenta noventa', 30, 10),
      ...valuesOf(
        'ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos',
        100,
        100,
      ),
      cien: 100,
    },
    connectors: ['y'],
    repeats: { doble: 2 },
  },
  de: {
    at: ['ätt', 'att', 'aet'],
    introWords: ['als'],
    idWords: ['id', 'nutzername', 'benutzername', 'username'],
    mailboxWords: ['adresse', 'mailadresse', 'mail', 'email', 'konto', 'ist'],
    numbers: {
      ...valuesOf(
        'zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn',
        10,
        1,
      ),
      zwoelf: 12,
      ...valuesOf('zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig', 20, 10),
      dreissig: 30,
    },
    multipliers: { hundert: 100 },
    repeats: { doppel: 2 },
  },
};
