import { describe, expect, test } from 'vitest';
import { detect, type Detection } from './detect.ts';
import type { Language } from './languages.ts';

type Expected =
  'crisis' | 'plain' | 'threat' | 'crisis+threat' | 'email' | 'phone' | 'handle' | 'link';

function summary(detection: Detection): Expected {
  if (detection.crisis && detection.threat) return 'crisis+threat';
  if (detection.threat) return 'threat';
  const [contact] = detection.contact;
  if (contact) return contact;
  return detection.crisis ? 'crisis' : 'plain';
}

/** One test per text, named by `name` ("%s is no threat"): whether the detector reads a threat. */
function testThreat(name: string, threat: boolean, texts: readonly string[]): void {
  test.each(texts)(name, (text) => {
    expect(detect(text).threat).toBe(threat);
  });
}

/** One test per text, named by `name`: whether the detector reads a crisis and a threat. */
function testCrisisAndThreat(
  name: string,
  reading: { crisis: boolean; threat: boolean },
  texts: readonly string[],
): void {
  test.each(texts)(name, (text) => {
    expect(detect(text)).toMatchObject(reading);
  });
}

// Per language and class: crisis phrasings (every one the outside review quoted), hard
// negatives, threats and their hyperbole, crisis with violence against others, and contact
// details with their look-alikes.
const CASES: Record<Language, [string, Expected][]> = {
  en: [
    ['I just want to end it', 'crisis'],
    ['I have nothing to live for anymore', 'crisis'],
    ["I can't take it anymore", 'crisis'],
    ['I took 30 of my sleeping pills', 'crisis'],
    ['I bought a rope today', 'crisis'],
    ["I've been cutting again", 'crisis'],
    ["I hope I don't wake up tomorrow", 'crisis'],
    ['toaster bath', 'crisis'],
    ['I think my friend wants to kill herself', 'crisis'],
    ["my friend said 'I want to die'", 'crisis'],
    ["I'm not going to kill myself, I just think about it", 'crisis'],
    ['i wnat to dye', 'crisis'],
    ['this exam is killing me', 'plain'],
    ["I'm dead 😂", 'plain'],
    ['dying to see the new movie', 'plain'],
    ['dead tired after the night shift', 'plain'],
    ['the battery died', 'plain'],
    ['I killed it at work today', 'plain'],
    ["I'm going to kill you", 'threat'],
    ['I could kill my brother for eating my fries', 'plain'],
    ["I'll destroy you at Mario Kart tonight", 'plain'],
    ["I'm going to kill Jake and then myself", 'crisis+threat'],
    ["I'll take my family with me when I go", 'crisis+threat'],
    ['jane @ gmail . com', 'email'],
    ['jane at example period org', 'email'],
    ['call me on 555-123-4567', 'phone'],
    ['follow luna_rose on insta', 'handle'],
    ['snapchat lunarose', 'handle'],
    ['linktr.ee/lunarose', 'link'],
    ['mysite.online', 'link'],
    ['google[.]com', 'link'],
    // A double-barrelled name is one word of a person's name; "add me" makes it the writer's.
    ['fb: Siobhan Kerr-Walsh, add me if you want to talk', 'handle'],
    ['on facebook, Emma Roy-Grant said she was fine', 'plain'],
    ['the meeting is at 10:30 on 2026-11-25', 'plain'],
    ['it cost $1,299.99 on sale', 'plain'],
    ['we won 3-1', 'plain'],
  ],
  zh: [
    ['我不想再活下去了', 'crisis'],
    ['我想去死', 'crisis'],
    ['我吃了30片安眠药', 'crisis'],
    ['我想自殺', 'crisis'],
    ['想紫砂', 'crisis'],
    ['笑死我了', 'plain'],
    ['我想死你了！好久不见', 'plain'],
    ['手机没电了', 'plain'],
    ['我要杀了你', 'threat'],
    ['今晚王者荣耀我要杀穿对面', 'plain'],
    ['我要杀了他然后自杀', 'crisis+threat'],
    ['我要带着全家一起死', 'crisis+threat'],
    ['luna123 艾特 qq 点 com', 'email'],
    ['138 0013 8000', 'phone'],
    ['微信号: luna123', 'handle'],
    ['加个vx luna123', 'handle'],
    ['会议在2026年11月25日10:30', 'plain'],
    ['这件衣服¥1,299', 'plain'],
  ],
  vi: [
    ['toi muon tu tu', 'crisis'],
    ['tôi không muốn sống nữa', 'crisis'],
    ['k muốn sống nữa', 'crisis'],
    ['mình lại rạch tay rồi', 'crisis'],
    ['cười chết mất', 'plain'],
    ['từ từ thôi', 'plain'],
    // "từ từ" (slowly) folds to "tu tu", as "tự tử" (suicide) does; half-marked, it is still read.
    ['từ từ rồi sẽ ổn', 'plain'],
    ['tu tử', 'crisis'],
    ['tự tu', 'crisis'],
    // "treo cờ" (hanging the flag) folds to "treo co", as "treo cổ" (hanging oneself) does;
    // typed without marks, it is still read.
    ['mình muốn treo cờ lên ban công', 'plain'],
    ['mình muốn treo cổ', 'crisis'],
    ['minh muon treo co', 'crisis'],
    ['giờ cao điểm lại thắt cổ chai', 'plain'],
    ['điện thoại hết pin rồi', 'plain'],
    ['tao sẽ giết mày', 'threat'],
    ['mẹ sẽ giết tôi khi thấy bảng điểm', 'plain'],
    ['tao sẽ giết nó rồi tự tử', 'crisis+threat'],
    ['luna123 a còng gmail chấm com', 'email'],
    ['số mình là 0912 345 678', 'phone'],
    ['kết bạn zalo luna123 nha', 'handle'],
    // A real name on Facebook, introduced by "tên" after a comma, with an invitation.
    ['Trên fb, tên Lê Minh Tuấn, kết bạn với mình nhé', 'handle'],
    ['Trên fb, Lê Minh Tuấn đăng ảnh con mèo', 'plain'],
    ['cái áo này giá 1.299.000đ', 'plain'],
  ],
  fr: [
    ['je vais me pendre', 'crisis'],
    ["me foutre en l'air", 'crisis'],
    ['je veux mourir', 'crisis'],
    ["j'en peux plus", 'crisis'],
    ['je suis mort de rire', 'plain'],
    ['je veux en finir avec ce projet', 'plain'],
    ['je vais te tuer', 'threat'],
    ['ma mère va me tuer quand elle verra mes notes', 'plain'],
    ['je vais tuer mon père et ensuite me tuer', 'crisis+threat'],
    ['luna arobase gmail point com', 'email'],
    ['06 12 34 56 78', 'phone'],
    ['suis luna_rose sur insta', 'handle'],
    ['Sur Facebook, appelée Claire Dubois, ajoute-moi', 'handle'],
    ['ça coûte 1 299,99 €', 'plain'],
  ],
  ja: [
    ['しにたい', 'crisis'],
    ['タヒにたい', 'crisis'],
    ['もう死のうかな', 'crisis'],
    ['shinitai', 'crisis'],
    ['死ぬほど笑った', 'plain'],
    ['電気が消えた', 'plain'],
    ['お前を殺す', 'threat'],
    ['母に殺される、成績見られたら', 'plain'],
    ['あいつを殺して私も死ぬ', 'crisis+threat'],
    ['家族を道連れにする', 'crisis+threat'],
    ['luna123 アットマーク gmail ドット com', 'email'],
    ['090-1234-5678', 'phone'],
    ['LINEのID: luna123', 'handle'],
    // The green app, a nickname for LINE, as the blue bird is Twitter's.
    ['緑のアプリで「mio_0412」検索してね', 'handle'],
    ['緑のアプリでスタンプ買った', 'plain'],
    ['〒150-0002', 'plain'],
  ],
  id: [
    ['udah gak mau hidup', 'crisis'],
    ['aku mau bunuh diri', 'crisis'],
    ['pengen mati aja rasanya', 'crisis'],
    ['mati lampu lagi', 'plain'],
    ['ketawa sampe mati', 'plain'],
    ['gue bunuh lo', 'threat'],
    ['gue bunuh dia terus bunuh diri', 'crisis+threat'],
    ['luna123 et gmail titik com', 'email'],
    ['wa aku 081234567890', 'phone'],
    ['ig: luna.rose', 'handle'],
    ['bajunya Rp 1.299.000', 'plain'],
  ],
  ru: [
    ['хочу сдохнуть', 'crisis'],
    ['нет смысла жить', 'crisis'],
    ['hochu umeret', 'crisis'],
    ['хочy yмереть', 'crisis'],
    ['я умираю от смеха', 'plain'],
    ['телефон сдох', 'plain'],
    ['я убью тебя', 'threat'],
    ['мама меня убьет за оценки', 'plain'],
    ['я убью отца и потом себя', 'crisis+threat'],
    ['luna123 собака gmail точка com', 'email'],
    ['8 (912) 345-67-89', 'phone'],
    // Told to many ("звоните"), digit by digit: a Kazakh mobile in the +7 plan.
    ['звоните 8 7 0 1 - 2 3 4 - 5 6 - 7 8', 'phone'],
    ['пишите, собрание 12.05.2026 в 18:30, кабинет 214', 'plain'],
    ['инста @luna_rose', 'handle'],
    ['куртка стоит 12 999 ₽', 'plain'],
  ],
  es: [
    ['me quiero matar', 'crisis'],
    ['ya no quiero vivir', 'crisis'],
    ['quiero morirme ya', 'crisis'],
    ['me muero de risa', 'plain'],
    ['mi mamá me va a matar cuando vea mis notas', 'plain'],
    ['te voy a matar', 'threat'],
    ['lo mato y me mato', 'crisis+threat'],
    ['luna123 arroba gmail punto com', 'email'],
    ['llámame al 612345678', 'phone'],
    ['sígueme en insta luna_rose', 'handle'],
    ['cuesta 1.299,99 €', 'plain'],
  ],
  de: [
    ['ich bring mich um', 'crisis'],
    ['ich will mich einfach umbringen', 'crisis'],
    ['ich will nicht mehr leben', 'crisis'],
    ['ich lach mich tot', 'plain'],
    ['diese Prüfung bringt mich um', 'plain'],
    ['ich bring dich um', 'threat'],
    ['mein Bruder hat meine Pommes gegessen, ich bring ihn um haha', 'plain'],
    ['ich bring meinen Vater um und dann mich', 'crisis+threat'],
    ['luna123 at gmail punkt com', 'email'],
    ['0176 12345678', 'phone'],
    ['folg luna_rose auf insta', 'handle'],
    ['Auf Facebook findet ihr mich als Lena Schulte-Berg', 'handle'],
    ['es kostet 1.299,99 €', 'plain'],
  ],
};

