import { Component, type ReactNode } from 'react';
import { CrashPage } from './CrashPage.tsx';

interface Props {
  children: ReactNode;
  /** When this changes after a crash (another page was opened), the boundary tries again. */
  resetKey?: string;
}

/** A crash shows the 500 page, never a blank screen. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('portal crashed', error);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}
