import { assistantReply } from '../packages/domain/src/assistant/index.ts';
import { storedPlanFor } from '../packages/domain/src/assistant/testing.ts';
import { REFERENCE_PERSONAS } from '../packages/domain/src/engine/reference-personas.ts';
import { EXTRA_PERSONAS } from './eval-answers-personas.ts';
const P = new Map<string, any>([...REFERENCE_PERSONAS, ...Object.entries(EXTRA_PERSONAS)]);
const [persona, locale, text, previous] = process.argv.slice(2) as [string, 'zh-CN' | 'en-US', string, string?];
const a = P.get(persona); if (!a) throw new Error('persona? ' + [...P.keys()].join(' | '));
let plan = null; try { plan = storedPlanFor(persona, a, locale); } catch {}
const history = previous ? [{ role: 'user' as const, content: previous }, { role: 'assistant' as const, content: '...' }] : [];
const r = assistantReply({ text, locale, plan, medicines: a.medicines ?? [], history } as any);
console.log(`[${r.intent}] ` + r.text);
