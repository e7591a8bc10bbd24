/**
 * The domain's sentences in Chinese, the base catalogue (ADR 0045): every key is typed from this file
 * (`MessageKey` in ./index.ts), en-US.ts must have the same keys, and `{name}` is a placeholder `say`
 * fills. Nested by the module that speaks the sentence. Knowledge tables keep their own `zh`/`en` fields:
 * they are sourced data, not the rules' words.
 */
export const zhCN = {
  targets: {
    standard: {
      cn2023: '中国居民膳食营养素参考摄入量2023版',
      cn2013: '中国居民膳食营养素参考摄入量2013版（WS/T 578）',
      us: '美国膳食营养素参考摄入量，{report}',
      usOmega3: '{report}（美国未设EPA+DHA的DRI）',
    },
    basis: {
      RNI: '推荐摄入量（RNI）',
      RDA: '推荐膳食供给量（RDA）',
      AI: '适宜摄入量（AI）',
      AMDR: '宏量营养素可接受范围下限（AMDR）',
    },
    vegetarian: {
      iron: '铁',
      zinc: '锌',
      text: '素食者{nutrient}需要量按美国DRI为一般人群的 {factor} 倍：{detail}',
      raised: '{from} → {target} 毫克/天',
      capped:
        '{from} × {factor} ≈ {raised} 毫克/天，超过可耐受最高摄入量 {target} 毫克/天，所以目标就定在上限 {target} 毫克/天：目标与上限相同，不能再多',
    },
    osteoporosisVitaminD: '骨质疏松症：维生素D每天 {iu} IU（{min}–{max} 微克）',
    osteoporosisCalcium: '骨质疏松症（50岁及以上）：钙每天 {min}–{max} 毫克（食物和补充剂合计）',
    olderProtein: {
      osteoporosis: '65岁以上且有骨质疏松',
      lowBmi: '65岁以上、体重偏低（有营养不良风险）',
      text: '{why}：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克',
    },
    sportsProtein: '高强度运动或增肌目标：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克',
    bariatric: {
      protein: '减重手术后：蛋白质每天 {min}–{max} 克（ASMBS 2019）',
      calcium: '减重手术后：钙每天 {min}–{max} 毫克，选枸橼酸钙分次服用（ASMBS 2019）',
      thiamin: '减重手术后：维生素B1（硫胺素）每天至少 {min} 毫克，按手术团队的处方补充（ASMBS 2019）',
      b12: '减重手术后：维生素B12 口服每天 {min}–{max} 微克，按手术团队的处方补充（ASMBS 2019）',
      iron: '减重手术后：铁每天至少 {min} 毫克（含铁复合维生素）；需要 {min}–{max} 毫克中的多少，由手术团队按手术方式和是否来月经决定（ASMBS 2019）',
    },
    ibdActiveProtein:
      '炎症性肠病、C反应蛋白升高（炎症活动）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2023）',
    liverProtein: '肝硬化：蛋白质不减，每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2019）',
    copdProtein:
      '慢阻肺、体重偏低或需要增重：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（欧洲呼吸学会2014；GOLD 2024）',
    cancerProtein:
      '癌症（治疗中或治疗后）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（ESPEN 2021）',
    cancerKidneyProtein:
      '癌症（治疗中或治疗后）且肾功能下降：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克——够保住体重和肌肉，肾功能不好也不再多（ESPEN 2017；KDIGO 2024）',
    kidneyProtein: {
      olderAtRisk:
        '慢性肾脏病、65岁以上：蛋白质每天 {perKg} 克/千克体重，约 {grams} 克，不要自己再减（KDIGO 2024）',
      ceiling: '慢性肾脏病：蛋白质不超过每天 {perKg} 克/千克体重（约 {grams} 克，KDIGO 2024）',
      kdoqi:
        '慢性肾脏病（3b–5期、未透析）：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克，具体吃多少按肾内科医生和肾病营养师定的（KDOQI 2020）',
      kdoqiDiabetes:
        '慢性肾脏病（3b–5期、未透析）合并糖尿病：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克，具体吃多少按肾内科医生和肾病营养师定的（KDOQI 2020）',
    },
    dialysisProtein: '维持性透析：蛋白质每天 {perMin}–{perMax} 克/千克体重，约 {min}–{max} 克（KDOQI 2020）',
  },
  schedule: {
    label: {
      medicine: '{drug}（你的药，按医嘱）',
      medicineWeekly: '{drug}（每周只吃一次，只在医生定的那一天吃，其他日子不吃）',
      medicineMonthly: '{drug}（每月只吃一次，只在医生定的那一天吃）',
      medicineSomeDays: '{drug}（你写的是“{days}”：只在医生定的那几天吃，按处方的次数，不是每天吃）',
      amount: '{nutrient} {amount}',
      own: '{name}（你自己在吃的）',
      ownOne: '{name} ×1（你自己在吃的）',
      ownWeekly: '{name}（你自己在吃的，每周只吃一次，在你固定的那一天吃，其他日子不吃）',
      ownMonthly: '{name}（你自己在吃的，每月只吃一次，在你固定的那一天吃）',
    },
    hours: '{hours} 小时',
    note: {
      order: '起床先用白开水吃{first}，30分钟后再吃{second}，再过30–60分钟吃早饭。',
      split: '钙每次不超过 {mg} 毫克，所以分到两餐吃。',
      spacing: '{a}和{b}至少间隔 {hours} 小时。',
      unplaced: '你在吃{drug}：{what}要和它间隔至少 {hours} 小时，按你吃药的时间错开上面的安排。',
      broken:
        '你的一天里排不开：{a}和{b}本该间隔至少 {hours} 小时，上面的时间做不到。请问药师或医生怎么安排，别自己停药。',
      twice: '{nutrient}每次不超过 {mg} 毫克，但你的一天里排不开：{at}要吃两份。请问药师怎么安排。',
      moved: '{nutrient}{at}吃{food}{why}。',
      binder: {
        lead: '{drug}会在肠道里吸附同时吃下的药和营养素，请按你吃{drug}的时间错开：{groups}。其他药和补充剂也一样；排不开请问药师，不要自己停药。',
        group: '{names}在它之前至少 {before} 小时、或之后 {after} 小时吃',
        groupBeforeOnly: '{names}在它之前至少 {before} 小时吃',
        separator: '；',
        names: '、',
      },
    },
    moved: {
      withFood: '（随餐，不空腹）',
      why: '：这样{list}',
      separator: '，',
      after: '在{name}之后至少 {hours}',
      before: '在{name}之前至少 {hours}',
    },
  },
  reminders: {
    dose: {
      title: '该吃了：{when}',
      slotItems: '{slot}：{items}',
      separator: '、',
      lines: '；',
    },
    person: '{name} · {text}',
    test: {
      title: '提醒已开启',
      body: '到了吃的时间，这台手机会这样提醒你。',
    },
    refill: {
      title: '快吃完了：{name}',
      left: '大约还能吃 {days} 天，记得及时补货。',
      leftOne: '大约还能吃 1 天，记得及时补货。',
      out: '已经吃完了，需要的话记得补货。',
    },
    calendar: {
      name: 'AI 营养师 · 服用提醒',
      note: '按你的每日安排提醒；方案有变化时请重新下载日历文件。',
    },
  },
  energy: {
    bmi: {
      notJudged: 'BMI {bmi}（按当前体重计算）：孕期不按当前体重判断胖瘦，请填写孕前体重',
      judged: '{basis}BMI {bmi}：按{standard}为{category}',
      prePregnancy: '孕前',
      standardCn: '中国成人体重判定标准',
      standardWho: '世界卫生组织（WHO）分类',
    },
    category: {
      underweight: '体重过低',
      normal: '体重正常',
      overweight: '超重',
      obese: '肥胖',
    },
    bmr: '基础代谢按 Mifflin–St Jeor 公式估算为 {kcal} kcal/天',
    activity: '活动水平系数 {factor}，每日总能量约 {kcal} kcal',
    olderLowBmi:
      '{age}岁、BMI {bmi}：老年人体重偏低（GLIM），能量不低于每公斤体重 {perKg} 千卡，即约 {kcal} kcal/天',
    lifeStage: '孕期/哺乳期每日能量增加 {kcal} kcal',
  },
  /** assistant/reply-emergency.ts: lines said under an urgent card. */
  emergency: {
    antiseizureMedicine: '抗癫痫药',
    noExtraDose:
      '**不行——现在不要多吃一次或加倍吃{drug}（其他药和安眠药也一样）：** 在医生看过之前，多吃的药可能让现在的情况更糟；心律有问题或血钾、血镁低时，西酞普兰这类药会让风险更高。不要等到明天。',
    noExtraDoseAnyMedicine: '你的药',
    methotrexateHold:
      '**在吃甲氨蝶呤的：先不要吃下一次{cotrimoxazole}；到急诊告诉医生你在吃甲氨蝶呤、每周几片**——发烧、口腔溃疡可能是药物蓄积引起的白细胞下降，要马上查血常规。',
    methotrexateHoldCotrimoxazole: '，复方新诺明（磺胺）也先停',
    strokeNothingByMouth:
      '**等急救人员来之前，不要给他吃喝任何东西，包括安宫牛黄丸、阿司匹林和水**：中风时常有吞咽困难，容易呛进气管；如果是脑出血，阿司匹林会加重出血。让他侧躺或半躺，记下症状开始的时间告诉医生。',
    noAspirinForChildren:
      '**不要给孩子吃阿司匹林**（16岁以下都不用，可能引起瑞氏综合征，伤肝和脑）：退烧用儿童剂型的对乙酰氨基酚或布洛芬，按体重剂量。',
    /** Severe upper abdominal pain with vomiting on valproate (assistant/reply-emergency.ts; forty-eighth clinician review, zh M5). */
    valproatePancreatitis:
      '**你在吃丙戊酸钠：上腹剧痛、痛到后背、反复呕吐，可能是丙戊酸钠引起的胰腺炎（说明书黑框警告），需要马上急诊。** 告诉医生你在吃丙戊酸钠（带上药盒），需要查血淀粉酶和脂肪酶；怀孕时也要说几周了。丙戊酸钠是否暂停由医生决定，不要自己突然停药。',
    loperamideMax:
      '**易蒙停（洛哌丁胺）不要自己加量**：不要超过医生开的量，自己买的每天最多8粒（16毫克）；吃多了可能引起严重的心律失常。拉水、尿少、站起来发晕是要去医院补液的情况，止泻药代替不了。',
    topiramateEyeStop:
      '**托吡酯（妥泰）的事交给急诊或眼科医生当场决定：这种眼睛急症的治疗通常就是尽快停掉托吡酯，所以别在家等，现在就去，到了第一句就告诉医生你在吃托吡酯（带上药盒）。** 见到医生前不要再吃下一次，也不要加吃止痛药硬撑。',
    keepAntiseizure:
      '**{drug}不要自己停，下一次照常按时吃**：突然停药会诱发更多、更长的发作（孕期的发作对妈妈和宝宝都更危险）。要不要调整，由看你的医生决定；去医院时把药和药盒带上。',
  },
  findings: {
    /**
     * A medicine typed above its regulator's daily maximum (knowledge/medicine-daily-max.ts; engine/plan.ts, and the
     * chat's dose answer).
     */
    domperidoneAboveMax:
      '**{name}每天{daily}毫克，超过了每天最多{max}毫克的上限。** 欧洲和加拿大的药监部门规定成人每次10毫克、每天最多3次（{max}毫克），超过这个量，严重心律失常和心源性猝死的风险会升高；年过60、有心脏病、血钾或血镁低，或同时用氟康唑、克拉霉素、红霉素这类药时风险更高。不要今天自己停药或改量：这周内联系开药的医生，说清楚每次几片、每天几次，请医生重新评估剂量、需要时做心电图。心慌、心跳乱、头晕要晕倒或晕倒过，马上去急诊。',
    /** knowledge/methotrexate-weekly.ts (thirty-eighth clinician review, zh S1). */
    tumourLysis:
      '**尿酸、血钾、血磷升高或血钙降低同时出现两项以上，在抗肿瘤治疗（尤其刚开始或加量的几周）期间，可能是肿瘤溶解综合征：请今天就联系血液科或肿瘤科团队，把这份化验给他们看。** 在那之前不要自己补钙（血磷高时补钙可能在肾脏和组织里沉积），喝水和钾的摄入按团队的要求来；尿量明显减少、心慌、肌肉抽动或抽搐，立即就医。',
    highPhosphateNoCalcium:
      '血磷偏高：不建议自己补钙（钙和磷可能在肾脏和血管里沉积），要不要补、补多少由医生按化验决定。',
    /** engine/plan.ts denosumabLowCalciumFinding (fifty-first clinician review, zh S3). */
    denosumabLowCalcium:
      '**血钙偏低，又在打地舒单抗（普罗力）：这是它最要紧的副作用，请在一两天内联系开药的医生（或肾内科医生）复查血钙（同时查白蛋白和镁），不要等到下次打针。** 打针后一两周血钙最低；肾功能差、维生素D缺乏、没吃钙片的人最容易低。通常需要每天补钙（元素钙约500–1000毫克）和维生素D，剂量由医生按你的肾功能和血磷来定——血磷偏高时也由医生权衡，不是不补；碳酸钙便秘的，可以请医生换成枸橼酸钙。嘴唇周围或手指发麻、腿抽筋、手抽成鸡爪样，立即去急诊。不要自己停地舒单抗。',
    denosumabCalciumByDoctor:
      '血磷偏高，但你在打地舒单抗、血钙又偏低：钙不是不补，而是要由医生在这一两天内定量（见地舒单抗和低血钙那一条），不要自己随便加。',
    methotrexateDaily:
      '**你写的甲氨蝶呤是“{frequency}”：治类风湿、银屑病这类病的小剂量甲氨蝶呤是每周只吃一次，每天吃是会致命的用药错误（骨髓抑制、口腔和肠道溃疡、肝损伤）。下一次先不要吃，今天就联系开药医生或药师核对用法。**{urgent}',
    methotrexateDailyUrgent:
      '你的化验已经有白细胞、血小板偏低或肝功能异常，这可能就是药物蓄积：请今天就去医院查血常规、肝肾功能，由医生决定怎么处理。出现口腔溃疡、咽喉痛、发烧、皮肤出血点或瘀斑，立即就医。',
    /** Thirty-seventh clinician review, zh S3: no switch to calcium citrate beside an aluminium antacid. */
    calciumCitrateAluminium:
      '你在吃含铝的胃药（{drugs}）：枸橼酸（柠檬酸）钙会让肠道吸收的铝成倍增加，肾功能偏弱或年纪大时铝会在体内蓄积（伤骨骼、脑和造血），所以钙片不要换成枸橼酸钙，也不要和枸橼酸钾、枸橼酸铋钾这类枸橼酸盐同服。碳酸钙随餐吃（吃抑酸药时和饭一起吃吸收尚可），和含铝胃药相隔至少2小时；需要长期吃含铝胃药的，请问开药医生能否换药。',
    /** Thirty-seventh clinician review, en S3: a breastfeeding mother's low B12 or vegan diet and her baby. */
    lactationB12Baby: {
      low: '你的维生素B12偏低，又在喂母乳：宝宝的B12全部来自母乳，妈妈缺乏时奶里的B12也少，纯母乳喂养的宝宝可能跟着缺乏（多在2–12个月出现：吃奶差、没精神、身体发软、发育倒退，神经损伤可能不可逆）。请这一两周内带宝宝看儿科或社区医生，说明你B12低、在喂母乳，让医生决定是否给宝宝查B12；你自己的B12按医生的治疗量补。宝宝如果已经发软、嗜睡、叫不醒或吃奶明显减少，当天就医。',
      borderline:
        '你的维生素B12在临界范围（200–300 pg/mL，即148–221 pmol/L），又在喂母乳：宝宝的B12全部来自母乳，妈妈B12偏低时奶里的B12也可能不够。请每天有可靠的B12来源（B12补充剂或强化食品；蛋奶素饮食里的B12常常不够），并请医生看这个结果，需要时加查甲基丙二酸（MMA）确认、定补充剂量。B12没有设定可耐受最高摄入量，常见的每天最多1000微克的片剂在哺乳期是安全的。也请告诉儿科或社区医生你的B12偏低、在喂母乳；宝宝如果吃奶差、没精神、身体发软或发育倒退，尽快就医。',
      vegan:
        '纯素饮食又在喂母乳：宝宝的B12全部来自母乳，妈妈每天必须有可靠的B12来源（B12补充剂或强化食品；普通植物性食物和未强化的酵母片不算），否则纯母乳喂养的宝宝可能缺乏，损伤神经发育。请每天吃B12补充剂，并告诉儿科或社区医生你是纯素饮食。',
    },
    /** knowledge/lab-markers.ts METFORMIN_B12 (tenth clinician review, zh P3 finding 4). */
    metforminB12: {
      borderline: '临界偏低',
      low: '偏低',
      text: '你长期吃二甲双胍，维生素B12 {value} {unit}，已经{state}：二甲双胍会让B12吸收变少。请这几周内找医生看这个结果，医生可以加查甲基丙二酸（MMA）或同型半胱氨酸来确认；如果有手脚发麻、刺痛、走路像踩棉花、记性变差或明显乏力，请尽快（1–2周内）就医，做神经方面的检查。确诊缺乏时，治疗量由医生定：一般口服维生素B12每天约1000微克，或医生开的甲钴胺，神经症状明显时常先打针；方案里每天2.4微克只是日常需要量，不能治疗缺乏。二甲双胍照常吃，不要因此停药。',
    },
  },
  /** review/: what the review of the person's own products says of each one (review/gates-*.ts). */
  review: {
    /** The rule's own sentence, as the input or a knowledge table words it (a condition's reason, a product's warning). */
    quoted: '{text}',
    name: '「{name}」',
    list: '、',
    unknown:
      '未能识别该产品或剂量单位，无法核对其成分、剂量以及与你所用药物的相互作用。请把产品（或包装）拿给药师看。',
    uncounted:
      '剂量按“{given}”填写，但不知道每{one}含多少，因此未计入每日摄入量，也无法核对是否超过上限。请按包装填写每{one}的含量（如每{one} 600 mg），或填写每日总量。',
    unitUnread:
      '已识别为“{what}”，但剂量“{given}”的单位无法换算成本品的量：没有计入每日摄入量，也无法核对剂量是否过高。请按包装用毫克、克或片/粒重新填写。它与你所用药物的相互作用已照常核对。',
    unreadable:
      '填写的每日剂量“{given}”不可能是本品的量（本品一份是 {serving}，这相当于每天 {times} 份），所以读不懂这个剂量：没有计入每日摄入量，也无法核对是否超过上限。请对照包装重新填写每天吃多少，注意单位是克、毫克还是微克。',
    supervised: {
      topUp:
        '{nutrient}每日补充 {supp} {u}，低于治疗剂量（指南范围每天 {min}–{max} {u}）：方案在此基础上再加 {add} {u}，每天合计 {all} {u}，须在医生监督下服用；自行补充的可耐受最高摄入量 {ul} {u} 不适用于医生监督下的治疗。请按时复查。',
      within:
        '{nutrient}每日补充 {supp} {u}，属于方案中须医生监督的治疗剂量（化验证实缺乏，指南范围最多 {max} {u}/天）；自行补充的可耐受最高摄入量 {ul} {u} 不适用于医生监督下的治疗。请在医生指导下服用并按时复查。',
    },
    treatment: {
      head: '{nutrient}每日补充 {supp} {u}，高于化验证实缺乏时的治疗剂量范围（指南{limit}；自行补充的可耐受最高摄入量 {ul} {u} 不适用于医生监督下的治疗）',
      range: ' {min}–{max} {u}/天',
      upTo: '最多 {max} {u}/天',
      prenatal:
        '{head}；本品是孕期复合维生素（含铁 {amount} {u}，也是你叶酸等的来源），请继续服用，把每天铁的总量告诉产科医生，由医生决定是否改用不含铁的孕期复合维生素或调整铁剂。',
      prescribed:
        '{head}；本品为处方用药（提供 {amount} {u}），请继续按医嘱服用，并请开药医生核对每天的总量。',
      farAbove: '{head}；本品提供 {amount} {u}。 {stop}',
      aboveUl:
        '{head}；本品提供 {amount} {u}。缺乏需要治疗，不要自己停用；但更高的剂量不会补得更快，副作用却更多：请尽快请医生把每天的量定在治疗范围内，并按时复查。',
      besideVitaminDCourse:
        '本品每天另含少量维生素D（{amount} µg），和你的维生素D疗程一起吃没有关系，不需要因此停掉——它的钙等其他成分照常吃，除非医生另有安排。',
      withinUl:
        '{head}；本品提供 {amount} {u}。更高的剂量不会补得更快，副作用却更多：请和医生确认每天的总量，多出的含{nutrient}产品可以不吃。',
    },
    ul: {
      besideRxDose:
        '{nutrient}每日合计 {total} {u}，超过可耐受最高摄入量 {ul} {u}，是因为{other}的剂量只由医生开（见那一项）；本品提供的 {amount} {u} 加上其余部分在上限以内，本品不必因{nutrient}停用；问医生那个剂量时也告诉医生你在吃本品。',
      keptBeside:
        '{nutrient}每日合计 {total} {u}，超过可耐受最高摄入量 {ul} {u}，是因为同时在吃{other}；停用{other}后，本品提供的 {amount} {u} 加上其余部分就在上限以内，本品不必因此停用。',
      addedToPrescribed:
        '{nutrient}每日合计 {total} {u}（含医生开的 {prescribed} {u}），已超过可耐受最高摄入量 {ul} {u}；你还在用{drug}，自己另加的本品（{amount} {u}）会让血中的{nutrient}更容易过高：先不要吃本品，问开药医生是否需要；医生开的剂量照常。',
      ownWithinUl:
        '{nutrient}每日合计高于自行补充的上限 {ul} {u}，是因为医生开的处方剂量（{prescribed} {u}）；本品提供的 {amount} {u} 加上其余部分仍在上限以内，可以继续服用，请让开药医生知道你还在吃本品。',
      head: '{what}每日合计 {total} {u}（补充剂 {supp} {u}{food}）',
      food: ' + 膳食约 {food} {u}',
      preformedVitaminA: '预成型维生素A（视黄醇）',
      prescribed:
        '{head}，高于自行补充的可耐受最高摄入量 {ul} {u}；本品为处方用药（提供 {amount} {u}），请继续按医嘱服用，如有疑问请咨询开药医生。',
      rxDose:
        '{head}，超过自行补充的可耐受最高摄入量 {ul} {u}；本品提供 {amount} {u}，是只由医生开的处方剂量，而你没有标明是医生给你开的：请先问开药医生你该不该吃这个剂量，不要自己开始或加量；已经在吃的，先告诉医生再调整。',
      over: '{head}，超过可耐受最高摄入量 {ul} {u}；本品提供 {amount} {u}。{more}',
      stopThisOne: '停用本品后，每日合计约 {total} {u}，就在上限以内；{kept}不必因此停用。',
    },
    duplicate: {
      text: '与「{first}」重复：两者都提供{what}。',
      multi: '复合维生素',
    },
    taboo: {
      yourMedicine: '所用药物',
      bleedingPrescribed:
        '与{drug}及你的其他补充剂合用会叠加出血风险；这是医生开的，请继续按处方服用，并让开药医生知道你在用的全部产品。',
      bleeding:
        '与{drug}及你的其他补充剂合用，出血风险叠加（合起来属严重——比其中任何一种单独与{drug}合用更高，单独一种可能只标为中度）：先暂缓服用，把这些产品拿给开药医生或药师看，由他们决定是否保留；停掉哪一种也告诉他们。',
      prescribed: '与{drug}同服可能不安全；这是医生开的，请继续按处方服用，并确认开药医生知道你在用{drug}。',
      warfarinVitaminK:
        '与{drug}相互作用：不要自己加服；已经每天在吃的，也不要突然停掉或改量——{vka}剂量是在吃着它的情况下调好的，突然停会让INR升高。先告诉抗凝门诊或监测INR的医生，由他们决定怎么调整，改动后复查INR。',
      calciumTreatingLow:
        '血钙偏低又在用{drug}，本品的钙是治疗的一部分：不要自己停用或减量；其中的维生素D合不合适，请问开{drug}的医生，并按医生的安排复查血钙。',
      major: '与{drug}存在严重相互作用，不建议同时服用；请咨询医生或药师。',
      separateHours: '与{drug}间隔 {hours} 小时服用。',
      separate: '与{drug}分开时间服用。',
      avoidBought: '与{drug}同服不安全，除非医生建议，否则不要服用；请咨询医生或药师。',
      avoid: '最好避免与{drug}同服；请咨询医生或药师。',
      monitor: '与{drug}同服时需监测，请告知医生。',
    },
    tracePotassium: {
      one: '本品每天只含钾 {mg} mg（一根中等大小的香蕉约 420 mg），不是{drugs}的说明书所说的补钾产品或含钾代盐，不必因为钾而停用；血钾仍按医生安排复查。',
      many: '本品每天只含钾 {mg} mg（一根中等大小的香蕉约 420 mg），不是{drugs}的说明书所说的补钾产品或含钾代盐，不必因为钾而停用；血钾仍按医生安排复查。',
      and: '、',
    },
    ruledOut: {
      prescribed: '{text}不过本品是为你开的处方补充，请按处方继续服用，并确认开药医生知道你的全部情况。',
      contains: '含{what}：{note}',
      and: '和',
    },
    pregnancyCaution: '{text}{high}',
    biotin:
      '每天{ug} µg生物素会干扰多种抽血检验（甲状腺功能TSH/FT4、肌钙蛋白等），结果可能失真：抽血前停用2–3天，并告诉医生和检验科你在服用生物素。',
    noBenefit: {
      nutrients: '根据你的评估，本品所含营养素目前并不缺乏，额外补充益处不大。',
      goals: '没有可靠证据表明本品对你的健康目标有益。',
    },
    antenatalIron: {
      within: '在世界卫生组织建议的孕期补铁范围（每天{min}–{max} mg元素铁）内',
      notAbove: '不超过世界卫生组织建议的孕期补铁量（每天{min}–{max} mg元素铁）',
      ruledOut:
        '孕期补充剂中的铁每天共 {total} mg，{range}：铁本身没有问题，本品是因为上面的原因不建议吃；换用的孕期补充剂请仍含铁，并告诉产科医生你在吃什么。',
      keep: '孕期补充剂中的铁每天共 {total} mg，{range}：可以继续服用，并告诉产科医生你在吃什么。',
      ironRuledOut:
        '孕期补充剂中的铁每天共 {total} mg：因为上面的原因，孕期不要自己补铁——要不要补、补多少，由产科医生根据铁蛋白决定。',
    },
    keptPrenatal: '这是你的孕期复合维生素，请继续服用，并告诉产科医生你在吃哪些产品。',
    prenatal: {
      keep: '**保留这一种，不要停：**它提供叶酸 {folate} µg，备孕（包括试管婴儿）到怀孕满3个月，每天都需要至少400 µg叶酸来预防胎儿神经管缺陷。{others}铁和其他成分的量是否合适，请带上药盒问生殖科或产科医生。',
      others: '要停的是另一种{names}：两种一起吃，叶酸、铁和维生素A都会加倍。',
      stopOther:
        '**停用这一种，保留「{kept}」：**两种孕期复合维生素一起吃，叶酸、铁和维生素A都会加倍；留一种就够，叶酸照常每天吃。',
    },
  },
  reply: {
    crisis: {
      /** assistant/reply-emergency.ts `withCrisisReminder` (fifteenth clinician review, zh P4 M3). */
      reminder:
        '你前面说到的想法，我还记着：如果它们还在，请现在就打上面的电话，或者让身边的人陪着你；把攒下的药交给信任的人保管或者拿去药房处理。你的问题回答在下面。',
    },
    urgent: {
      fastingLow:
        '正在封斋时出现这些低血糖表现：不要坚持到开斋时间，现在就开斋吃糖——生病和低血糖时本来就可以不封斋；今天不要再继续封斋，再封斋之前先找糖尿病医生调整药。',
      /** A card's text and its first aid, in one line. */
      withFirstAid: '{card}{aid}',
      /** Beside a fever on methotrexate with its co-trimoxazole prophylaxis (assistant/reply-emergency.ts; forty-eighth clinician review, S3). */
      prophylaxisKeep:
        '**预防肺孢子菌肺炎的复方新诺明不要自己停：到急诊把在吃的每一种药都告诉医生（甲氨蝶呤、巯嘌呤、复方新诺明和其他药，最好带上药盒），哪些要暂停由医生决定。**',
      notADoctor: '我是营养助手，无法判断急症，也不能替代医生。请先处理紧急情况。',
    },
    unknownMedicine: {
      planningPregnancy:
        '**怀孕或备孕时，先和开这个药的医生把这个药过一遍再准备怀孕：有些药会伤害胎儿或影响生育，需要在怀孕前几个月就由医生调整或换成别的药。** 在此之前继续避孕，药不要自己停。',
      pregnantNow:
        '**你已经怀孕：如果产科医生和开这个药的医生还不知道你在吃它，请这周就告诉他们——有些药孕期需要调整，只有医生能权衡。** 在此之前不要自己停药或改量。',
    },
    vegetarianHeading: '**素食者需要特别注意的营养素**',
    parts: {
      /** A part that names nothing, said with what the part before named. */
      carried: '{names}{part}',
      separator: '、',
    },
    /** The medicines a supplement must not be taken with, joined (intents/stop-the-supplement.ts). */
    medicinesJoined: '、',
    dose: {
      /**
       * A child's low vitamin D and "how many IU a day" (intents/vitamin-d-repletion.ts
       * `childVitaminDRepletion`): the guideline's figures for children 1–18, never an adult's.
       */
      childVitaminDLow:
        '**{age}孩子的25-羟基维生素D {ng} ng/mL（{nmol} nmol/L）偏低。** 成人的补充量不适用于孩子。',
      childVitaminDDeficient:
        '按美国内分泌学会指南（2011），1–18岁的孩子低于20 ng/mL时，通常每天补维生素D {treatIu} IU，至少6周，使水平升到30 ng/mL以上，之后每天{keepMin}–{keepMax} IU维持；这个疗程请由社区医生或儿科医生确定并监督。',
      childVitaminDInsufficient:
        '按美国内分泌学会指南（2011），1–18岁的孩子每天至少需要{need} IU，要稳定升到30 ng/mL以上，每天可能需要至少{raise} IU（这是所有来源加起来的总量）；具体补多少请社区医生或儿科医生定。',
      childVitaminDCount:
        '孩子已经吃的{what}里也有维生素D：看标签上{servings}含多少IU，算进上面的总量里，不是另外再加。{band}孩子每天合计不要超过上限{ulIu} IU（{ulUg} µg）。',
      childVitaminDRecheck:
        '补充6–12周后请医生复查25-羟基维生素D。维生素D补充剂请放在孩子拿不到的地方，软糖型的尤其容易被当成糖果多吃。',
      /** The protein target to someone who says they eat little (intents/dose.ts `eatingLittleProteinLine`). */
      proteinTargetMoreWanted:
        '**你的方案蛋白质目标是每天至少 {target}。** 方案按问卷里平时的饮食估计每天约 {fromFood}，实际吃进去的可能更少；肾功能正常时多吃一些蛋白质没有问题：先用饭菜补上（每顿一点鸡蛋、牛奶或酸奶、鱼、肉、豆腐），营养补充剂（蛋白粉、营养液）加多少，按医生或营养师说的来。',
      proteinTargetEatingLittle:
        '**你的方案蛋白质目标是每天 {target}。** 方案按问卷里平时的饮食估计每天约 {fromFood}，但你说现在吃得很少，实际多半达不到：先用饭菜补上（每顿一点鸡蛋、牛奶或酸奶、鱼、肉、豆腐），想加营养补充剂前先问医生或营养师。',
    },
    caffeine: {
      /** A product whose caffeine the message states (intents/caffeine-total.ts). */
      stated: '你说的每份含{mg}毫克咖啡因的产品',
      sugarLimit:
        '糖：世界卫生组织建议游离糖（加的糖、炼乳和甜饮料里的糖）每天少于总能量的10%，大约50克，最好在25克左右以下。',
      item: '{what}×{count}（每份约{mg}毫克）',
      within: {
        adult: '**这样一天大约{total}毫克咖啡因（{list}），在健康成年人每天不超过{limit}毫克的范围内。**',
        pregnant:
          '**这样一天大约{total}毫克咖啡因（{list}），在孕期和哺乳期每天不超过{limit}毫克的范围内。**',
        teen: '**这样一天大约{total}毫克咖啡因（{list}），在青少年每天约每公斤体重2.5毫克（约{limit}毫克）以内。**',
      },
      over: {
        adult:
          '**这样一天大约{total}毫克咖啡因（{list}），超过了健康成年人每天{limit}毫克的上限，要减下来。**',
        pregnant:
          '**这样一天大约{total}毫克咖啡因（{list}），超过了孕期和哺乳期每天{limit}毫克的上限，要减下来。**',
        teen: '**这样一天大约{total}毫克咖啡因（{list}），超过了青少年每天约每公斤体重2.5毫克（约{limit}毫克）的上限，要减下来。**',
      },
      servingsAtOnce:
        '{count}份一起吃就是一次约{mg}毫克，超过健康成年人单次约{limit}毫克的安全量：一次只吃一份；晚上训练的话，下午以后不要再吃含咖啡因的。',
      statedTimes: '{what}×{count}',
      singleDose: '一次{mg}毫克已经到了健康成年人单次约200毫克的上限：不要和别的含咖啡因饮料叠在同一时间喝。',
      sugar:
        '这些饮料一天还带来约{sugar}克糖；世界卫生组织建议游离糖每天少于总能量的10%（约50克），有糖尿病或在控制体重时更要少喝含糖的。',
      kidney:
        '肾不好的人还要看饮料里的其他东西：糖，以及咖啡因会让血压升高几个小时（血压控制好是在保护肾）。医生让限水的（透析或肾功能较差），每一罐、每一杯都要算进每天的饮水量；可乐还含磷。具体适合你的量，请按你的化验结果问肾内科医生或营养师。',
      milkTea: '奶茶按一杯红茶算：店里的杯子往往更大、茶更浓，实际可能更多；炼乳和糖另算热量。',
      tips: '成年人身体里的咖啡因大约4小时才代谢掉一半，睡前喝约100毫克就可能影响睡眠：把含咖啡因的饮料放在一个班或一天的前半段。出现心慌、手抖、睡不着，就要再减。',
    },
    interaction: {
      /**
       * Bleeding-risk supplements asked about as new on two blood thinners (intents/interaction.ts
       * `addingToTwoThinners`): a clear no before the rows.
       */
      twoThinnersNewSupplement:
        '**不建议加{supplements}补充剂：{drugs}一起吃本身就会增加出血风险，这些补充剂会让出血风险再叠加；它们也不能代替这些药预防血栓或再次发作。** 想加任何补充剂，先问{who}。做菜时用来调味的量没有关系。',
    },
    medicines: {
      /** Milk tea or tea named beside the thyroid pill's timing (intents/medicines.ts `levothyroxine_timing`). */
      thyroidMilkTea:
        '**奶茶也按早餐算：**奶茶（港式奶茶、印度奶茶chai都是）里有淡奶或牛奶（含钙），和茶、咖啡一样会减少药的吸收，吃药后至少等30–60分钟再喝；早点、点心同样等到这个时间以后。',
      /**
       * The paracetamol limit for an adult under 50 kg, from the plan's weight (faq/rows-medicines.ts
       * `lowWeightParacetamolLimit`).
       */
      paracetamolLimitUnder50Kg:
        '**按体重{kg}公斤算，所有含对乙酰氨基酚的药加起来，24小时最多约{grams}克——比说明书上成人的4克少：4克是给50公斤以上的人的，体重不到50公斤时每天最多按每公斤60毫克算（每次每公斤15毫克）。** 也就是650毫克一片的（泰诺林缓释片、Tylenol Arthritis）一天最多{tablets650}片，500毫克一片的最多{tablets500}片；普通片两次至少隔4–6小时，650毫克的缓释片隔8小时。泰诺PM、复方感冒药、氨酚羟考酮（泰勒宁）等也含它，要一起算。经常喝酒、有肝病或转氨酶偏高、吃得很少时，医生可能定得更低。用分药盒把一天的量分好、每次吃了记下时间，可以避免重复吃。请让医生或药师确认这个上限。',
    },
  },
} as const;
