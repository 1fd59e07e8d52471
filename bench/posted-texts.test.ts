import { describe, expect, test } from 'vitest';
import { moderate } from '../worker/domain/moderation.ts';
import { everyPlainWordsTag, liveCheckComment, soakEnding, soakerName } from './posted-texts.ts';

// The benchmarks stop, or count a failure, on a refusal: every tag they can draw must pass.
describe('the texts the benchmarks post', () => {
  const tags = everyPlainWordsTag();
  const refusedOrHelped = (texts: string[]) =>
    texts.filter((text) => {
      const verdict = moderate(text);
      return verdict.outcome !== 'publish' || verdict.crisis;
    });

  test('are made unique by 4,096 different tags', () => {
    expect(new Set(tags).size).toBe(4_096);
  });

  test('a live-delivery comment is published with no help, whatever its tag', () => {
    expect(refusedOrHelped(tags.map((tag) => liveCheckComment(7, tag)))).toEqual([]);
  });

  test('a soak name is a name one may take, whatever its tag', () => {
    expect(refusedOrHelped(tags.map((tag) => soakerName(42, tag)))).toEqual([]);
  });

  test('a soak post ending is published, whatever its tag', () => {
    expect(refusedOrHelped(tags.map((tag) => `Quiet morning walk${soakEnding(tag)}`))).toEqual([]);
  });
});
