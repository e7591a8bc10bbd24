/**
 * Who a medicine question is about when a carer types it: a child named, and the child's weight. The
 * paracetamol rule and the fever-medicine dose answer read them here, so "孩子", "老大", "my 3 year old"
 * and "14公斤" / "28斤" / "14 kg" mean the same thing in both.
 */

import { bodyWeightSaidKg } from './weight-said';

/** A child named: a child word, an age in years or months. */
export const CHILD_SAID =
  /孩子|小孩|宝宝|宝贝|小宝|大宝|二宝|老大|老二|娃|儿子|女儿|闺女|孙子|孙女|外孙|幼儿|小朋友|\d{1,2}\s*(岁|个月)|\b(child(ren)?|kids?|sons?|daughters?|bab(y|ies)|toddlers?|infants?|grandsons?|granddaughters?|little one)\b|\b\d{1,2}[- ]?(years?|yrs?|months?|mos?)[- ]old\b/;

/** A body weight said: kilograms, or 斤 (half a kilogram). */
export function weightKg(t: string): number | null {
  return bodyWeightSaidKg(t);
}
