import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL, readLocal, writeLocal } from '../storage/browserStorage.ts';
import { en } from './en.ts';
import { zhTW } from './zh-TW.ts';

/** The two message sets: traditional Chinese by default, English on request (persisted in 'lang'). */
export type UiLang = 'zh-TW' | 'en';
export const LANGS: readonly UiLang[] = ['zh-TW', 'en'];

export function storedLang(): UiLang {
  return readLocal(LOCAL.lang) === 'en' ? 'en' : 'zh-TW';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLang(),
  fallbackLng: 'zh-TW',
  resources: { 'zh-TW': { translation: zhTW }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLang(): UiLang {
  return i18n.language === 'en' ? 'en' : 'zh-TW';
}

export function setLang(lang: UiLang): void {
  writeLocal(LOCAL.lang, lang);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-Hant';
  void i18n.changeLanguage(lang);
}

/** A text of the route table or the catalogue in the current language. */
export function pick(text: { zh: string; en: string }): string {
  return textIn(currentLang(), text);
}

export function textIn(lang: string, text: { zh: string; en: string }): string {
  return lang === 'en' ? text.en : text.zh;
}
