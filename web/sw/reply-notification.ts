// The notification a reply push shows (docs/decisions/024). Pure, so what it may say is tested on
// its own (reply-notification.test.ts).
import type { ReplyTexts } from './build-info';

/** Where a reply notification leads: always My Echo, never an address taken from a push. */
export const REPLY_URL = '/me';

export type ReplyNotification = { title: string; options: NotificationOptions };

/**
 * "Someone replied to you" in the person's language (English when the device's language is not
 * known). It says nothing of the reply, the thread or who wrote it: the push carries none of that
 * and nothing in it is shown. One tag for every reply, so several collapse into one.
 */
export function replyNotification(
  language: string | null,
  texts: Record<string, ReplyTexts>,
): ReplyNotification {
  const chosen = language !== null && texts[language] ? language : 'en';
  const words = texts[chosen] ?? { title: 'Someone replied to you', body: '' };
  return {
    title: words.title,
    options: {
      body: words.body,
      lang: chosen,
      tag: 'reply',
      icon: '/icons/icon-192.png',
      data: { url: REPLY_URL },
    },
  };
}

/**
 * The Echo tab a tap on the notification brings to the front: one already on My Echo (it checks
 * for new replies as it comes back), or none, and a new tab opens. Never another Echo tab: it may
 * hold a comment being written, which sending it to My Echo would lose (docs/decisions/097).
 */
export function tabForReply<Tab extends { url: string }>(
  tabs: readonly Tab[],
  origin: string,
): Tab | null {
  return (
    tabs.find((tab) => {
      const url = new URL(tab.url);
      return url.origin === origin && url.pathname === REPLY_URL;
    }) ?? null
  );
}
