// Trains the detector's classifiers (schema/moderation/classifier.ts) on the tuning corpus and
// writes their weights: crisis language, whether a text a crisis phrase reads is a crisis, harm
// to others in a text that reads as a crisis, a threat in a text nothing else reads as one,
// self-harm beside a threat, and hyperbole in a threat.
// Deterministic: the same corpus and lexicon give the same files. `npm run train:classifiers`
// after any change to the tuning corpus (a test fails until then) or to the crisis or threat
// phrases, which decide what the phrase classifier learns from (docs/decisions/059). The crisis, harm and threat classifiers
// also learn from texts written blind (the first six held-out sets and the training rounds); the
// seventh set, which decides, and the eighth, the final check, are never read here
// (docs/decisions/025-crisis-classifier.md, docs/decisions/032).
import { writeFileSync } from 'node:fs';
import {
  BUCKET_BITS,
  classifierInput,
  classifierLogOdds,
  type ClassifierWeights,
} from '../schema/moderation/classifier.ts';
import { onlyACrisisPhraseReads, phraseFingerprint } from '../schema/moderation/detect.ts';
import {
  fingerprint,
  TUNING,
  type Corpus,
  type CorpusCase,
} from '../worker/domain/moderation/corpus.ts';
import {
  BLIND_TRAINING_DATA,
  BLIND_TRAINING_DATA_TO_ROUND_42,
  EVERYDAY_TRAINING,
  ROUND_43,
  ROUND_45,
  ROUND_47,
} from '../worker/domain/moderation/training-corpus.ts';

// Plain logistic regression, AdaGrad steps, some L2; these settled in cross-validation
// (docs/decisions/025-crisis-classifier.md). More passes for the crisis classifier were tried
// (docs/decisions/037).
const EPOCHS = 12;
const LEARNING_RATE = 0.3;
const L2 = 1e-4;
/**
 * The guarded cases count this many times in training: the threshold is set where they must
 * rarely pass, so that is where the model's errors cost the most.
 */
const GUARDED_WEIGHT = 3;
const FOLDS = 5;
/**
 * The share of the guarded cases allowed above the threshold, in cross-validation, unless a task
 * names a threshold of its own. Two percent for the harm classifier, whose mistake only holds a
 * crisis post, was tried and dropped: with the seventeenth round it held "before i end it all i
 * want to write to my stepfather" (docs/decisions/025-crisis-classifier.md).
 */
const GUARDED_RATE = 0.01;

type Class = CorpusCase['class'];

/**
 * What a classifier learns: the classes it answers yes for, and the classes its threshold guards
 * (the cases that must rarely pass it: they would be shown help, held, or published, by mistake).
 */
type Task = {
  name: string;
  file: string;
  yes: readonly Class[];
  guarded: readonly Class[];
  /** The classes it is trained on, when it is asked only about those: every class otherwise. */
  among?: readonly Class[];
  /** How many orders its weights are the mean of: ORDERS otherwise. */
  orders?: number;
  /**
   * A threshold read off blind rounds, where the tuning corpus's cross-validation cannot place
   * it: its guarded cases are too easy to pass at any rate that matters.
   */
  threshold?: number;
  /**
   * What it learns from beside the tuning corpus, if anything: texts written blind, by other
   * writers than the tuning corpus's. The threshold is still read from the tuning corpus's
   * guarded cases alone: read from all, it fell (crisis log-odds 1.30 → 1.02) and showed help
   * on 8 more of the 360 kind comments; read with data round 21's hard negatives too, it rose
   * and read 11 fewer of the seventh set's crises (docs/decisions/025).
   */
  alsoLearnsFrom?: readonly Corpus[];
  /** Classes whose cases count more than once in training, beside the guarded ones. */
  heavier?: Partial<Record<Class, number>>;
  /**
   * Whether each contact case is learnt a second time as a crisis, written after one of its
   * corpus's crises (contactsBesideCrises).
   */
  contactBesideCrisis?: boolean;
  /** Whether it learns only from texts a crisis phrase reads and no threat phrase does. */
  onlyWhereACrisisPhraseReads?: boolean;
  /** How many times each guarded case counts: GUARDED_WEIGHT otherwise. */
  guardedWeight?: number;
};

