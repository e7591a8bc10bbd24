import { assistantReply } from './packages/domain/src/assistant/reply';
for (const [text, locale] of [['my mum is on dapsone for her skin and her lips have gone purple and she is breathless','en-US'],['I am on dapsone and my lips have gone purple and I am breathless','en-US'],['我妈在吃氨苯砜，嘴唇发紫，喘不上气','zh-CN']]) {
  const r = assistantReply({ text, locale, history: [] } as never);
  console.log(r.urgent, r.text.slice(0, 700), '\n----');
}
