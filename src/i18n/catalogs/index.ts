import type { Catalog } from '../catalog.js';
import type { Locale } from '../locales.js';
import { enUS } from './en-US.js';

/** Every shipped locale's catalog. A new language: its file here, and its locale in `LOCALES`. */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = {
  'en-US': enUS,
  'zh-CN': enUS,
  'zh-TW': enUS,
  ja: enUS,
  ko: enUS,
  de: enUS,
  fr: enUS,
  'es-ES': enUS,
  'pt-BR': enUS,
  ru: enUS,
};