const TASKS: readonly Task[] = [
  {
    // Every class but the contact cases was once all it learnt from: a round of contact data
    // moved its readings of crises by chance (docs/decisions/025). With its threshold at 4% it
    // read texts with no word of either as crises, which the harm classifier then held ("Dot the
    // i's and cross the t's", "Nimm die Linie 142 bis Hauptbahnhof"): the contact cases, their
    // details unread (classifier.ts), are the everyday texts it learns to leave alone
    // (docs/decisions/028).
    name: 'crisis',
    file: 'crisis-classifier-weights.json',
    yes: ['crisis', 'crisis_threat'],
    guarded: ['negative'],
    among: [
      'crisis',
      'crisis_threat',
      'negative',
      'threat',
      'threat_lookalike',
      'contact',
      'contact_lookalike',
    ],
    // Its mistake shows the help box to a hard negative, the cheapest mistake the detector can
    // make. At 2% of the tuning negatives (log-odds 1.22) it missed many crises it scored just
    // below that on a blind round it had not learnt from: at 4% (0.45) that round read 131 more
    // of its 1,530 crises for 21 more of its 1,260 negatives shown help (docs/decisions/028).
    // Learning from rounds 29, 32 and 33 too, it ranks better but 4% moved with the data; read
    // off blind round 34, which it never learnt from, log-odds 0 is the lowest threshold at which
    // that round shows help to no more negatives than before (198 of 1,266) and it reads 1,329 of
    // its 1,540 crises, not 1,260 (docs/decisions/034). Learning from everyday posts too, it
    // scores everything lower; the same rule, on a grid of 0.05, reads −0.25 (docs/decisions/035).
    // Learning from data round 42 too, the rule read on round 41 (unseen) gives −0.45, and the
    // everyday check set bounds it at −0.35: 63 of its 1,800 posts shown help, as before, where
    // −0.4 shows 66 (docs/decisions/040). Data round 46, a second unseen round, reads 5 more of
    // its 1,601 crises at −0.4 for 1 more of its 1,615 negatives shown help, round 41 2 more for
    // 4 more, the everyday set shows help to 3 more posts of 1,800 (62 → 65): a missed crisis
    // costs more than that, and −0.4 it is (docs/decisions/055).
    threshold: -0.4,
    // Seven orders, not three: the mean of more orders moves less from one seed to the next
    // (ORDERS), and this is the classifier whose readings decide where help is shown. It costs
    // about two more minutes of training (docs/decisions/034).
    orders: 7,
    // On the first four sets, the fifth read 5 more crises (1,361 → 1,366) for 2 more negatives
    // shown help; on all six and the training rounds, the seventh read 1,208 → 1,227 crises and
    // showed help to 87 → 81 negatives; with rounds 24 and 25 too, 1,236 (docs/decisions/025).
    // Rounds 26, 27 and 28 are in too: 27 alone newly missed a goal of the seventh set (a French
    // threat look-alike held, docs/decisions/028), the three with the contact cases beside crises
    // and crises + threats counted eight times none (docs/decisions/029). Every negative in
    // those is a hard one, near a crisis, and it read ordinary chat as one: 93 of the 1,800
    // everyday posts of a blind check set ("Danke, dass ihr hier immer so nett seid"). With the
    // everyday rounds 36 and 38 it shows help on 61 of them (docs/decisions/035). Only this
    // classifier learns from those rounds: the threat classifier, learning from them at its
    // threshold, refused 7 fewer of blind round 35's 180 threats.
    alsoLearnsFrom: [...BLIND_TRAINING_DATA_TO_ROUND_42, ...EVERYDAY_TRAINING],
    // A crisis + threat it does not read is refused as a threat with no help shown, the
    // costliest miss. Counted once, the training rounds cost the seventh set a Chinese one (a
    // goal newly missed); counted three times, it is held again. With rounds 24 and 25, three
    // times held 199 of the seventh set's 216 and five times 203 (docs/decisions/025). With
    // rounds 27 and 28, five times newly missed an Indonesian one; eight times held 205, twelve
    // 205 with 6 fewer crises read (docs/decisions/029).
    heavier: { crisis_threat: 8 },
    // Learnt only from the contact cases, the words around a detail ("email me at", "insta")
    // read as no crisis: round 27's crises with an email address appended read 1,048 of 1,298.
    // Learnt beside a crisis too, they say nothing either way (docs/decisions/029).
    contactBesideCrisis: true,
  },
  {
    // Asked only about a text a crisis phrase reads and no threat phrase does: its no rules the
    // phrase out, and no help is shown, so the crises are what it guards. Trained on such texts
    // alone, it learns what the general classifier, trained on every text, has little room for:
    // a crisis told in the past and got through ("hace cinco años intenté quitarme la vida, hoy
    // …"), a reply quoting the words it answers, a joke in the words of a crisis. The crisis
    // classifier (above) must not read the text as a crisis either (crisis-classifier.ts).
    name: 'crisis phrase',
    file: 'crisis-phrase-classifier-weights.json',
    yes: ['crisis', 'crisis_threat'],
    guarded: ['crisis', 'crisis_threat'],
    among: ['crisis', 'crisis_threat', 'negative', 'threat_lookalike', 'contact_lookalike'],
    onlyWhereACrisisPhraseReads: true,
    // The texts it learns from are 40,000 crises to 1,500 others; counted three times, the crises
    // would drown them further (docs/decisions/059).
    guardedWeight: 1,
    // Read off round 41 (unseen), on a grid of 0.25: the highest log-odds below which none of
    // the crises a phrase reads there is ruled out (docs/decisions/059). 0.75 until it learnt
    // from data round 47; then 0.75 ruled out one of round 41's crises (docs/decisions/060).
    // 0.5 until short words kept their doubled letters, which changed what it learns from;
    // retrained, 0.5 ruled out one (docs/decisions/070), and 0.25 it was until Spanish sentences
    // ending in "conmigo" no longer read as a crisis: retrained, 0.5 rules out none again
    // (docs/decisions/072), and still none retrained with round 52's phrases (074).
    threshold: 0.5,
    alsoLearnsFrom: [
      ...BLIND_TRAINING_DATA_TO_ROUND_42,
      ...ROUND_43,
      ...ROUND_45,
      ...EVERYDAY_TRAINING,
      ...ROUND_47,
    ],
  },
  {
    // Asked only about a crisis, so the cases it must not hold are crises without a threat, and
    // it learns among the classes that speak of harm: trained on every class, it read a person
    // named often as a target ("stepfather") as harm whatever was said of them (in
    // cross-validation 91.8% of threats at 1% of crises, 93.4% trained among these three).
    name: 'harm to others',
    file: 'harm-classifier-weights.json',
    yes: ['threat', 'crisis_threat'],
    guarded: ['crisis'],
    among: ['crisis', 'crisis_threat', 'threat'],
    // The fifth set held one more crisis + threat and refused one threat look-alike fewer. With
    // the later sets and the training rounds then, it read "before i end it all i want to write
    // to my stepfather" as harm to someone else, and held it; with the rounds since, it no
    // longer does, and the seventh set holds 210 of its 216 crises + threats, not 205, for no
    // crisis held on blind round 29 that was not before (docs/decisions/032). Round 43 was
    // written for it: round 41 holds 421 of its 449 crises + threats, not 417 (041).
    alsoLearnsFrom: [...BLIND_TRAINING_DATA_TO_ROUND_42, ...ROUND_43],
    // 1% of the tuning corpus's crises (log-odds −1.18) left every crisis + threat it missed on
    // round 41 (unseen) published, the harm unread. Read off round 41 on a grid of 0.1: −1.8
    // holds 427 of its 449, not 421, and 25 of its crises rather than 16 (−1.9 holds no more);
    // the seventh and eighth sets hold 211 and 215 of 216, not 209 and 214 (docs/decisions/058).
    threshold: -1.8,
  },
  {
    // Asked only about a threat a lexicon phrase reads, where nothing reads a crisis: its yes
    // holds the text and shows help instead of refusing it, so the threats are what it guards
    // (at 2% it read "…and then go home to sleep" as self-harm).
    name: 'self-harm beside a threat',
    file: 'self-harm-classifier-weights.json',
    yes: ['crisis_threat'],
    guarded: ['threat'],
    among: ['threat', 'crisis_threat'],
    // Not with the blind training data: with the first four sets it read "i'm going to stab my
    // boss tomorrow and after that i'm taking a long holiday" as harm to oneself, and held the
    // threat.
  },
  {
    // Asked only about a text that reads as no crisis and in which no phrase reads a threat: its
    // yes refuses the text as a threat, so the look-alikes and hard negatives are what it guards.
    // A crisis + threat is no yes: it is asked only where no crisis was read, and refusing one
    // would hide the help. At half a percent of the tuning set's guarded cases in
    // cross-validation (log-odds −1.64) it refused 9 more of blind rounds 29, 32 and 33's 630
    // threat look-alikes, 2 hard negatives, 5 crises and a kind reply ("Jonas, deine Kids haben
    // so nen tollen Papa"); at 0.5, read off those rounds, one look-alike, no crisis, no hard
    // negative and no kind reply, and 132 of the 286 threats no phrase read
    // (docs/decisions/033).
    name: 'threat',
    file: 'threat-classifier-weights.json',
    yes: ['threat'],
    guarded: ['threat_lookalike', 'negative'],
    threshold: 0.5,
    // Data round 45 was written for it and the hyperbole classifier: safety advice, harm told
    // and threats in the same words. Round 42, which it never learnt from, refuses 13 more of
    // its threats and nothing more of its other classes (docs/decisions/051).
    alsoLearnsFrom: [...BLIND_TRAINING_DATA, ...ROUND_45],
  },
  {
    // Asked only about a text a lexicon phrase reads as a threat and nothing reads as a crisis:
    // its yes publishes the text instead of refusing it, so the threats are what it guards.
    name: 'hyperbole',
    file: 'hyperbole-classifier-weights.json',
    yes: ['threat_lookalike'],
    guarded: ['threat', 'crisis_threat'],
    among: ['threat_lookalike', 'threat', 'crisis_threat'],
    // Learnt from the tuning corpus alone until data round 45, written for these texts (safety
    // advice, harm told): with the blind data and that round, and the threat classifier trained
    // on it too, the seventh set refuses or holds 2 of its 405 look-alikes, not 5, and round 41
    // (unseen) 4 of 267, not 8, for a few threats published both ways (docs/decisions/051).
    alsoLearnsFrom: [...BLIND_TRAINING_DATA, ...ROUND_45],
  },
];

