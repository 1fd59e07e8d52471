import { describe, expect, test } from 'vitest';
import { moderate, moderateWithModel } from '../moderation';
import type { AiBinding } from '../../lib/ai-binding';
import { llamaGuardModerator } from './llama-guard';

const MODEL = '@cf/meta/llama-guard-3-8b';

/**
 * A fake `AI` binding shaped as Workers AI documents it: `env.AI.run(model, {messages})`
 * answers `{response: string}`, Llama Guard's own text. It records what it was asked.
 * (The model itself was not run here: these tests pin the adapter to that contract.)
 */
function aiAnswering(response: unknown): AiBinding & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    run(model, input) {
      calls.push([model, input]);
      return Promise.resolve(response);
    },
  };
}

describe('llamaGuardModerator', () => {
  test('asks the configured model about the text as one user message', async () => {
    const ai = aiAnswering({ response: 'safe' });
    await llamaGuardModerator(ai, MODEL).assess('hello');
    expect(ai.calls).toEqual([[MODEL, { messages: [{ role: 'user', content: 'hello' }] }]]);
  });

  test('"safe" is no concern', async () => {
    await expect(
      llamaGuardModerator(aiAnswering({ response: 'safe' }), MODEL).assess('hi'),
    ).resolves.toEqual({ crisis: false, threat: false, hate: false });
  });

  test('self-harm (S11) is a crisis', async () => {
    const ai = aiAnswering({ response: 'unsafe\nS11' });
    await expect(llamaGuardModerator(ai, MODEL).assess('…')).resolves.toEqual({
      crisis: true,
      threat: false,
      hate: false,
    });
  });

  test('violent crimes (S1) and weapons (S9) are a threat, hate (S10) is hate', async () => {
    const ai = aiAnswering({ response: 'unsafe\nS1,S10' });
    await expect(llamaGuardModerator(ai, MODEL).assess('…')).resolves.toEqual({
      crisis: false,
      threat: true,
      hate: true,
    });
  });

  test('the answer already parsed into {safe, categories} reads the same', async () => {
    const ai = aiAnswering({ response: { safe: false, categories: ['S9', 'S11'] } });
    await expect(llamaGuardModerator(ai, MODEL).assess('…')).resolves.toEqual({
      crisis: true,
      threat: true,
      hate: false,
    });
  });

  test('categories the rules do not stand for are no concern', async () => {
    const ai = aiAnswering({ response: 'unsafe\nS12' });
    await expect(llamaGuardModerator(ai, MODEL).assess('…')).resolves.toEqual({
      crisis: false,
      threat: false,
      hate: false,
    });
  });

  test('an answer of an unknown shape fails, and then the rules decide', async () => {
    const model = llamaGuardModerator(aiAnswering({ result: 'unsafe' }), MODEL);
    await expect(model.assess('I will kill you')).rejects.toThrow();
    await expect(moderateWithModel('I will kill you', model)).resolves.toEqual(
      moderate('I will kill you'),
    );
  });

  test('with the rules: the model holds what they publish, and never blocks', async () => {
    const model = llamaGuardModerator(aiAnswering({ response: 'unsafe\nS1' }), MODEL);
    await expect(moderateWithModel('see you at the park later', model)).resolves.toMatchObject({
      outcome: 'hold',
      code: 'threat',
    });
  });
});
