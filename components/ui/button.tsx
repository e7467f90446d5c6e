import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

import styles from './button.module.css';
import Spinner from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /**
   * Busy: shows a spinner and ignores clicks (also the implicit click of Enter in a form, so a
   * form cannot be sent twice). The button stays focusable, unlike `disabled`.
   */
  loading?: boolean;
  /** Label while loading, e.g. "Sending…"; the normal label otherwise. */
  loadingLabel?: string;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export default function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  block = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={[styles.button, styles[variant], styles[size], block && styles.block, className].filter(Boolean).join(' ')}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