describe.each(Object.entries(CASES))('detect() in %s', (_, cases) => {
  test.each(cases)('%s → %s', (text, expected) => {
    expect(summary(detect(text))).toBe(expected);
  });
});

describe('detect() reads evasions as the plain text', () => {
  test.each([
    ['zero-width characters', 'I want to k\u200Bill myself'],
    ['full-width letters', 'ｉ ｗａｎｔ ｔｏ ｄｉｅ'],
    ['spaced-out letters', 's u i c i d e'],
    ['letters without spaces', '#iwanttodie'],
    ['leetspeak', 'I want to k1ll mys3lf'],
    ['a Cyrillic letter in a Latin word', 'I want to kіll myself'],
    ['letters repeated', 'i want to diiiie'],
    ['one typo in a longer word', 'thinking about sucide'],
    ['words in between', 'I want so badly to just die'],
    ['intensifiers', 'kill my fucking self'],
    ['traditional characters', '我想自殺'],
    ['katakana for hiragana', 'シニタイ'],
    ['an ellipsis between kana', '死に…たい'],
    ['middle dots between kana', 'し・に・た・い'],
    ['commas between kana', 'し、に、た、い'],
    ['commas between the first characters only', 'じ、さ、つ、したい'],
    ['full-width commas between characters', '我，想，死'],
    ['symbols between characters', '我想$$死'],
    ['the kanji zero over a character', '自〇したい'],
    ['no diacritics', 'khong muon song nua'],
    ['transliterated Russian', 'ne hochu zhit'],
  ])('%s', (_, text) => {
    expect(detect(text).crisis).toBe(true);
  });

  test('negation and quotation never lower recall', () => {
    expect(detect("I don't want to die but I don't want to live either").crisis).toBe(true);
    expect(detect('she told me "I want to kill myself"').crisis).toBe(true);
  });
});

describe('a short word keeps its doubled letter (docs/decisions/070)', () => {
  // Doubled letters read once, so French "jpp" ("j'en peux plus") read every "jp": a Japanese
  // address or a name ending in "_jp" showed help, and the harm classifier then held it.
  test('an address or a name ending in "jp" is no crisis; "jpp" still is', () => {
    expect(detect('hoshizora_tegami@yahoo.co.jp').crisis).toBe(false);
    expect(detect('KageNeko_JP で検索して').crisis).toBe(false);
    expect(detect("j'en ai marre jpp").crisis).toBe(true);
    expect(detect('jppp').crisis).toBe(true);
  });

  test('"odd" is not the overdose "od", and "to" is not "too"', () => {
    expect(detect('Kind of an odd question about my tax forms, anyone?').crisis).toBe(false);
    expect(detect('i want to od tonight').crisis).toBe(true);
    expect(detect('just waiting for everyone to go to sleep so i can finally relax').threat).toBe(
      false,
    );
  });

  test('a short word stretched with its vowel still reads as the word', () => {
    for (const text of ['there is noo reason to live anymore', 'there is nooo reason to live']) {
      expect(detect(text).phrases.map((phrase) => phrase.tag)).toContain('crisis');
    }
  });
});

describe('everyday sentences a crisis phrase read (docs/decisions/072)', () => {
  test('a Spanish sentence ending in "conmigo" or "yo también" is no crisis; "me mato" is', () => {
    for (const text of ['¿te vienes a la playa conmigo?', 'yo también', 'gracias por mí no']) {
      expect(detect(text).phrases.map((phrase) => phrase.tag)).not.toContain('crisis');
    }
    expect(detect('ya no aguanto más, me mato').crisis).toBe(true);
    expect(detect('voy a matar a mi ex y luego conmigo').phrases.map((p) => p.tag)).toContain(
      'crisisThreat',
    );
  });

  test('beside harm to someone else the harm classifier reads, "…y luego conmigo." is held', () => {
    const detection = detect('esta noche se acaba todo para él. y luego conmigo.');
    expect(detection.phrases.map((phrase) => phrase.tag)).toEqual(['crisisBesideHarm']);
    expect(detection.classifier.harmToOthers).toBe(true);
    expect(detection.crisis && detection.threat).toBe(true);
  });

  test("a site to sign up on and a crime's name are no crisis", () => {
    expect(detect('the club is at meadow[.]net/join, sign up there').phrases).toEqual([]);
    expect(detect('故意伤害罪一般判几年').phrases).toEqual([]);
    expect(detect('i just want to join my mum up there').crisis).toBe(true);
    expect(detect('我想故意伤害自己').crisis).toBe(true);
  });
});

describe('goodbyes, a day not reached, Hinglish and Tagalog; "abwarten" (data round 52, docs/decisions/074)', () => {
  test.each([
    'gnight forever',
    'honestly i dont want to make it to christmas this year',
    'bas ab jeena nahi chahta',
    'ayaw ko na, ayoko nang mabuhay',
    'bonne nuit les gens, pour toujours cette fois',
    'la verdad no puedo prometer que siga viva mañana',
  ])('a crisis phrase reads %j, and help is shown', (text) => {
    const detection = detect(text);
    expect(detection.phrases.map((phrase) => phrase.tag)).toContain('crisis');
    expect(detection.crisis).toBe(true);
  });

  test.each(['mach die Heizung an und wart mal ab', 'Ich mach den Laptop zu und warte einfach ab'])(
    '"warte … ab" is waiting, not the particle of a threat: %j',
    (text) => {
      expect(detect(text).threat).toBe(false);
    },
  );

  test('a threat with its particle still reads', () => {
    expect(detect('ich warte vor seinem haus und mach ihn ab').threat).toBe(true);
  });
});

describe('a threat never rests on a typo', () => {
  // "strange" is "strangle" less one letter: read so, ordinary posts were refused as threats.
  testThreat('%s is no threat', false, [
    'my strange sister',
    'such a strange weekend with my brother',
    'a strange boss',
  ]);

  test('the words as written still are one, and a typo still shows help', () => {
    expect(detect('I will strangle my sister').threat).toBe(true);
    expect(detect('thinking about sucide').crisis).toBe(true);
  });
});

describe('"if … again" is no trivial reason by itself (docs/decisions/052)', () => {
  testThreat('%s is a threat', true, [
    'if she texts my boyfriend again i will hurt her',
    "if he comes near my kids one more time i'll kill him",
    "s'il touche encore à ma sœur je le tue",
    "s'il prend mes enfants je le bute",
    'あいつがまた妹に手を出したら殺す',
  ]);

  testThreat('%s is still hyperbole', false, [
    "if you spoil the ending again i'll kill you",
    'if my brother eats my fries again im gonna murder him',
    'si tu touches encore à mon pot de Nutella je te tue',
    'ゴキブリ出たら殺す',
    'ネタバレしたら殺す',
  ]);
});

describe('a threat told of by the one it was made to is neither held nor refused (docs/decisions/053)', () => {
  // The crisis classifier read these as a crisis and the harm classifier as harm to someone
  // else, and held them; the Indonesian advice was refused by the threat classifier. The
  // English, Vietnamese, Japanese and Spanish ones were published before too.
  testThreat('%s is no threat', false, [
    "he said he would kill me if i ever left him. i'm scared",
    '我前男友说要杀了我，我该怎么办',
    '他威胁说如果我离开他就杀了我',
    'chồng cũ nhắn tin dọa giết tôi, mình sợ lắm',
    "des mecs du lycée m'ont dit qu'ils allaient me frapper demain",
    "elle m'a écrit qu'elle allait me défoncer à la sortie",
    '元彼に殺すって脅された。どうしたらいい',
    'mantan aku ngancam mau bunuh aku kalau aku pergi',
    'dia bilang bakal mukulin aku kalau aku cerita ke ortu',
    'kalau dia mukul kamu lagi, lapor polisi',
    'ga ada yang berhak mukulin kamu, termasuk pacarmu',
    'мой бывший угрожал меня убить, что мне делать',
    'me dijo que me mataría si lo dejaba, tengo miedo',
    'er hat gesagt er bringt mich um wenn ich ihn verlasse',
    'wenn sie dir drohen, mach Screenshots und sag es einem Lehrer',
  ]);

  // Answering the threat with one of one's own is a threat, a phrase reads it.
  testThreat('%s is still one', true, [
    "he threatened to kill me so tomorrow i'm going to stab him first",
    "nobody has the right to hurt you, so i'm going to kill him for you",
    'dia ngancam mau bunuh aku, jadi aku bunuh dia duluan',
    'me amenazó con matarme así que lo voy a matar yo primero',
  ]);

  // The one who threatened means to die too: a murder–suicide told of is held like one planned.
  // Beside a crisis phrase, the harm classifier still reads the rest.
  testCrisisAndThreat('%s is held with help', { crisis: true, threat: true }, [
    "my ex keeps saying he'll kill me and then kill himself",
    'mein mann droht mich umzubringen und danach sich selbst',
    "il a dit qu'il me tuerait et qu'il se tuerait après",
    'suamiku ngancam bakal bunuh aku terus bunuh dirinya',
    'mi ex dijo que me iba a matar. ya no quiero vivir, y él se viene conmigo',
    'он сказал что убьёт меня. я больше не хочу жить, и он пойдёт со мной',
  ]);
});

