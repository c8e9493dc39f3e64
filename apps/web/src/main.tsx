import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmUpCipher } from './api/session.ts';
import { App } from './app/App.tsx';
import { startUp } from './app/startup.ts';
import { PALETTE_VARS } from './app/theme.ts';
import { currentLang } from './i18n/index.ts';

/** Spec point 1: the app container is shown 0.5 s after the app is created. */
const REVEAL_DELAY_MS = 500;

document.documentElement.lang = currentLang() === 'en' ? 'en' : 'zh-Hant';
// The theme's colours for the plain-CSS parts (sign-in page, index.html), from the one palette.
for (const [name, value] of Object.entries(PALETTE_VARS))
  document.documentElement.style.setProperty(name, value);

void startUp(() => {
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
  }, REVEAL_DELAY_MS);
}).then(() => warmUpCipher());
