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
  /**
   * Words a number names something else after (an order, a parcel, a reference): "order
   * number 4471-2289" is no phone. A word ending in "*" is a stem ("bestell*", "заказ*").
   */
  notPhoneBefore?: readonly string[];
  /** Words said between the parts of a dictated number ("06 puis 12 45", "then"). */
  numberFillers?: readonly string[];
  /**
   * "same name as here": the handle is the poster's name on this site, which names the account
   * as well as typing it would once a platform is in the sentence.
   */
  sameName?: readonly string[];
  /**
   * "group", "channel", "server", "群": a community on a platform, which its name in quotes
   * finds as well as a handle would ("a facebook group called 'Leeds Mums'").
   */
  communityWords?: readonly string[];
  /** "called", "se llama", "heißt": words that put a community's name after them. */
  namingWords?: readonly string[];
  /** "search for", "ищите", "搜": a verb that puts an account's name after a platform. */
  searchWords?: readonly string[];
  /** "browser", "website", "no www": words that say a bare domain is a site. */
  webCues?: readonly string[];
  /** "_" spelled out ("underscore", "tiret bas", "下划线"), joining two words of a handle. */
  underscore?: readonly string[];
  /** Words that never name a site before a spelled "dot com" ("the dot com bubble"). */
  notSiteNames?: readonly string[];
  /** "no spaces": a note that the words before it are one name ("ellie morgan 03"). */
  joinNotes?: readonly string[];
  /** Mail providers and domains written in another script ("инбокс ру" is inbox.ru). */
  spelledProviders?: Readonly<Record<string, string>>;
  /**
   * Mail providers said as they sound, in one or more words ("google mail", "gờ meo",
   * "じーめーる"), with the provider's Latin name: read as that name before any check.
   */
  providerNames?: Readonly<Record<string, string>>;
  /**
   * Words said between the parts of an address and its "@" ("the", "puis", "значок"):
   * "ellie_m at the gmail", "nina.k puis l'escargot puis laposte.net".
   */
  addressFillers?: readonly string[];
  /** Words that say the text gives an email ("email", "correo", "邮箱", "メアド"). */
  mailWords?: readonly string[];
  /** "/" spelled out ("slash", "barra", "слэш"), a link's path after a domain. */
  slash?: readonly string[];
  /** ":" spelled out ("colon", "deux points"), after a scheme said letter by letter. */
  colon?: readonly string[];
  /** "space" ("spasi", "пробел"): typed for the dots of an address ("www spasi x spasi xyz"). */
  spaceWords?: readonly string[];
};

const valuesOf = (words: string, from: number, step: number): Record<string, number> =>
  Object.fromEntries(words.split(' ').map((word, i) => [word, from + i * step]));

