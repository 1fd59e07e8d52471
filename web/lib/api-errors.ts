// What a failed call means to the person, in their language: the API answers in English for
// developers, so the SPA reads the status and, for moderation, the 422 `code` (docs/decisions/019).
import { i18n } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-ids';
import { HttpError } from './api-client';

const MODERATION_CODES: Record<string, MessageId> = {
  hate: 'errors.moderation.hate',
  threat: 'errors.moderation.threat',
  email: 'errors.moderation.email',
  phone: 'errors.moderation.phone',
  handle: 'errors.moderation.handle',
  link: 'errors.moderation.link',
  crisis_name: 'errors.moderation.crisisName',
};

const BY_STATUS: Record<number, MessageId> = {
  400: 'errors.error.invalid',
  401: 'errors.error.signedOut',
  403: 'errors.error.forbidden',
  404: 'errors.error.notFound',
  409: 'errors.error.conflict',
  413: 'errors.error.tooLarge',
  415: 'errors.error.unsupported',
  422: 'errors.moderation.blocked',
};

/** Whether a failed call was refused by moderation, and if so with which code (or null). */
export function moderationRefusal(error: unknown): { code: string | null; crisis: boolean } | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const code = typeof error.body?.code === 'string' ? error.body.code : null;
  return { code, crisis: error.body?.crisis === true };
}

/** The person's-language text for a failed call; `overrides` name a status this screen words itself. */
export function describeError(
  error: unknown,
  overrides: Partial<Record<number, MessageId>> = {},
): string {
  if (!(error instanceof HttpError)) return i18n._('errors.error.network');
  const override = overrides[error.status];
  if (override) return i18n._(override);
  if (error.status === 422) {
    const code = moderationRefusal(error)?.code;
    return i18n._((code && MODERATION_CODES[code]) || 'errors.moderation.blocked');
  }
  if (error.status === 403 && typeof error.body?.error === 'string') {
    const suspended = /suspended until (\S+?)\.?$/.exec(error.body.error);
    if (suspended?.[1]) {
      return i18n._('errors.error.suspended', {
        until: new Date(suspended[1]).toLocaleString(i18n.locales ?? i18n.locale),
      });
    }
  }
  if (error.status === 429) {
    const seconds = Number(error.retryAfter ?? 0) || 30;
    return i18n._('errors.error.tooSoon', { seconds });
  }
  return i18n._(BY_STATUS[error.status] ?? 'errors.error.server');
}
