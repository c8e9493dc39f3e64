import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/index.ts';
import { ContactValue } from './ContactValue.tsx';

// A contact comes masked; 'show' asks for it in full, once, on purpose (issue 15, point 2).
afterEach(cleanup);

describe('ContactValue', () => {
  it('shows the masked value, and the full one only after show', async () => {
    setLang('zh-TW');
    const reveal = vi.fn(async () => '66123456');
    render(<ContactValue masked="66****56" prefix="+853" reveal={reveal} />);
    expect(screen.getByText('+853 66****56')).toBeTruthy();
    expect(reveal).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /顯示/ }));
    });
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(screen.getByText('+853 66123456')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no show button to whoever may not, and a dash for nothing', () => {
    render(<ContactValue masked="bos***@shop.example" />);
    expect(screen.getByText('bos***@shop.example')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<ContactValue masked="" reveal={async () => 'x'} />);
    expect(screen.getByText('-')).toBeTruthy();
  });
});
