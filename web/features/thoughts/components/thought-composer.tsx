import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../../schema/api';
import { LIMITS, MEME_CATEGORIES, REAL_CATEGORIES } from '../../../../schema/constants';
import { HelpUnderDraft } from '../../../components/help/help-under-draft';
import { useDraftReadsAsCrisis } from '../../../lib/use-draft-reads-as-crisis';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import type { MessageId } from '../../../i18n/message-ids';
import { useLanguage, useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { usePostThought } from '../hooks/use-post-thought';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useSuspendedUntil } from '../../../lib/use-suspended-until';

/** The client's own checks before an upload (the server checks the bytes again). */
function imageProblem(file: File): { title: MessageId; description: MessageId } | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: 'thoughts.composer.imageTypeTitle',
      description: 'thoughts.composer.imageTypeBody',
    };
  }
  if (file.size > LIMITS.imageMaxBytes) {
    return {
      title: 'thoughts.composer.imageSizeTitle',
      description: 'thoughts.composer.imageSizeBody',
    };
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
  const t = useT();
  const { previewUrl } = image;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
      {previewUrl && <img src={previewUrl} alt="" className="size-14 rounded object-cover" />}
      <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{image.file.name}</span>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        {t('thoughts.composer.removeImage')}
      </Button>
    </div>
  );
}

function CategorySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Category | '';
  onChange: (category: Category | '') => void;
}) {
  const t = useT();
  // The values stay the API's category ids; people read the names in their language.
  const options = (categories: readonly Category[]) =>
    categories.map((category) => (
      <option key={category} value={category}>
        {categoryName(t, category)}
      </option>
    ));
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as Category | '')}
      className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
    >
      <option value="">{t('thoughts.composer.categoryPlaceholder')}</option>
      <optgroup label={t('thoughts.categoryGroup.real')}>{options(REAL_CATEGORIES)}</optgroup>
      <optgroup label={t('thoughts.categoryGroup.meme')}>{options(MEME_CATEGORIES)}</optgroup>
    </select>
  );
}

function ComposerForm() {
  const t = useT();
  const requireSignIn = useRequireSignIn();
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { post, isPending, showCrisisSupport, held } = usePostThought();
  const draft = useDraftReadsAsCrisis(content);
  const ids = useId();

  function chooseImage(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(t(problem.title), { description: t(problem.description) });
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
          <span id={`${ids}-title`}>{t('thoughts.composer.title')}</span>
        </CardTitle>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
          {t('thoughts.composer.free')}
        </span>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1">
          <label htmlFor={`${ids}-content`} className="text-sm font-medium text-slate-800">
            {t('thoughts.composer.contentLabel')}
          </label>
          <textarea
            id={`${ids}-content`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onFocus={draft.onFocus}
            maxLength={LIMITS.thoughtMax}
            rows={5}
            placeholder={t('thoughts.composer.contentPlaceholder')}
            aria-describedby={`${ids}-counter`}
            className="w-full resize-y rounded-lg border border-slate-300 p-3 text-slate-900 placeholder:text-slate-500"
          />
          <p id={`${ids}-counter`} className="text-right text-xs text-slate-600">
            {content.length}/{LIMITS.thoughtMax}
          </p>
        </div>
        {/* Help as soon as the draft reads as a crisis, checked on the device; after posting, what
            the server saw decides too. Right under the words, where a phone's keyboard leaves it
            in sight, and announced to screen readers as it appears (docs/decisions/084, 090). */}
        <HelpUnderDraft shown={showCrisisSupport || draft.readsAsCrisis} held={held} />
        <div className="space-y-1">
          <label htmlFor={`${ids}-category`} className="text-sm font-medium text-slate-800">
            {t('thoughts.composer.categoryLabel')}
          </label>
          <CategorySelect id={`${ids}-category`} value={category} onChange={setCategory} />
        </div>
        <div className="space-y-1">
          {image ? (
            <>
              <p className="text-sm font-medium text-slate-800">
                {t('thoughts.composer.imageLabel')}
              </p>
              <ImagePreview image={image} onRemove={() => setImage(null)} />
            </>
          ) : (
            <>
              <label htmlFor={`${ids}-image`} className="text-sm font-medium text-slate-800">
                {t('thoughts.composer.imageLabel')}
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
          {isPending ? t('thoughts.composer.posting') : t('thoughts.composer.post')}
        </Button>
      </form>
    </Card>
  );
}

/** The posting form, or for a suspended viewer a notice of when they can post again. */
export function ThoughtComposer() {
  const t = useT();
  const { locale } = useLanguage();
  const suspendedUntil = useSuspendedUntil();
  if (suspendedUntil) {
    return (
      <Card aria-label={t('thoughts.composer.title')}>
        <CardTitle>{t('thoughts.composer.title')}</CardTitle>
        <p className="mt-3 text-sm text-slate-700">
          {t('thoughts.composer.suspended', { until: suspendedUntil.toLocaleString(locale) })}
        </p>
      </Card>
    );
  }
  return <ComposerForm />;
}
