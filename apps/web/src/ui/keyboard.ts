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

/**
 * Where a popover opened from a button is put: right after the button in the page, so Tab from the button
 * reaches what it opened (antd puts popups at the end of the body by default).
 */
export const popupAfterTrigger = (el: HTMLElement): HTMLElement => el.parentElement ?? document.body;