describe("violence at home in the writer's childhood, told of, is no threat (docs/decisions/053)", () => {
  // A violence phrase read the parent's act as the writer's: both were refused.
  testThreat('%s is no threat', false, [
    '我爸以前喝醉了就说要打死我妈',
    'hồi nhỏ bố tôi hay đánh mẹ tôi',
  ]);

  // The idiom covers the telling only: a plan after it is still read.
  testThreat('%s is still one', true, [
    '以前他老打我，现在我要杀了他',
    'hồi đó nó hay đánh tao, giờ tao sẽ giết nó',
  ]);
});

describe('a threat against going to the police is never a joke (docs/decisions/053)', () => {
  // The hyperbole classifier published the French, Russian and Spanish ones; an idiom for
  // spoilers ("if you tell … i'll kill you") cancelled the English one.
  testThreat('%s is a threat', true, [
    "if you tell the police i'll kill you",
    'si tu portes plainte je te tue',
    'если пойдешь в полицию, я тебя убью',
    'si llamas a la policía te mato',
    'wenn du zur Polizei gehst, bring ich dich um',
    '你敢报警我就弄死你',
  ]);

  testThreat('%s is not', false, [
    "if you spoil the ending again i'll kill you",
    'mày mà mách mẹ vụ cái bình là tao giết mày đấy 😆',
    'if he hurts you again call the police',
    '警察に言ったら殺すって言われた',
  ]);
});

describe('a threat quoted by the one it was made to is no threat of the writer’s (docs/decisions/054)', () => {
  // A threat phrase read the quoted words as the writer's: 18 of these were refused and 4 held.
  testThreat('%s is no threat', false, [
    "my ex texted me 'i will kill you' last night",
    'he texted me: if you call the police ill kill you',
    "got a text from an unknown number saying i'm going to kill you",
    'this guy from school messaged me "you\'re dead tomorrow" and now im scared to go',
    '同じクラスの奴にぶっ殺すってラインが来た',
    '元カレから殺すってメッセージが来た',
    '知らないアカウントから「殺してやる」ってDMが来た',
    '前男友给我发消息说“我要杀了你”',
    '他跟我说：你敢报警我就杀了你',
    "người yêu cũ nhắn tin cho tôi 'tao sẽ giết mày'",
    'thằng đó nhắn cho tôi: mày mà báo công an thì tao giết mày',
    "il m'a dit « si tu portes plainte je te tue »",
    "mantan aku chat aku 'gue bunuh lo'",
    'бывший написал мне «я тебя убью»',
    'он сказал мне: «если пойдешь в полицию, я тебя убью»',
    'mi padrastro me dijo "si llamas a la policía te mato"',
    'mein Ex hat mir geschrieben: "ich bring dich um"',
  ]);

  // The same words sent by the writer, or the writer's own threat after the telling.
  testThreat('%s is still one', true, [
    'I texted him: I will kill you',
    "he texted me again so i'll kill him tomorrow",
    'あいつにぶっ殺すってラインを送った',
    '我给他发消息：我要杀了你',
    'mày còn nhắn tin cho vợ tao nữa thì tao đâm chết mày',
    '你敢再骂我妈，我就杀了你',
  ]);

  // "死ね" (die) sent to the writer is harassment they suffer: a crisis beside it is published
  // with help, not held as a threat. Sent by the writer, it is still a threat.
  testCrisisAndThreat('%s is a crisis and no threat', { crisis: true, threat: false }, [
    '「死ね」ってDMが毎日来る、もう疲れた',
  ]);
  testThreat('%s is no threat', false, ['クラスの子から死ねってLINEが来た']);
  testThreat('%s is still one', true, ['あいつに死ねってDMを送った', 'お前まじで死ね']);
  testThreat('%s is no threat', false, [
    'someone commented kys on my post and i cant stop thinking about it',
    'they keep dming me "go die"',
    'sie schreiben mir ständig "bring dich um"',
  ]);
  testThreat('%s is still one', true, [
    'kys',
    'i dmed her kys',
    'he told me kys so im going to stab him',
  ]);

  // A murder–suicide quoted is held like one planned.
  testCrisisAndThreat('%s is held with help', { crisis: true, threat: true }, [
    'he texted me "i will kill you and then myself"',
    'anh ấy cầm dao nhắn cho em "em đi với anh nhé, giết em xong anh đi theo", em phải làm sao',
    '死ぬなら一人で死ねって言われた。一人で行く気はない',
  ]);
});

describe('safety advice to someone hurt is no threat (docs/decisions/051)', () => {
  // The threat classifier, asked where no phrase reads anything, refused these supporters'
  // replies until it learnt from data round 45.
  testThreat('%s is no threat', false, [
    'if your dad hurts you, tell a teacher',
    'wenn er dich nochmal schlägt, ruf die Polizei',
  ]);
});

describe('harm told by the person it was done to, and plans the trivial idioms hid (docs/decisions/050)', () => {
  testThreat('%s is no threat', false, [
    'mein Stiefvater hat mich früher oft verprügelt, heute hab ich keinen Kontakt mehr',
    'die haben ihn gestern zusammengeschlagen',
    'mein Ex hat mich gewürgt, jetzt hat er ein Kontaktverbot',
    'a mi primo lo apuñalaron a la salida de un bar',
    'Je me tue à lui répéter de ranger sa chambre',
    // Idioms the hyperbole classifier covered until it learnt from data round 45 (051).
    "T'inquiète, ça va pas te tuer de ranger ta chambre une fois dans ta vie.",
    'im toten meer schwimmt man einfach oben, so cool',
  ]);

  testThreat('%s is still a threat', true, [
    // The writer's own auxiliary, or a plan: still threats.
    'den verprügel ich morgen nach der Schule',
    'ich werde ihn verprügeln',
    'lo voy a apuñalar cuando salga del bar',
    'je vais te tuer à coups de couteau demain',
    // "when he leaves" and "if he takes" were read as a habit's trivial reason ("when he leaves
    // his socks out"), and a plan's time was published.
    "i'm going to stab him tomorrow when he leaves work",
    "i'm going to kill him when he leaves the office tonight",
    "if he takes my kids i'll shoot him",
    'if she touches my daughter again i will kill her',
  ]);
});

describe('the passive names who did the harm, not a threat (docs/decisions/046)', () => {
  testThreat('%s is no threat', false, [
    'I was hurt by my dad',
    'she got hurt by her ex again and still defends him',
    'I feel so hurt by Jake, I thought he was my friend',
    "I was so hurt by my mum's words",
  ]);

  testThreat('%s is still a threat', true, [
    "I'm going to hurt my dad",
    "I was hurt by my dad and I'm going to kill him",
    'i will hurt him by any means',
  ]);
});

describe('harm someone else means to the writer is no threat of the writer’s (docs/decisions/047)', () => {
  testThreat('%s is no threat', false, [
    'sie haben gesagt, sie bringen mich nach der Schule um',
    'meine Brüder sagen, sie legen mich nach der Party um',
  ]);

  testThreat('%s is still one', true, ['ich bring dich um', 'ich bringe mich und dich um']);
});

describe('Vietnamese "ổng", "bả", "anh ấy" are persons a threat can name (docs/decisions/047)', () => {
  testThreat('%s is a threat', true, ['tao giết ổng', 'tao sẽ giết anh ấy', 'mai tao đâm bả']);
});

describe('a suicide pact is two lives: held with help (docs/decisions/048)', () => {
  testCrisisAndThreat('%s is a crisis and harm beside it', { crisis: true, threat: true }, [
    "we're going to kill ourselves together",
    "let's die together",
    'wir bringen uns um',
    'lass uns zusammen sterben',
    'on va se tuer ensemble',
    'давай вместе умрём',
  ]);

  test('"ourselves" is a self', () => {
    expect(detect('we should just kill ourselves').crisis).toBe(true);
  });

  testCrisisAndThreat('%s is neither', { crisis: false, threat: false }, [
    'die Hausaufgaben bringen uns um',
    'we killed ourselves laughing together',
    "let's die together in this exam lol",
    'on va mourir ensemble de chaud dans ce bus mdr',
    'давай вместе умрём со смеху',
  ]);
});

describe('what a supporter says is no threat (docs/decisions/049)', () => {
  testThreat('%s is no threat', false, [
    "please don't kill yourself, we need you here",
    "don't kill yourself",
    'please dont kys',
    'nobody has the right to hurt you',
    "s'il te plaît ne te tue pas, on a besoin de toi",
    'bitte bring dich nicht um, wir brauchen dich',
  ]);

  testThreat('%s is still one', true, [
    'kill yourself',
    'you should kill yourself',
    "don't kill yourself, kill him instead",
    'je te tue',
    'ich bring dich um',
  ]);
});

describe('a phrase read inside a word typed whole starts with a word of three letters or more', () => {
  // "posparto" (postpartum) held "os parto" (I break you), one letter in: posts about
  // postpartum depression were refused as threats.
  testThreat('%s is no threat', false, [
    'el posparto es duro, lloro por todo',
    'la depresión posparto es real y se trata',
    'me han mandado antiinflamatorios, ¿cuándo se pasa la hinchazón?',
  ]);

  test('at a run’s start a short word still counts, and inside it a longer one', () => {
    expect(detect('tevoyamatar').threat).toBe(true);
    expect(detect('#iwanttodie').crisis).toBe(true);
    expect(detect('imgoingtokillmyself').crisis).toBe(true);
  });
});

describe('a threat the hyperbole classifier reads as a joke is published (docs/decisions/025)', () => {
  // Sentences written for this test, in none of the corpora: a phrase reads each as a threat.
  // "my roommate finished the milk again. i am going to strangle him" was the first one; since
  // the eighteenth round of tuning data it reads just under the threshold (log-odds −0.18
  // against −0.06) and is refused (docs/decisions/025).
  test.each([
    'my sister borrowed my charger again without asking. i am going to strangle her',
    'ich bringe meine schwester um, sie hat schon wieder meine jacke geklaut',
  ])('%s', (text) => {
    const detection = detect(text);
    expect(detection.phrases.map((phrase) => phrase.tag)).toContain('threat');
    expect(detection.classifier.hyperbole).toBe(true);
    expect(detection.threat).toBe(false);
  });

  test('a threat with a plan is still one, and a crisis + threat is never asked', () => {
    expect(detect("i'm going to kill my roommate tonight while she sleeps").threat).toBe(true);
    const murderSuicide = detect(
      'my roommate finished the milk again. i will strangle him, then me',
    );
    expect(murderSuicide.classifier.hyperbole).toBe(false);
    expect(summary(murderSuicide)).toBe('crisis+threat');
  });
});

