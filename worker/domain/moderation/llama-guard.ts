// A model-based checker on Workers AI's Llama Guard, for when an `AI` binding is configured:
// `combineModerators(ruleModerator, llamaGuardModerator(env.AI))`. Only the hazard categories
// the rules also stand for count; its self-harm category marks a crisis, never a block.
import { z } from 'zod';
import { verdictFor, type ContentModerator, type ModerationFlag } from '../moderation.ts';

export const LLAMA_GUARD_MODEL = '@cf/meta/llama-guard-3-8b';

/** The part of the Workers AI binding this adapter uses. */
export interface AiRunner {
  run(
    model: typeof LLAMA_GUARD_MODEL,
    input: { messages: { role: 'user'; content: string }[] },
  ): Promise<unknown>;
}

const llamaGuardOutput = z.object({
  response: z.object({ safe: z.boolean(), categories: z.array(z.string()).default([]) }),
});

// Llama Guard 3's hazard taxonomy: S1 violent crimes, S9 indiscriminate weapons, S10 hate,
// S11 suicide and self-harm. Other categories are not ours to block.
const FLAGS_BY_CATEGORY: Readonly<Record<string, ModerationFlag>> = {
  S1: 'threat',
  S9: 'threat',
  S10: 'hate',
  S11: 'crisis',
};

export function llamaGuardModerator(ai: AiRunner): ContentModerator {
  return {
    async check(text) {
      const output = llamaGuardOutput.parse(
        await ai.run(LLAMA_GUARD_MODEL, { messages: [{ role: 'user', content: text }] }),
      );
      if (output.response.safe) return verdictFor([]);
      const flags = output.response.categories.flatMap((category) => {
        const flag = FLAGS_BY_CATEGORY[category.trim().toUpperCase()];
        return flag ? [flag] : [];
      });
      return verdictFor(flags);
    },
  };
}
