import { describe, expect, it } from 'vitest';
import { DEV_CANCER_GI_FAQ } from './rows-dev-cancer-gi';
import { askAs, expectSourcedInItsLanguage, faqIdsOf, rowsOf, type FaqCase } from './testing';

// Blind answer rounds 29–35 asked the oesophageal-cancer and the EGFR lung-cancer personas the same kinds of
// question again and again (development data): each case is one phrasing of a class — the rounds' own words,
// other words, follow-ups — with the row that must answer and the start of its answer; a null row means none
// of this file's rows may answer.

const AQ = '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)';
const LIU = '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)';
const own = rowsOf(DEV_CANCER_GI_FAQ);

type Case = FaqCase & { id: string | null; lead?: RegExp; also?: RegExp[]; not?: RegExp[] };

const CASES: readonly Case[] = [
  // Protein target on liquids during chemoradiotherapy.
  {
    id: 'cancer-liquid-diet-protein-target',
    locale: 'zh-CN',
    persona: AQ,
    text: '只能喝流食了，白蛋白30，一天得吃多少克蛋白质才行',
    lead: /^\*\*放化疗期间只能吃流食或糊状软食，蛋白质要往高里吃：按58公斤算，每天约70–87克/,
    also: [/安素/, /管饲/],
  },
  {
    id: 'cancer-liquid-diet-protein-target',
    locale: 'en-US',
    persona: AQ,
    text: 'he can only get liquids down through a straw now. how many grams of protein a day does he need?',
    lead: /^\*\*With only liquids or soft purées going down during chemoradiotherapy, protein needs to be on the high side: at 58 kg that is about 70–87 g a day/,
    also: [/tube feeding/],
    not: [/58 g of Protein/],
  },
  {
    id: 'cancer-liquid-diet-protein-target',
    locale: 'en-US',
    persona: AQ,
    previous:
      'my husband doing chemo + radiation for esophagus cancer, it really hurts him to swallow. what can he eat that still has enough protein',
    text: "he's 58kg, how many grams of protein a day is that",
    lead: /^\*\*With only liquids or soft purées/,
  },
  // A friend's question, not the asker's own plan: the general figures, never the asker's weight.
  {
    id: 'cancer-liquid-diet-protein-target',
    locale: 'en-US',
    persona: 'healthy woman',
    text: 'my friend on chemo asks how much protein she needs, she only drinks liquids',
    lead: /about 70–90 g at 60 kg/,
    not: [/at 58 kg/],
  },
  { id: null, locale: 'en-US', persona: 'healthy woman', text: 'how much protein do I need a day?' },
  // Swallowing that hurts, with neither liquids only nor an amount asked, is the soft-food row's (rows-round32.ts).
  {
    id: 'painful-swallowing-cancer-treatment',
    locale: 'en-US',
    persona: AQ,
    text: 'my husband doing chemo + radiation for esophagus cancer, it really hurts him to swallow. what can he eat that still has enough protein',
  },
  // How many scoops of protein powder is the protein-powder row's (rows-round31.ts).
  {
    id: 'protein-powder-eating-little',
    locale: 'en-US',
    persona: AQ,
    previous:
      'swallowing is really hard now, only liquids and mushy stuff go down. my 白蛋白 is 30. how do I get enough protein',
    text: 'how many scoops of protein powder a day is ok? is whey fine',
  },

  // Nutrition drinks: how many, how to make up, which one.
  {
    id: 'cancer-nutrition-drink-how-much',
    locale: 'zh-CN',
    persona: AQ,
    text: '营养科让喝全安素，一天喝几次，一次冲几勺？',
    lead: /^\*\*吃得少、只能喝流食的时候，全营养的口服营养补充剂/,
    also: [/6平勺/, /一天4–6份/],
  },
  {
    id: 'cancer-nutrition-drink-how-much',
    locale: 'zh-CN',
    persona: AQ,
    previous: '现在咽东西很痛，只能吃流质，白蛋白30，怎么才能把蛋白补上来',
    text: '安素和全安素选哪个？',
    lead: /^\*\*安素和全安素都是全营养配方，哪种都能用/,
  },
  {
    id: 'cancer-nutrition-drink-how-much',
    locale: 'en-US',
    persona: LIU,
    text: 'are Ensure shakes ok for mom? plain milk makes her bloated',
    lead: /^\*\*When little food goes down, or only liquids, a complete oral nutrition drink/,
    also: [/lactose/],
  },
  {
    id: 'cancer-nutrition-drink-how-much',
    locale: 'en-US',
    persona: AQ,
    text: 'albumin 30. is whey from costco enough or does he need the hospital type nutrition drink? how many servings a day',
    lead: /^\*\*When little food goes down/,
    also: [/2–3 servings a day/],
  },
  {
    id: null,
    locale: 'en-US',
    persona: 'kidney disease eGFR 22 with magnesium',
    text: 'is Ensure ok for me, how many a day?',
  },

  // Which protein powder.
  {
    id: 'cancer-protein-powder-which',
    locale: 'zh-CN',
    persona: LIU,
    text: '闺女买了一桶安利的蛋白粉，乳清的和大豆的哪个好，我能吃吗',
    lead: /^\*\*可以喝，乳清和大豆蛋白粉都行/,
    also: [/安利/, /按46\.5公斤约56–70克/],
  },
  {
    id: 'cancer-protein-powder-which',
    locale: 'en-US',
    persona: AQ,
    text: 'would a protein powder help him? which one goes down easiest',
    lead: /^\*\*Yes, it can help, and whey or soy both work/,
  },
  { id: null, locale: 'zh-CN', persona: 'healthy woman', text: '乳清蛋白粉和大豆蛋白粉哪个好' },

  // Protein and cisplatin's kidneys.
  {
    id: 'cisplatin-protein-kidneys',
    locale: 'zh-CN',
    persona: AQ,
    text: '打顺铂本来就伤肾，每天吃这么多蛋白，肾受得了吗？乳清粉冲几勺',
    lead: /^\*\*肾功能正常时，按每天每公斤体重1\.2–1\.5克吃蛋白质（按58公斤约70–87克）不会伤肾/,
    also: [/2–3升/, /补差额/],
  },
  {
    id: 'cisplatin-protein-kidneys',
    locale: 'en-US',
    persona: AQ,
    text: "he's on cisplatin — is all this protein bad for his kidneys?",
    lead: /^\*\*With normal kidney function, protein/,
  },
  { id: null, locale: 'zh-CN', persona: 'kidney disease eGFR 22 with magnesium', text: '蛋白粉会不会伤肾' },

  // Soups said to raise white cells.
  {
    id: 'cancer-soup-raise-white-cells',
    locale: 'zh-CN',
    persona: AQ,
    text: '白细胞才1.8，家里天天熬乌鸡汤给我喝，说能升白细胞，真有用吗',
    lead: /^\*\*汤升不了白细胞/,
    also: [/38℃/, /肉一定要吃/],
  },
  {
    id: 'cancer-soup-raise-white-cells',
    locale: 'en-US',
    persona: AQ,
    text: "grandma keeps making pigeon soup for him, says it'll boost his white count. does it work?",
    lead: /^\*\*Soup does not raise white cells/,
    also: [/38 °C/],
  },
  {
    id: 'cancer-soup-raise-white-cells',
    locale: 'zh-CN',
    persona: AQ,
    text: '白蛋白只有30，老婆天天炖鲫鱼汤给我喝，汤里营养够不够？还是得吃肉',
    lead: /^\*\*汤升不了白细胞，也不会让放疗损伤好得更快，营养主要在肉里/,
  },
  { id: null, locale: 'zh-CN', persona: 'healthy woman', text: '鸽子汤有营养吗' },

  // Blending home food.
  {
    id: 'cancer-homemade-blended-food',
    locale: 'zh-CN',
    persona: AQ,
    text: '我用破壁机把米饭、鱼和青菜一起打成糊给他喝，这样行不行？',
    lead: /^\*\*可以，自己用破壁机打是好办法/,
    also: [/2小时内/],
  },
  {
    id: 'cancer-homemade-blended-food',
    locale: 'en-US',
    persona: AQ,
    previous:
      "My brother is having chemo + radiation for esophagus cancer and can only swallow thin liquids now. He's 58kg.",
    text: 'can we just blend his dinner and thin it with broth instead of buying those drinks?',
    lead: /^\*\*Yes — blending home food is a good, cheaper way/,
  },
  {
    id: null,
    locale: 'en-US',
    persona: 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)',
    text: 'can I blend my food into smoothies, is that ok?',
  },

  // Vitamin C effervescent tablets and vitamin E during chemoradiotherapy.
  {
    id: 'chemoradiation-vitamin-c-effervescent',
    locale: 'zh-CN',
    persona: AQ,
    text: '维C泡腾片喝下去食道火辣辣的，是减量还是先停？',
    lead: /^\*\*放化疗期间，维生素C泡腾片（1000毫克）和维生素E胶囊都先停掉/,
    also: [/放射性食管炎/],
  },
  {
    id: 'chemoradiation-vitamin-c-effervescent',
    locale: 'en-US',
    persona: AQ,
    text: 'he still drinks a vitamin C effervescent 1000mg every day. does it hurt his throat or make the chemo work less?',
    lead: /^\*\*During chemoradiotherapy, stop both the 1000 mg vitamin C effervescent tablet and the vitamin E capsule/,
  },
  {
    id: 'chemoradiation-vitamin-c-effervescent',
    locale: 'zh-CN',
    persona: AQ,
    previous: '放化疗期间我每天泡一片维C泡腾片1000，再吃一粒维E，说是抗氧化，会不会影响放疗效果啊',
    text: '那泡腾片停了，水果还能吃吗？榨汁喝行不行',
    lead: /^\*\*水果照常吃，选软的、不酸的/,
    also: [/先停掉/],
  },
  {
    id: null,
    locale: 'en-US',
    persona: 'warfarin with fish oil and vitamin E',
    text: 'should I stop the vitamin E? keep or stop?',
  },

  // Sugar in the nutrition drink on dexamethasone.
  {
    id: 'dexamethasone-nutrition-drink-sugar',
    locale: 'zh-CN',
    persona: AQ,
    text: '在吃地塞米松，安素配料里有糖，喝多了血糖会不会高',
    lead: /^\*\*地塞米松确实会让血糖升高/,
    also: [/要继续喝/, /糖尿病专用型/],
  },
  {
    id: 'dexamethasone-nutrition-drink-sugar',
    locale: 'zh-CN',
    persona: AQ,
    text: '用了吗啡大便好几天才一次，地塞米松又把血糖搞高了，营养液选哪种比较合适',
    lead: /^\*\*地塞米松确实会让血糖升高/,
    also: [/泻药/],
  },
  {
    id: 'dexamethasone-nutrition-drink-sugar',
    locale: 'en-US',
    persona: AQ,
    text: 'does dexamethasone make my sugar high? should i avoid sweet drinks',
    lead: /^\*\*Yes, dexamethasone raises blood sugar/,
    not: [/biscuits/],
  },
  {
    id: null,
    locale: 'en-US',
    persona: 'diabetes on insulin, glucose 2.6',
    text: 'is Ensure too sugary for me? will it raise my blood sugar',
  },

  // How much to eat to regain weight with cancer.
  {
    id: 'cancer-weight-gain-how-much',
    locale: 'zh-CN',
    persona: LIU,
    text: '我想长点肉，可是吃两口就饱，一天到底吃多少才够，吃几顿',
    lead: /^\*\*要把体重长回来，按现在46\.5公斤算，每天约1400–1650千卡（每公斤30–35千卡）、蛋白质约56–70克/,
    also: [/一天吃5–6次/],
  },
  {
    id: 'cancer-weight-gain-how-much',
    locale: 'en-US',
    persona: LIU,
    text: 'how many calories does mum need to put weight back on? she only wants plain congee',
    lead: /^\*\*To regain weight, aim for about 1400–1650 kcal and 56–70 g of protein a day at 46\.5 kg/,
    also: [/plain congee has only about 100 kcal/],
  },
  {
    id: 'cancer-weight-gain-how-much',
    locale: 'en-US',
    persona: LIU,
    text: 'mom is only 46.5 kg and still losing. what can she eat to gain weight? the gefitinib gives her diarrhea a lot',
    lead: /^\*\*To regain weight/,
    also: [/While the diarrhoea lasts/],
  },
  { id: null, locale: 'zh-CN', persona: 'healthy woman', text: '我想长点肉，一天要吃多少热量' },
  {
    id: null,
    locale: 'en-US',
    persona: 'CLL on Brukinsa kept as typed, atorvastatin (en)',
    text: "I've gained weight since starting treatment, how do I lose some?",
  },
  // Weight gained on hormone therapy is not weight wanted (rows-round29.ts adt-weight-glucose).
  {
    id: 'adt-weight-glucose',
    locale: 'en-US',
    persona: 'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)',
    text: "does the Lupron make you gain weight? I'm up 10 lbs and my sugars are creeping up",
  },
  {
    id: null,
    locale: 'zh-CN',
    persona: '老黄 mCRPC on 泽珂, 诺雷德, 择泰 (zh)',
    text: '打诺雷德以后胖了好几斤，是药的原因吗',
  },

  // Gefitinib and the acid reducer through the day.
  {
    id: 'gefitinib-ppi-schedule',
    locale: 'zh-CN',
    persona: LIU,
    text: '易瑞沙和波利特要怎么错开吃，几点吃合适',
    lead: /^\*\*易瑞沙（吉非替尼）和波利特（雷贝拉唑）确实有冲突/,
    also: [/18:30 易瑞沙/, /饭前饭后都可以/],
  },
  {
    id: 'gefitinib-ppi-schedule',
    locale: 'en-US',
    persona: LIU,
    previous:
      'my mom takes 易瑞沙 and 波利特 together every morning, the doctor added 波利特 for her stomach',
    text: 'so what time should she take each one then, she gets up around 6',
    lead: /^\*\*Yes, they clash/,
    also: [/with or without food/],
  },
  { id: null, locale: 'zh-CN', persona: LIU, text: '维生素D什么时候吃好' },
  {
    id: 'egfr-tki-cola',
    locale: 'zh-CN',
    persona: LIU,
    previous: '医生开了波利特护胃，可我查到说抑酸药会让易瑞沙吸收变差，这俩药跟三顿饭的时间该怎么排比较好',
    text: '有人说吃易瑞沙的时候配杯可乐能帮吸收 真的假的',
  },

  // Diarrhoea on gefitinib: which foods.
  {
    id: 'egfr-tki-diarrhoea-foods',
    locale: 'zh-CN',
    persona: LIU,
    text: '吃靶向药老拉稀，白粥面条能多吃吗？牛奶还能喝不',
    lead: /^\*\*吃易瑞沙这类靶向药拉肚子时，饮食要清淡/,
    also: [/无乳糖/, /口服补液盐/, /今天就联系肿瘤科团队/],
  },
  {
    id: 'egfr-tki-diarrhoea-foods',
    locale: 'en-US',
    persona: LIU,
    text: "iressa gives her the runs, she's on imodium. what should she eat, is the BRAT diet still a thing?",
    lead: /^\*\*With diarrhoea on gefitinib/,
    also: [/BRAT diet/],
    not: [/capecitabine/i],
  },
  {
    id: null,
    locale: 'zh-CN',
    persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
    text: '化疗以后拉肚子，饮食上要注意什么',
  },

  // Its follow-ups: yoghurt, coconut water, sports drinks.
  {
    id: 'egfr-tki-diarrhoea-dairy-drinks',
    locale: 'zh-CN',
    persona: LIU,
    previous: '吃易瑞沙老拉肚子，在吃洛哌丁胺，饮食上要注意啥',
    text: '那酸奶呢',
    lead: /^\*\*酸奶一般可以喝，比牛奶好耐受/,
  },
  {
    id: 'egfr-tki-diarrhoea-dairy-drinks',
    locale: 'en-US',
    persona: LIU,
    previous: 'Mum gets diarrhea from the iressa and takes loperamide. What foods should she eat or avoid?',
    text: 'can she drink coconut water or pocari sweat to replace fluids?',
    lead: /^\*\*For fluids, an oral rehydration solution from the pharmacy/,
  },
  {
    id: 'egfr-tki-diarrhoea-dairy-drinks',
    locale: 'zh-CN',
    persona: LIU,
    text: '吃易瑞沙拉肚子，能喝宝矿力补水吗',
    lead: /^\*\*补水最好用药店的口服补液盐III/,
  },
  {
    id: null,
    locale: 'en-US',
    persona: 'healthy woman',
    text: 'I have diarrhea, can I drink coconut water?',
  },
  {
    id: 'cancer-liquid-diet-protein-target',
    locale: 'en-US',
    persona: AQ,
    text: 'he only takes liquids now, 58 kg, protein target?',
    lead: /^\*\*With only liquids or soft purées/,
  },
];