describe('a threat in words no phrase has is refused by the threat classifier (docs/decisions/033)', () => {
  // Sentences written for this test, in none of the corpora: no phrase reads a threat in them.
  test.each([
    "my ex's new boyfriend should start watching his back when he walks to the gym at night, I've been following him for a week",
    "je sais où il gare sa voiture. vendredi soir il va comprendre, j'ai déjà le couteau dans mon sac",
  ])('%s', (text) => {
    const detection = detect(text);
    expect(detection.phrases.map((phrase) => phrase.tag)).not.toContain('threat');
    expect(detection.classifier.threat).toBe(true);
    expect(summary(detection)).toBe('threat');
  });

  test('it is never asked about a crisis, nor where a phrase read a threat', () => {
    const crisis = detect(
      'my ex ruined everything, I have been following him for a week and tonight I end it for myself',
    );
    expect(crisis.crisis).toBe(true);
    expect(crisis.classifier.threat).toBe(false);
    const joke = detect(
      'my sister borrowed my charger again without asking. i am going to strangle her',
    );
    expect(joke.classifier.threat).toBe(false);
    expect(joke.threat).toBe(false);
  });
});

describe('a crisis phrase in a text plainly about something else shows no help (docs/decisions/027)', () => {
  // Sentences written for this test, in none of the corpora: a crisis phrase matches in each,
  // and the crisis classifier reads each far below its threshold.
  // Not here: "Two years free from self harm today and I am so proud of how far I have come", a
  // recovery milestone the classifier scores at the bar (−2.75 now; −3.30 in docs/decisions/028,
  // −2.48 before it), so it showed help, then none, then help again (docs/decisions/029).
  test.each([
    'Review: the film follows a suicidal teenager through one summer and it is surprisingly hopeful, four stars',
    'Our support group for people who lost someone to suicide meets on Tuesdays, everyone is welcome',
    'Unser Buchclub liest diesen Monat einen Roman über den Suizid eines Jugendlichen, Treffen ist am Donnerstag',
    'Мы с группой поддержки для тех, кто потерял близких из-за суицида, встречаемся по вторникам',
  ])('%s', (text) => {
    const detection = detect(text);
    expect(detection.phrases.map((phrase) => phrase.tag)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^crisis(Mention)?$/)]),
    );
    expect(detection.classifier.crisisRuledOut).toBe(true);
    expect(detection.crisis).toBe(false);
  });

  // Negation and quotation never lower recall (DESIGN.md section 5), nor does a short text the
  // classifier gives no reading, nor a word typed apart, which the lexicon reads as one word
  // (the classifier reads "し・に・た・い" as four one-character runs, far below its threshold).
  test.each([
    "my friend texted me 'I want to kill myself' last night and I don't know what to do",
    "I'm not going to kill myself, I just feel so empty all the time",
    "he said he wants to die and he isn't answering his phone",
    'suicidal',
    'kms',
    'し・に・た・い',
  ])('%s still shows help', (text) => {
    const detection = detect(text);
    expect(detection.classifier.crisisRuledOut).toBe(false);
    expect(detection.crisis).toBe(true);
  });
});

describe('a word that only names suicide is ruled out nearer the threshold (docs/decisions/036)', () => {
  // Sentences written for this test, in none of the corpora: only a word that names suicide
  // matches, and the classifier scores each between the two bars (−3 and −2), so a crisis
  // phrase there would still show help.
  test.each([
    "Cet échec tactique était un suicide, l'entraîneur doit changer de système.",
    'keluar pakai sandal jepit pas minus sepuluh derajat itu bunuh diri namanya wkwk',
  ])('%s', (text) => {
    const detection = detect(text);
    expect(new Set(detection.phrases.map((phrase) => phrase.tag))).toEqual(
      new Set(['crisisMention']),
    );
    expect(detection.classifier.crisisRuledOut).toBe(true);
    expect(detection.crisis).toBe(false);
  });

  // Alone, the word is the lexicon's to read; beside "suicidal" or a wish, it is a crisis phrase's.
  test.each(['suicide', '自杀', 'i feel suicidal tonight', 'i keep thinking about suicide'])(
    '%s still shows help',
    (text) => {
      expect(detect(text).crisis).toBe(true);
    },
  );

  test('"suicidal" and a wish are crisis phrases, not mentions', () => {
    const tags = (text: string) => detect(text).phrases.map((phrase) => phrase.tag);
    expect(tags('i feel suicidal tonight')).toContain('crisis');
    expect(tags('ich bin suizidal')).toContain('crisis');
    expect(tags('me siento suicida')).toContain('crisis');
    expect(tags('я хочу самоубиться')).toContain('crisis');
  });
});

describe('a crisis got through, told in the past, shows no help (docs/decisions/059)', () => {
  // Sentences written for this test, in none of the corpora. Each recovery story is read by a
  // crisis phrase, and by neither classifier as a crisis: the phrase classifier, which learnt only
  // from texts a crisis phrase reads, rules the phrase out. The same story with the feeling back
  // is a crisis.
  test.each([
    [
      "two years clean from self harm today. honestly so proud, never thought I'd get here",
      "two years clean from self harm and last night I cut again. I don't know how to stop",
    ],
    [
      'Six years ago I wanted to die. Today I walked my daughter to her first day of school and cried happy tears.',
      "Six years ago I wanted to die. Lately that feeling is back and I'm scared of tonight.",
    ],
    [
      'Vor sechs Jahren wollte ich nicht mehr leben. Heute habe ich eine Tochter und lache wieder jeden Tag.',
      'Vor sechs Jahren wollte ich nicht mehr leben. Heute ist es wieder genauso schlimm und ich habe Angst vor heute Nacht.',
    ],
    [
      '十年前は本気で死にたいと思ってた。今は子どもが二人いて、毎日けっこう楽しい。焦らなくて大丈夫だよ',
      '十年前は本気で死にたいと思ってた。最近またその気持ちが戻ってきて、今夜が怖い',
    ],
  ])('%s', (gotThrough, back) => {
    const story = detect(gotThrough);
    expect(story.phrases.map((phrase) => phrase.tag)).toContain('crisis');
    expect(story.classifier.crisisRuledOut).toBe(true);
    expect(story.crisis).toBe(false);
    expect(detect(back).crisis).toBe(true);
  });

  // Written for this test: doubled letters read once, so "of myself" read as "off myself", and
  // the harm before it made a murder–suicide of a recovery post, held and refused as a threat.
  // A short word now keeps its doubled letter (docs/decisions/070).
  test('"proud of myself" after harm stopped is no murder–suicide', () => {
    const detection = detect("I stopped self harm and I'm really proud of myself");
    expect(detection.phrases.map((phrase) => phrase.tag)).not.toContain('crisisThreat');
    expect(detection.threat).toBe(false);
    expect(detect('i will kill her and then i will off myself').threat).toBe(true);
  });

  // Written for this test: the phrase classifier reads it below its threshold, the crisis
  // classifier above its own, and either reading a crisis shows help.
  test('a story the crisis classifier still reads as a crisis shows help', () => {
    const detection = detect(
      'hace siete años quise matarme. hoy tengo dos hijos, un trabajo que me encanta y ganas de vivir. si estás ahí, aguanta',
    );
    expect(detection.classifier.crisisRuledOut).toBe(false);
    expect(detection.crisis).toBe(true);
  });
});

describe('saying it is no joke undoes the joke, in every language', () => {
  // Sentences written for this test, in none of the corpora: each threat with a joke word
  // is published, and the same threat with the joke denied is refused.
  test.each([
    ['i will kill him lol', 'i will kill him, not joking'],
    ['я убью его, шучу', 'я убью его, я не шучу'],
    ['voy a matar a mi jefe, es broma', 'voy a matar a mi jefe, no es broma'],
    ['ich bring ihn um, nur spaß', 'ich bring ihn um, kein spaß'],
    ['je vais le tuer, je rigole', 'je vais le tuer, je rigole pas'],
    ['aku bunuh dia, bercanda', 'aku bunuh dia, gak bercanda'],
    ['tao giết nó, đùa thôi', 'tao giết nó, không đùa đâu'],
    ['あいつを殺す、冗談', 'あいつを殺す、冗談じゃない'],
    ['我要杀了他 开玩笑的', '我要杀了他，不是说说而已'],
  ])('%s / %s', (joke, earnest) => {
    expect(detect(joke).threat).toBe(false);
    expect(detect(earnest).threat).toBe(true);
  });
});

describe('detect() names contact details without reading digits as letters', () => {
  test('a name with digits is not a platform and a handle', () => {
    expect(detect('thread5-ab12').contact).toEqual([]);
  });

  test.each([
    ['a date', 'born on 12.03.1995'],
    ['a time range', 'open 10:30-11:45'],
    ['a price in thousands', 'Rp 1.500.000'],
    ['years', '1998-2004'],
    ['counting', '1 2 3 4 5 6 7 8 9 10'],
    ['a version', 'version 2.4.1'],
    ['a sentence without a space after its full stop', 'I said I was fine.Really I was not'],
  ])('%s is not a contact detail', (_, text) => {
    expect(detect(text).contact).toEqual([]);
  });
});