type Case = {
  buckets: number[];
  class: Class;
  /** Asked only by the phrase classifier's task: read once, on its first asking. */
  onlyACrisisPhraseReads: () => boolean;
};

/** Whether only a crisis phrase reads the text, read when first asked and kept. */
function onlyACrisisPhraseReadsLazily(text: string): () => boolean {
  let reads: boolean | undefined;
  return () => (reads ??= onlyACrisisPhraseReads(text));
}
/** Each corpus read once: the crisis and harm classifiers both learn from the first four sets. */
const read = new Map<Corpus, Case[]>();
function casesOfCorpus(corpus: Corpus): Case[] {
  let cases = read.get(corpus);
  if (!cases) {
    cases = corpus.cases.map((testCase) => ({
      buckets: classifierInput(testCase.text).buckets,
      class: testCase.class,
      onlyACrisisPhraseReads: onlyACrisisPhraseReadsLazily(testCase.text),
    }));
    read.set(corpus, cases);
  }
  return cases;
}
const casesOf = (corpora: readonly Corpus[]): Case[] => corpora.flatMap(casesOfCorpus);
const tuningCases = casesOf(TUNING);

/**
 * Each contact case of a corpus written after one of its crises, as a crisis: "…i can't do this
 * anymore dm me on insta luna_rose". The crises are picked in a fixed spread, so training stays
 * deterministic.
 */
