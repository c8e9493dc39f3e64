import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A link to a page of the portal in antd's button look: one element (one tab stop, a link to a screen
 * reader, Enter follows it, a modifier opens a new tab), rather than a button inside a link, which is two
 * tab stops and interactive content nested in interactive content.
 */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