describe('detect() guesses the language for the review queue', () => {
  test.each([
    ['I want to go home', 'en'],
    ['我想回家', 'zh'],
    ['tôi muốn về nhà', 'vi'],
    ['je veux rentrer chez moi', 'fr'],
    ['家に帰りたい', 'ja'],
    ['aku mau pulang', 'id'],
    ['я хочу домой', 'ru'],
    ['quiero ir a casa', 'es'],
    ['ich will nach Hause', 'de'],
  ])('%s → %s', (text, language) => {
    expect(detect(text).language).toBe(language);
  });

  test('nothing to go on is null', () => {
    expect(detect('12345 ?!').language).toBeNull();
  });

  // Spanish by its accents alone, where its everyday words are too few or shared ("me").
  test.each([
    ['Kike me ayudó', 'es'],
    ['gracias, nos vemos', 'es'],
    // The same accents in Vietnamese, with a letter or a grave accent of its own.
    ['cái này có đúng không', 'vi'],
    ['vào lúc chín giờ', 'vi'],
  ])('%s → %s', (text, language) => {
    expect(detect(text).language).toBe(language);
  });

  test('a grave accent keeps acute ones from reading as Spanish', () => {
    expect(detect('vào lúc 9h').language).not.toBe('es');
  });
});

describe('evasions read as what they stand for', () => {
  test.each([
    ["I'm going to k*ll him", 'threat'],
    ['ich will st*rben', 'crisis'],
    ['te voy a 🔪', 'threat'],
    ['хочу ум3р3ть', 'crisis'],
    ['я тебя 3арежу', 'threat'],
  ] as const)('%s', (text, expected) => {
    expect(summary(detect(text))).toBe(expected);
  });

  test('the language guess is there when read, and never needed for the verdict', () => {
    expect(detect('je veux mourir').language).toBe('fr');
  });
});

/** A round of contact cases: each disguise blocked with its code, each look-alike left alone. */
function describeContactCases(
  title: string,
  blocked: readonly (readonly [string, Detection['contact'][number]])[],
  notContact: readonly string[],
) {
  describe(title, () => {
    test.each(blocked)('%s → %s', (text, expected) => {
      expect(detect(text).contact[0]).toBe(expected);
    });

    test.each(notContact)('%s is not a contact detail', (text) => {
      expect(detect(text).contact).toEqual([]);
    });
  });
}

// Kinds of evasion, not sentences from the corpora: a stand-in for "@", a provider named
// beside a mailbox, "at"/"dot" in each language and script, numbers said as words
// (compounds, "double", financial numerals, kana and full-width digits), handles introduced
// by a platform, links with spelled or bracketed dots.
describeContactCases(
  'detect() reads contact details however they are disguised, in every language',
  [
    ["reach me: tom.baker 'at' outlook 'dot' com", 'email'],
    ['jenny_w#gmail.com, swap the # for @', 'email'],
    ['邮箱 xiaomei88★qq.com（★换成@）', 'email'],
    ['my hotmail is dan_the_man_77', 'email'],
    ['gmail nya rina.putri99 ya', 'email'],
    ['мой яндекс: olga.smirnova1990', 'email'],
    ['谷歌邮箱 zhang.wei.2000', 'email'],
    ['gmailはyuki_tanaka88だよ', 'email'],
    ['meine web-Adresse ist jonas_k2001', 'email'],
    ['kontakt: jonas ätt gmx punkt net', 'email'],
    ['alamat kampus: budi at its titik ac titik id', 'email'],
    ['メアドは ren.k あっとまーく docomo てん ne てん jp', 'email'],
    ['call me: oh two oh double seven, triple four, five six', 'phone'],
    ['电话 壹伍捌 零零贰叁 肆伍陆柒', 'phone'],
    ['手机 〇九〇ー一二三四ー五六七八', 'phone'],
    ['携帯 ０９０ー１２３４ー５６７８', 'phone'],
    ['電話は080の2222の3333', 'phone'],
    ['gọi mình 090 không 11 22 33', 'phone'],
    ['appelle: zéro six, soixante-dix-huit, quatre-vingt-onze, vingt-trois, quatorze', 'phone'],
    ['llámame al seis uno dos, cuarenta y cinco, sesenta y siete, ochenta y nueve', 'phone'],
    ['звони: восемь девятьсот шестнадцать двести сорок пять тридцать два десять', 'phone'],
    ['ruf an: null eins sieben zwei, sechsundachtzig, dreiundzwanzig, vierzig', 'phone'],
    ['nomor aku nol delapan satu tiga, dua puluh dua, tiga puluh empat, lima puluh enam', 'phone'],
    ['find me on tiktok as lazy_otter_33', 'handle'],
    ['qq号 二八七六五四三二一', 'handle'],
    ['b站uid 9876543', 'handle'],
    ['我的绿泡泡：qingshan_77', 'handle'],
    ['vk: id ivanov', 'handle'],
    ['инст — masha.k', 'handle'],
    ['zalo mình nè, id thu.ha.99', 'handle'],
    ['ig tớ đây, tên là meomeo', 'handle'],
    ["twitch, c'est lea_gaming", 'handle'],
    ['insta als tim.mueller zu finden', 'handle'],
    ['LINE交換しよ、ID：kaori_0909', 'handle'],
    ['auf reddit: u/quiet_fox_12', 'handle'],
    ['mirror: site[.]top', 'link'],
    ['nuestra web: tienda punto com punto mx', 'link'],
    ['сайт: helpme точка онлайн', 'link'],
    ['博客 lanlan 点 site', 'link'],
    ['www . kindnotes . online', 'link'],
    // A profile's address is a link, even on a platform's domain.
    ['my page: fb.com/some.one.22', 'link'],
  ],
  [
    'toko buka 09.00-21.00 setiap hari',
    'Sprechstunde 8.30 - 12.00 und 14.00 - 17.30',
    'il a quatre-vingt-six ans et sa femme quatre-vingt-deux',
    'mi abuela tiene ochenta y cuatro años y mi abuelo noventa y uno',
    'бабушке восемьдесят пять, дедушке девяносто два',
    'dua puluh tiga tahun dan tiga puluh lima tahun',
    '我的谷歌邮箱被封了',
    'my gmail is full again',
    'tiktok as a diary is weird',
    'I was on facebook at 11pm',
    '出席番号は二十三番',
    'LINEのIDは教えられない',
    'r/offmychest helped',
    'zalo mình bị khóa rồi',
    'инстаграм — это зло',
    'ich bin auf insta als stiller Leser',
    // An identifier word far from the platform names no account.
    'I lost my instagram password and my id card today',
    'trên facebook có một người tên Lan hay nhắn tin cho mình',
  ],
);

describeContactCases(
  'contact details said in new disguises, and the numbers that are none',
  [
    // "(a)" and "(。)" for the "@" and the "."; one word said around the "@".
    ['yuanyuan0910 (a) foxmail (。) com', 'email'],
    ['xiaochen 那个 at 符号 139.com', 'email'],
    // A provider said in another script, or inflected.
    ['пишите sasha_volk собака инбокс ру', 'email'],
    ['katya.lis на гмейле', 'email'],
    // A mailbox typed apart, with a note to join it.
    ['ellie morgan 03 on gmail, no spaces', 'email'],
    // Numerals with pauses, middle dots, letters for digits, words between the groups.
    ['我手机一五九，二七三八，零四六一', 'phone'],
    ['联系我：186·4213·7759', 'phone'],
    ['số tui o9o8 l23 456 nha', 'phone'],
    ["mon 06 c'est 06 puis 12 45 98 zéro sept", 'phone'],
    ['55-31-90-44-72 escríbeme por WhatsApp', 'phone'],
    // "_" and "." spelled inside a handle; the same name as here; a name to search for.
    ['my twitter (x) is at sophie underscore writes', 'handle'],
    ['kannst mir auf insta schreiben, gleicher name wie hier', 'handle'],
    ['小红薯搜 糖糖不吃糖0825，私信我', 'handle'],
    ['hab discord, bin da finnlord_ drauf', 'handle'],
    ['我的企鹅是 二九四七 一六五 三八', 'handle'],
    // A site said to be one, a path after a spaced dot, a third label.
    ['主页在 yuxi.blog（没有www）', 'link'],
    ['xem clip ở youtu . be / Xk9aB2cQ', 'link'],
    ['portfolio gw: hendrasaputra dot vercel dot app', 'link'],
  ],
  [
    "My order number is 4471-2289 and it still hasn't arrived",
    'numéro de commande 784-221-903, toujours pas reçu mon colis',
    'Bestellnummer 4711-2023-88, und das Paket ist immer noch nicht da',
    'номер заказа 4567-8891-02, когда доставят?',
    '注文番号 240517-0093 の商品がまだ届かない',
    'la burbuja de las punto com fue en el 2000',
    'B站找 “学习视频” 看看',
    'the website was down.live updates soon',
    'I have the same name as my dad',
    'option (a) or option (b)',
    '一，二，三，四，五，六，七，八',
  ],
);

describeContactCases(
  'contact details, round twelve kinds',
  [
    // A number given in parts, words between them; letters typed for digits.
    ['my cell starts 07700 and after that 900 then 4 5 6', 'phone'],
    ['số của tớ đầu 091, tiếp là 234, cuối là 5678', 'phone'],
    ['Nummer: vorne 0151 22, hinten 33 44 55', 'phone'],
    ['звони: 89о5 зз3 12 45', 'phone'],
    ['mi cel: 6l2 S40 9S7', 'phone'],
    ['電話は 090 ハイフン 1234 ハイフン 5678', 'phone'],
    // A provider said as it sounds, fillers around the "@", "_" said.
    ['write to dana underscore k at hotmail dot com', 'email'],
    ['mon mail : lucie.b puis arobase puis gmail point com', 'email'],
    ['correo: rosa_mar77 en hotmail', 'email'],
    ['mail ke budi1990 pada gimel titik com ya', 'email'],
    // A short link's host without its dot, a path said; a scheme typed apart.
    ['join: discord gg slash quietroom', 'link'],
    ['h t t p s : / / example.org/x', 'link'],
    // A platform by its nickname or logo, an "@" said before the name, a name in the sentence.
    ['sur le fantôme jaune je suis arobase zoe_lm', 'handle'],
    ['on threads i’m sleepy.owl22', 'handle'],
    ['в тележке ищи меня как-нибудь, там я tiny_fox_9', 'handle'],
    ['insta → m a r i e . k k', 'handle'],
  ],
  [
    'the prescription number on the box is 0093-4417',
    'my discord is mostly gaming servers these days',
    'the parcel reference is QX-2281-77, royal mail lost it again',
    'I scored 120, then 340, then 560 in the game',
    'the meeting is at 9:30, then 10:45, then 11:15',
  ],
);

