// Llama Guard on Workers AI as a second opinion (MODERATION_MODEL, on the AI binding). Only the
// hazard categories the rules also stand for count: its self-harm category adds a crisis (help
// shown), its violence and hate categories ask for a hold; it never blocks on its own.
import { z } from 'zod';
import type { AiBinding } from '../../lib/ai-binding.ts';
import type { ModelOpinion, ModerationModel } from '../moderation.ts';

// The binding answers `{response}`: Llama Guard's own text ("safe", or "unsafe" and the
// categories on the next line), or that text already parsed into `{safe, categories}`.
const llamaGuardOutput = z.object({
  response: z.union([
    z.string(),
    z.object({ safe: z.boolean(), categories: z.array(z.string()).default([]) }),
  ]),
});

/** The categories an answer names; none when it says safe. */
function categories(response: z.output<typeof llamaGuardOutput>['response']): string[] {
  if (typeof response !== 'string') return response.safe ? [] : response.categories;
  const [verdict = '', ...rest] = response.trim().split('\n');
  if (verdict.trim().toLowerCase() === 'safe') return [];
  if (verdict.trim().toLowerCase() !== 'unsafe') throw new Error(`unexpected answer: ${verdict}`);
  return rest
    .join(',')
    .split(/[\s,]+/)
    .filter((category) => category !== '');
}

// Llama Guard 3's hazard taxonomy: S1 violent crimes, S9 indiscriminate weapons, S10 hate,
// S11 suicide and self-harm. Other categories are not ours to act on.
export function llamaGuardModerator(ai: AiBinding, model: string): ModerationModel {
  return {
    async assess(text): Promise<ModelOpinion> {
      const output = llamaGuardOutput.parse(
        await ai.run(model, { messages: [{ role: 'user', content: text }] }),
      );
      const named = new Set(categories(output.response).map((c) => c.trim().toUpperCase()));
      return {
        crisis: named.has('S11'),
        threat: named.has('S1') || named.has('S9'),
        hate: named.has('S10'),
      };
    },
  };
}
