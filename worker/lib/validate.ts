import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * The single boundary validator: parses a request part with a zod schema and answers 400 with
 * the first issue's message. Handlers read only `c.req.valid(target)`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw new ApiError(400, `${path}${issue?.message ?? 'Invalid input'}`);
    }
    return result.data;
  });
}
