import { describe, expect, it } from 'vitest';
import { ROUND22_ZHPART_FAQ } from './rows-round22-zhpart';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  NURSING,
  OLD,
  KIDNEY,
  WARFARIN,
  INSULIN,
  MTX,
  MAOI,
  ISOTRETINOIN,
  IRON,
  GOUT,
  BONES,
  THYROID,
} from './testing-personas';

// Blind answer round 22's zh-CN questions answered only in part (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo,
// mixed language — in both languages; null where none of this file's rows may answer (another question
// with the same words, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // The lifter's protein with the breakfast said (zh-001).
  zh(
    WOMAN,
    '我每天要吃多少蛋白质才够啊？一周去三次健身房撸铁，早餐一般就一个包子一杯豆浆',
    'protein-for-lifting-breakfast',
  ),
  zh(WOMAN, '在练力量训练，蛋白质一天要多少？早饭就两个鸡蛋一杯牛奶', 'protein-for-lifting-breakfast'),
  zh(MAN, '健身房举铁一周4次，蛋白质够不够，早餐吃一碗粥一根油条', 'protein-for-lifting-breakfast'),
  en(
    WOMAN,
    'how much protein do i need lifting weights 3x a week? breakfast is usually a bun and soy milk',
    'protein-for-lifting-breakfast',
  ),
  en(
    MAN,
    'i lift at the gym, is my protein enough? breakfast is 2 eggs and toast',
    'protein-for-lifting-breakfast',
  ),
  zh(WOMAN, '撸铁要喝几勺蛋白粉，早餐要不要加', null),
  zh(KIDNEY, '我在健身房撸铁，蛋白质每天多少够，早餐一个包子', null),
  zh(T1, '怀孕了还去健身房撸铁，蛋白质一天要多少，早餐一个包子', null),
  // Luosifen among the takeaways named (zh-006).
  zh(
    WOMAN,
    '公司楼下外卖就黄焖鸡、麻辣烫、螺蛳粉这几样，天天点外卖咋选相对健康点',
    'takeaway-luosifen-among-others',
  ),
  zh(MAN, '减肥期间螺蛳粉和麻辣烫选哪个', 'takeaway-luosifen-among-others'),
  zh(WOMAN, '螺蛳粉热量高吗，减肥能吃吗', 'takeaway-luosifen'),
  zh(undefined, '螺狮粉怎么吃相对健康一点', 'takeaway-luosifen'),
  en(WOMAN, 'is luosifen healthy? i order it for lunch a lot', 'takeaway-luosifen'),
  en(MAN, 'luosifen or malatang, which is healthier for takeaway?', 'takeaway-luosifen-among-others'),
  zh(WOMAN, '螺蛳粉是哪里的特产', null),
  zh(GOUT, '痛风能吃螺蛳粉吗', null),
  zh(MAOI, '螺蛳粉能吃吗 里面有酸笋 我真的超爱嗦粉', null),
  // A picky child with no vegetables and a children's multivitamin (zh-008).
  zh(
    WOMAN,
    '我女儿5岁特别挑食，青菜一口不吃，要不要给她买汤臣倍健那种儿童复合维生素软糖？',
    'child-no-vegetables-multivitamin',
  ),
  zh(MAN, '儿子4岁不吃蔬菜，要吃维生素吗', 'child-no-vegetables-multivitamin'),
  zh(undefined, '孩子不爱吃青菜，给他吃多维软糖行不行', 'child-no-vegetables-multivitamin'),
  en(
    WOMAN,
    "my 5 year old won't eat vegetables, should i give her a kids multivitamin gummy?",
    'child-no-vegetables-multivitamin',
  ),
  en(undefined, 'my son refuses to eat veggies - are gummy vitamins ok?', 'child-no-vegetables-multivitamin'),
  zh(WOMAN, '我不吃青菜，要吃复合维生素吗', null),
  zh(WOMAN, '孩子5岁，复合维生素软糖一天吃几粒', null),
  // Keeping staples while losing weight (zh-014).
  zh(MAN, '北方人 顿顿离不开馒头面条，减肥是不是主食全得戒了，那活着还有啥意思', 'weight-loss-keep-staples'),
  zh(WOMAN, '减肥一定要不吃米饭吗', 'weight-loss-keep-staples'),
  zh(MAN, '想减重，主食是不是一口都不能碰', 'weight-loss-keep-staples'),
  en(MAN, 'do i have to quit noodles and steamed buns to lose weight?', 'weight-loss-keep-staples'),
  en(WOMAN, 'do i need to give up bread to lose weight', 'weight-loss-keep-staples'),
  zh(INSULIN, '减肥是不是主食全得戒了', null),
  zh(undefined, '我16岁，减肥是不是主食全得戒了', null),
  zh(MAN, '减肥期间主食吃什么好', null),
  zh(MAN, '减肥晚饭不吃米饭只吃菜行不行', null),
  // B12 and fermented soy for a vegan (zh-017).
  zh(
    VEGAN,
    '纯素一年多了，B12是不是必须补啊？朋友说吃点发酵豆制品就有了不用补，因该吃多少合适',
    'vegan-b12-fermented-soy',
  ),
  zh(VEGAN, '吃纳豆和味噌能补b12吗', 'vegan-b12-fermented-soy'),
  zh(undefined, '吃素的话，蘑菇和发酵豆制品里的B12够不够', 'vegan-b12-fermented-soy'),
  en(VEGAN, 'can i get b12 from tempeh and miso instead of a supplement?', 'vegan-b12-fermented-soy'),
  en(undefined, 'do mushrooms or fermented foods give vegans enough b12', 'vegan-b12-fermented-soy'),
  zh(VEGAN, 'B12一天吃多少', null),
  zh(VEGAN, '纯素的话b12一定要吃补剂吗？我平时吃不少海苔和螺旋藻', null),
  zh(VEGAN, '发酵豆制品吃多了好吗', null),
  // Flaxseed oil against algal DHA (zh-020).
  zh(VEGAN, '吃素怎么补omega-3，亚麻籽油拌凉菜行吗还是得买藻油DHA', 'flaxseed-oil-or-algal-dha'),
  zh(WOMAN, '亚麻籽油能代替鱼油吗', 'flaxseed-oil-or-algal-dha'),
  zh(undefined, '胡麻油里有dha吗', 'flaxseed-oil-or-algal-dha'),
  en(VEGAN, 'is flaxseed oil enough or do i need algal dha?', 'flaxseed-oil-or-algal-dha'),
  en(undefined, 'can linseed oil replace fish oil for omega 3', 'flaxseed-oil-or-algal-dha'),
  zh(VEGAN, '亚麻籽油能炒菜吗', null),
  zh(VEGAN, '藻油DHA一天吃几粒', null),
  // Sesame paste against milk for calcium (zh-022).
  zh(VEGAN, '不喝牛奶钙从哪来？听说芝麻酱补钙比牛奶还强是真的吗', 'sesame-paste-calcium-vs-milk'),
  zh(WOMAN, '芝麻酱钙含量是不是比牛奶高', 'sesame-paste-calcium-vs-milk'),
  zh(undefined, '吃麻酱能补钙吗', 'sesame-paste-calcium-vs-milk'),
  en(VEGAN, 'is tahini a better source of calcium than milk?', 'sesame-paste-calcium-vs-milk'),
  en(undefined, 'does sesame have more calcium than milk', 'sesame-paste-calcium-vs-milk'),
  zh(VEGAN, '芝麻酱热量高吗', null),
  zh(WOMAN, '牛奶和钙片哪个补钙好', null),
  // Haemoglobin and ferritin read together (zh-023).
  zh(
    VEGAN,
    '体检血红蛋白118，铁蛋白15，这算缺铁吗？吃素补铁感觉好难啊',
    'haemoglobin-and-ferritin-read-together',
  ),
  zh(WOMAN, '血红蛋白105 铁蛋白8 是不是贫血', 'haemoglobin-and-ferritin-read-together'),
  zh(IRON, '铁蛋白22，血色素125，严重吗', 'haemoglobin-and-ferritin-read-together'),
  en(
    VEGAN,
    'my hemoglobin is 118 and ferritin 15, am i iron deficient?',
    'haemoglobin-and-ferritin-read-together',
  ),
  en(WOMAN, 'hb 11.2 and ferritin 9 - is that anaemia?', 'haemoglobin-and-ferritin-read-together'),
  zh(T1, '怀孕了血红蛋白105 铁蛋白12 要紧吗', null),
  zh(KIDNEY, '血红蛋白98 铁蛋白60 要补铁吗', null),
  zh(VEGAN, '铁蛋白15算低吗', null),
  en(
    IRON,
    'My ferritin is 8 and Hb 98. Is the iron in my multivitamin enough or do I need a separate tablet?',
    null,
  ),
  // Fish oil and coffee on sertraline while breastfeeding (zh-041, zh-045).
  zh(
    NURSING,
    '我现在纯母乳，同时在吃舍曲林50mg，医生说可以继续喂。想补点鱼油，这样ok吗？会不会通过奶影响宝宝',
    'fish-oil-sertraline-breastfeeding',
  ),
  zh(NURSING, '吃舍曲林喂奶，吃dha会通过奶影响宝宝吗', 'fish-oil-sertraline-breastfeeding'),
  zh(undefined, '吃舍曲林喂奶，鱼油会不会通过奶影响宝宝', 'fish-oil-sertraline-breastfeeding'),
  en(
    NURSING,
    'can i take fish oil with sertraline while breastfeeding - does it pass into my milk?',
    'fish-oil-sertraline-breastfeeding',
  ),
  en(undefined, 'nursing and on zoloft - is omega 3 ok for the baby?', 'fish-oil-sertraline-breastfeeding'),
  zh(WOMAN, '吃舍曲林能吃鱼油吗', null),
  zh(NURSING, '舍曲林跟鱼油、维D能一起吃吗，会影响宝宝吗', null),
  zh(NURSING, '哺乳期鱼油一天吃几粒', null),
  zh(NURSING, '吃舍曲林的话咖啡能喝吗 夜奶带娃真的太困了', 'coffee-sertraline-breastfeeding'),
  zh(NURSING, '舍曲林和咖啡冲突吗', 'coffee-sertraline-breastfeeding'),
  zh(undefined, '喂奶吃着舍曲林，还能喝拿铁吗', 'coffee-sertraline-breastfeeding'),
  en(
    NURSING,
    'can i drink coffee on sertraline? night feeds are killing me',
    'coffee-sertraline-breastfeeding',
  ),
  en(undefined, "i'm breastfeeding and on zoloft, is coffee ok", 'coffee-sertraline-breastfeeding'),
  zh(WOMAN, '吃舍曲林能喝咖啡吗', 'coffee-sertraline'),
  en(undefined, 'is caffeine ok with sertraline?', 'coffee-sertraline'),
  zh(T1, '怀孕吃舍曲林能喝咖啡吗', null),
  zh(NURSING, '哺乳期咖啡一天几杯', null),
  // An older person who chokes, gaining weight (zh-048).
  zh(OLD, '我妈今年80，1米48才82斤，吃饭老容易呛到，平时吃点啥能长点肉', 'older-choking-gain-weight'),
  zh(undefined, '我爸85岁，170公分才90斤，吃饭容易噎，太瘦了怎么增重', 'older-choking-gain-weight'),
  zh(OLD, '吞咽不好，体重只有38公斤，吃什么能长点肉', 'older-choking-gain-weight'),
  en(
    OLD,
    'my mum is 80, 150cm and 40kg, chokes at meals - how can she gain weight?',
    'older-choking-gain-weight',
  ),
  en(
    undefined,
    'my 82 year old dad weighs 50 kg, has trouble swallowing and is underweight - how to put on weight',
    'older-choking-gain-weight',
  ),
  zh(OLD, '吃饭老呛，太瘦了怎么增重', null),
  zh(WOMAN, '吃饭老呛到，怎么办', null),
  zh(WOMAN, '太瘦了想长点肉吃什么', null),
  // Starchy vegetables said to lower glucose (zh-073).
  zh(INSULIN, '南瓜玉米红薯能降血糖是真的吗，我丈母娘天天蒸给我吃', 'starchy-veg-lower-glucose-with-lows'),
  zh(INSULIN, '听说吃南瓜能降糖，是不是真的', 'starchy-veg-lower-glucose-with-lows'),
  zh(MAN, '红薯玉米能降血糖吗', 'starchy-veg-lower-glucose'),
  zh(undefined, '糖尿病吃山药能降糖是不是真的', 'starchy-veg-lower-glucose'),
  en(INSULIN, 'is it true pumpkin lowers blood sugar?', 'starchy-veg-lower-glucose-with-lows'),
  en(MAN, 'does sweet potato lower blood sugar?', 'starchy-veg-lower-glucose'),
  zh(INSULIN, '南瓜热量高吗', null),
  zh(MAN, '红薯和米饭哪个热量高', null),
  // Daily folic acid on methotrexate (zh-093).
  zh(MTX, '叶酸能不能天天吃', 'methotrexate-folic-acid-daily', '甲氨蝶呤一周吃一次，叶酸5mg应该哪天吃'),
  zh(MTX, '吃甲氨蝶呤，叶酸可以每天吃吗', 'methotrexate-folic-acid-daily'),
  zh(undefined, '甲氨蝶呤的叶酸一周吃几次', 'methotrexate-folic-acid-daily'),
  en(MTX, 'can i take my folic acid every day on methotrexate?', 'methotrexate-folic-acid-daily'),
  en(undefined, 'on methotrexate, should folic acid be daily or weekly?', 'methotrexate-folic-acid-daily'),
  zh(WOMAN, '叶酸能不能天天吃', null),
  zh(MTX, '叶酸除了吃甲氨蝶呤那天每天都吃，可以吗', null),
  zh(T1, '怀孕叶酸每天吃多少', null),
  // Fermented condiments and cooking on an MAOI (zh-116).
  zh(MAOI, '酱油、腐乳、臭豆腐能吃吗，我湖南人离不开这些', 'maoi-fermented-foods-named'),
  zh(MAOI, '湖南人离不开腐乳和剁辣椒，吃这个药怎么办', 'maoi-fermented-foods-named'),
  zh(undefined, '吃苯乙肼，湘菜离不开豆豉剁辣椒怎么办', 'maoi-fermented-foods-named'),
  en(MAOI, 'on phenelzine, what can i use instead of soy sauce?', 'maoi-fermented-foods-named'),
  en(
    undefined,
    "i'm on an maoi and can't cook without soy sauce and fermented bean curd, substitutes?",
    'maoi-fermented-foods-named',
  ),
  zh(WOMAN, '酱油离不开，能用什么代替减盐', null),
  zh(MAOI, '臭豆腐能吃吗', null),
  // Holiday cured meats on an MAOI (zh-121).
  zh(MAOI, '过年家里腊肉香肠火腿一大堆，吃这个药要注意啥', 'maoi-cured-meats-festive'),
  zh(MAOI, '春节家里好多腊肠，能吃一点吗', 'maoi-cured-meats-festive'),
  zh(undefined, '吃苯乙肼，过年的腊肉要注意什么', 'maoi-cured-meats-festive'),
  en(
    MAOI,
    'on phenelzine, the house is full of chinese sausage for new year - what should i watch?',
    'maoi-cured-meats-festive',
  ),
  en(undefined, "i'm on an maoi - christmas ham and salami leftovers, ok?", 'maoi-cured-meats-festive'),
  zh(WOMAN, '过年腊肉香肠吃多了不好吗', null),
  zh(GOUT, '腊肉能吃吗', null),
  en(MAOI, 'is a salami sandwich allowed for me?', null),
  // A multivitamin with vitamin A on isotretinoin (zh-122).
  zh(ISOTRETINOIN, '吃异维A酸期间能吃复合维生素吗，里面有维A', 'isotretinoin-multivitamin-with-vitamin-a'),
  zh(ISOTRETINOIN, '善存里面有维生素A，吃泰尔丝的时候行不行', 'isotretinoin-multivitamin-with-vitamin-a'),
  zh(undefined, '吃异维a酸，含维生素a的多维可不可以吃', 'isotretinoin-multivitamin-with-vitamin-a'),
  en(
    ISOTRETINOIN,
    'multivitamin with vitamin a while on accutane - allowed?',
    'isotretinoin-multivitamin-with-vitamin-a',
  ),
  en(undefined, 'on isotretinoin, is a multi with retinol fine?', 'isotretinoin-multivitamin-with-vitamin-a'),
  zh(WOMAN, '复合维生素里有维A，能吃吗', null),
  zh(ISOTRETINOIN, '吃异维A酸期间含维A的复合维生素要停吗', null),
  // Tea and milk tea while taking iron (zh-136).
  zh(IRON, '每天下午一杯奶茶或者绿茶，会影响补铁吗', 'iron-afternoon-tea-or-milk-tea'),
  zh(IRON, '在吃铁剂，下午喝杯茶可以吗', 'iron-afternoon-tea-or-milk-tea'),
  zh(undefined, '缺铁在补铁，上午十点喝杯奶茶有影响吗', 'iron-afternoon-tea-or-milk-tea'),
  en(IRON, "i'm on iron tablets, is an afternoon cup of tea ok?", 'iron-afternoon-tea-or-milk-tea'),
  en(undefined, 'taking iron - does a green tea between meals matter?', 'iron-afternoon-tea-or-milk-tea'),
  zh(WOMAN, '每天下午一杯奶茶会胖吗', null),
  zh(IRON, '铸铁锅煮茶能补铁吗', null),
  zh(IRON, '饭后一杯茶是我十几年的习惯了，会影响补铁吗', null),
  // Hotpot broth and dips in gout (zh-141).
  zh(GOUT, '冬天就想吃火锅 涮完的汤能喝吗 蘸料有讲究吗', 'gout-hotpot-broth-and-dips'),
  zh(GOUT, '痛风吃火锅蘸麻酱可以吗', 'gout-hotpot-broth-and-dips'),
  zh(undefined, '尿酸高，吃火锅油碟怎么选', 'gout-hotpot-broth-and-dips'),
  en(GOUT, 'with gout, which hot pot dipping sauces are ok?', 'gout-hotpot-broth-and-dips'),
  en(undefined, 'gout - hotpot tonight, what sauces should i avoid?', 'gout-hotpot-broth-and-dips'),
  zh(WOMAN, '火锅蘸料怎么调好吃', null),
  zh(GOUT, '火锅汤能喝吗', null),
  // Cherries and soda water in gout (zh-142).
  zh(GOUT, '樱桃、苏打水能降尿酸吗', 'gout-cherries-and-soda-water'),
  zh(GOUT, '痛风喝苏打水吃车厘子有用吗', 'gout-cherries-and-soda-water'),
  zh(undefined, '尿酸高，樱桃和碱性水哪个管用', 'gout-cherries-and-soda-water'),
  en(GOUT, 'do cherries and soda water lower uric acid?', 'gout-cherries-and-soda-water'),
  en(undefined, 'gout: cherries or alkaline water, which helps?', 'gout-cherries-and-soda-water'),
  zh(WOMAN, '樱桃和苏打水哪个热量低', null),
  zh(GOUT, '樱桃能降尿酸吗', null),
  zh(GOUT, '樱桃和小苏打水降尿酸有用吗', null),
  // Cola and juice instead of alcohol in gout (zh-144).
  zh(GOUT, '不喝酒改喝可乐果汁行不行', 'gout-cola-or-juice'),
  zh(GOUT, '痛风能喝可乐吗', 'gout-cola-or-juice'),
  zh(undefined, '尿酸高，汽水能喝吗', 'gout-cola-or-juice'),
  en(GOUT, 'can i drink coke instead of beer with gout?', 'gout-cola-or-juice'),
  en(undefined, 'gout - are soft drinks ok?', 'gout-cola-or-juice'),
  zh(WOMAN, '可乐能喝吗', null),
  zh(GOUT, '痛风能喝苏打水吗', null),
  // Strong tea and the bones (zh-152).
  zh(BONES, '喝咖啡浓茶对骨头不好吗', 'bones-strong-tea'),
  zh(BONES, '骨质疏松能喝茶吗', 'bones-strong-tea'),
  zh(undefined, '绝经了，天天喝浓茶会不会骨质疏松', 'bones-strong-tea'),
  en(BONES, 'is strong tea bad for my bones?', 'bones-strong-tea'),
  en(undefined, 'osteoporosis - does tea weaken bones?', 'bones-strong-tea'),
  zh(WOMAN, '喝茶会胖吗', null),
  zh(THYROID, '喝浓茶对骨头不好吗，吃优甲乐', null),
  // A teenager's target weight (zh-153).
  zh(undefined, '我16岁 160cm 55kg 想瘦到45 一天吃多少卡', 'teen-target-weight-bmi'),
  zh(undefined, '我15岁，身高165，体重110斤，想减到90斤', 'teen-target-weight-bmi'),
  zh(undefined, '初三女生 158cm 50kg 想减到42kg 要怎么吃', 'teen-target-weight-bmi'),
  en(undefined, "i'm 16, 160cm, 55kg, want to get to 45kg, how many calories?", 'teen-target-weight-bmi'),
  en(undefined, "i'm 15 and 165cm 60kg, i want to get down to 48kg", 'teen-target-weight-bmi'),
  zh(WOMAN, '160cm 55kg 想瘦到50 一天吃多少卡', null),
  zh(undefined, '我16岁 160cm 想长高到170', null),
];

