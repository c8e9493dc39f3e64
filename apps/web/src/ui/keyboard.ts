import type { KeyboardEvent } from 'react';

/**
 * What makes a clickable element that is not a button (antd's Typography.Link without an href) work from
 * the keyboard (WCAG 2.1.1): a tab stop, announced as a button, Enter and Space act like a click.
 */
export function actionProps(act: () => void) {
  return {
    role: 'button',
    tabIndex: 0,
    onClick: act,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      act();
    },
  } as const;
}
