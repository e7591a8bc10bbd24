/**
 * Nigerian Pidgin → the English words the lexicon is written in (blind triage round 28, development data
 * once reported: a bleeding "7 months belle", a grandchild who "chop plenty of my BP tablets", a daughter
 * who "born 5 days ago" with a headache that "no gree go" were all missed by the rules). Applied by
 * `foldText` after lower-casing, to Latin text only. Only constructions whose meaning is fixed are
 * rewritten; "chop" alone (also "chop the onions") changes only after a child or a person as its subject,
 * and "dey" alone stays.
 *
 * Sources: Faraclas NG, "Nigerian Pidgin" (Routledge Descriptive Grammars, 1996) for belle (belly,
 * pregnancy), pikin (child), chop (eat), gree (agree), comot (come out, go away), born (give birth),
 * don (perfective); Naija Lingo dictionary for the everyday senses.
 */
export const PIDGIN_TO_ENGLISH: readonly (readonly [RegExp, string])[] = [
  // pregnancy: "carry 7 months belle", "she get belle", "my belle", "belle woman"
  [
    /\b(carry|get|with|dey carry) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine) (months?|mont) belle\b/g,
    'is $2 months pregnant',
  ],
  [/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine) (months?|mont) belle\b/g, '$1 months pregnant'],
  [/\b(carry|get|dey carry) belle\b/g, 'is pregnant'],
  // "her belle don reach 7 months", "my belle enter 8 months"
  [
    /\bbelle (don |dey |have |has )?(reach|enter|pass|be|turn) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine) (months?|mont)\b/g,
    'is $3 months pregnant',
  ],
  [/\bbelle woman\b/g, 'pregnant woman'],
  // a birth: "my daughter born 5 days ago", "she born last week"
  [
    /\b(she|my (daughter|wife|sister|daughter-in-law|niece|cousin)|i) (just )?born (\d+|two|three|four|five|six|seven|a few) (days?|weeks?) ago\b/g,
    '$1 gave birth $4 $5 ago',
  ],
  [
    /\b(she|my (daughter|wife|sister|daughter-in-law)|i) (just )?born (yesterday|last week|this week)\b/g,
    '$1 gave birth $4',
  ],
  // children: pikin, grandpikin
  [/\bgrand ?pikin\b/g, 'grandchild'],
  [/\bpikin\b/g, 'child'],
  // swallowed: "e chop plenty of my tablets" after a child or a person as the subject
  [
    /\b(child|grandchild|baby|son|daughter|boy|girl|he|she|e|him|her)\b(\s*\([^)]{0,20}\))? (don |don dey |dey )?chop\b/g,
    '$1$2 swallowed',
  ],
  // bleeding: "blood dey come down plenty", "blood dey comot"
  [/\bblood (dey|don|de) (come|comot|commot|pour|rush)( down| out)?\b/g, 'bleeding heavily'],
  // hard like stone (a rigid belly)
  [/\b(don |dey )?(hard|strong) like (stone|rock|wood)\b/g, 'very hard and rigid'],
  // that will not go away: "headache wey no gree go", "e no gree comot"
  [/\b(wey |e |it )?(no|no dey|never) gree (go|comot|commot|stop|clear)\b/g, 'that will not go away'],
  // vision: "her eye dey dark dark", "my eye don dark"
  [/\b(my|her|his) eyes? (dey|don|de) (dark|turn|blur)( dark| blur)*\b/g, '$1 vision is blurred'],
  // "her eye dey see like star star", "my eye dey see stars": flashing lights
  [
    /\b(my|her|his) eyes? (dey|don|de) see (like )?(star|stars)( star)*\b/g,
    '$1 vision is blurred with flashing lights',
  ],
  // "her head dey pain am well well": a bad headache
  [
    /\b(my|her|his) head (dey|don|de) (pain|do)( am| me| her| him)?( well well| die| bad bad| seriously)?\b/g,
    '$1 head has a severe headache',
  ],
  // swelling: "her face don swell"
  [/\b(my|her|his) (face|leg|legs|hand|hands|feet) (don|dey) swell\b/g, '$1 $2 is swollen'],
];

const PIDGIN_CUE = /\b(belle|pikin|chop|gree|born|dey|don|comot|wey)\b/;

/** One line of lower-cased Latin text with its Nigerian Pidgin constructions in English. */
export function foldPidgin(line: string): string {
  if (!PIDGIN_CUE.test(line)) return line;
  let out = line;
  for (const [from, to] of PIDGIN_TO_ENGLISH) out = out.replace(from, to);
  return out;
}
