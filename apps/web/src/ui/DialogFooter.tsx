import type { ReactNode } from 'react';

/**
 * The buttons at the foot of a dialog whose form draws its own footer: right-aligned, in Ant Design's order
 * (cancel first, the primary action last, on the right), wrapping on a phone. The portal's one dialog
 * convention (issue 32): Modal's own footer follows it too.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: 8,
        marginTop: 8,
      }}
    >
      {children}
    </div>
  );
}
