/**
 * The domain's words (issue 32 §1, ADR 0045): every sentence a rule says lives in the catalogue
 * (zh-CN.ts, the base, and en-US.ts) under a key, and is said with `say(key, params, locale)`; a rule
 * that stores both languages (a plan's `Bilingual` texts) says it with `bilingual(key, params)`. Rules
 * hold keys, never inline `zh`/`en` pairs or branches on the locale. Knowledge tables keep their own
 * `zh`/`en` fields: they are sourced data.
 */
import type { Bilingual, Locale } from '../contracts/common';
import { flattenCatalogue, type Catalogue, type KeysOf, type ParamsOf, type ParamValue } from './catalogue';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export type { ParamValue } from './catalogue';

/** A key of the catalogue, typed from the zh-CN base. */
export type MessageKey = KeysOf<typeof zhCN>;
/** The parameters the sentence at `K` takes, one per `{name}` placeholder. */
export type MessageParams<K extends MessageKey> = ParamsOf<typeof zhCN, K>;

/**
 * Each sentence split once at its placeholders: literal text at even indices, a placeholder's name at
 * odd ones (`'{a}和{b}'` → `['', 'a', '和', 'b', '']`), so saying it is a join, not a regular expression.
 */
const partsOf = (catalogue: Catalogue): ReadonlyMap<string, readonly string[]> =>
  new Map([...flattenCatalogue(catalogue)].map(([key, sentence]) => [key, sentence.split(/\{(\w+)\}/)]));

const SENTENCES: Record<Locale, ReadonlyMap<string, readonly string[]>> = {
  'zh-CN': partsOf(zhCN),
  'en-US': partsOf(enUS),
};

/** The field of a `Bilingual` each language reads (a table, so no rule branches on the locale). */
const FIELD = { 'zh-CN': 'zh', 'en-US': 'en' } as const satisfies Record<Locale, keyof Bilingual>;

/** A `Bilingual` text in one language. */
export const textIn = (text: Bilingual, locale: Locale): string => text[FIELD[known(locale)]];

/**
 * A locale as the catalogue reads it: a value that is not one (from an unchecked caller) reads as
 * English, as `pick` and the `locale === 'zh-CN' ? … : …` branches the catalogue replaced read it.
 */
const known = (locale: Locale): Locale => (Object.hasOwn(FIELD, locale) ? locale : 'en-US');

const valueIn = (value: ParamValue, locale: Locale): string =>
  typeof value === 'object' ? textIn(value, locale) : String(value);

/**
 * The sentence at `key` in `locale` with its `{name}` placeholders filled. Total: a placeholder without
 * a value is left as written (the types stop that happening).
 */
export function say<K extends MessageKey>(key: K, params: MessageParams<K>, locale: Locale): string {
  const parts = SENTENCES[known(locale)].get(key) ?? [key];
  if (parts.length === 1) return parts[0]!;
  const values = params as Readonly<Record<string, ParamValue | undefined>>;
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = values[parts[i]!];
    out += (value === undefined ? `{${parts[i]}}` : valueIn(value, locale)) + parts[i + 1]!;
  }
  return out;
}

/** A text in both languages, built by `f` once per language (for phrases composed of several keys). */
export function bilingualOf(f: (locale: Locale) => string): Bilingual {
  return { zh: f('zh-CN'), en: f('en-US') };
}

/** The sentence at `key` in both languages, for what stores both (a plan's texts, a schedule's notes). */
export function bilingual<K extends MessageKey>(key: K, params: MessageParams<K>): Bilingual {
  return bilingualOf((locale) => say(key, params, locale));
}
