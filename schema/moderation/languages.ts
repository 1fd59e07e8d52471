/** The app's nine languages: every lexicon and corpus exists in each. */
export const LANGUAGES = ['en', 'zh', 'vi', 'fr', 'ja', 'id', 'ru', 'es', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];
