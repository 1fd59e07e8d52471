import { useT } from '../i18n/react';

/** The picture someone shared with a thought, wherever the thought is shown. */
export function ThoughtImage({ src }: { src: string }) {
  const t = useT();
  return (
    <img
      src={src}
      alt={t('thoughts.card.imageAlt')}
      loading="lazy"
      className="mt-3 max-h-80 w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}
