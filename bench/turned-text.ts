/**
 * `text` turned by `by` characters: the same characters, another string. The checks keep what
 * they read of the last text (schema/moderation/kept-for-last-text.ts), as one check reads
 * what another read just before; the same string timed again would find it kept, which no new
 * post does. A benchmark that times a text again times it turned.
 */
export const turned = (text: string, by: number) => text.slice(by) + text.slice(0, by);
