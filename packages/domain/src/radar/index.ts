/**
 * The plan's radar axes on their own, for the web app: `@nutri/domain/engine` would bring the whole
 * engine and its knowledge tables into a screen that only needs the eight keys. The engine reads them
 * from here (engine/texts.ts re-exports them), so nothing below the engine imports it (ADR 0045).
 */
import type { NutrientKey } from '../nutrients';

/**
 * Radar axes: a fixed set of the eight nutrients most often behind a supplement decision (the common
 * shortfalls in Chinese and US surveys, plus the pregnancy and medicine-depletion nutrients).
 * Fixed rather than "the user's lowest" so plans compare over time and between family members.
 */
export const RADAR_KEYS = [
  'vitaminD',
  'calcium',
  'iron',
  'vitaminB12',
  'folate',
  'omega3',
  'magnesium',
  'vitaminC',
] as const satisfies readonly NutrientKey[];
