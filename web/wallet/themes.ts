// The modal's three looks. Class names are spelled out whole so Tailwind finds them.

export const THEMES = ['light', 'dark', 'jupiter'] as const;
export type Theme = (typeof THEMES)[number];

export type ThemeClasses = {
  panel: string;
  muted: string;
  row: string;
  highlightRow: string;
  button: string;
  link: string;
  control: string;
};

export const THEME_CLASSES: Record<Theme, ThemeClasses> = {
  light: {
    panel: 'bg-white text-slate-900',
    muted: 'text-slate-500',
    row: 'hover:bg-slate-100 focus-visible:bg-slate-100',
    highlightRow: 'bg-slate-100 hover:bg-slate-200 focus-visible:bg-slate-200',
    button: 'bg-slate-900 text-white hover:bg-slate-700',
    link: 'text-indigo-700 hover:underline',
    control: 'border-slate-300 bg-white text-slate-900',
  },
  dark: {
    panel: 'bg-zinc-900 text-zinc-50',
    muted: 'text-zinc-400',
    row: 'hover:bg-zinc-800 focus-visible:bg-zinc-800',
    highlightRow: 'bg-zinc-800 hover:bg-zinc-700 focus-visible:bg-zinc-700',
    button: 'bg-zinc-50 text-zinc-900 hover:bg-zinc-200',
    link: 'text-sky-300 hover:underline',
    control: 'border-zinc-600 bg-zinc-800 text-zinc-50',
  },
  jupiter: {
    panel: 'bg-[#1c2936] text-white',
    muted: 'text-slate-300',
    row: 'hover:bg-white/10 focus-visible:bg-white/10',
    highlightRow: 'bg-white/10 hover:bg-white/20 focus-visible:bg-white/20',
    button: 'bg-[#c7f284] text-[#1c2936] hover:bg-[#b4e26b]',
    link: 'text-[#c7f284] hover:underline',
    control: 'border-white/30 bg-[#13202b] text-white',
  },
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
