// Self-harm and suicidal language in the app's languages, including slang and indirect
// phrasings. A match never blocks: the post is published (or held) with the crisis help shown.
// Rules read the normalised view (lower case, look-alikes undone, single spaces).

const EN = [
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|hang|hanging|poison|shoot|starve|starving|unalive|unaliving|end|ending|off|offing) (?:my ?self|myself)\b/,
  /\bsuicid|\bsewer ?slide\b|\bself[- ]?(?:harm|delete|deleting|destruct)/,
  /\bunaliv(?:e|ing)\b/,
  /\bkms\b/,
  // "kill my dad then myself": harm to self named after harm to others.
  /\b(?:kill|murder|shoot|stab|poison) (?:\S+ ){1,3}(?:and|then|before) (?:then )?(?:i'll |i will )?(?:kill |shoot |hang |end )?(?:myself|me)\b/,
  /\bend(?:ing)? (?:it all|my life|my own life|everything|things|it tonight|it today)\b/,
  /\btake my (?:own )?life\b/,
  /\b(?:want|wanna|wanted|going|ready|deserve) (?:to )?die\b|\bi wish i (?:was|were|could be) dead\b/,
  /\bwish i (?:was|were) (?:dead|never born)\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\b(?:don't|do not|dont|no longer) want to (?:live|be alive|be here|exist|wake up|go on)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|going on|being alive)\b/,
  /\b(?:nobody|no one|no1|noone) (?:would|will|is going to|gonna) (?:miss|notice|care if) (?:me|i)\b/,
  /\b(?:took|taken|swallowed|take|taking) (?:a|the|an entire|a whole|the whole|all) (?:bottle|box|pack|handful|strip) of (?:my )?(?:pills|tablets|meds|sleeping pills|painkillers)\b/,
  /\b(?:swallowed|took|taking|take) all (?:of )?my (?:pills|meds|tablets)\b/,
  /\boverdos/,
  /\bi (?:won't|will not|wont) be (?:here|around|alive) (?:tomorrow|much longer|for long|next week|anymore)\b/,
  /\b(?:want|wanna|going) to disappear (?:forever|for good|permanently)\b/,
  /\b(?:sleep|go to sleep) and never wake up\b|\b(?:want|wanna|going) to sleep forever\b/,
  /\bwhat(?:'s| is) the point (?:of|in) (?:living|being alive|going on)\b/,
  /\b(?:saving|stockpiling|hoarding) (?:up )?(?:my )?(?:pills|tablets|meds)\b/,
  /\bslit(?:ting)? my (?:wrists?|throat)\b/,
  /\bjump(?:ing)? (?:off|from) (?:a|the|this) (?:bridge|roof|building|balcony|cliff)\b/,
  /\b(?:can't|cannot|cant) (?:go on|do this) any(?: )?more\b|\b(?:tired|sick) of (?:living|being alive)\b/,
  /\b(?:my )?(?:final|last) (?:goodbye|note|letter) (?:to everyone|before i go)\b|\bthis is my (?:goodbye|suicide note)\b/,
];

const OTHER_LANGUAGES = [
  // zh (simplified and traditional): want to die, don't want to live, suicide, end my life,
  // can't go on living, self-harm, jump from a building, a bottle of sleeping pills.
  /想死|不想活|自杀|自殺|轻生|輕生|结束(?:我的|自己的)?生命|結束(?:我的|自己的)?生命|活不下去|活着没意思|活著沒意思|自残|自殘|割腕|跳楼|跳樓|一了百了|死了算了|安眠药|安眠藥|没有人会想念我|沒有人會想念我/,
  // vi (with and without diacritics)
  /muốn chết|muon chet|tự tử|tự sát|tu sat|không muốn sống|khong muon song|chán sống|chan song|kết thúc cuộc đời|tự làm hại bản thân|tự hại|rạch tay|nhảy lầu|biến mất mãi mãi/,
  // fr
  /\bje (?:veux|voudrais|vais) mourir\b|\benvie de mourir\b|\bme suicider\b|\bme tuer\b|\ben finir avec la vie\b|\bmettre fin à (?:mes jours|ma vie)\b|\bje ne veux plus vivre\b|\b(?:je veux |envie d')en finir\b(?! avec (?!la vie))|\bplus envie de vivre\b|\bme faire du mal\b|\bme scarifier\b|\bpersonne ne me regrettera(?:it)?\b|\bdispara[iî]tre pour toujours\b/,
  // ja: want to die, want to vanish, suicide, don't want to live, wrist cutting, self-harm,
  // hanging, jumping, take my own life, want to be gone.
  /死にたい|消えたい|自殺|生きていたくない|生きたくない|リスカ|リストカット|自傷|首吊り|首を吊|飛び降り|命を絶|いなくなりたい|死のうと/,
  // id
  /\b(?:ingin|mau|pengen|pengin|ingin sekali) mati\b|\bbunuh diri\b|\bmengakhiri hidup(?:ku)?\b|\b(?:tidak|gak|nggak|ga|tak) (?:ingin|mau) hidup lagi\b|\b(?:menyakiti|melukai) diri(?: sendiri)?\b|\b(?:lelah|capek|capai) hidup\b/,
  // ru: want to die, kill myself, suicide, don't want to live, cut my veins, hang myself,
  // slang "выпилиться", "better if I had died".
  /хочу умереть|поконч(?:ить|у|и) с собой|суицид|самоубийств|не хочу жить|уби(?:ть|ю) себя|вскр(?:ыть|ою) вены|(?:порезать|режу) себя|повеситься|повешусь|выпилиться|выпилюсь|лучше бы я умер|устал(?:а)? жить/,
  // es
  /\bquiero morir(?:me)?\b|\bsuicidarme\b|\bmatarme\b|\bquitarme la vida\b|\bno quiero (?:vivir|seguir viviendo)\b|\bacabar con (?:todo|mi vida)\b|\bhacerme daño\b|\bcortarme\b|\bdesaparecer para siempre\b|\bnadie me extrañar[ií]a\b/,
  // de
  /\bich (?:will|möchte|moechte|wollte) sterben\b|\bmich umbringen\b|\bbringe mich um\b|\bselbstmord|\bsuizid|\bnicht mehr leben\b|\bmir das leben nehmen\b|\bmich ritzen\b|\britze mich\b|\bselbstverletz|\ballem ein ende setzen\b/,
];

export const CRISIS_RULES: readonly RegExp[] = [...EN, ...OTHER_LANGUAGES];