function contactsBesideCrises(corpora: readonly Corpus[]): Case[] {
  return corpora.flatMap((corpus) => {
    const crises = corpus.cases.filter((c) => c.class === 'crisis');
    if (crises.length === 0) return [];
    return corpus.cases
      .filter((c) => c.class === 'contact')
      .map((contact, i) => {
        const crisis = crises[(i * 7919) % crises.length]?.text ?? '';
        const text = `${crisis} ${contact.text}`;
        return {
          buckets: classifierInput(text).buckets,
          class: 'crisis',
          onlyACrisisPhraseReads: onlyACrisisPhraseReadsLazily(text),
        };
      });
  });
}
type Example = { buckets: number[]; yes: boolean; weight: number };

/** A fixed-seed generator, so training is the same on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * Each classifier is the mean of this many, trained alike but for the order the cases are shown
 * in. One order alone moved the held-out sets' crises read by 3 to 6 from one seed to the next,
 * so a change of data or features showed its effect through that noise; the mean of three
 * orders moves less (docs/decisions/025-crisis-classifier.md). A linear model's mean weights
 * score as the mean of their log-odds.
 */
const ORDERS = 3;

type Model = { weights: Float64Array; bias: number };

function train(set: readonly Example[], orders: number): Model {
  const mean: Model = { weights: new Float64Array(1 << BUCKET_BITS), bias: 0 };
  for (let seed = 1; seed <= orders; seed += 1) {
    const model = trainInOrder(set, seed);
    model.weights.forEach((weight, i) => {
      mean.weights[i] = (mean.weights[i] ?? 0) + weight / orders;
    });
    mean.bias += model.bias / orders;
  }
  return mean;
}

