/**
 * How the API client speaks to the person: error toasts (3 s, 300 px from the top, spec point 9) and the
 * error dialog of the cross-border rate answer. antd's static functions follow the shell's theme and
 * locale through ConfigProvider.config({ holderRender }) (src/ui/AntdScope.tsx, which the shell hands in with
 * `setAntdScopeLoader`). Both load on first use, so the login page can be used before they arrive.
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  dialog(title: string, text: string, okText: string): void;
}

let loadScope: () => Promise<unknown> = () => Promise.resolve();

/** The shell's antd locale and theme, loaded beside the message code so the first toast already has them. */
export function setAntdScopeLoader(load: () => Promise<unknown>): void {
  loadScope = load;
}

const withScope = <T>(load: Promise<T>): Promise<T> => Promise.all([load, loadScope()]).then(([m]) => m);
const toasts = () => withScope(import('./toasts.ts'));

const antdNotifier: Notifier = {
  error: (text) => void toasts().then((m) => m.showToast('error', text)),
  success: (text) => void toasts().then((m) => m.showToast('success', text)),
  dialog: (title, text, okText) =>
    void withScope(import('./dialog.ts')).then((m) => m.showErrorDialog(title, text, okText)),
};

let current: Notifier = antdNotifier;

/** Tests install a recorder; null restores antd. */
export function setNotifier(n: Notifier | null): void {
  current = n ?? antdNotifier;
}

export function notifier(): Notifier {
  return current;
}
