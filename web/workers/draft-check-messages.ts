// What the page and the draft-check worker say to each other.

/** A draft to check; `id` pairs the answer with its question. */
export type DraftCheckQuestion = { id: number; text: string };

/** Whether the draft with that `id` reads as a crisis. */
export type DraftCheckAnswer = { id: number; reads: boolean };
