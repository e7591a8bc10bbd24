/**
 * Names of other tests that contain a marker's name (issue 33 §2): a row printed under one of them is
 * not that marker, whatever its value. "尿酸碱度" (urine pH) holds 尿酸 (uric acid), "BUN/Creatinine
 * Ratio" holds creatinine, "餐后2小时血糖" holds 血糖. The knowledge table's stop terms (LAB_STOP_TERMS)
 * keep a whole name from resolving; these rows catch a name a longer one contains when OCR has split
 * or garbled the rest of it, so they match anywhere in the label, and only for the markers named.
 */
interface NotAMarker {
  /** Text in the label (compared case-folded; ASCII terms as whole words). */
  term: string;
  /** The markers the label must not be read as; 'any' for every marker. */
  notAs: readonly string[] | 'any';
  /** With 'any': markers whose own name holds the term (the INR is itself a ratio, 国际标准化比值). */
  butNot?: readonly string[];
  /** What the name is, and where it was seen. */
  seen: string;
}

const PHOTOSET = 'issue 33 §2 photo set (apps/api/test/fixtures/report-layouts)';

const NOT_MARKERS: readonly NotAMarker[] = [
  { term: '酸碱度', notAs: ['uricAcid'], seen: `尿酸碱度: urine pH (尿常规), ${PHOTOSET}` },
  { term: '小时血糖', notAs: ['fastingGlucose'], seen: `餐后2小时血糖, OGTT 1/2 小时血糖, ${PHOTOSET}` },
  { term: 'h血糖', notAs: ['fastingGlucose'], seen: `餐后2h血糖 (2-hour glucose), ${PHOTOSET}` },
  { term: '餐后', notAs: ['fastingGlucose'], seen: `餐后血糖: a glucose after a meal, ${PHOTOSET}` },
  { term: '非高', notAs: ['hdlCholesterol'], seen: `非高密度脂蛋白胆固醇 (non-HDL), ${PHOTOSET}` },
  { term: 'VLDL', notAs: ['totalCholesterol', 'ldlCholesterol'], seen: `VLDL Cholesterol Cal, ${PHOTOSET}` },
  {
    term: 'ratio',
    notAs: 'any',
    butNot: ['inr'],
    seen: `BUN/Creatinine Ratio: a ratio of two tests, ${PHOTOSET}`,
  },
  { term: '比值', notAs: 'any', butNot: ['inr'], seen: '尿素氮/肌酐比值: a ratio of two tests' },
];

const fold = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
const ASCII = /^[\x20-\x7e]+$/;

/** The label names another test that contains the marker's name (NOT_MARKERS). */
export function namesAnotherTest(label: string, markerKey: string): boolean {
  const text = label.normalize('NFKC').toLowerCase();
  const compact = fold(label);
  return NOT_MARKERS.some((row) => {
    if (row.notAs !== 'any' && !row.notAs.includes(markerKey)) return false;
    if (row.butNot?.includes(markerKey) === true) return false;
    const term = row.term.toLowerCase();
    if (ASCII.test(term)) return new RegExp(`(?<![a-z0-9])${term}(?![a-z0-9])`).test(text);
    return compact.includes(fold(term));
  });
}

/**
 * Words of a sentence, not of a test name: a label holding two of them is prose ("eGFR calculated with
 * the CKD-EPI 2021 equation", "a 25-OH vitamin D level below 20 ng/mL"), and its numbers are no results.
 */
const PROSE_WORDS = new Set([
  'the',
  'a',
  'an',
  'with',
  'has',
  'have',
  'been',
  'is',
  'are',
  'was',
  'were',
  'as',
  'below',
  'above',
  'than',
  'defined',
  'calculated',
  'using',
  'equation',
  'level',
  'levels',
  'should',
  'may',
  'if',
  'less',
  'greater',
  'over',
  'under',
  'between',
  'when',
  'which',
  'that',
  'shown',
  'please',
]);

export function isProse(label: string): boolean {
  const words = label.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.filter((w) => PROSE_WORDS.has(w)).length >= 2;
}