function trainInOrder(set: readonly Example[], seed: number): Model {
  const weights = new Float64Array(1 << BUCKET_BITS);
  const squares = new Float64Array(1 << BUCKET_BITS);
  let bias = 0;
  let biasSquares = 0;
  const next = random(seed);
  const order = set.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const example = set[index];
      if (!example) continue;
      const scale = 1 / Math.sqrt(example.buckets.length || 1);
      const odds = classifierLogOdds(example.buckets, weights, bias);
      const error = (1 / (1 + Math.exp(-odds)) - (example.yes ? 1 : 0)) * example.weight;
      for (const b of example.buckets) {
        const gradient = error * scale + L2 * (weights[b] ?? 0);
        squares[b] = (squares[b] ?? 0) + gradient * gradient;
        weights[b] =
          (weights[b] ?? 0) - (LEARNING_RATE * gradient) / Math.sqrt((squares[b] ?? 0) + 1e-8);
      }
      biasSquares += error * error;
      bias -= (LEARNING_RATE * error) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return { weights, bias };
}

/**
 * The weights as stored: steps of `scale` from -LEVELS to LEVELS, one byte each. Fifteen levels
 * cost 0.8 points of crisis recall in cross-validation against 255 and make the files compress
 * to 40% (gzip reads the few byte values): 160 KB instead of 405 KB for the draft check's chunk.
 */
const LEVELS = 7;
function quantise(weights: Float64Array): { bytes: Int8Array; scale: number } {
  const largest = weights.reduce((max, w) => Math.max(max, Math.abs(w)), 0);
  const scale = largest / LEVELS;
  return { bytes: Int8Array.from(weights, (w) => Math.round(w / scale)), scale };
}

const dequantise = ({ bytes, scale }: { bytes: Int8Array; scale: number }) =>
  Float64Array.from(bytes, (b) => b * scale);