export const EVASION_WORDS: Readonly<Record<Language, EvasionWords>> = {
  en: {
    colon: ['colon'],
    spaceWords: ['space'],
    providerNames: { 'google mail': 'gmail', 'gee mail': 'gmail', 'proton mail': 'protonmail' },
    addressFillers: ['the', 'then', 'and', 'sign', 'symbol', 'one', 'version', 'after'],
    // "the provider is outlook": an email's parts named.
    mailWords: ['email', 'e-mail', 'mail', 'addy', 'inbox', 'gmail', 'provider', 'domain'],
    mailProviders: ['google'],
    slash: ['slash', 'forward slash'],
    notPhoneBefore: [
      'order',
      'orders',
      'tracking',
      'invoice',
      'receipt',
      'ticket',
      'booking',
      'parcel',
      'reference',
      'confirmation',
      'serial',
      'claim',
      'policy',
    ],
    // "hyphen", "dash": the separator said between the groups.
    numberFillers: ['then', 'hyphen', 'dash', 'minus'],
    sameName: [
      'same name as here',
      'same name as on here',
      'same name here',
      'same username',
      'same handle',
      'same as here',
      'same as on here',
      'same name as this',
      'my name here',
      'my name on here',
      'name here',
      'same as my name',
      'same as my username',
      'my name on echo',
      'same as on echo',
    ],
    communityWords: ['group', 'channel', 'server', 'community', 'chat'],
    namingWords: ['called', 'named'],
    searchWords: ['search', 'search for', 'look up', 'look for', 'find me'],
    webCues: ['browser', 'website', 'site', 'homepage', 'www', 'url', 'portfolio'],
    underscore: ['underscore', 'under score'],
    notSiteNames: [
      'the',
      'a',
      'an',
      'of',
      'and',
      'or',
      'this',
      'that',
      'those',
      'my',
      'your',
      'our',
      'their',
    ],
    joinNotes: ['no spaces', 'no space', 'without spaces', 'all one word'],
    // "my twitter is at sophie_writes": where the account is.
    introWords: ['as', 'called', 'at', "i'm", 'im', 'am'],
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
    multipliers: { hundred: 100, thousand: 1000 },
    repeats: { double: 2, triple: 3 },
  },
  zh: {
    colon: ['冒号'],
    spaceWords: ['空格'],
    providerNames: {
      扣扣邮箱: 'qq邮箱',
      企鹅邮箱: 'qq邮箱',
      谷歌邮箱: 'gmail',
      网易邮箱: '163邮箱',
      雅虎: 'yahoo',
    },
    addressFillers: ['然后', '那个', '符号', '后面'],
    mailWords: ['邮箱', '郵箱', '邮件', '电邮', 'email', '域名'],
    slash: ['斜杠', '斜线'],
    notPhoneBefore: [
      '订单',
      '单号',
      '快递',
      '运单',
      '物流',
      '编号',
      '发票',
      '流水号',
      '取件码',
      // A student's, a worker's, a QQ group's number.
      '学号',
      '工号',
      '群号',
      'qq',
      '扣扣',
      '企鹅',
    ],
    numberFillers: ['然后', '接着', '杠', '横杠'],
    sameName: [
      '同名',
      '跟这里一样',
      '和这里一样',
      '跟这边一样',
      '和这边一样',
      '同一个名字',
      '这边的名字',
      '这里的名字',
      '这儿的名字',
    ],
    communityWords: ['群', '频道', '服务器', '社区'],
    namingWords: ['叫', '名为'],
    searchWords: ['搜', '找', '搜索'],
    webCues: ['浏览器', '网址', '网站', '主页', '官网', '链接', 'www', '博客'],
    underscore: ['下划线', '下劃線'],
    joinNotes: ['不要空格', '没有空格', '无空格', '连起来'],
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
      // "邮箱的网站是谷歌那个", "域名是网易那个": the company for its mail.
      '谷歌',
      '网易',
    ],
    mailboxWords: ['邮箱', '是', '邮件'],
  },
  vi: {
    colon: ['hai chấm'],
    spaceWords: ['dấu cách', 'cách'],
    providerNames: {
      'gờ meo': 'gmail',
      'gờ mail': 'gmail',
      'gờ mên': 'gmail',
      'hót meo': 'hotmail',
      'hốt meo': 'hotmail',
      'hot meo': 'hotmail',
      'da hu': 'yahoo',
      'ya hu': 'yahoo',
    },
    addressFillers: ['rồi', 'xong', 'sau', 'đó', 'dấu', 'ấy', 'nhé', 'viết', 'liền'],
    mailWords: ['mail', 'email', 'thư', 'hộp thư', 'gmail', 'nhà cung cấp', 'tên miền'],
    mailProviders: ['google'],
    slash: ['gạch chéo', 'xuyệt', 'xẹt', 'sẹc'],
    notPhoneBefore: ['đơn', 'mã', 'vận đơn'],
    numberFillers: ['rồi', 'tiếp', 'gạch'],
    sameName: [
      'tên giống ở đây',
      'giống tên ở đây',
      'cùng tên',
      'giống ở đây',
      'giống trên này',
      'y chang ở đây',
      'trùng tên',
      'tên mình ở đây',
      'tên ở đây',
      'tên trên này',
    ],
    communityWords: ['nhóm', 'kênh', 'group', 'cộng đồng'],
    namingWords: ['tên là', 'tên'],
    searchWords: ['tìm', 'kiếm', 'search'],
    webCues: ['trình duyệt', 'trang web', 'website', 'www', 'link', 'blog'],
    underscore: ['gạch dưới', 'gach duoi', 'gạch chân'],
    notSiteNames: ['các', 'những', 'thời'],
    joinNotes: ['viết liền', 'không dấu cách', 'không cách', 'liền nhau'],
    idWords: ['id', 'tên', 'nick', 'username', 'user'],
    introWords: ['là'],
    // "gmail của chị là …": whose mailbox it is.
    mailboxWords: [
      'địa chỉ',
      'mail',
      'email',
      'là',
      'của',
      'chị',
      'anh',
      'em',
      'tui',
      'tôi',
      'mình',
      'tớ',
    ],
    numbers: { mười: 10, muoi: 10 },
    multipliers: { mươi: 10, trăm: 100, tram: 100, nghìn: 1000, ngàn: 1000 },
  },
  fr: {
    colon: ['deux points'],
    spaceWords: ['espace'],
    providerNames: { vidéotron: 'videotron', 'g mail': 'gmail', 'la poste': 'laposte' },
    addressFillers: ['puis', 'ensuite', 'et', 'le', 'la', 'l', 'signe', 'après', 'ça'],
    mailWords: [
      'mail',
      'email',
      'e-mail',
      'courriel',
      'adresse',
      'boîte',
      'fournisseur',
      'domaine',
    ],
    mailProviders: ['google'],
    slash: ['slash', 'barre', 'barre oblique'],
    notPhoneBefore: [
      'commande',
      'colis',
      'suivi',
      'facture',
      'référence',
      'ref',
      'dossier',
      'billet',
      'réservation',
    ],
    numberFillers: ['puis', 'ensuite', 'tiret'],
    sameName: [
      'même qu ici',
      'même pseudo',
      'même nom',
      'même que ici',
      'même que sur echo',
      'mon pseudo ici',
      'même que mon pseudo',
      'mon nom ici',
      'pseudo d ici',
    ],
    communityWords: ['groupe', 'canal', 'chaîne', 'serveur', 'communauté'],
    namingWords: ['appelé', 'appelée', 'nommé', "s'appelle", 'appelle'],
    searchWords: ['cherche', 'cherchez', 'tape', 'tapez', 'recherche'],
    webCues: ['navigateur', 'site', 'www', 'lien', 'url', 'blog'],
    underscore: ['tiret bas', 'tiret du bas', 'underscore'],
    notSiteNames: ['les', 'des', 'la', 'le', 'une', 'un', 'du', 'de'],
    joinNotes: ['sans espace', 'sans espaces', 'tout attaché', 'en un mot'],
    idWords: ['id', 'pseudo', 'identifiant'],
    // "sous le nom de jade.lmn".
    introWords: ["c'est", 'cest', 'comme', 'sous', 'de', 'suis'],
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
    colon: ['コロン'],
    spaceWords: ['スペース'],
    providerNames: {
      じーめーる: 'gmail',
      ジーメール: 'gmail',
      やふー: 'yahoo',
      ヤフー: 'yahoo',
      アイクラウド: 'icloud',
      あいくらうど: 'icloud',
      ソフトバンク: 'softbank',
      ドコモ: 'docomo',
      どこも: 'docomo',
      ホットメール: 'hotmail',
      アウトルック: 'outlook',
    },
    // A domain said in kana, read as typed after a spelled dot ("ドット エヌイー").
    spelledProviders: {
      コム: 'com',
      こむ: 'com',
      ネット: 'net',
      ねっと: 'net',
      ジェーピー: 'jp',
      ジェイピー: 'jp',
      じぇーぴー: 'jp',
      エヌイー: 'ne',
      シーオー: 'co',
    },
    addressFillers: ['の', 'それから', 'で'],
    mailWords: ['メアド', 'メール', 'アドレス', 'めあど', '@'],
    slash: ['スラッシュ', 'すらっしゅ'],
    notPhoneBefore: ['注文', '伝票', '追跡', '問い合わせ番号', '予約', '受付番号', '会員番号'],
    numberFillers: ['それから', 'ハイフン', 'はいふん'],
    sameName: ['ここと同じ', '同じ名前', 'ここと一緒', 'ここの名前', 'ここでの名前'],
    communityWords: ['サーバー', 'チャンネル', 'グループ', '部屋', '垢'],
    namingWords: ['という'],
    searchWords: ['検索', '探して'],
    webCues: ['ブラウザ', 'サイト', 'ホームページ', 'url', 'www', 'ブログ'],
    underscore: ['アンダーバー', 'アンダースコア', 'アンスコ'],
    joinNotes: ['スペースなし', '空白なし'],
    dot: ['てん', 'テン', 'ぴりおど', 'ピリオド'],
    at: ['あっとまーく', 'アットマーク'],
    idWords: ['id', '名前', 'ユーザー名', 'アカウント名', 'アカ名'],
    mailProviders: ['ジーメール', 'ヤフーメール', 'ヤフー', 'グーグル'],
    mailboxWords: ['メアド', 'アドレス', 'メール', 'は', 'の'],
  },
  id: {
    colon: ['titik dua'],
    spaceWords: ['spasi'],
    providerNames: { gimel: 'gmail', jimel: 'gmail', gemail: 'gmail', 'ya hu': 'yahoo' },
    spelledProviders: { kom: 'com' },
    addressFillers: ['terus', 'lalu', 'trus', 'habis', 'itu', 'tanda'],
    mailWords: ['email', 'surel', 'imel', 'mail', 'gmail', 'domain', 'domainnya'],
    mailProviders: ['google'],
    slash: ['slash', 'garis miring'],
    // "keong" (snail) for the "@", as Indonesians call it.
    at: ['keong'],
    notPhoneBefore: ['pesanan', 'resi', 'order', 'invoice', 'tiket', 'booking'],
    numberFillers: ['terus', 'lalu', 'trus', 'strip', 'spasi'],
    sameName: [
      'nama sama kayak di sini',
      'sama kayak di sini',
      'sama kayak disini',
      'sama dengan di sini',
      'nama yang sama',
      'sama kyk nama',
      'sama kayak nama',
      'nama aku di echo',
      'namaku di echo',
      'namaku di sini',
      'nama aku di sini',
    ],
    communityWords: ['grup', 'group', 'channel', 'kanal', 'server', 'komunitas'],
    namingWords: ['namanya', 'bernama'],
    searchWords: ['cari', 'carinya', 'search'],
    webCues: ['browser', 'situs', 'website', 'www', 'link', 'portfolio', 'blog'],
    underscore: ['garis bawah', 'underscore'],
    joinNotes: ['tanpa spasi', 'gak pake spasi', 'nggak pakai spasi', 'digabung'],
    idWords: ['id', 'username', 'uname', 'usernamenya', 'usernya', 'namanya', 'idnya'],
    mailboxWords: ['alamat', 'email', 'aku', 'saya', 'ku', 'nya', 'adalah'],
    numbers: { sepuluh: 10, sebelas: 11, seratus: 100 },
    // "dua puluh" is 20, "tiga belas" 13.
    multipliers: { puluh: 10, ratus: 100, ribu: 1000 },
    plusTen: ['belas'],
  },
  ru: {
    colon: ['двоеточие'],
    spaceWords: ['пробел'],
    providerNames: {
      маил: 'mail',
      майл: 'mail',
      мэил: 'mail',
      гугл: 'gmail',
      протонмейл: 'protonmail',
      протонмэйл: 'protonmail',
      dzhimeyl: 'gmail',
      dzhimeyle: 'gmail',
      dzhimeil: 'gmail',
      gmeyl: 'gmail',
      yandeks: 'yandex',
      yandekse: 'yandex',
    },
    addressFillers: [
      'потом',
      'дальше',
      'затем',
      'и',
      'после',
      'неё',
      'нее',
      'него',
      'значок',
      'знак',
    ],
    // The "@" by its Russian name, "dog", is said only of an address.
    mailWords: [
      'почта',
      'почту',
      'почты',
      'почте',
      'ящик',
      'мейл',
      'email',
      'pochta',
      'yashik',
      'домен',
      'собакой',
      'собаки',
      'собаку',
    ],
    slash: ['слэш', 'слеш', 'slash'],
    notPhoneBefore: ['заказ*', 'посылк*', 'трек', 'накладн*', 'квитанци*', 'договор*', 'билет*'],
    numberFillers: ['потом', 'дальше', 'затем', 'минус', 'тире', 'дефис'],
    sameName: [
      'тот же ник',
      'такой же ник',
      'как здесь',
      'как тут',
      'такой же как здесь',
      'такой же как тут',
      'мой ник здесь',
      'как мой ник',
      'ник как здесь',
    ],
    communityWords: ['группа', 'группу', 'канал', 'сервер', 'чат'],
    namingWords: ['называется', 'под названием'],
    searchWords: ['ищите', 'ищи', 'найди', 'найдите', 'поиск'],
    webCues: ['браузер', 'браузере', 'сайт', 'сайте', 'ссылка', 'www'],
    underscore: ['нижнее подчеркивание', 'нижнее подчёркивание', 'подчеркивание', 'подчёркивание'],
    joinNotes: ['без пробелов', 'слитно'],
    spelledProviders: {
      инбокс: 'inbox',
      гмейл: 'gmail',
      джимейл: 'gmail',
      яндекс: 'yandex',
      мейл: 'mail',
      мэйл: 'mail',
      рамблер: 'rambler',
      ру: 'ru',
      ком: 'com',
    },
    // "короткий адрес anya_veter_22", "я «Аня Ветер»".
    introWords: ['адрес', 'я'],
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
    idWords: [
      'id',
      'айди',
      'ник',
      'нику',
      'ником',
      'ника',
      'логин',
      'логину',
      'логином',
      'юзер',
      'юзернейм',
    ],
    mailProviders: [
      'яндекс',
      'яндексе',
      'яндекса',
      'рамблер',
      'рамблере',
      'мейл',
      'мейле',
      'мэйл',
      'гмейл',
      'гмейле',
      'джимейл',
      'джимейле',
      'инбокс',
      'инбоксе',
    ],
    mailboxWords: [
      'почта',
      'почты',
      'почте',
      'почту',
      'ящик',
      'адрес',
      'это',
      'мой',
      'моя',
      'логин',
    ],
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
    colon: ['dos puntos'],
    spaceWords: ['espacio'],
    providerNames: { 'gee mail': 'gmail', 'ji meil': 'gmail', jotmail: 'hotmail' },
    addressFillers: [
      'luego',
      'después',
      'despues',
      'y',
      'la',
      'el',
      'de',
      'signo',
      'todo',
      'junto',
    ],
    mailWords: ['correo', 'mail', 'email', 'gmail', 'emilio', 'proveedor', 'dominio'],
    mailProviders: ['google'],
    slash: ['barra', 'slash', 'diagonal'],
    notPhoneBefore: [
      'pedido',
      'orden',
      'envío',
      'envio',
      'seguimiento',
      'factura',
      'referencia',
      'ticket',
      'reserva',
      'guía',
      'expediente',
    ],
    numberFillers: ['luego', 'después', 'despues', 'guion', 'guión'],
    sameName: [
      'mismo nombre',
      'mismo usuario',
      'igual que aquí',
      'igual que acá',
      'igual que aqui',
      'igual que aca',
      'mismo que aquí',
      'mismo que acá',
      'mi nombre de aquí',
      'mi nombre de aqui',
      'igual que mi nombre',
      'mi nick de aquí',
      'mi usuario de aquí',
    ],
    communityWords: ['grupo', 'canal', 'servidor', 'comunidad'],
    namingWords: ['llama', 'llamado', 'llamada'],
    searchWords: ['busca', 'búscame', 'buscame', 'buscá', 'búscalo', 'busquen', 'buscad', 'buscar'],
    webCues: ['navegador', 'página', 'pagina', 'sitio', 'www', 'enlace', 'link', 'blog'],
    underscore: ['guion bajo', 'guión bajo', 'barra baja'],
    notSiteNames: ['las', 'los', 'la', 'el', 'una', 'un', 'del', 'de'],
    joinNotes: ['sin espacios', 'sin espacio', 'todo junto'],
    idWords: ['id', 'usuario'],
    introWords: ['como', 'soy', 'estoy'],
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
    colon: ['doppelpunkt'],
    spaceWords: ['leerzeichen'],
    providerNames: { 'g mail': 'gmail' },
    addressFillers: ['dann', 'danach', 'und', 'das', 'dem', 'zeichen'],
    mailWords: [
      'mail',
      'mails',
      'email',
      'e-mail',
      'mailadresse',
      'adresse',
      'postfach',
      'anbieter',
    ],
    mailProviders: ['google'],
    slash: ['slash', 'schrägstrich'],
    notPhoneBefore: [
      'bestell*',
      'auftrag*',
      'sendung*',
      'paket*',
      'rechnung*',
      'vorgang*',
      'ticket*',
      'buchung*',
      'referenz*',
    ],
    numberFillers: ['dann', 'danach', 'strich', 'bindestrich', 'minus'],
    sameName: [
      'gleicher name',
      'gleichen namen',
      'gleiche name',
      'selber name',
      'selben namen',
      'gleicher nick',
      'gleicher nutzername',
      'genau wie hier',
      'wie hier',
      'mein name hier',
      'wie mein name hier',
    ],
    communityWords: ['gruppe', 'kanal', 'server', 'community'],
    namingWords: ['heißt', 'namens'],
    searchWords: ['such', 'suche', 'sucht'],
    webCues: ['browser', 'seite', 'webseite', 'website', 'homepage', 'www', 'link', 'blog'],
    underscore: ['unterstrich'],
    notSiteNames: ['die', 'der', 'das', 'den'],
    joinNotes: ['ohne leerzeichen', 'zusammengeschrieben', 'in einem wort'],
    at: ['ätt', 'att', 'aet', 'ätzeichen', 'at-zeichen'],
    // "unter finn_lord", "bin da finnlord_ drauf".
    introWords: ['als', 'unter', 'da', 'bin', 'ich'],
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
