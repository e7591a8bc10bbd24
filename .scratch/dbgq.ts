import { findStatedAmounts } from '../packages/domain/src/assistant/entities';
import { normaliseQuestion } from '../packages/domain/src/assistant/lexicon';
for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(findStatedAmounts(normaliseQuestion(q))));