const mine = rowsOf(ROUND22_ZHPART_FAQ);

describe("blind answer round 22's zh questions answered in part (development data)", () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, mine);
    },
    60_000,
  );

  // zh-062: the worry about vitamin K said beside the greens is the round-20 row warfarin-greens-can-eat
  // (rows-round20-zhpart.ts, its CAN_EAT widened): "yes, eat them steadily", not only the pair's box.
  it.each([
    zh(WARFARIN, '吃华法林能吃菠菜西兰花吗？听说维生素K会影响药效', 'warfarin-greens-can-eat'),
    zh(WARFARIN, '听说维生素K会降低华法林效果，绿叶菜还能吃吗', 'warfarin-greens-can-eat'),
    zh(undefined, '吃华法林的人，菠菜会影响药效吗', 'warfarin-greens-can-eat'),
    en(
      WARFARIN,
      'does the vitamin k in spinach affect my warfarin? can i still eat it',
      'warfarin-greens-can-eat',
    ),
    en(
      undefined,
      'on coumadin - vitamin k interferes with it, so are greens out?',
      'warfarin-greens-can-eat',
    ),
  ])(
    '$locale "$text" → the round-20 greens row',
    (c) => {
      expect(faqIdsOf(askAs(c))).toContain(c.id);
    },
    60_000,
  );
  it.each([
    zh(WOMAN, '维生素K会影响药效吗，菠菜能吃吗', null),
    zh(WARFARIN, '下个月出去旅游一个礼拜，可能吃不到什么青菜，要注意什么', null),
  ])(
    '$locale "$text" → not the greens row',
    (c) => {
      expect(faqIdsOf(askAs(c))).not.toContain('warfarin-greens-can-eat');
    },
    60_000,
  );

  it('works the protein out from the plan weight and the breakfast named', () => {
    const r = askAs({
      persona: WOMAN,
      locale: 'zh-CN',
      text: '我每天要吃多少蛋白质才够啊？一周去三次健身房撸铁，早餐一般就一个包子一杯豆浆',
    });
    expect(r.text).toMatch(/一个包子（约4–8克）加一杯豆浆（约5–7克），合计约9–15克/);
    expect(r.text).not.toMatch(/普拉提|瑜伽/);
    const eggs = askAs({ persona: WOMAN, locale: 'zh-CN', text: '撸铁的话蛋白质要多少，早饭一个鸡蛋' });
    expect(eggs.text).toMatch(/一个鸡蛋（约6–7克）/);
    expect(eggs.text).not.toMatch(/包子|豆浆/);
  });

  it('reads the haemoglobin and ferritin said, not fixed numbers', () => {
    const mild = askAs({ persona: VEGAN, locale: 'zh-CN', text: '体检血红蛋白118，铁蛋白15，这算缺铁吗' });
    expect(mild.text).toMatch(/缺铁性贫血（轻度）/);
    expect(mild.text).toMatch(/血红蛋白118/);
    const stores = askAs({ persona: VEGAN, locale: 'zh-CN', text: '血红蛋白128，铁蛋白20，这算缺铁吗' });
    expect(stores.text).toMatch(/算缺铁，但还没到贫血/);
    const notIron = askAs({
      persona: VEGAN,
      locale: 'en-US',
      text: 'hemoglobin 112 and ferritin 85, am i iron deficient?',
    });
    expect(notIron.text).toMatch(/doesn’t look like plain iron deficiency/);
  });

  it('works the teenager’s BMI out from the height and weights said', () => {
    const r = askAs({ locale: 'zh-CN', text: '我16岁 160cm 55kg 想瘦到45 一天吃多少卡' });
    expect(r.text).toMatch(/BMI约21\.5/);
    expect(r.text).toMatch(/BMI约17\.6/);
    const jin = askAs({ locale: 'zh-CN', text: '我15岁，身高165，体重110斤，想减到90斤' });
    expect(faqIdsOf(jin)).toContain('teen-target-weight-bmi');
    expect(jin.text).toMatch(/55公斤/);
  });

  it('names the other takeaways only when they were named', () => {
    const alone = askAs({ persona: WOMAN, locale: 'zh-CN', text: '螺蛳粉热量高吗，减肥能吃吗' });
    expect(alone.text).not.toMatch(/黄焖鸡/);
    const three = askAs({
      persona: WOMAN,
      locale: 'zh-CN',
      text: '公司楼下外卖就黄焖鸡、麻辣烫、螺蛳粉这几样，天天点外卖咋选相对健康点',
    });
    expect(three.text).toMatch(/黄焖鸡/);
    expect(three.text).toMatch(/螺蛳粉/);
  });
});
