// The draft check off the main thread: the detector's lexicons compile in a few hundred
// milliseconds and the classifier's weights decode on first use, which would freeze a phone's
// page the first time someone pauses typing. Drafts never leave the device: this worker is a
// thread of the page, not a request.
import { readsAsCrisis } from '../../schema/moderation/reads-as-crisis.ts';
import type { DraftCheckAnswer, DraftCheckQuestion } from './draft-check-messages.ts';

self.addEventListener('message', (event: MessageEvent<DraftCheckQuestion>) => {
  const answer: DraftCheckAnswer = { id: event.data.id, reads: readsAsCrisis(event.data.text) };
  self.postMessage(answer);
});

// The worker starts when a person focuses a draft (web/lib/use-draft-reads-as-crisis.ts). Reading
// a text now compiles the lexicons and decodes the weights while they type, so their first pause
// gets its answer at once: read first at that pause, the answer came 0.7 s later here, seconds on
// a phone (docs/decisions/038). The text holds a crisis phrase, so the phrase classifier's
// weights decode now too (docs/decisions/059): it is asked only about a text a phrase reads.
readsAsCrisis('the first check of a draft: i want to die');
