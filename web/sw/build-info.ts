// What the build tells the service worker (scripts/vite-service-worker.ts writes it into sw.js):
// the worker cannot read Vite's manifest or the SPA's message catalogs when it runs.

/** "Someone replied to you" in one language. */
export type ReplyTexts = { title: string; body: string };

export type ServiceWorkerBuild = {
  /** Differs between any two builds: the app-shell cache is named after it. */
  version: string;
  /** Root-relative paths of the app shell: `/`, the entry's JS and CSS, the /help screen's chunks. */
  shell: string[];
  /** Per language, the paths of its shell, help and Home messages (one language is precached). */
  catalogs: Record<string, string[]>;
  /** The reply notification's words, per language (English fills any a language lacks). */
  reply: Record<string, ReplyTexts>;
};