const fold = (i: number) => (i * 7919) % FOLDS;

/**
 * The threshold at which GUARDED_RATE of the tuning corpus's guarded cases pass, each case
 * scored by a model that never saw it, as stored (quantised), and what it reads there.
 */
function crossValidated(
  task: Task,
  examples: readonly Example[],
  tuning: readonly Case[],
  taught: readonly Case[],
  orders: number,
): { threshold: number; report: string } {
  const heldOdds = new Float64Array(examples.length);
  for (let k = 0; k < FOLDS; k += 1) {
    const model = train(
      examples.filter((_, i) => fold(i) !== k),
      orders,
    );
    const weights = dequantise(quantise(model.weights));
    examples.forEach((example, i) => {
      if (fold(i) === k) heldOdds[i] = classifierLogOdds(example.buckets, weights, model.bias);
    });
  }
  const oddsOf = (classes: readonly Class[], among: readonly Case[]) =>
    among.flatMap((c, i) => (classes.includes(c.class) ? [heldOdds[i] ?? 0] : []));
  const guarded = oddsOf(task.guarded, tuning).sort((a, b) => b - a);
  const threshold = guarded[Math.floor(guarded.length * GUARDED_RATE)] ?? 0;
  const passing = guarded.filter((odds) => odds > threshold).length / (guarded.length || 1);
  const yes = oddsOf(task.yes, taught);
  const recall = yes.filter((odds) => odds > threshold).length / yes.length;
  return {
    threshold,
    report:
      `in ${FOLDS}-fold cross-validation ${(recall * 100).toFixed(1)}% of ` +
      `${task.yes.join(' and ')} read above it, and ` +
      `${Number((passing * 100).toFixed(2))}% of ${task.guarded.join(' and ')}`,
  };
}

for (const task of TASKS) {
  const learnt = (c: Case) =>
    (!task.among || task.among.includes(c.class)) &&
    (!task.onlyWhereACrisisPhraseReads || c.onlyACrisisPhraseReads());
  const tuning = tuningCases.filter(learnt);
  // The tuning cases first: the threshold is read from them alone (Task.alsoLearnsFrom).
  const taught = [
    ...tuning,
    ...casesOf(task.alsoLearnsFrom ?? []).filter(learnt),
    ...(task.contactBesideCrisis
      ? contactsBesideCrises([...TUNING, ...(task.alsoLearnsFrom ?? [])])
      : []),
  ];
  const examples = taught.map((c) => ({
    buckets: c.buckets,
    yes: task.yes.includes(c.class),
    weight: task.guarded.includes(c.class)
      ? (task.guardedWeight ?? GUARDED_WEIGHT)
      : (task.heavier?.[c.class] ?? 1),
  }));
  const orders = task.orders ?? ORDERS;
  // Cross-validation places a threshold; one read off blind rounds needs none, and for the
  // crisis classifier it was most of the training time.
  const { threshold, report } =
    task.threshold === undefined
      ? crossValidated(task, examples, tuning, taught, orders)
      : { threshold: task.threshold, report: 'read off blind rounds' };

  const final = train(examples, orders);
  const stored = quantise(final.weights);
  const file: ClassifierWeights = {
    corpus: fingerprint([...TUNING, ...(task.alsoLearnsFrom ?? [])]),
    ...(task.onlyWhereACrisisPhraseReads ? { lexicon: phraseFingerprint() } : {}),
    bits: BUCKET_BITS,
    scale: stored.scale,
    bias: final.bias,
    threshold,
    weights: Buffer.from(stored.bytes.buffer).toString('base64'),
  };
  writeFileSync(
    new URL(`../schema/moderation/${task.file}`, import.meta.url),
    `${JSON.stringify(file, null, 2)}\n`,
  );
  console.log(
    `${task.name}: ${examples.length} cases; threshold log-odds ${threshold.toFixed(3)}, ${report}`,
  );
}
