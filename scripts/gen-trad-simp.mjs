// Regenerates trad-simp.ts from OpenCC's TSCharacters dictionary (opencc-js, Apache-2.0).
// Usage: npm i --no-save opencc-js@1.4.2 && node scripts/gen-trad-simp.mjs > packages/domain/src/safety/trad-simp.ts
import ts from 'opencc-js/dist/esm-lib/dict/TSCharacters.js';

const pairs = [];
for (const e of ts.split('|')) {
  const [t, s] = e.split(' ');
  if (!t || !s || [...t].length !== 1) continue;
  const sc = [...s][0];
  const tc = t.codePointAt(0);
  const scp = sc.codePointAt(0);
  if (tc < 0x4e00 || tc > 0x9fff || scp < 0x4e00 || scp > 0x9fff || t === sc) continue;
  pairs.push([t, sc]);
}
const T = pairs.map((p) => p[0]).join('');
const S = pairs.map((p) => p[1]).join('');
const chunk = (s) =>
  s
    .match(/[\s\S]{1,100}/g)
    .map((x) => `  '${x}'`)
    .join(' +\n');
process.stdout.write(
  `/**\n * Traditional → simplified Chinese, one character at a time (generated from OpenCC's TSCharacters\n * dictionary, opencc-js 1.4.2, Apache-2.0; first simplified form of each entry, CJK Unified\n * Ideographs only). Phrase-level conversions are not needed for matching symptoms.\n * Regenerate: \`node scripts/gen-trad-simp.mjs\` after \`npm i --no-save opencc-js@1.4.2\`.\n */\n` +
    `const TRAD =\n${chunk(T)};\nconst SIMP =\n${chunk(S)};\n\n` +
    `/** Traditional character → its simplified form. */\nexport const TRAD_TO_SIMP: ReadonlyMap<string, string> = new Map(\n  [...TRAD].map((t, i) => [t, SIMP[i]!] as const),\n);\n`,
);
