/**
 * The reference personas (engine/reference-personas.ts) by short name, for the everyday-question row
 * tables: one list instead of a copy at the top of each round's test file.
 */
export const WOMAN = 'healthy woman';
export const MAN = 'healthy man, weight loss';
export const VEGAN = 'vegan';
export const T1 = 'pregnant t1';
export const T2 = 'pregnant t2 with a prenatal';
export const NURSING = 'lactating on sertraline';
export const OLD = '80-year-old woman, low BMI';
export const KIDNEY = 'kidney disease eGFR 22 with magnesium';
export const WARFARIN = 'warfarin with fish oil and vitamin E';
export const INSULIN = 'diabetes on insulin, glucose 2.6';
export const HF = 'heart failure, potassium 5.4';
export const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';
export const MTX = 'methotrexate with folic acid 5 mg';
export const VALPROATE = 'valproate, 28';
export const LITHIUM = 'lithium with hydrochlorothiazide';
export const MAOI = 'phenelzine';
export const ISOTRETINOIN = 'isotretinoin with minocycline';
export const IRON = 'iron deficiency with a multivitamin';
export const GOUT = 'gout on allopurinol, urate 520';
export const BONES = 'osteoporosis on alendronate with Tums';
export const THYROID = 'hypothyroid on levothyroxine';
export const SPIRO = 'spironolactone with an ACE inhibitor, no kidney disease';
export const DIALYSIS = 'haemodialysis, 62';
export const PLANNING = 'planning a pregnancy, 30';
