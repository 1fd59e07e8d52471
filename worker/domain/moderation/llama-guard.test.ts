import { describe, expect, test } from 'vitest';
import { combineModerators, ruleModerator } from '../moderation';
import { LLAMA_GUARD_MODEL, llamaGuardModerator, type AiRunner } from './llama-guard';

/** Answers like the Workers AI binding would, and records what it was asked. */
function aiAnswering(output: unknown): AiRunner & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    run(...args) {
      calls.push(args);
      return Promise.resolve(output);
    },
  };
}

describe('llamaGuardModerator', () => {
  test('asks Llama Guard about the text as a user message', async () => {
    const ai = aiAnswering({ response: { safe: true } });
    await llamaGuardModerator(ai).check('hello');
    expect(ai.calls).toEqual([
      [LLAMA_GUARD_MODEL, { messages: [{ role: 'user', content: 'hello' }] }],
    ]);
  });

  test('safe text is published', async () => {
    const verdict = await llamaGuardModerator(aiAnswering({ response: { safe: true } })).check(
      'hi',
    );
    expect(verdict).toEqual({ outcome: 'publish', allowed: true, crisis: false });
  });

  test('self-harm (S11) is a crisis, never a block', async () => {
    const ai = aiAnswering({ response: { safe: false, categories: ['S11'] } });
    await expect(llamaGuardModerator(ai).check('…')).resolves.toEqual({
      outcome: 'publish',
      allowed: true,
      crisis: true,
    });
  });

  test('hate (S10) blocks with the hate reason', async () => {
    const ai = aiAnswering({ response: { safe: false, categories: ['S10'] } });
    await expect(llamaGuardModerator(ai).check('…')).resolves.toMatchObject({
      outcome: 'block',
      reason: expect.stringMatching(/slurs and hateful language/) as unknown,
    });
  });

  test('violent crime plus self-harm is held', async () => {
    const ai = aiAnswering({ response: { safe: false, categories: ['S1', 'S11'] } });
    await expect(llamaGuardModerator(ai).check('…')).resolves.toMatchObject({ outcome: 'hold' });
  });

  test('categories the rules do not stand for are published', async () => {
    const ai = aiAnswering({ response: { safe: false, categories: ['S12'] } });
    await expect(llamaGuardModerator(ai).check('…')).resolves.toMatchObject({ outcome: 'publish' });
  });

  test('an answer of an unknown shape fails, and combined with the rules the rules decide', async () => {
    const model = llamaGuardModerator(aiAnswering({ result: 'unsafe' }));
    await expect(model.check('I will kill you')).rejects.toThrow();
    await expect(
      combineModerators(ruleModerator, model).check('I will kill you'),
    ).resolves.toMatchObject({ outcome: 'block' });
  });
});