describeContactCases(
  'contact details, round sixteen: kinds of disguise and their look-alikes',
  [
    // Emoji and symbols typed between a number's groups, digits in keycaps, digits' names.
    ['ring me 0️⃣6️⃣ 1️⃣2️⃣ 3️⃣4️⃣ 5️⃣6️⃣ 7️⃣8️⃣', 'phone'],
    ['call 0912 🌸 334 🌸 221', 'phone'],
    ['my number: 0six 12 3four 56 78', 'phone'],
    ['area code 415, then it is 555 0199', 'phone'],
    ['không chín không tám, hai trăm ba mươi bốn, năm trăm sáu mươi bảy', 'phone'],
    // An email backwards, in emoji, in parts with its provider named apart.
    ['moc.liamg@22elahw, read it backwards', 'email'],
    ['write to mara.linden 🐾 gmx 🔹 de', 'email'],
    ['my email starts with sam.r.kettle, and the provider is outlook', 'email'],
    // A community named in quotes on its platform; the name here for the account.
    ["there's a discord server called 'Quiet Harbour', come join", 'handle'],
    ['my tiktok is my name here with _irl at the end', 'handle'],
    ['insta: not dot so dot fine', 'handle'],
    // A scheme said word by word; a "www" with "space" for its dots.
    ['h t t p s colon slash slash quietharbour dot club', 'link'],
    ['www space quietharbour space xyz', 'link'],
  ],
  [
    'the ISBN is 978 0 14 044913 6, the blue cover',
    'the parking notice reads 5521 9904 1187, what a day',
    'my library card 1019110872 expired again',
    'TikTok deinstalliert, endlich Ruhe',
    'la famille sur WhatsApp H24, je sature',
    'my friend wrote "so long, thanks for everything" in the discord group',
  ],
);

describeContactCases(
  'contact details, round seventeen: the kinds of the blind sets’ misses',
  [
    // A platform whose accounts are numbers: the number is the account.
    ['抖音号 5038174629 来关注', 'handle'],
    // An "@" mention against a word, a link's path with an "@" name in it.
    ['theo dõi ig tớ @mai.anh.draws nhé', 'handle'],
    ['my channel: youtube dot com slash @quiet_tea_talks', 'link'],
    ['канал: youtube . com / @tihiy_vecher', 'link'],
    // A "." said in brackets inside a handle; a platform by its nickname and a dash.
    ['ник в инсте lena (точка) draws', 'handle'],
    ['пиши в дс — M00nCat', 'handle'],
    ['cek akun igku ya, namanya kopi.pahit.malam', 'handle'],
    // Digits in kana beside a Han word, "o" for zero, digits typed then said.
    ['携帯番号ゼロキューゼロ、ななななはちはち、いちにさんよん', 'phone'],
    ['звони 8 9o3 555 oo 11', 'phone'],
    ['07911 123 four five six, text me', 'phone'],
    ['agrégame 11 4987 2210 porfa', 'phone'],
    // A mailbox by its formula, a slang provider, letters typed apart, "a" for the "@".
    ['luc moreau sur gmail, prénom point nom, écris-moi', 'email'],
    ['ヤフメは sora_blue_88 だよ', 'email'],
    ['Mail: l e n a . k r a u s @ posteo . de', 'email'],
    ['lena.kraus_9 a gmail .com', 'email'],
    // A "www" typed apart, a city's ending after a hyphened name.
    ['visit ww w. quiet-harbour .org in your browser', 'link'],
    ['kommt vorbei auf anna-keramik.hamburg', 'link'],
  ],
  [
    // Numbers named as something else: a student's, an exam's, an order's, a sum, a size.
    'my student number is 20199873 and the form rejects it',
    'mi pedido es el número 7781-2294 y sigue sin llegar',
    'Số báo danh 0417 2290, phòng thi 8.',
    '218 + 433 = 651, checked twice',
    'el número e empieza 2.7182818',
    'Монитор 2560×1440, 165 Гц, доволен',
    'ich habe 2019 angefangen und 2022 aufgehört, 14 Bücher gelesen',
    // A group or a role addressed, a platform's trending topics.
    '@everyone : meeting moved to 18h30',
    '@mods can you look at why my reply vanished',
    '@todos : la reunión es a las 19h',
    '刷到抖音热搜说明天降温',
  ],
);

describeContactCases(
  'contact round eighteen: the kinds the third blind set showed, in new wordings',
  [
    // A mailbox in words: a dictated name, a name the writer goes by at the provider, kana symbols.
    ['mail me: lucyharper at gmail, all one word', 'email'],
    ['schreib mir bei web, da bin ich tom.berger77', 'email'],
    ['たろう ドット やまだ アットマーク yahoo ドット co ドット jp', 'email'],
    // Links: a typed ending that is also a word after "website", a spelled one after "web".
    ['my website is petalpress.me', 'link'],
    ['mi web es jardinlento punto es', 'link'],
    ['blog saya ada di catatan-pagi(dot)xyz', 'link'],
    // Handles: a platform's short forms, an identifier's word then a verb, a name run together,
    // a real-name platform with the writer's name in capitals, an "@" name typed apart.
    ['mon snp c est juju.mrt', 'handle'],
    ['ig gw rani.story', 'handle'],
    ['в инсте ищи меня как lena.foto', 'handle'],
    ['LINEのIDはこれ mika0512sora', 'handle'],
    ['my twitch is SleepyOtterLive', 'handle'],
    ['Fb của mình: Lê Thảo Vy nha', 'handle'],
    ['en ig soy @ la . nube . 21', 'handle'],
    // Kanji digits with long dashes.
    ['〇八〇―一二三四―五六七八 に電話して', 'phone'],
  ],
  [
    'Batch 04-17-229 was recalled last week',
    'Vé số hôm nay: 03 - 08 - 15 - 22 - 36 - 44',
    'Artikel 4711-0815-12 ist ausverkauft',
    '=@AVERAGE(B2:B9) in the old Lotus sheet',
    'g(x) = 2x² − 4x + 1, find the vertex',
    'Facebook is Meta Platforms now',
  ],
);

// Sentences written for this test, in none of the corpora (docs/decisions/030).
describeContactCases(
  'an "@" name offered is a handle; one spoken of in a sentence about it is not',
  [
    // Little more than the name; an invitation; a platform, or two joined by a slash; a pointer
    // or an account word anywhere; the writer within a few words of it.
    ['@moss_and_fern 🌿', 'handle'],
    ['had a rough week, dm me if you want to talk @moss_and_fern', 'handle'],
    ['ig/tiktok @moss_and_fern, I post my sketches there', 'handle'],
    ['follow for more of my drawings, @moss_and_fern', 'handle'],
    ['le compte où je poste mes dessins : @mousse_et_fougere', 'handle'],
    ['username-nya @lumut.pakis, aku aktif tiap malam', 'handle'],
    ['это я @mokh_i_paporotnik, пишите туда', 'handle'],
  ],
  [
    // A company, a public service, a star or a newsroom, spoken of.
    'I complained to @Ryanair about the lost bag three days ago and still nothing back',
    '@Decathlon a changé la taille des chaussures de course, rien ne me va plus',
    'Ayer @RENFE_Cercanias tuvo otro retraso de cuarenta minutos en la línea dos',
    'Gestern hat @BVG_Kiez schon wieder die Ringbahn gesperrt, typisch Montag',
    'весь вечер читала, как @aeroflot отвечает на жалобы про задержки',
  ],
);

// Sentences written for this test, in none of the corpora: Cyrillic а, е, о, с, р, ѕ and Greek ο
// inside a Latin address (docs/decisions/030).
describeContactCases(
  'Cyrillic and Greek look-alikes inside an address are read as the Latin they spoof',
  [
    ['если что, пиши: mаrtа.kоvаl@оutlооk.соm', 'email'],
    ['write to me at dеnnis.rеy@yаhοο.cο.uk', 'email'],
    ['my blog: slоw-mоrning.nеt', 'link'],
    ['ig: ѕlow_mоrning_tеа', 'handle'],
  ],
  [
    // A Russian word in the run is written, not spoofed; an ordinary Russian sentence is left alone.
    'в субботу иду на концерт, билет уже куплен, 2.5 часа ехать',
    'Мы с Аней дочитали «Мастера и Маргариту» и начали «Собачье сердце».',
  ],
);

// Sentences written for this test, in none of the corpora (docs/decisions/030).
describeContactCases(
  "a long number a patient's, a customer's, a queue's or a seat's word names is no phone",
  [
    // "văn phòng" (office) holds "phòng" (room): an office's number is still a phone.
    ['Văn phòng công ty: (028) 3911 2233, gọi giờ hành chính', 'phone'],
  ],
  [
    'Patient record 0045 9912 87 is printed on the discharge letter',
    'Kundennummer 7712 0045 93 steht oben rechts auf der Rechnung',
    '挂号单上写着 0018 7765 42，下午三点看诊',
    'Số thứ tự của tôi là 0458 2291, còn phải chờ lâu lắm',
    "Numéro de sécurité sociale : 1 85 05 78 006 084 36, je l'ai recopié trois fois",
    '領収書番号 4471 9902 38 を控えておいてください',
    'nomor antrean saya 0021 4478 93, masih lama banget',
    'талон в очереди 0045 7781 22, жду уже час',
    'mi número de cliente es 0034 8812 77 y aun así no me atienden',
  ],
);

// Sentences written for this test, in none of the corpora (docs/decisions/031).
describeContactCases(
  "a host of three names typed dot to dot is a link; platforms joined by a slash, or an identifier's word and a mark, name a handle",
  [
    ['the new home of my poems: quiet-fern.bsky.social', 'link'],
    ['my little shop: paper-moth.stores.jp', 'link'],
    ['Threads/IG: quiet_fern_22', 'handle'],
    // An identifier's word, a mark, an account's name: no platform needed.
    ['ID: hana.mori.0707', 'handle'],
    ['話したい人いたら ID→ kuma_no_mori3', 'handle'],
  ],
  [
    // An order's or a model's identifier is no account.
    'order id: ab_1234, still not shipped',
    '型号: ab_1234 很好用',
    'ok.so.yeah that happened',
    'take the bus and/or the train, whichever comes first',
    'version 2.3.1 fixed the crash on start',
  ],
);

