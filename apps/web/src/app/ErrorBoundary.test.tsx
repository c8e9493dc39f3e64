import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken({ fail }: { fail: boolean }): React.JSX.Element {
  if (fail) throw new Error('page bug');
  return <p>page works</p>;
}

afterEach(() => cleanup());

describe('the error boundary', () => {
  it('shows the 500 page instead of a blank screen, and recovers when another page opens', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('系統出現錯誤');
    rerender(
      <ErrorBoundary resetKey="/b">
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('page works')).toBeTruthy();
  });
});
