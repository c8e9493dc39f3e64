// First of all: start-up begins (its calls go out) before the rest of the bundle is evaluated.
import './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmUpCipher } from './api/session.ts';
import { App } from './app/App.tsx';
import { mountWhenStarted } from './app/boot.ts';
import { loadCatalogue } from './i18n/catalogue.ts';
import { currentLang } from './i18n/index.ts';
import { PALETTE_VARS } from './ui/theme.ts';

/** Spec point 1: the app container is shown 0.5 s after the app is created. */
const REVEAL_DELAY_MS = 500;

document.documentElement.lang = currentLang() === 'en' ? 'en' : 'zh-Hant';
// The theme's colours for the plain-CSS parts (sign-in page, index.html), from the one palette.
for (const [name, value] of Object.entries(PALETTE_VARS))
  document.documentElement.style.setProperty(name, value);

/** When the browser has a moment (or after 2 s at the latest); setTimeout where it lacks the call. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

let revealed: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  revealed = resolve;
});

const started = mountWhenStarted(() => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  setTimeout(() => {
    container.classList.add('app-ready');
    document.getElementById('boot-splash')?.remove();
    revealed();
  }, REVEAL_DELAY_MS);
});

// The crypto code (the first encrypted call's session) loads once the page is shown and the browser is
// idle, not while the sign-in page is being built (issue 16).
void Promise.all([started, shown]).then(() => whenIdle(warmUpCipher));
// The catalogue's texts (i18n/catalogue.ts) as soon as the page is shown: what words a code waits for them.
void shown.then(() => loadCatalogue().catch(() => undefined));
