import type { ReactNode } from 'react';

/** A labelled field with its error line, in antd's vertical form look, for forms without antd's Form. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8, color: 'rgba(0,0,0,0.88)' }}>
        {label}
      </label>
      {children}
      <div
        id={`${id}-error`}
        role={error ? 'alert' : undefined}
        style={{
          minHeight: error ? 22 : 0,
          marginTop: error ? 4 : 0,
          color: 'var(--mp-error)',
          fontSize: 14,
        }}
      >
        {error}
      </div>
    </div>
  );
}
