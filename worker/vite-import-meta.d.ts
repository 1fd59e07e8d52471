// Vite resolves `import.meta.glob` when it builds the worker (and in the tests); the worker's own
// types do not include Vite's client types, so the forms the worker and schema/ use are declared
// here: eager default imports, and raw text (a test that reads the sources).
interface ImportMeta {
  glob<Module>(
    pattern: string | string[],
    options: { eager: true; import: 'default'; query?: '?raw' },
  ): Record<string, Module>;
}
