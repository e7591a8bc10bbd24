/**
 * Text folding shared by medicine search and resolution.
 *
 * Traditional characters (華法林, 優甲樂, 複方丹參滴丸) are folded to simplified ones with OpenCC's
 * traditional → mainland-simplified character tables (`opencc-js`, MIT/Apache-2.0, the OpenCC
 * project's own dictionaries), so a user in Hong Kong or Taiwan, or one whose input method is set to
 * traditional, reaches the same dictionary row. Only the character table is used ('t' → 'cn'), not
 * the regional phrase tables: drug names differ between regions by word (阿斯匹林 vs 阿司匹林), and
 * those variants are listed as brands in `../knowledge/drugs` instead. The converter runs on the server
 * only: the web bundle never imports this module (docs/adr/0017-traditional-chinese-medicine-names.md).
 */
import { Converter } from 'opencc-js/t2cn';

const SEPARATORS = /[\s\-_'’".,·•/\\()（）[\]【】、，。]+/gu;
const HAN = /\p{Script=Han}/u;

/** Folds width, case and punctuation so `Toprol-XL`, `toprol xl` and `ＴＯＰＲＯＬＸＬ` compare equal. */
export function normalizeKeyword(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(SEPARATORS, '');
}

let t2s: ((text: string) => string) | undefined;

/** The text with traditional Chinese characters replaced by simplified ones; other text unchanged. */
export function toSimplified(text: string): string {
  if (typeof text !== 'string' || !HAN.test(text)) return text;
  // Building the converter reads its tables once (about 60 ms); later calls are microseconds.
  t2s ??= Converter({ from: 't', to: 'cn' });
  return t2s(text);
}
