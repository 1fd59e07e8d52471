// Message ids are the keys of the English catalogs: a typo in `t('…')` does not compile.
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type errors from './messages/en/errors.json';
import type help from './messages/en/help.json';
import type home from './messages/en/home.json';
import type me from './messages/en/me.json';
import type moderation from './messages/en/moderation.json';
import type rewards from './messages/en/rewards.json';
import type thoughts from './messages/en/thoughts.json';

type Catalogs = typeof auth &
  typeof common &
  typeof errors &
  typeof help &
  typeof home &
  typeof me &
  typeof moderation &
  typeof rewards &
  typeof thoughts;

export type MessageId = keyof Catalogs & string;

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}
