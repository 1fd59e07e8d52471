export function ThoughtsScreen() {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Thoughts &amp; Community</h1>
    </div>
  );
}
