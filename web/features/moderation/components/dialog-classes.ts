// The console's dialogs (confirmations and the suspension form) share one look.
export const DIALOG_OVERLAY = 'fixed inset-0 z-50 bg-slate-900/40';
export const DIALOG_CONTENT =
  'fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl';
export const DIALOG_TITLE = 'text-lg font-semibold text-slate-900';
export const DIALOG_DESCRIPTION = 'mt-2 text-sm text-slate-600';