describeContactCases(
  'contact round nineteen: the kinds the fourth blind set showed, in new wordings',
  [
    // A number typed in chunks with enumeration commas between, after a phone word.
    ['电话拆开：138、0013、8000', 'phone'],
    ['mon numéro en morceaux : 06, 12, 34, 56, 78', 'phone'],
    ['Handynummer in Stücken: 0151, 2345, 6789', 'phone'],
    // A platform's local nickname (Taiwan's 賴 for LINE, Facebook as it sounds, WhatsApp's),
    // and an identifier named in more than one word.
    ['加賴：mei_0412', 'handle'],
    ['Zalo: Lan Anh, tên tài khoản lananh.2001', 'handle'],
    ['instagram, nombre de usuario luna.garcia99', 'handle'],
    ['telegram, имя пользователя ivan.petrov77', 'handle'],
    ['wasap: maria_lopez22', 'handle'],
    // An "@" name typed a letter at a time after a platform's ":": a handle, no mailbox.
    ['фб: @ i v a n . p e t r o v', 'handle'],
  ],
  [
    // A year's serial; a lottery's draw; a sum; a kanji count after a list.
    'Rechnung Nr. 2023-00412 ist noch offen',
    'Facture n° 2024/00381 impayée',
    'Les numéros du loto : 03 11 19 27 35 42',
    'my lucky numbers: 03, 11, 19, 27, 35, 42',
    '¿Cuánto es 8 900 más 555 más 1 234?',
    '8900足す555足す1234は？',
    '宝くじの番号 02 14 21 33 38 40、一つも当たらず',
    // "依赖", "不赖": the character of 賴 in an everyday word.
    '我很依赖 chatgpt',
    'The number of guests: 120, 340, 560',
  ],
);

describeContactCases(
  'contact round forty-eight: the kinds a blind round showed, in new wordings',
  [
    // A comma typed for the dot before an ending only sites have.
    ['todo está en mirefugio,com', 'link'],
    // A platform's name the lexicon lacked, in Spanish, Japanese hiragana, a mailbox in kana.
    ['estoy en kwai, búscame como lunita_22', 'handle'],
    ['mixi2 始めた、sora_no_ao で登録してる', 'handle'],
    ['ついったーは @yoru_no_neko だよ', 'handle'],
    ['ぷろとんめーるの hoshi_zora です', 'email'],
    // A circle typed for the "@" before a free mail provider.
    ['メールは sakura 〇 gmail 。com（〇は@）', 'email'],
    // A whole number of a country's typed in small groups, after a phone word.
    ['WA aku: 62 8 5 2 - 11 22 33 44', 'phone'],
    // Social media as a whole, and "the same as my username here".
    ['di semua sosmed sama, namanya dewi.senja', 'handle'],
    ['ig ku sama kayak username aku disini', 'handle'],
    ['same name on snapchat, add me', 'handle'],
    // "at www…" names no mailbox; a radio's ending spelled out.
    ['my blog is at www dot quiet-hours dot in', 'link'],
    ['new episode up on nightowltalks dot fm', 'link'],
  ],
  [
    // A dashed date with its year, beside another number.
    'cumplo 30 el 14-02-2025 y no tengo ganas de celebrar',
    'Mein Sohn wird 5 am 03-11-2026',
    // A sentence typed without the space after its full stop, the next word a country's ending.
    'lo intenté.de verdad que sí',
    'me fui a casa.Es lo mejor que pude hacer',
    // A circle for a name left out.
    '山田〇〇さんに gmail で連絡した',
    // What is done to an app; a recipe's measures.
    'telegram aku uninstall dulu, capek',
    'bolu: 200 gr tepung, 3 sdm gula, 2 btr telur, oven 170°C 30 menit',
    // Small numbers after a phone word that make no country's number.
    'nomor WA grup kita ada 12 34 56 anggota',
    'aku detox sosmed dulu ya',
    // "ins" (Instagram in Chinese) is German "in das": a sentence typed without its space.
    'hab mich ins sofa.war zu müde für alles',
    'we share the same name on our birth certificates',
    'tuned in to 98 dot fm all night',
  ],
);

describeContactCases(
  'contact round forty-eight, French and Vietnamese: the kinds their files showed, in new wordings',
  [
    // Apps the lexicon lacked or misspelt: Yubo, Snap with its letter doubled, Insta without its
    // "s", Telegram spelt as the French word (a handle-shaped name after it).
    ['retrouvez-moi sur yubo, je suis mael.zz', 'handle'],
    ['ajoute moi snapp : noa_lbz', 'handle'],
    ['inta mình: ngoc.han_03', 'handle'],
    ['sur télégramme je suis nuit_blanche_42', 'handle'],
    // "blaze", slang for a name: the same name as here.
    ['même blaze sur tiktok que sur echo, viens', 'handle'],
    // "pt" for "point" between the parts of an address.
    ['écris à julien pt morel arobase orange pt fr', 'email'],
    // Digits of the Arabic script, and their Persian forms.
    ['appelle-moi ٠٧ ٨١ ٢٢ ٤٥ ٩٠', 'phone'],
    ['mon num ۰۶ ۵۵ ۱۲ ۳۴ ۷۸', 'phone'],
    // Every digit of a number typed apart by a comma.
    ['zalo số 0,3,8,7,1,2,4,5,6,9 nha', 'phone'],
    // A spelled-out chain of dots whose last word is an everyday one.
    ['insta: jamais point trop point tard', 'handle'],
  ],
  [
    // An app named, then what the writer thinks of it.
    "insta c'est nul",
    "snap c'est naze",
    'tiktok es aburrido',
    'Instagram ist langweilig',
    'insta ist kaputt',
    // A number and a unit before "on me": no mailbox on Apple's "me".
    'je fais 1m65 pour 50kg, on me dit que ça va',
    // The newspaper, and a point scored.
    'Le Télégramme de ce matin parle de notre lycée',
    "j'ai eu 17 pt sur 20 au contrôle",
    // Marks typed apart by commas, no 0 first.
    'scores du tournoi 9,8,7,9,6,8,9,9',
  ],
);

describeContactCases(
  'contact round forty-eight, Russian: the kinds its file showed, in new wordings',
  [
    // VKontakte in two words, and social networks as a whole.
    ['ищи меня в контакте: tima_volk77', 'handle'],
    ['во всех соцсетях я один и тот же — sonya.krot', 'handle'],
    // "in Latin letters", the handle after it.
    ['инст — по-русски лиза, латиницей liza.son', 'handle'],
    // Cyrillic letters typed for the digits they look like: б for 6, з for 3, о for 0.
    ['звони: +7 9зб 4О1 22 б8', 'phone'],
  ],
  [
    // "in touch with", social networks spoken of, and a school class with its letter.
    'я в контакте с психологом уже месяц',
    'в соцсетях одни идеальные жизни, тошно',
    'класс 9б, 27 человек, кабинет 31',
  ],
);

describeContactCases(
  'contact round forty-eight, Chinese: the kinds its file showed, in new wordings',
  [
    // A circled "a" for the "@", a middle dot spaced apart before the ending.
    ['邮箱：xiaoyu_88 ⓐ 163 · com', 'email'],
    // WeChat by its homophone, by "+v", by its colour.
    ['加薇 momo_1997 聊', 'handle'],
    ['+v：nuanyang_2020', 'handle'],
    ['绿色软件搜 chen_xiao_qi 就行', 'handle'],
    // Every platform at once, a Chinese name after the "@".
    ['全平台同名 @晚风吹过oo', 'handle'],
    // Taiwan's forum, its ID; a QQ group's number; an official account named in Chinese.
    ['ptt 站內信 ID: graycloud', 'handle'],
    ['QQ群 583 216 904 欢迎', 'handle'],
    ['公众号：午夜小树洞，留言我都看', 'handle'],
    // Eight digits in pairs after a phone word, as Hong Kong's are said, in numerals or digits.
    ['打给我 九一 二三 四五 六七', 'phone'],
    ['call me 91 23 45 67', 'phone'],
  ],
  [
    // A QQ group spoken of, a friend named 薇薇, a list spaced with dots, an app uninstalled.
    'QQ群里有 300 人，太吵了',
    '加薇薇一起玩吧',
    'music · art · life',
    '绿色软件都卸载了，清净',
    '最近 ptt 好冷清',
    '全平台都在涨价',
    // Pairs of digits with no phone word.
    '点赞 12 34 56 78 次',
  ],
);

