// The few words GET /api/help says about a line, in each of the app's languages: what kind of
// service it is, the name a line without one of its own goes by, that a line cannot be reached
// from abroad, and the credit. Written to safe-messaging guidance (no "commit suicide"); the
// service names and SMS keywords themselves are never translated (docs/decisions/023).
import type { AppLanguage } from '../../schema/constants';

export type LineKind = 'suicide' | 'crisis' | 'emotional' | 'youth' | 'lgbtq' | 'text' | 'chat';

type Texts = {
  kind: Record<LineKind, string>;
  /** A national crisis line the reference names only by its number. */
  nationalLine: string;
  notFromAbroad: string;
  credit: string;
};

export const HELP_TEXTS: Record<AppLanguage, Texts> = {
  en: {
    kind: {
      suicide: 'Suicide prevention line',
      crisis: 'Crisis support line',
      emotional: 'Emotional support line',
      youth: 'For children and young people',
      lgbtq: 'For LGBTQ+ people',
      text: 'Support by text message',
      chat: 'Support by online chat',
    },
    nationalLine: 'National crisis line',
    notFromAbroad: 'Can only be called from within the country.',
    credit:
      "Crisis lines: Wikipedia (CC BY-SA 4.0) and the services' own pages. Numbers can change: if one does not work, the directory lists others.",
  },
  zh: {
    kind: {
      suicide: '自杀预防热线',
      crisis: '心理危机支持热线',
      emotional: '情绪支持热线',
      youth: '面向儿童和青少年',
      lgbtq: '面向 LGBTQ+ 群体',
      text: '短信支持',
      chat: '在线聊天支持',
    },
    nationalLine: '全国心理危机热线',
    notFromAbroad: '只能在该国境内拨打。',
    credit:
      '热线信息来源：维基百科（CC BY-SA 4.0）及各服务机构官网。号码可能会变动：如果打不通，可以在热线目录里找到其他选择。',
  },
  vi: {
    kind: {
      suicide: 'Đường dây phòng chống tự tử',
      crisis: 'Đường dây hỗ trợ khủng hoảng',
      emotional: 'Đường dây hỗ trợ cảm xúc',
      youth: 'Dành cho trẻ em và người trẻ',
      lgbtq: 'Dành cho người LGBTQ+',
      text: 'Hỗ trợ qua tin nhắn',
      chat: 'Hỗ trợ qua trò chuyện trực tuyến',
    },
    nationalLine: 'Đường dây hỗ trợ khủng hoảng quốc gia',
    notFromAbroad: 'Chỉ gọi được từ trong nước.',
    credit:
      'Thông tin đường dây: Wikipedia (CC BY-SA 4.0) và trang chính thức của từng dịch vụ. Số điện thoại có thể thay đổi: nếu một số không liên lạc được, danh bạ có các lựa chọn khác.',
  },
  fr: {
    kind: {
      suicide: 'Ligne de prévention du suicide',
      crisis: "Ligne d'écoute de crise",
      emotional: "Ligne d'écoute et de soutien",
      youth: 'Pour les enfants et les jeunes',
      lgbtq: 'Pour les personnes LGBTQ+',
      text: 'Soutien par SMS',
      chat: 'Soutien par chat en ligne',
    },
    nationalLine: "Ligne nationale d'écoute de crise",
    notFromAbroad: 'Joignable uniquement depuis le pays.',
    credit:
      "Lignes d'écoute : Wikipédia (CC BY-SA 4.0) et les sites des services eux-mêmes. Les numéros peuvent changer : si l'un ne répond pas, l'annuaire en propose d'autres.",
  },
  ja: {
    kind: {
      suicide: '自殺予防の相談窓口',
      crisis: '心の危機の相談窓口',
      emotional: '気持ちを聴いてくれる相談窓口',
      youth: '子ども・若者向け',
      lgbtq: 'LGBTQ+ の人向け',
      text: 'メッセージで相談',
      chat: 'オンラインチャットで相談',
    },
    nationalLine: '全国の相談窓口',
    notFromAbroad: '国内からのみ電話できます。',
    credit:
      '相談窓口の情報：Wikipedia（CC BY-SA 4.0）と各窓口の公式サイト。番号は変わることがあります。つながらないときは、窓口一覧でほかの窓口を探せます。',
  },
  id: {
    kind: {
      suicide: 'Layanan pencegahan bunuh diri',
      crisis: 'Layanan dukungan krisis',
      emotional: 'Layanan dukungan emosional',
      youth: 'Untuk anak dan remaja',
      lgbtq: 'Untuk orang LGBTQ+',
      text: 'Dukungan lewat SMS',
      chat: 'Dukungan lewat chat online',
    },
    nationalLine: 'Layanan krisis nasional',
    notFromAbroad: 'Hanya bisa dihubungi dari dalam negeri.',
    credit:
      'Sumber layanan: Wikipedia (CC BY-SA 4.0) dan situs resmi tiap layanan. Nomor bisa berubah: kalau satu nomor tidak tersambung, direktori punya pilihan lain.',
  },
  ru: {
    kind: {
      suicide: 'Линия профилактики суицида',
      crisis: 'Кризисная линия',
      emotional: 'Линия эмоциональной поддержки',
      youth: 'Для детей и подростков',
      lgbtq: 'Для ЛГБТК+ людей',
      text: 'Поддержка по SMS',
      chat: 'Поддержка в онлайн-чате',
    },
    nationalLine: 'Общенациональная кризисная линия',
    notFromAbroad: 'Позвонить можно только изнутри страны.',
    credit:
      'Телефоны помощи: Википедия (CC BY-SA 4.0) и официальные сайты служб. Номера могут меняться: если какой-то не отвечает, в справочнике есть другие.',
  },
  es: {
    kind: {
      suicide: 'Línea de prevención del suicidio',
      crisis: 'Línea de atención en crisis',
      emotional: 'Línea de apoyo emocional',
      youth: 'Para niños, niñas y jóvenes',
      lgbtq: 'Para personas LGBTQ+',
      text: 'Apoyo por mensaje de texto',
      chat: 'Apoyo por chat en línea',
    },
    nationalLine: 'Línea nacional de atención en crisis',
    notFromAbroad: 'Solo se puede llamar desde dentro del país.',
    credit:
      'Líneas de ayuda: Wikipedia (CC BY-SA 4.0) y las páginas de cada servicio. Los números pueden cambiar: si uno no funciona, el directorio tiene otros.',
  },
  de: {
    kind: {
      suicide: 'Suizidpräventions-Hotline',
      crisis: 'Krisentelefon',
      emotional: 'Telefon für seelische Unterstützung',
      youth: 'Für Kinder und Jugendliche',
      lgbtq: 'Für LGBTQ+-Menschen',
      text: 'Unterstützung per SMS',
      chat: 'Unterstützung im Online-Chat',
    },
    nationalLine: 'Nationales Krisentelefon',
    notFromAbroad: 'Nur aus dem Inland erreichbar.',
    credit:
      'Hilfsangebote: Wikipedia (CC BY-SA 4.0) und die Seiten der Dienste selbst. Nummern können sich ändern: Wenn eine nicht erreichbar ist, findest du im Verzeichnis weitere.',
  },
};
