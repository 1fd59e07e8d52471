// Vite resolves `import.meta.glob` when it builds the worker (and in the tests); the worker's own
// types do not include Vite's client types, so the one form the worker uses is declared here.
interface ImportMeta {
  glob<Module>(
    pattern: string,
    options: { eager: true; import: 'default' },
  ): Record<string, Module>;
}
