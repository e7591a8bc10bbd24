/**
 * The plan's radar axes on their own, for the web app: `@nutri/domain/engine` would bring the whole
 * engine and its knowledge tables into a screen that only needs the eight keys.
 */
export { RADAR_KEYS } from '../engine/texts';
