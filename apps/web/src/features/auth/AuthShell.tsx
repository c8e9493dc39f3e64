import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../../ui/LangSwitch.tsx';
import styles from './AuthShell.module.css';

/**
 * The frame of the sign-in pages: the brand panel (product name and a short line) beside the form card,
 * stacked on narrow screens.
 */
export function AuthShell({
  title,
  subtitle,
  brand = 'brand',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Where the brand panel's texts are: the portal's `brand.*`, or another set of the same keys (the back office's). */
  brand?: string;
  children: ReactNode;
}) {
  const { t: tr } = useTranslation();
  const t = (key: string) => tr(key.replace(/^brand\./, `${brand}.`));
  const points = [
    { icon: <BarChartOutlined />, text: t('brand.point1') },
    { icon: <TeamOutlined />, text: t('brand.point2') },
    { icon: <LockOutlined />, text: t('brand.point3') },
  ];
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.logo}>
          <span className={styles.mark} aria-hidden>
            {t('brand.mark')}
          </span>
          <span>
            <span className={styles.name}>{t('brand.name')}</span>
            <span className={styles.nameAlt}>{t('brand.nameAlt')}</span>
          </span>
        </div>
        <div className={styles.claim}>
          <h1>{t('brand.tagline')}</h1>
          <p>{t('brand.line')}</p>
          <ul>
            {points.map((p) => (
              <li key={p.text}>
                <span className={styles.pointIcon}>{p.icon}</span>
                {p.text}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.secure}>
          <SafetyCertificateOutlined /> {t('brand.secure')}
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.lang}>
          <LangSwitch size="middle" />
        </div>
        <section className={styles.card}>
          <h2 className={styles.title}>{title}</h2>
          {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
