// Message ids are the keys of the English catalogs: a typo in `t('…')` does not compile.
import type auth from './messages/en/auth.json';
import type common from './messages/en/common.json';
import type help from './messages/en/help.json';
import type me from './messages/en/me.json';
import type moderation from './messages/en/moderation.json';
import type rewards from './messages/en/rewards.json';
import type thoughts from './messages/en/thoughts.json';

type Catalogs = typeof auth &
  typeof common &
  typeof help &
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
