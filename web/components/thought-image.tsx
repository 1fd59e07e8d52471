/** The picture someone shared with a thought, wherever the thought is shown. */
export function ThoughtImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt="Image shared with this thought"
      loading="lazy"
      className="mt-3 max-h-80 w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}
