import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../../ui/LangSwitch.tsx';
import styles from './onboarding.module.css';

/** The frame of the public registration pages: a slim header (brand, language) and one column. */
export function RegisterShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('brand.name')}</span>
        <LangSwitch size="middle" tone="dark" />
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
