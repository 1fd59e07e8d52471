// `npm run lexicon:misses -- <language>`: what the lexicon alone misses in the tuning corpus, the
// lexicon's to-do list. The classifiers are trained on the tuning corpus, so in the full
// detector they hide the lexicon's own misses there (docs/decisions/025); this reads the lexicon
// phrases only. Crisis and crisis + threat cases no crisis phrase matched, crisis + threat cases
// no harm-to-others phrase matched, and hard negatives or look-alikes a phrase wrongly matched.
// Never reads the held-out set.
import { detect } from '../schema/moderation/detect.ts';
import { LANGUAGES } from '../schema/moderation/languages.ts';
import { TUNING } from '../worker/domain/moderation/corpus.ts';

const language = process.argv[2];
const corpus = TUNING.find((c) => c.language === language);
if (!corpus) {
  console.error(`usage: npm run lexicon:misses -- <${LANGUAGES.join('|')}>`);
  process.exit(2);
}

const CRISIS_TAGS = new Set(['crisis', 'crisisThreat']);
const HARM_TAGS = new Set(['threat', 'crisisThreat', 'violence']);

const sections: Record<string, string[]> = {
  'crisis not read': [],
  'crisis + threat: harm to others not read': [],
  'negative read as a crisis': [],
  'threat look-alike read as a threat': [],
  'threat not read': [],
};
for (const testCase of corpus.cases) {
  const tags = new Set(detect(testCase.text).phrases.map((phrase) => phrase.tag));
  const crisis = [...tags].some((tag) => CRISIS_TAGS.has(tag));
  const harm = [...tags].some((tag) => HARM_TAGS.has(tag));
  const note = (section: string) => sections[section]?.push(testCase.text);
  if ((testCase.class === 'crisis' || testCase.class === 'crisis_threat') && !crisis) {
    note('crisis not read');
  }
  if (testCase.class === 'crisis_threat' && !harm) note('crisis + threat: harm to others not read');
  if (testCase.class === 'negative' && crisis) note('negative read as a crisis');
  if (testCase.class === 'threat_lookalike' && harm) note('threat look-alike read as a threat');
  if (testCase.class === 'threat' && !harm) note('threat not read');
}
for (const [section, texts] of Object.entries(sections)) {
  console.log(`## ${language}: ${section} (${texts.length})`);
  for (const text of texts) console.log(`- ${text}`);
  console.log();
}
