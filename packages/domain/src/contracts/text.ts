/** Text rules of the contracts with no zod (the address check on the web uses them too). */

/**
 * Bidirectional and zero-width controls (issue 35): invisible, they make a stored name or address read
 * differently on an operator's screen than it was typed ("\u202E" turns the rest around), or make two
 * names that look the same differ. Removed from every stored name, address and title.
 */
const INVISIBLE_CONTROLS = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}
