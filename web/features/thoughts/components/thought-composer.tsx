import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../../schema/api';
import { LIMITS, MEME_CATEGORIES, REAL_CATEGORIES } from '../../../../schema/constants';
import { CrisisSupport } from '../../../components/crisis-support';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { usePostThought } from '../hooks/use-post-thought';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useSuspendedUntil } from '../../../lib/use-suspended-until';

/** The client's own checks before an upload (the server checks the bytes again). */
function imageProblem(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid file type', description: 'Please choose an image file' };
  }
  if (file.size > LIMITS.imageMaxBytes) {
    return { title: 'File too large', description: 'Please choose an image under 5MB' };
  }
  return null;
}

type ChosenImage = { file: File; previewUrl: string | null };

function chosenImage(file: File): ChosenImage {
  // A local preview only; what gets posted is the uploaded copy's URL.
  const canPreview = typeof URL.createObjectURL === 'function';
  return { file, previewUrl: canPreview ? URL.createObjectURL(file) : null };
}

function ImagePreview({ image, onRemove }: { image: ChosenImage; onRemove: () => void }) {
  const { previewUrl } = image;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
      {previewUrl && <img src={previewUrl} alt="" className="size-14 rounded object-cover" />}
      <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{image.file.name}</span>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        Remove image
      </Button>
    </div>
  );
}

function ComposerForm() {
  const requireSignIn = useRequireSignIn();
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { post, isPending, showCrisisSupport, held } = usePostThought();
  const ids = useId();

  function chooseImage(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setImage(chosenImage(file));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!requireSignIn()) return;
    const posted = await post({ content, category, image: image?.file ?? null });
    if (posted) {
      setContent('');
      setCategory('');
      setImage(null);
    }
  }

  return (
    <Card aria-labelledby={`${ids}-title`} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <CardTitle>
          <span id={`${ids}-title`}>Share Anonymous Thought</span>
        </CardTitle>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
          Free to post
        </span>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1">
          <label htmlFor={`${ids}-content`} className="text-sm font-medium text-slate-800">
            Your thought
          </label>
          <textarea
            id={`${ids}-content`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={LIMITS.thoughtMax}
            rows={5}
            placeholder="What's on your mind? Nobody will know it was you."
            aria-describedby={`${ids}-counter`}
            className="w-full resize-y rounded-lg border border-slate-300 p-3 text-slate-900 placeholder:text-slate-500"
          />
          <p id={`${ids}-counter`} className="text-right text-xs text-slate-600">
            {content.length}/{LIMITS.thoughtMax}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-category`} className="text-sm font-medium text-slate-800">
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as Category | '')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="">Select a category</option>
            <optgroup label="Real World Problems">
              {REAL_CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </optgroup>
            <optgroup label="Memes & Fun">
              {MEME_CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="space-y-1">
          {image ? (
            <>
              <p className="text-sm font-medium text-slate-800">Image (optional)</p>
              <ImagePreview image={image} onRemove={() => setImage(null)} />
            </>
          ) : (
            <>
              <label htmlFor={`${ids}-image`} className="text-sm font-medium text-slate-800">
                Image (optional)
              </label>
              <input
                id={`${ids}-image`}
                ref={fileInput}
                type="file"
                accept="image/*"
                onChange={(event) => chooseImage(event.target.files?.[0])}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
              />
            </>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={!content || !category || isPending}>
          {isPending ? 'Posting...' : 'Post Thought'}
        </Button>
      </form>
      {showCrisisSupport && <CrisisSupport held={held} />}
    </Card>
  );
}

/** The posting form, or for a suspended viewer a notice of when they can post again. */
export function ThoughtComposer() {
  const suspendedUntil = useSuspendedUntil();
  if (suspendedUntil) {
    return (
      <Card aria-label="Share Anonymous Thought">
        <CardTitle>Share Anonymous Thought</CardTitle>
        <p className="mt-3 text-sm text-slate-700">
          Posting is paused for your account until {suspendedUntil.toLocaleString()}.
        </p>
      </Card>
    );
  }
  return <ComposerForm />;
}
