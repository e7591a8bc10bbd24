/**
 * Issue 16.3, the hostile report files: `node --import tsx bench/attacks.ts` replays each against a
 * fresh server process and prints time, peak RSS (server and the processes it started) and the
 * slowest /api/health while it ran. `ATTACKS=0,2` picks some by index. The same runs, with the
 * issue's targets asserted, are `apps/api/test/extraction-attacks.test.ts` in `npm test`.
 */
import os from 'node:os';
import { ATTACKS, attackTable, runAttacks, type AttackResult } from '../apps/api/test/attack-runner';

const pick = process.env.ATTACKS?.split(',').map(Number);
const results: AttackResult[] = [];
for (const [i, attack] of ATTACKS.entries()) {
  if (pick && !pick.includes(i)) continue;
  // A fresh server per attack, as the report measured them.
  const [r] = await runAttacks([attack]);
  if (!r) continue;
  console.error(`${attack.name}: ${r.outcome} (${r.seconds.toFixed(1)} s)`);
  results.push(r);
}
console.log(
  `Hostile report files on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
);
console.log(attackTable(results));
