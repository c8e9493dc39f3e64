import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyNext } from './EmptyNext.tsx';

afterEach(cleanup);

describe('an empty list that says what to do next', () => {
  it('links to the page where the list fills', () => {
    render(
      <MemoryRouter>
        <EmptyNext
          text="No invoice applications yet"
          link={{ label: 'Go to fee bills', to: '/layout/fees' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No invoice applications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to fee bills' }).getAttribute('href')).toBe('/layout/fees');
  });

  it('offers an action on the page as a link-styled button, and says only its text without either', () => {
    const reset = vi.fn();
    render(
      <MemoryRouter>
        <EmptyNext text="No campaign matches." link={{ label: 'Reset the filters', onClick: reset }} />
        <EmptyNext text="Nothing here" link={null} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset the filters' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
