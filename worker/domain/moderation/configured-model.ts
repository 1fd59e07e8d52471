// The moderation model a deployment configured: MODERATION_MODEL on the AI binding. Apart from
// moderation.ts so the verdict's composer (and the benchmark that runs it under plain Node)
// never reads the Workers configuration.
import type { Config } from '../../lib/config';
import type { ModerationModel } from '../moderation';
import { llamaGuardModerator } from './llama-guard';

/** The configured model, or null when there is none. */
export function moderationModel(config: Config): ModerationModel | null {
  if (config.MODERATION_MODEL === null || config.AI === undefined) return null;
  return llamaGuardModerator(config.AI, config.MODERATION_MODEL);
}
