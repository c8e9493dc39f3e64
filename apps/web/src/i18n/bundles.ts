import { i18n } from './index.ts';

/** The English set of a message bundle has exactly the keys of the Chinese one (checked by the type). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type MessageTree = { [key: string]: string | MessageTree };

/** One capability's texts in both languages (features/<capability>/messages.ts). */
export interface MessageBundle {
  zhTW: MessageTree;
  en: MessageTree;
}

/**
 * Joins a capability's texts to the portal's two message sets. Each capability's messages.ts calls it once,
 * when the first module that shows its texts loads; the bundles only add keys (a test checks that no two
 * bundles, nor the start-up set, share a key).
 */
export function addMessages(bundle: MessageBundle): void {
  i18n.addResourceBundle('zh-TW', 'translation', bundle.zhTW, true, false);
  i18n.addResourceBundle('en', 'translation', bundle.en, true, false);
}
