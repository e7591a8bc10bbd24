/**
 * A number as a person types it, on any keyboard: ASCII or full-width digits (Chinese input methods),
 * and `.`, `,`, `，`, `．` or `。` as the decimal mark, before, between or after digits ("0." on the way
 * to "0.5", ".5"). Nothing else reads as a number: no sign, no exponent, no thousands separator, no
 * second mark. null when the text is not one.
 *
 * The one reader of typed figures (questionnaire numbers and rows, lab values under review, doses and
 * label figures); each caller checks its own range on the result.
 */
export function readTypedNumber(text: string): number | null {
  const ascii = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[.,，．。]/g, '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(ascii)) return null;
  const value = Number(ascii);
  return Number.isFinite(value) ? value : null;
}
