/**
 * Alpha-gal syndrome: an allergy, after tick bites, to a sugar (galactose-α-1,3-galactose) in the meat, fat and
 * by-products of mammals — beef, pork, lamb, venison, gelatin, most collagen (blind answer round 64, development data:
 * a hunter with alpha-gal was told his bovine collagen powder was fine, his chondroitin "safe", sausage-dripping gravy
 * answered with low-salt seasoning, and "only chicken and fish now — enough protein, iron, B12?" told to eat liver).
 * Texts for the chat's rows (assistant/faq/rows-alpha-gal.ts).
 */
import type { Bilingual, Source } from '../contracts/common';

const ALPHA_GAL_SOURCE: Source = {
  ref: 'McGill SK, Hashash JG, Platts-Mills TA. AGA Clinical Practice Update on Alpha-Gal Syndrome for the GI Clinician: Commentary. Clin Gastroenterol Hepatol 2023;21:891–896 — cited from memory; Commins SP. Diagnosis & management of alpha-gal syndrome: lessons from 2,500 patients. Expert Rev Clin Immunol 2020;16:667–677 — cited from memory; US CDC, Alpha-gal Syndrome: products that may contain alpha-gal (mammalian meat, fat, gelatin, some medicines and their capsules) — cited from memory',
};

/** Venison, gravy from drippings, lard, stock: every mammal meat and fat, the delayed reaction, ticks. */
export const ALPHA_GAL_MEATS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**确诊alpha-gal（α-半乳糖）过敏后，鹿肉也不能吃——鹿和牛、猪、羊、兔一样是哺乳动物。** 过敏来自所有哺乳动物的肉和脂肪里的一种糖（α-半乳糖），所以“藏着的”也算：用香肠、培根煎出的油做的肉汁（gravy）、猪油、牛骨或猪骨熬的汤和高汤、明胶。反应常常在吃后3–6小时才出现，可能夜里起荨麻疹甚至更重。鸡鸭、鱼、虾贝和蛋都可以吃；奶制品多数人能耐受，但不是所有人，请问过敏科医生。一部分人如果不再被蜱虫叮咬，几年后过敏会减轻，所以打猎、去野外要防蜱虫（驱虫剂、长袖，回来检查身上），想重新试红肉之前一定先问过敏科医生。医生开了肾上腺素笔就随身带。',
    en: '**With alpha-gal syndrome venison is off the table too — deer is a mammal, like beef, pork, lamb, goat and rabbit.** The reaction is to a sugar (alpha-gal) in all mammal meat and fat, so hidden sources count: gravy made with sausage or bacon drippings, lard, beef or pork stock and broth, and gelatin. Reactions often come 3–6 hours after eating, so a breakfast gravy can bring hives or worse that night. Chicken, turkey, fish, shellfish and eggs are fine; most people tolerate dairy, but not everyone — ask your allergist. For some people the allergy fades over years if they get no more tick bites, so guard against ticks when hunting (repellent, long sleeves, a check afterwards) and ask the allergist before ever trying red meat again. Carry your epinephrine auto-injector if one was prescribed.',
  },
  source: ALPHA_GAL_SOURCE,
};

/** Collagen, gelatin, chondroitin, glucosamine and capsule shells. */
export const ALPHA_GAL_PRODUCTS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**大多数胶原蛋白肽是用牛皮或猪皮做的（标签上写bovine或porcine），明胶和软骨素通常也来自牛或猪——它们含α-半乳糖，可能引起过敏反应。** 在问过过敏科医生之前，先停掉牛源、猪源的胶原蛋白和软骨素；鱼胶原蛋白（marine collagen）不含α-半乳糖。氨糖（氨基葡萄糖）多用虾蟹壳或发酵制成，不是哺乳动物来源（对虾蟹贝类过敏的人不适合）。胶囊壳也要看：明胶胶囊多是牛或猪来源，选片剂或植物胶囊（HPMC）；自己吃的药是胶囊的，问一下药师。',
    en: '**Most collagen peptides are made from cow hide or pig skin ("bovine" or "porcine" on the label), and gelatin and chondroitin usually come from cows or pigs too — they carry alpha-gal and can set off a reaction.** Stop bovine or porcine collagen and chondroitin until you have checked with your allergist; marine (fish) collagen has no alpha-gal. Glucosamine is usually made from shellfish shells or by fermentation, not from a mammal (not for someone allergic to shellfish). Check capsule shells too: gelatin capsules are usually bovine or porcine, so choose tablets or vegetarian (HPMC) capsules, and ask your pharmacist about any medicine that comes as a capsule.',
  },
  source: ALPHA_GAL_SOURCE,
};

/** Enough protein, iron and B12 without red meat. */
export const ALPHA_GAL_NUTRITION: { text: Bilingual; source: Source } = {
  text: {
    zh: '**够——鸡鸭、鱼虾、蛋（能耐受的话再加上奶）的蛋白质足够：一掌心大小的鸡肉或鱼约25–30克蛋白质，一个鸡蛋约6克。** 铁不只靠红肉：鸡鸭腿肉、鱼、贝类（蛤蜊、牡蛎）、蛋、豆类和豆腐都有，同一餐配上富含维生素C的蔬果吸收更好；维生素B12来自鱼、贝类、蛋和奶。不吃红肉，多数人的铁和B12都能保持；如果觉得乏力、气短，请医生查血常规、铁蛋白和B12，不要盲目吃补充剂——真要吃，注意胶囊壳里的明胶。',
    en: '**Yes — chicken, turkey, fish, eggs (and dairy if you tolerate it) give plenty of protein: about 25–30 g in a palm-sized piece of chicken or fish, about 6 g in an egg.** Iron is not only in red meat: dark poultry meat, fish, shellfish (mussels, clams, oysters), eggs, beans, lentils and tofu all have it, best with a vitamin C food at the same meal; B12 comes from fish, shellfish, eggs and dairy. Without red meat most people keep both up; if you feel tired or short of breath, ask your doctor for a blood count, ferritin and B12 rather than taking supplements blind — and if you do take one, mind the gelatin in capsule shells.',
  },
  source: ALPHA_GAL_SOURCE,
};
