import type { ThreatLexicon } from '../types.ts';
import { deCrisis } from './crisis.ts';

export const deThreat: ThreatLexicon = {
  language: 'de',
  fillers: deCrisis.fillers,
  spellings: deCrisis.spellings,
  sets: {
    ...deCrisis.sets,
    obj: 'dich|ihn|sie|euch|alle|jeden',
    victim:
      'vater|mutter|mann|frau|chef|chefin|ex|stiefvater|stiefmutter|lehrer|lehrerin|bruder|schwester|freund|freundin|mitbewohner|mitbewohnerin|nachbarn|nachbar|kollegen|familie|kinder|eltern|klasse',
    kill: 'umbringen|töten|toten|töte|tote|abstechen|kaltmachen|abknallen|erschiessen|erschießen|erschiesse|erschieße|erstechen|ersteche|erwürgen|erwurgen|erwürge|erwurge|vergiften|vergifte|aufschlitzen|abmurksen|umlegen',
    // Separable verbs end on their particle: "ich bringe ihn um", "ich stech dich ab".
    particle:
      'um|ab|kalt|umbringen|töten|toten|abstechen|kaltmachen|abknallen|erschiessen|erschießen|umlegen',
  },
  threat: [
    '{ich} bringe|bring|werde|will|stech|steche|mach|mache|knall|knalle {obj}|{victim} .. {particle}',
    '{ich} töte|tote|erschieße|erschiesse|erwürge|erwurge|vergifte|ersteche {obj}|{victim}',
    'bringe|bring|steche|stech|knall|knalle|mache|mach ich {obj}|{victim} .. {particle}',
    'stech|steche|knall|knalle|mach|mache {obj} ab|kalt $',
    '{ich} weiss|weiß wo du|ihr|er|sie wohnst|wohnt|wohnen|schläfst',
    'du bist|seid tot|fällig|fallig|dran .. wenn|erwische|morgen|heute',
    'du erlebst|überlebst|uberlebst den morgigen tag|morgen nicht',
    '{ich} zünde|zunde|fackle|fackel .. haus|wohnung|auto|büro|buro|schule .. an|ab',
    'messer|waffe|pistole|knarre|bombe .. schule|arbeit|uni|firma',
    'jag|jage|sprenge|spreng .. schule|büro|buro|firma .. luft',
    'amoklauf|amok+laufen',
    '{ich} werde|will mich an allen|euch|dir|ihm|ihr rächen|rachen',
    '{ich} stoße|stosse|schubse .. treppe|runter|fenster',
    '{ich} finde dich .. bring|töte|tote|umbringen',
  ],
  crisisThreat: [
    'bring|bringe|töte|tote|erschieße|erschiesse|vergifte|steche|stech .. und|dann|danach .. mich|mich+selbst|mich+auch|erhänge|erhange|springe|mich+um',
    'erst .. dann mich|mich+selbst',
    'nehme|nehm .. familie|kinder|sie+alle|sie|ihn|jemanden|alle .. mit',
    'mit in den tod',
    'kinder|familie|wir .. sterben|gehen zusammen|gemeinsam',
    'bevor ich sterbe|gehe .. räche|rache|bringe|töte|nehme',
    '{will} sterben .. aber er|sie|die|der .. kommt|kommen mit',
    'springe|springen .. mit meinem|meiner|den kind|kindern|sohn|tochter',
    'gas .. auf .. wir|alle|gehen',
    'haus .. an .. sterben|zusammen|alle',
    'vergifte .. familie|alle .. und mich',
    'nicht allein sterben .. mit',
    'erweiterter+suizid|erweiterten+suizid|erweiterter+selbstmord|mitnahmesuizid',
  ],
  violence: [
    '{kill} {obj}|{victim}',
    '{obj} {kill}',
    '{victim} .. umbringen|töten|toten|erschiessen|erschießen|vergiften|erstechen',
  ],
  idioms: [
    'sich|mich .. umbringen|töten|toten|umzubringen|erhängen|erhangen|vergiften',
    'haha|hahaha|lol|spaß|spass|witz|scherz|xd ... {kill}|{particle}',
    '{kill}|{particle} ... haha|hahaha|lol|spaß|spass|witz|scherz|xd',
    'fifa|spiel|boss|schach|shooter|zocken|game ... {kill}|{particle}',
    '{kill} ... fifa|spiel|boss|schach|shooter',
    'pommes|spoilerst|pulli|zu+spät|kuchen ... {kill}|{particle}',
    'mutter|chef|trainer|mama|papa .. bringt mich|uns um',
    'zeit|mücke|mucke|fliege .. tot|totschlagen|erschlage',
  ],
};
