import type { ComponentProps, MouseEvent } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'border border-rose-200 bg-white text-rose-700 hover:bg-rose-50 disabled:text-slate-400',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  size?: 'sm' | 'md';
  /**
   * Its action is under way: presses do nothing, and the button keeps focus. A `disabled` button
   * loses it, and focus fell to the page's body (docs/decisions/094).
   */
  busy?: boolean;
};

/**
 * What makes a button busy and keep focus: `aria-disabled`, and a press that does nothing (nor
 * submits a form, nor opens a dialog a trigger would: Radix checks `defaultPrevented`). For
 * buttons that are not a `Button`, such as the sign-in overlay's.
 */
export function busyButtonProps(
  busy: boolean,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (busy) event.preventDefault();
      else onClick?.(event);
    },
  };
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const sizing = size === 'sm' ? 'h-8 px-3 text-sm' : 'h-10 px-4';
  return (
    <button
      type={type}
      {...busyButtonProps(busy, onClick)}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-wait aria-disabled:opacity-60 ${sizing} ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