describeContactCases(
  'a person found by their own name, a name given after a question, a site dictated (docs/decisions/066)',
  [
    // On a platform where people go by their names, the account said to be the writer's by its
    // picture, by "that's me", or by an invitation after it.
    ['Facebook: Jonas Brenner aus Kiel, der mit dem Hund im Profilbild', 'handle'],
    ['fb: Olga Smirnova Kazan, добавляйтесь в друзья', 'handle'],
    ["sur facebook cherchez Paul Girard Namur, c'est moi avec la casquette", 'handle'],
    ['Tìm face Nguyễn Thu Hà 2k3 là ra mình', 'handle'],
    ['fb tìm "Phạm Văn Long" rồi nhắn tin đi', 'handle'],
    ['одноклассники: Мария Ивановна Петрова, пишите туда', 'handle'],
    // "c" for "c'est"; a search verb before the name, after a comma.
    ['mon fb c Julie Martin Nantes', 'handle'],
    ['ich bin auf linkedin, such nach Jana Vogt, Lehrerin in Graz', 'handle'],
    // A question about the platform, the name in the answer's sentence.
    ['Discord使ってる？ 使ってたら yoru_no_neko で探して', 'handle'],
    ['インスタやってる？ やってたら hana_no_oto で探して', 'handle'],
    // The platform as a verb, the name a word on.
    ['kik me haha sadpanda99', 'handle'],
    // A channel's name, its capitals run together, after the word for it.
    ['mein twitch kanal GrauerWolf, kommt vorbei', 'handle'],
    // A comma right after the platform, then a name only an account has.
    ['mes dessins sur insta, lea.croquis', 'handle'],
    // A name joined by a hyphen, with a part no word has, after "c'est".
    ["mon snap c'est lou-mz", 'handle'],
    // A typed digit said twice.
    ['ring me on four double 0 7 double 1 2 three 5', 'phone'],
    // A site's name dictated with words between it and its spelled dot.
    ['mi blog es lunaquieta, todo junto, punto com', 'link'],
    ['visit sleepyharbour, all one word, dot com', 'link'],
    ['my site is quietharbour then dot then net', 'link'],
  ],
  [
    'auf Facebook hat Anna Berg gepostet, das bin ich nicht',
    'buồn ghê, chẳng ai nhắn tin, lướt fb toàn thấy người ta vui',
    'do you use discord? no? fine, forget it',
    'on facebook, Emma Roy said the avatar looked fake',
    'snap me at 9pm',
    'the dot com bubble, then the crash',
    'polka dot, then stripes',
    'my insta is well-known',
    'mi insta es medio-aburrido, la verdad',
  ],
);

describeContactCases(
  'look-alikes of contact details the readable sets still refused (docs/decisions/067)',
  [
    // The sign said after an article, in a text that names an account; a number dialled abroad.
    ['en el tuiter soy el de la arroba lunallena', 'handle'],
    ['mi número: +34 612 345 678', 'phone'],
  ],
  [
    // A room's measures: "x" is no platform before a length.
    'la cocina mide 3.5m x 2.8m, perfecta para nosotros',
    // A sum: the "+" between two numbers.
    'em lấy 0763 + 4128 được 4891 phải không cô',
    // The dot-com bubble.
    'la bulle point com, on en parle encore en cours',
    'la burbuja punto com estalló en 2000',
    // The sign spoken of: an article before it, or a preposition after it.
    'la arroba era una unidad de peso',
    'dicen que se llamaba arroba por el peso',
  ],
);

describeContactCases(
  'Chinese and Japanese writing: a Latin site, a Discord tag, a mailbox at "the 163 one" (docs/decisions/066)',
  [
    // Latin words joined by a typed dot, in writing with no Latin sentence to mistype.
    ['我的小站 moonriver.vip 欢迎来玩', 'link'],
    ['ここ見て hoshizora．top', 'link'],
    // A Discord tag on a Chinese name, the platform named.
    ['dc 星空#5521 来玩', 'handle'],
    // A provider by its digits, "的" after it, in a text about mail.
    ['邮箱 lixiaoyu88，126的', 'email'],
  ],
  ['订单#4821 已发货', '我用 node.js 写的', '我考了163的分数 zhang2000'],
);

describeContactCases(
  'contact round fifty: the kinds a blind round showed, in new wordings (docs/decisions/071)',
  [
    // A player's ID or in-game name on a game (its name the lexicon lacked), after an identifier
    // word, a friend code in groups of digits, a gamer's "xX…".
    ['mi id de free fire: 3318274650, agrégame', 'handle'],
    ['genshin uid: 700123456 add me for co-op', 'handle'],
    ['原神 UID 812345670、フレンド申請してね', 'handle'],
    ['pokemon go friend code 1234 5678 9012', 'handle'],
    ["mon pseudo sur fortnite c'est Lune_Noire_77", 'handle'],
    ['agrégame en la play, soy Zorro_Azul_CL', 'handle'],
    ['chơi liên quân thì kết bạn, tên ingame là BóngĐêmHàNội nha', 'handle'],
    ['Steam 好友代码 77421093，晚上开黑', 'handle'],
    ['mi roblox es xXLunaticaXx agrégame', 'handle'],
    // An emoji typed for the dot before an ending only sites have, or before a path.
    ['my shop: candlenook🌸com', 'link'],
    ['канал тут: t⭐me/tihiy_ugol', 'link'],
    // The name used here, said to be the mailbox at a provider; "same name as here" as more
    // languages say it.
    ["my email is my username here, it's a hotmail one", 'email'],
    ['моя почта такая же как ник тут, на яндексе', 'email'],
    ['cari aja di ige, usernamenya sama kayak nama aku di sini', 'handle'],
    ['tiktok mình giống y tên nick ở đây', 'handle'],
    ['в тг ник тот же что и тут', 'handle'],
    ['mi tiktok es el mismo que aqui', 'handle'],
    // Javanese and Sundanese digits; Belarus's mobiles dialled at home.
    ['wa ku kosong wolu limo papat siji loro telu pitu wolu songo', 'phone'],
    ['nomer abdi nol dalapan hiji tilu, opat genep dua lima, salapan tujuh', 'phone'],
    ['моб. 8-029-615-27-40', 'phone'],
    // A group of repeated digits in a number typed in groups is no net slang.
    ['電話 0912 555 666', 'phone'],
    // A short link's host with its dot typed apart, or without its ending, then a path.
    ['vk com slash tihaya_gavan', 'link'],
    ['t. me / nochnoy_chai', 'link'],
    ['patreon slash inkandtea', 'link'],
    // Apps as Vietnamese say them, Russian typed in Latin letters, French "jsuis", a Spanish
    // profile described as the writer's.
    ['in sờ ta của mình: hoa.cuc.vang', 'handle'],
    ['pochta: tihiy_vecher sobaka mail tochka ru', 'email'],
    ['inst: tihiy_vecher', 'handle'],
    ['sur snap jsuis mael.lbz', 'handle'],
    ['Face: Marta Ruiz Gómez, la de la foto con mi gato', 'handle'],
    // A mailbox dictated with its dots or "_" said, a provider named.
    // An invitation said to many; "q" for "ku" in Indonesian alay spelling, "t" for "tao" in
    // Vietnamese.
    ['Facebook: Carla Méndez Ruiz, búsquenme ahí', 'handle'],
    ['fb q: Dimas Aji Pangestu, add ya', 'handle'],
    ['fb t là Lê Minh Khoa đó', 'handle'],
    ['mi gmail: lucia punto vera punto 1999', 'email'],
    ["je suis sur gmail, c'est hugo point marin point 22", 'email'],
    ['email: sari (underscore) dewi (underscore) 05, pake gmail', 'email'],
  ],
  [
    // A game named, no player in it; millilitres, a list of apps, a typo'd slash.
    'I played fortnite all night and still feel empty',
    'genshin 4.8 update is out',
    'spent 30000 primogems on genshin and got nothing',
    'me compré la play 5 con mis ahorros',
    'minum 250 ml air hangat tiap pagi',
    'among us was fun back in 2020',
    'my pokemon go level is 38 now',
    'i quit tiktok/2 weeks ago',
    'im on instagram/tiktok mostly',
    // An emoji before a word that goes on with the sentence; a dog and a full stop in Latin
    // letters; Sundanese counting; an order number; the words for "here" beside a provider.
    'haha😂net zero sleep again',
    'omg😂com on guys',
    'u menya sobaka i koshka, tochka',
    'hiji dua tilu, urang ulin',
    'заказ 80291234567 пришёл',
    'как тут уже писали, на почте яндекс лучше спам фильтрует',
    'same name here, i deleted my gmail',
    // A date and a time in Vietnamese words; Chinese net laughter and praise typed in digits.
    'Chủ nhật ngày 12 tháng 5 năm 2025, 9 giờ 30 phút tối, trời mưa mãi',
    '哈哈哈 2333333 这个视频笑死 666',
  ],
);

describeContactCases(
  'contact round fifty-one: the kinds a second blind round showed, in new wordings (docs/decisions/073)',
  [
    // The names of "@", "." and the providers with the typos people make, Spain's Terra.
    ['mi correo: lucas_vera arobba gmial pnto com', 'email'],
    ['tulis ke sekarayu ett gmail titk com', 'email'],
    ['my email is jade_music, hotmial', 'email'],
    ['напиши на почту lisa.fox эт жмайл ком', 'email'],
    ['mi correo es pilar.mg arroba terra punto es', 'email'],
    // A French dot with its typo; Japanese financial numerals.
    ['mon blog: lumiere-douce dott fr', 'link'],
    ['電話 零九零・壱弐参四・五六七八', 'phone'],
    // Small capitals and letters in black squares typed for a name's letters.
    ['insta: ʟᴜɴᴀ.ᴍᴏᴏɴ', 'handle'],
    ['follow ige 🅻🆄🅽🅰 titik senja', 'handle'],
    // Platforms the lexicon lacked: Apex in Japanese, WeChat by a homophone, Locket, Hago,
    // Litmatch, Signal in Russian, Snapchat by its logo; Xbox's gamertag.
    ['エペのID「Kage_Neko」で申請して', 'handle'],
    ['威心 ly20010315 加我', 'handle'],
    ['kết bạn locket với mình, username là mai_hoa2004', 'handle'],
    ['Hago aku: KucingOren88, main ludo yuk', 'handle'],
    ['litmatch aku IDnya 50219384', 'handle'],
    ['вайбера нет, сигнал есть, юзернейм lena.77', 'handle'],
    ['im on the ghost app as mira_k', 'handle'],
    ['xbox gt: Quiet Otter 12', 'handle'],
    // An invitation right after a plain name ends its clause.
    ['my snap is lunarose add me', 'handle'],
    ['mi insta es mariposa escríbeme', 'handle'],
  ],
  [
    // Spanish "hago" (I do), Italian and Catalan "terra", small capitals with no address, a car.
    'les hago la comida todos los días y nadie lo nota',
    'la terra es redonda, punto',
    'ʜᴇʟʟᴏ ᴡᴏʀʟᴅ ɪ ᴀᴍ ᴛɪʀᴇᴅ',
    'a gt 86 is my dream car',
    'sigo en el voz de la calle, el señor de la tienda',
    'my insta is private dm me',
  ],
);
