import type { Catalog } from '../catalog.js';
import type { Locale } from '../locales.js';
import { de } from './de.js';
import { enUS } from './en-US.js';
import { esES } from './es-ES.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ptBR } from './pt-BR.js';
import { ru } from './ru.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

/**
 * Every shipped locale's catalog. A new language: its file beside these (typed `Catalog`, so a
 * missing key does not compile), its entry here and its Discord locale in `LOCALES`.
 */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ko,
  de,
  fr,
  'es-ES': esES,
  'pt-BR': ptBR,
  ru,
};
