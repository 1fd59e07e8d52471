// Top-level domains a disguised address ends with. Written with a dot and no spaces
// ("mysite.online") any of them counts; spelled out or spaced ("mysite dot com", "mysite . com")
// only those that are not also everyday words in the app's languages ("de", "es", "me"…).

/**
 * Also ordinary words ("it", "me", "live", "today"…): an address only with a path, scheme or
 * "@", so "I'm done.Live your life" is no link.
 */
const WORD_LIKE =
  'am as at be by do go in is it la me my no se so to us im ai sh nu ca ga ml pw ac live life link page space top ' +
  'one world today news fun art help team group support games game zone host social chat email ' +
  'design media studio network click download stream cloud rocks name pro bio ink cam dating sex ' +
  'gay lol wtf moe ninja community agency digital tech blog website vip buzz icu love ' +
  // Cities' domains, also their names ("seelenraum.berlin").
  'berlin hamburg koeln wien paris london nyc tokyo moscow bayern ' +
  // Brands' and trades' domains ("jonas-fotografie.photo").
  'photo photography foto coach guru events';

const OTHERS =
  'com net org edu gov mil int info biz mobi app dev io gg ly ee tv cc ws fm co xyz online site ' +
  'store shop club porn xxx gle gl gd vc sh ai ac im nu tk ml ga cf gq pw ru su ua by kz cn jp vn fr uk id de es ' +
  'ca au ' +
  'br mx ar cl pe ve ec uy py bo cr gt pa cu do pr ni hn sv nl ch ' +
  'se dk fi pl cz sk hu ro bg rs hr si ba mk al gr tr il ae sa qa kw om ir pk bd lk np mm kh la th ' +
  'my sg ph tw hk mo kr nz za ng ke gh eg ma dz tn ie eu asia';

const CYRILLIC = 'рф рус укр бел орг ком ру';

export const WORD_LIKE_DOMAINS: ReadonlySet<string> = new Set(WORD_LIKE.split(' '));

/**
 * Word-like domains that name a site once the text says it is one ("yuxi.blog … no www"): not
 * those a sentence typed without its space starts with ("…was down.live updates").
 */
export const SITE_NAMED_DOMAINS: ReadonlySet<string> = new Set(
  (
    'blog page space tech website studio design media love berlin hamburg koeln wien paris london nyc tokyo moscow bayern ' +
    'art photo photography foto coach guru events'
  ).split(' '),
);

/** Every top-level domain the checks know. */
export const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(
  [WORD_LIKE, OTHERS, CYRILLIC].join(' ').split(/\s+/),
);

/** Free mail providers: "jane@gmail" is an address even without its ".com". */
export const FREE_MAIL: ReadonlySet<string> = new Set(
  (
    'gmail googlemail yahoo ymail hotmail outlook live msn icloud me proton protonmail pm aol gmx ' +
    'web yandex ya mail rambler bk inbox list qq 163 126 sina sohu foxmail naver daum hanmail ' +
    'orange free laposte wanadoo sfr libero tutanota tuta zoho t-online ' +
    // Internet providers' mailboxes, named like the free ones ("m.huber ät bluewin punkt ch").
    'videotron sympatico bluewin softbank docomo ezweb seznam freenet ' +
    // Private and regional mailboxes ("j.breuer@posteo.de", "taro@nifty.com", "139邮箱").
    'posteo fastmail mailfence disroot riseup yopmail tutamail nifty biglobe ocn aliyun 139 yeah ' +
    // Spain's and Latin America's Terra; the big ones with a typo (data round 51: "hotmial").
    'terra gmial gamil gmal hotmial hotmal outlok'
  ).split(' '),
);

/** Spelled out or spaced ("dot com", ". com"): only domains no language here uses as a word. */
export const SPELLED_DOMAINS: ReadonlySet<string> = new Set(
  'com net org info biz io xyz gg ly ee tv co uk ru рф ру ком онлайн cn jp vn fr online store shop fm'.split(
    ' ',
  ),
);

// The second level of a country's domains: "ui.ac.id", "yahoo.co.jp", "lubianchi.com.ar".
const SECOND_LEVEL: ReadonlySet<string> = new Set(
  'ac co com edu gov go or ne net org sch web mil gob'.split(' '),
);

/**
 * "ac titik id", "com punto ar": a country's domain under its second level, an address
 * however its dots are written (the country code alone could be a word: "id", "ar").
 */
export function isCountryDomain(labels: readonly string[]): boolean {
  const country = labels.at(-1) ?? '';
  return (
    labels.length >= 3 &&
    SECOND_LEVEL.has(labels.at(-2) ?? '') &&
    /^[a-z]{2}$/.test(country) &&
    TOP_LEVEL_DOMAINS.has(country)
  );
}