/** The answer's text without the plan's interaction warnings set above a row. */
const body = (text: string) =>
  text
    .split('\n\n')
    .filter((p) => !p.startsWith('⚠️'))
    .join('\n\n');

describe('everyday rows for oesophageal cancer on chemoradiotherapy and EGFR lung cancer on gefitinib', () => {
  it.each(CASES.map((c) => [`${c.id ?? 'none'} · ${c.locale} · ${c.text}`, c] as const))('%s', (_name, c) => {
    const r = askAs(c);
    const ids = faqIdsOf(r);
    if (!c.id) {
      expect(own(ids)).toEqual([]);
      return;
    }
    expect(r.urgent).toBe(false);
    expect(ids).toContain(c.id);
    expectSourcedInItsLanguage(r, c.locale);
    if (c.lead) expect(body(r.text)).toMatch(c.lead);
    for (const re of c.also ?? []) expect(r.text).toMatch(re);
    for (const re of c.not ?? []) expect(r.text).not.toMatch(re);
  });

  it('every row of the file has a case of its own in each language', () => {
    for (const row of DEV_CANCER_GI_FAQ)
      for (const locale of ['zh-CN', 'en-US'] as const)
        expect(
          CASES.some((c) => c.id === row.id && c.locale === locale),
          `${row.id} ${locale}`,
        ).toBe(true);
  });

  it('no row tells anyone to stop gefitinib or the acid reducer on their own', () => {
    const row = DEV_CANCER_GI_FAQ.find((r) => r.id === 'gefitinib-ppi-schedule')!;
    expect(row.text.zh).toMatch(/两种药都不要自己停/);
    expect(row.text.en).toMatch(/keep taking both as prescribed/);
  });
});

// Blind answer round 36 zh-039 (development data once its figures were reported, unsafe): soup "to raise white
// cells" asked beside raw dishes — the soup answered, the raw food never.
describe('soup for white cells asked beside raw food', () => {
  it.each([
    ['zh-CN', '白细胞才1.8，喝鸽子汤能升白吗？凉拌菜和生鱼片还能吃不', /生鱼片、醉虾醉蟹、溏心蛋/],
  ] as const)('%s', (locale, text, said) => {
    const r = askAs({ locale, persona: '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)', text });
    expect(r.text).toMatch(said);
  });
});
