/**
 * The personas the blind writers were given beyond the engine's reference personas
 * (engine/reference-personas.ts) — three of the first rounds and round 38's six from the thirty-fourth
 * clinician review (round 37's eight are reference personas now) — and one reference persona as the
 * writers were told of her (the 80-year-old who chokes): used by `npm run eval:answers` and the round-2
 * count (scripts/answers-round2.test.ts).
 */
import type { Answers } from '../packages/domain/src/contracts/questionnaire.ts';

export const EXTRA_PERSONAS: Record<string, Answers> = {
  gout: {
    gender: 'male',
    age: 52,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'light',
    conditions: ['gout'],
  },
  'osteoporosis on alendronate': {
    gender: 'female',
    age: 67,
    heightCm: 156,
    weightKg: 52,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    medicines: ['alendronate', 'omeprazole'],
    supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
  },
  teen: {
    gender: 'female',
    age: 16,
    heightCm: 160,
    weightKg: 52,
    activityLevel: 'light',
    goals: ['weight_loss'],
  },
  // The blind writers' 80-year-old "sometimes chokes on food" (docs/answer-rounds/round-16/personas.md):
  // her questionnaire ticks dysphagia, which the engine's reference persona of the same name leaves out
  // (its tests read her as frail and underweight only). Blind answer round 16, zh-053: food lists for
  // her must leave out choking hazards, which needs the plan to know.
  '80-year-old woman, low BMI': {
    gender: 'female',
    age: 80,
    heightCm: 148,
    weightKg: 41,
    activityLevel: 'sedentary',
    conditions: ['dysphagia'],
  },
  // Blind answer round 38: the thirty-fourth clinician review's personas as the reviewers filled them in
  // (their questionnaire answers, unchanged), asked by writers who never saw them chat.
  'Darnell: keto on Jardiance and metformin, CKD G3a, potassium 5.2, B12 210 (en)': {
    nickname: 'Darnell',
    gender: 'male',
    age: 57,
    heightCm: 178,
    weightKg: 104,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'low_carb',
    foodFrequency: {
      dairy: 'daily',
      fish: 'rarely',
      redMeat: 'daily',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'weekly',
      fruit: 'never',
      wholeGrains: 'never',
    },
    sunExposure: 'moderate',
    alcohol: 'moderate',
    smoking: 'former',
    religiousFasting: 'none',
    sleepQuality: 'fair',
    stressLevel: 'moderate',
    digestiveIssues: ['none'],
    goals: ['weight_loss', 'energy', 'heart'],
    conditions: ['diabetes', 'hypertension', 'dyslipidemia', 'kidney_disease'],
    medicines: ['empagliflozin', 'metformin', 'lisinopril', 'atorvastatin'],
    medicineDoses: [
      { id: 'empagliflozin', dose: 25, unit: 'mg', frequency: 'once a day in the morning' },
      { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'twice a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once daily' },
      { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      { optionId: 'magnesium-oxide', name: 'Nature Made Magnesium Oxide 250 mg', dose: 1, unit: 'tablet' },
      { optionId: 'fish-oil', name: 'Kirkland Fish Oil 1000 mg', dose: 2, unit: 'capsule' },
      {
        optionId: 'potassium-99',
        name: 'NOW Potassium Gluconate 99 mg (keto electrolytes)',
        dose: 3,
        unit: 'tablet',
      },
    ],
    labs: [
      { marker: 'Hemoglobin A1c', value: 8.4, unit: '%', labRefLow: 4.8, labRefHigh: 5.6 },
      { marker: 'Glucose', value: 162, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: 'Creatinine', value: 1.38, unit: 'mg/dL', labRefLow: 0.76, labRefHigh: 1.27 },
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m2', labRefLow: 59, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: 'Vitamin B12', value: 210, unit: 'pg/mL', labRefLow: 232, labRefHigh: 1245 },
    ],
  },
  'Ngozi: heavy periods on Cyklokapron and Microgynon, Hb 8.9, ferritin 5, a toddler at home (en)': {
    nickname: 'Ngozi',
    gender: 'female',
    age: 36,
    heightCm: 163,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'rarely',
      fish: 'weekly',
      redMeat: 'weekly',
      eggs: 'weekly',
      legumesNuts: 'daily',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'rarely',
    },
    sunExposure: 'high',
    alcohol: 'none',
    smoking: 'never',
    religiousFasting: 'none',
    sleepQuality: 'poor',
    stressLevel: 'high',
    digestiveIssues: ['constipation'],
    goals: ['energy', 'weight_loss', 'skin_hair'],
    conditions: ['anemia'],
    medicines: ['levonorgestrel-ethinylestradiol', 'ibuprofen'],
    medicineDoses: [{ id: 'ibuprofen', dose: 400, unit: 'mg', frequency: 'when period pain' }],
    uncheckedMedicines: ['tranexamic acid', 'Cyklokapron 500mg (tranexamic acid)'],
    supplements: [
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200mg (from General Hospital)',
        dose: 3,
        unit: 'tablet',
        form: 'ferrous_sulfate',
        prescribed: true,
      },
      { name: 'Chemiron blood tonic', dose: 2, unit: 'tablet' },
      { optionId: 'vitamin-c-500', name: 'Emzor Vitamin C 500mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 8.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'Serum Ferritin', value: 5, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'MCV', value: 68, unit: 'fL', labRefLow: 80, labRefHigh: 100 },
    ],
  },
  '老周: lung cancer on 安罗替尼 kept as typed, platelets 88, 三七 and fish oil (zh)': {
    nickname: '老周',
    gender: 'male',
    age: 71,
    heightCm: 168,
    weightKg: 56,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    scoff: { sick: false, control: false, oneStone: true, fat: false, food: false },
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'rarely',
      fish: 'weekly',
      redMeat: 'weekly',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'rarely',
    },
    sunExposure: 'low',
    alcohol: 'none',
    smoking: 'former',
    religiousFasting: 'none',
    sleepQuality: 'poor',
    stressLevel: 'high',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'immunity'],
    conditions: ['cancer', 'hypertension', 'hypothyroid'],
    medicines: ['amlodipine', 'levothyroxine'],
    medicineDoses: [
      { id: 'amlodipine', dose: 5, unit: 'mg', form: 'tablet', frequency: '每天1次' },
      { id: 'levothyroxine', dose: 50, unit: 'µg', form: 'tablet', frequency: '每天早上空腹' },
    ],
    uncheckedMedicines: ['安罗替尼胶囊'],
    supplements: [
      { optionId: 'notoginseng', name: '三七粉', dose: 3, unit: 'g' },
      {
        optionId: 'fish-oil',
        name: '深海鱼油',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'reishi', name: '灵芝孢子粉', dose: 2, unit: 'g' },
      { optionId: 'vitamin-e-400iu', name: '天然维生素E 400IU', dose: 400, unit: 'IU' },
    ],
    labs: [
      { marker: '血小板', value: 88, unit: '10^9/L', labRefLow: 125, labRefHigh: 350 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '白蛋白', value: 32, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '促甲状腺激素', value: 7.2, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '谷丙转氨酶', value: 35, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '肌酐', value: 92, unit: 'µmol/L', labRefLow: 57, labRefHigh: 111 },
    ],
  },
  '小雯: 95 days after a stem-cell transplant on 新山地明, neutrophils 1.1, probiotics (zh)': {
    nickname: '小雯',
    gender: 'female',
    age: 27,
    heightCm: 162,
    weightKg: 47,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    scoff: { sick: false, control: false, oneStone: true, fat: false, food: false },
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'daily',
      fish: 'rarely',
      redMeat: 'weekly',
      eggs: 'daily',
      legumesNuts: 'rarely',
      vegetables: 'daily',
      fruit: 'daily',
      wholeGrains: 'rarely',
    },
    sunExposure: 'low',
    alcohol: 'none',
    smoking: 'never',
    religiousFasting: 'none',
    sleepQuality: 'fair',
    stressLevel: 'high',
    digestiveIssues: ['diarrhea', 'bloating'],
    goals: ['immunity', 'weight_gain', 'energy'],
    conditions: ['cancer'],
    medicines: [
      'cyclosporine',
      'sulfamethoxazole-trimethoprim',
      'acyclovir',
      'prednisone',
      'ursodeoxycholic-acid',
    ],
    medicineDoses: [
      { id: 'cyclosporine', dose: 100, unit: 'mg', form: 'capsule', frequency: '每12小时1次' },
      { id: 'sulfamethoxazole-trimethoprim', dose: 1, unit: 'tablet', form: 'tablet', frequency: '每天1次' },
      { id: 'acyclovir', dose: 400, unit: 'mg', form: 'tablet', frequency: '每天2次' },
      { id: 'prednisone', dose: 10, unit: 'mg', form: 'tablet', frequency: '每天早上' },
      { id: 'ursodeoxycholic-acid', dose: 250, unit: 'mg', form: 'capsule', frequency: '每天3次' },
    ],
    uncheckedMedicines: ['伏立康唑片'],
    supplements: [
      { optionId: 'probiotics', name: '益生菌', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉', dose: 2, unit: 'scoop' },
      { optionId: 'vitamin-c-1000', name: '维生素C 1000mg', dose: 1000, unit: 'mg' },
    ],
    labs: [
      { marker: '镁', value: 0.56, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
      { marker: '钾', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '肌酐', value: 108, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      { marker: '中性粒细胞绝对值', value: 1.1, unit: '10^9/L', labRefLow: 1.8, labRefHigh: 6.3 },
      { marker: '血小板', value: 65, unit: '10^9/L', labRefLow: 125, labRefHigh: 350 },
      { marker: '谷丙转氨酶', value: 72, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
    ],
  },
  '老冯: ADPKD on 苏麦卡 (tolvaptan), ALT 118, gout, whey and creatine (zh)': {
    nickname: '老冯',
    gender: 'male',
    age: 49,
    heightCm: 175,
    weightKg: 78,
    activityLevel: 'moderate',
    lifeStage: 'none',
    scoff: { sick: false, control: false, oneStone: false, fat: false, food: false },
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'weekly',
      fish: 'weekly',
      redMeat: 'daily',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'weekly',
    },
    sunExposure: 'moderate',
    alcohol: 'light',
    smoking: 'never',
    religiousFasting: 'none',
    sleepQuality: 'poor',
    stressLevel: 'moderate',
    digestiveIssues: ['none'],
    goals: ['muscle', 'general_health'],
    conditions: ['kidney_disease', 'hypertension', 'gout', 'kidney_stones'],
    medicines: ['tolvaptan', 'irbesartan', 'febuxostat'],
    medicineDoses: [
      { id: 'tolvaptan', dose: 45, unit: 'mg', form: 'tablet', frequency: '早上45mg 下午15mg' },
      { id: 'irbesartan', dose: 150, unit: 'mg', form: 'tablet', frequency: '每天1次' },
      { id: 'febuxostat', dose: 20, unit: 'mg', form: 'tablet', frequency: '每天1次' },
    ],
    supplements: [
      { optionId: 'whey-protein', name: '乳清蛋白粉', dose: 2, unit: 'scoop' },
      { name: '一水肌酸', dose: 5, unit: 'g' },
      { optionId: 'vitamin-c-1000', name: '维生素C 1000mg', dose: 1000, unit: 'mg' },
    ],
    labs: [
      { marker: '肌酐', value: 132, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2' },
      { marker: '钠', value: 146, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
      { marker: '钾', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '谷丙转氨酶', value: 118, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '尿酸', value: 512, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  '小陶: IgA nephropathy on 雷公藤多苷 kept as typed, planning a second child (zh)': {
    nickname: '小陶',
    gender: 'female',
    age: 31,
    heightCm: 160,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    scoff: { sick: false, control: false, oneStone: false, fat: false, food: false },
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'weekly',
      fish: 'weekly',
      redMeat: 'weekly',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'daily',
      fruit: 'daily',
      wholeGrains: 'weekly',
    },
    sunExposure: 'low',
    alcohol: 'none',
    smoking: 'never',
    religiousFasting: 'none',
    sleepQuality: 'fair',
    stressLevel: 'moderate',
    digestiveIssues: ['none'],
    goals: ['pregnancy_prep', 'bone'],
    conditions: ['kidney_disease', 'anemia'],
    medicines: ['irbesartan', 'prednisone', 'hydroxychloroquine'],
    medicineDoses: [
      { id: 'irbesartan', dose: 150, unit: 'mg', form: 'tablet', frequency: '每天1次' },
      { id: 'prednisone', dose: 20, unit: 'mg', form: 'tablet', frequency: '每天早上' },
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', form: 'tablet', frequency: '每天2次' },
    ],
    uncheckedMedicines: ['雷公藤多苷片'],
    supplements: [
      { optionId: 'folic-acid-400', name: '斯利安叶酸片', dose: 400, unit: 'ug' },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
      { optionId: 'cranberry', name: '蔓越莓胶囊', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '肌酐', value: 96, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      { marker: '钾', value: 5.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '白细胞', value: 3.4, unit: '10^9/L', labRefLow: 3.5, labRefHigh: 9.5 },
      { marker: '谷丙转氨酶', value: 62, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
      { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 18, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Blind answer round 39: fourteen people new to the answer rounds, invented by a writer session that saw
  // no code (docs/answer-rounds/round-39/personas.md), filled in here as they would fill in the questionnaire.
  'Jianguo: 58, diabetes and blood pressure, drinks baijiu (zh)': {
    nickname: '建国',
    gender: 'male',
    age: 58,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'rarely',
      fish: 'weekly',
      redMeat: 'daily',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'rarely',
    },
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss', 'heart'],
    conditions: ['diabetes', 'hypertension', 'liver_disease', 'dyslipidemia'],
    medicines: ['metformin', 'glimepiride', 'amlodipine'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '一天三次随餐' },
      { id: 'glimepiride', dose: 2, unit: 'mg', frequency: '每天早上' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '一天一次' },
    ],
    supplements: [
      { optionId: 'fish-oil', name: '深海鱼油 1000mg', dose: 2, unit: 'capsule' },
      { name: '苦瓜片', dose: 3, unit: 'tablet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 56, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 2.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  'Xiuying: 85, eats little, on warfarin, daughter asks (zh)': {
    nickname: '秀英',
    gender: 'female',
    age: 85,
    heightCm: 152,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'rarely',
      fish: 'weekly',
      redMeat: 'rarely',
      eggs: 'weekly',
      legumesNuts: 'daily',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'rarely',
    },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['bone', 'weight_gain'],
    conditions: ['osteoporosis'],
    medicines: ['warfarin', 'metoprolol', 'lactulose'],
    medicineDoses: [
      { id: 'warfarin', dose: 2.5, unit: 'mg', frequency: '每天一次' },
      { id: 'metoprolol', dose: 23.75, unit: 'mg', frequency: '每天一次' },
      { id: 'lactulose', dose: 15, unit: 'mL', frequency: '需要时' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { optionId: 'dong-quai', name: '当归黄芪鸡汤（周末）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'INR', value: 2.6, unit: 'ratio', labRefLow: 0.8, labRefHigh: 1.2 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
    ],
  },
  'Chen Jing: 24 weeks pregnant, low iron (zh)': {
    nickname: '陈静',
    gender: 'female',
    age: 31,
    heightCm: 160,
    weightKg: 61,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'weekly',
      fish: 'weekly',
      redMeat: 'weekly',
      eggs: 'daily',
      legumesNuts: 'weekly',
      vegetables: 'daily',
      fruit: 'daily',
      wholeGrains: 'rarely',
    },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'iron-ferrous-succinate', name: '速力菲 0.1g', dose: 2, unit: 'tablet', prescribed: true },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 104, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '空腹血糖', value: 4.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.1 },
    ],
  },
  'Zhang Lei: night shifts, milk tea, wants to lose 15 kg (zh)': {
    nickname: '张磊',
    gender: 'male',
    age: 29,
    heightCm: 175,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'weekly',
      fish: 'rarely',
      redMeat: 'daily',
      eggs: 'weekly',
      legumesNuts: 'rarely',
      vegetables: 'weekly',
      fruit: 'rarely',
      wholeGrains: 'never',
    },
    alcohol: 'moderate',
    smoking: 'current',
    sleepQuality: 'poor',
    goals: ['weight_loss', 'energy'],
    labs: [{ marker: '尿酸', value: 460, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 }],
  },
  'Meiling: hypothyroid on levothyroxine, reflux (zh)': {
    nickname: '美玲',
    gender: 'female',
    age: 46,
    heightCm: 158,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['skin_hair', 'bone', 'energy'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine', 'esomeprazole'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 75, unit: 'µg', frequency: '每天早上' },
      { id: 'esomeprazole', dose: 40, unit: 'mg', frequency: '早餐前' },
    ],
    supplements: [
      { optionId: 'calcium-citrate', name: '柠檬酸钙 600mg', dose: 2, unit: 'tablet' },
      { optionId: 'soy-isoflavones', name: '大豆异黄酮 40mg', dose: 1, unit: 'capsule' },
      { optionId: 'biotin', name: '生物素护发软糖 5000mcg', dose: 5000, unit: 'ug' },
    ],
    labs: [
      { marker: 'TSH', value: 5.8, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4.0 },
      { marker: 'Free T4', value: 0.9, unit: 'ng/dL', labRefLow: 0.8, labRefHigh: 1.8 },
    ],
  },
  'Haoyu: 14, picky eater, mother asks about height (zh)': {
    nickname: '浩宇',
    gender: 'male',
    age: 14,
    heightCm: 158,
    weightKg: 41,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'daily',
      fish: 'never',
      redMeat: 'daily',
      eggs: 'weekly',
      legumesNuts: 'rarely',
      vegetables: 'rarely',
      fruit: 'weekly',
      wholeGrains: 'never',
    },
    goals: ['general_health', 'bone'],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: '汤臣倍健 钙+维生素D 咀嚼片', dose: 1, unit: 'tablet' },
      { name: '赖氨酸糖浆 10mL', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  'Chi-keung: kidney disease stage 3 with gout, wife asks (zh)': {
    nickname: '志强',
    gender: 'male',
    age: 66,
    heightCm: 168,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'gout', 'hypertension'],
    medicines: ['losartan', 'allopurinol', 'furosemide', 'colchicine'],
    medicineDoses: [
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '每日一次' },
      { id: 'allopurinol', dose: 100, unit: 'mg', frequency: '每日一次' },
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: '每朝' },
      { id: 'colchicine', dose: 0.5, unit: 'mg', frequency: '痛风发作时' },
    ],
    supplements: [
      { name: '冬虫夏草胶囊', dose: 2, unit: 'capsule' },
      { optionId: 'fish-oil', name: '鱼油 1000mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'eGFR', value: 36, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: '肌酐', value: 168, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: '钾', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '尿酸', value: 470, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  'Priya: vegetarian student, low B12 (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 20,
    heightCm: 162,
    weightKg: 49,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: {
      dairy: 'daily',
      fish: 'never',
      redMeat: 'never',
      eggs: 'never',
      legumesNuts: 'daily',
      vegetables: 'daily',
      fruit: 'weekly',
      wholeGrains: 'weekly',
    },
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'skin_hair'],
    supplements: [
      { name: 'Neurobion Forte', dose: 1, unit: 'tablet' },
      { name: 'Pea protein powder', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Hemoglobin', value: 11.6, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Ferritin', value: 15, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
    ],
  },
  'Marcus: 24, powerlifter, wants to gain 8 kg (en)': {
    nickname: 'Marcus',
    gender: 'male',
    age: 24,
    heightCm: 183,
    weightKg: 82,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'muscle'],
    supplements: [
      { name: 'Creatine monohydrate 5 g', dose: 1, unit: 'scoop' },
      { optionId: 'whey-protein', name: 'Whey isolate', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (300 mg caffeine per scoop)', dose: 1, unit: 'scoop' },
      { name: 'ZMA', dose: 3, unit: 'capsule' },
    ],
  },
  'Sarah: breastfeeding vegan, wants to lose baby weight (en)': {
    nickname: 'Sarah',
    gender: 'female',
    age: 34,
    heightCm: 168,
    weightKg: 71,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'vegan',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'energy'],
    supplements: [
      { name: 'Pregnacare Breast-feeding (tablet + omega-3 capsule)', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: 'Vitamin D 10 mcg', dose: 1, unit: 'tablet' },
      { name: 'Fenugreek 610 mg', dose: 3, unit: 'capsule' },
    ],
  },
  'Wei Ming: after heart stents, on blood thinners (en)': {
    nickname: 'Wei Ming',
    gender: 'male',
    age: 55,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'weight_loss'],
    conditions: ['dyslipidemia'],
    medicines: ['aspirin', 'ticagrelor', 'atorvastatin', 'bisoprolol', 'perindopril'],
    medicineDoses: [
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'twice a day' },
      { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: 'at night' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'perindopril', dose: 4, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg', dose: 2, unit: 'capsule' },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 1, unit: 'capsule' },
      { optionId: 'red-yeast-rice', name: 'Red yeast rice', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  'Margaret: breast cancer survivor on letrozole, low mood (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 67,
    heightCm: 163,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['bone', 'sleep'],
    conditions: ['cancer', 'osteoporosis', 'mental_illness'],
    medicines: ['letrozole', 'alendronate', 'sertraline'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'once a week' },
      { id: 'sertraline', dose: 50, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Jamieson Calcium 500 mg + Vitamin D 1000 IU',
        dose: 1,
        unit: 'tablet',
      },
      { optionId: 'st-johns-wort', name: "St. John's wort 300 mg", dose: 3, unit: 'capsule' },
      { name: 'Ground flaxseed', dose: 20, unit: 'g' },
    ],
    labs: [{ marker: 'Vitamin D (25-OH)', value: 62, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 }],
  },
  'Chidi: high blood pressure, wants to lose 20 kg (en)': {
    nickname: 'Chidi',
    gender: 'male',
    age: 47,
    heightCm: 176,
    weightKg: 104,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['weight_loss', 'heart'],
    conditions: ['hypertension'],
    medicines: ['amlodipine', 'lisinopril', 'omeprazole'],
    medicineDoses: [
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'when reflux is bad' },
    ],
    supplements: [
      { name: 'Moringa leaf powder', dose: 3, unit: 'g' },
      { optionId: 'multivitamin-adult', name: 'Centrum', dose: 1, unit: 'tablet' },
      { name: 'Herbal blood tonic', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Fasting glucose', value: 6.3, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  'Bill: 79, widower eating little, son asks (en)': {
    nickname: 'Bill',
    gender: 'male',
    age: 79,
    heightCm: 175,
    weightKg: 62,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'weekly',
      fish: 'rarely',
      redMeat: 'weekly',
      eggs: 'rarely',
      legumesNuts: 'rarely',
      vegetables: 'rarely',
      fruit: 'rarely',
      wholeGrains: 'weekly',
    },
    alcohol: 'light',
    smoking: 'former',
    digestiveIssues: ['constipation'],
    goals: ['weight_gain', 'energy'],
    medicines: ['acetaminophen'],
    medicineDoses: [{ id: 'acetaminophen', dose: 1330, unit: 'mg', frequency: 'when knees ache' }],
    supplements: [
      { optionId: 'multivitamin-50plus', name: "Blackmores Men's 50+", dose: 1, unit: 'tablet' },
      { name: 'Ensure', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Albumin', value: 36, unit: 'g/L', labRefLow: 35, labRefHigh: 50 }],
  },
  // Blind answer round 40 (2026-12-01, twelfth session): fourteen people invented by a writer session that saw only
  // round-40/persona-brief.md and writer-rules.md, filled in as written (a medicine or product the dictionary or the
  // catalogue lacks is left out of `medicines` or named without an option, as a person typing it would leave it).
  'Haiyan: 38, rotating night shifts, wants to lose 6 kg (zh)': {
    nickname: '海燕',
    gender: 'female',
    age: 38,
    heightCm: 158,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'sleep'],
    supplements: [
      { name: '酵素果冻', dose: 1, unit: 'sachet' },
      { optionId: 'melatonin', name: '褪黑素软糖 3mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '总胆固醇', value: 5.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.2 },
      { marker: '空腹血糖', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  'Shulan: 85, warfarin, eats very little, daughter asks (zh)': {
    nickname: '淑兰',
    gender: 'female',
    age: 85,
    heightCm: 150,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['bone', 'weight_gain'],
    conditions: ['hypertension', 'osteoporosis'],
    medicines: ['warfarin', 'amlodipine', 'alendronate'],
    medicineDoses: [
      { id: 'warfarin', dose: 2.5, unit: 'mg', frequency: '每天一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每天一次' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: '每周一次' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { optionId: 'nattokinase', name: '纳豆激酶', dose: 2, unit: 'capsule' },
      { optionId: 'notoginseng', name: '三七粉', dose: 3, unit: 'g' },
    ],
    labs: [
      { marker: 'INR', value: 2.9, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '白蛋白', value: 32, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 106, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
    ],
  },
  'Jianguo: 56, diabetes, gout and fatty liver, drinks baijiu (zh)': {
    nickname: '建国',
    gender: 'male',
    age: 56,
    heightCm: 170,
    weightKg: 82,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss', 'heart'],
    conditions: ['diabetes', 'hypertension', 'gout', 'liver_disease'],
    medicines: ['metformin', 'nifedipine', 'febuxostat'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '一天三次' },
      { id: 'nifedipine', dose: 30, unit: 'mg', frequency: '每天一次' },
      { id: 'febuxostat', dose: 20, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { name: '苦瓜片', dose: 3, unit: 'tablet' },
      { name: '肉桂粉', dose: 2, unit: 'g' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.3, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '尿酸', value: 498, unit: 'umol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '谷丙转氨酶', value: 64, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: 'eGFR', value: 71, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  'Peijun: 32, breastfeeding, pot-side vegetarian (zh)': {
    nickname: '佩君',
    gender: 'female',
    age: 32,
    heightCm: 161,
    weightKg: 55,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'energy'],
    supplements: [
      { optionId: 'algal-dha', name: '藻油DHA', dose: 1, unit: 'capsule' },
      { optionId: 'prenatal-multivitamin', name: '哺乳期综合维生素', dose: 1, unit: 'tablet' },
      { name: '發奶茶（葫蘆巴）', dose: 2, unit: 'sachet' },
    ],
  },
  "Haoran: 15, basketball, won't eat vegetables, mum asks (zh)": {
    nickname: '浩然',
    gender: 'male',
    age: 15,
    heightCm: 176,
    weightKg: 58,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['muscle', 'bone'],
    supplements: [
      { name: '钙镁锌口服液', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉', dose: 30, unit: 'g' },
    ],
  },
  'Liping: 49, thyroid cancer survivor, levothyroxine and sertraline (zh)': {
    nickname: '丽萍',
    gender: 'female',
    age: 49,
    heightCm: 158,
    weightKg: 60,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['sleep', 'bone'],
    conditions: ['hypothyroid', 'cancer', 'mental_illness'],
    medicines: ['levothyroxine', 'calcitriol', 'sertraline'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: '每天早上' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: '一天两次' },
      { id: 'sertraline', dose: 50, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { optionId: 'soy-isoflavones', name: '大豆异黄酮', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '促甲状腺激素', value: 0.3, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '血钙', value: 2.05, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
    ],
  },
  'Chi-hang: 31, delivery rider, underweight, wants to gain 5 kg (zh)': {
    nickname: '志恒',
    gender: 'male',
    age: 31,
    heightCm: 172,
    weightKg: 55,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['weight_gain', 'muscle'],
    supplements: [{ name: '增重粉', dose: 2, unit: 'scoop' }],
  },
  'Adaeze: 29, 24 weeks pregnant, low iron (en)': {
    nickname: 'Adaeze',
    gender: 'female',
    age: 29,
    heightCm: 165,
    weightKg: 71,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'energy'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg',
        dose: 2,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
      { name: 'Blood tonic syrup', dose: 2, unit: 'sachet' },
    ],
    labs: [{ marker: 'Haemoglobin', value: 10.1, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 }],
  },
  'Freya: 20, vegan rower, low ferritin (en)': {
    nickname: 'Freya',
    gender: 'female',
    age: 20,
    heightCm: 174,
    weightKg: 63,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'vegan',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['muscle', 'energy'],
    medicines: ['levonorgestrel-ethinylestradiol'],
    medicineDoses: [{ id: 'levonorgestrel-ethinylestradiol', dose: 1, unit: 'tablet', frequency: 'daily' }],
    supplements: [
      { optionId: 'vitamin-b12-1000', name: 'B12 oral spray', dose: 1, unit: 'tablet' },
      { name: 'Greens superfood powder', dose: 1, unit: 'scoop' },
      { name: 'Vegan pea protein', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Ferritin', value: 14, unit: 'ug/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Haemoglobin', value: 121, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
    ],
  },
  'Walter: 78, widower, eats toast and tea, losing weight (en)': {
    nickname: 'Walter',
    gender: 'male',
    age: 78,
    heightCm: 180,
    weightKg: 66,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'energy'],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU', dose: 1, unit: 'tablet' },
      { optionId: 'psyllium', name: 'Metamucil', dose: 5, unit: 'g' },
    ],
  },
  'Siti: 62, diabetes and kidney disease, fasting in Ramadan (en)': {
    nickname: 'Siti',
    gender: 'female',
    age: 62,
    heightCm: 153,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['diabetes', 'kidney_disease', 'hypertension', 'dyslipidemia'],
    medicines: ['metformin', 'gliclazide', 'losartan', 'atorvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice a day' },
      { id: 'gliclazide', dose: 80, unit: 'mg', frequency: 'in the morning' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: 'once a day' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      { optionId: 'turmeric', name: 'Turmeric 500 mg (Guardian)', dose: 2, unit: 'capsule' },
      { name: 'Jamu herbal tonic', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'eGFR', value: 46, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  'Tammy: 52, carer for her mother, hypothyroid, wants to lose weight (en)': {
    nickname: 'Tammy',
    gender: 'female',
    age: 52,
    heightCm: 163,
    weightKg: 94,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['weight_loss', 'skin_hair'],
    conditions: ['hypothyroid', 'mental_illness'],
    medicines: ['levothyroxine', 'bupropion'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 75, unit: 'µg', frequency: 'every morning' },
      { id: 'bupropion', dose: 150, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'biotin', name: 'Biotin 10,000 mcg gummy', dose: 1, unit: 'tablet' },
      { name: 'Ashwagandha 600 mg gummies', dose: 2, unit: 'tablet' },
      { name: 'Apple cider vinegar gummies', dose: 2, unit: 'tablet' },
    ],
    labs: [
      { marker: 'TSH', value: 5.8, unit: 'mIU/L', labRefLow: 0.45, labRefHigh: 4.5 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'LDL cholesterol', value: 138, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
    ],
  },
  'Graham: 64, two stents, cardiac rehab, wife asks (en)': {
    nickname: 'Graham',
    gender: 'male',
    age: 64,
    heightCm: 178,
    weightKg: 96,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['heart', 'weight_loss'],
    conditions: ['dyslipidemia'],
    medicines: ['aspirin', 'ticagrelor', 'atorvastatin', 'bisoprolol', 'ramipril', 'acetaminophen'],
    medicineDoses: [
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'twice a day' },
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'once a day' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'ramipril', dose: 5, unit: 'mg', frequency: 'once a day' },
      { id: 'acetaminophen', dose: 1330, unit: 'mg', frequency: 'twice a day' },
    ],
    supplements: [
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg', dose: 3, unit: 'capsule' },
      { optionId: 'glucosamine', name: 'Glucosamine 1500 mg', dose: 1, unit: 'tablet' },
      { optionId: 'turmeric', name: 'Blackmores turmeric', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 2.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.5 },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.2 },
    ],
  },
  'Harpreet: 41, new in Canada, asthma and reflux, evening shifts (en)': {
    nickname: 'Harpreet',
    gender: 'female',
    age: 41,
    heightCm: 157,
    weightKg: 70,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['general_health', 'bone'],
    medicines: ['budesonide-formoterol', 'salbutamol', 'pantoprazole'],
    medicineDoses: [
      { id: 'budesonide-formoterol', form: 'inhaler', frequency: '2 puffs twice a day' },
      { id: 'salbutamol', form: 'inhaler', frequency: '2 puffs when needed' },
      { id: 'pantoprazole', dose: 40, unit: 'mg', frequency: 'every day' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU', dose: 1, unit: 'tablet' },
      { name: 'Triphala churna', dose: 5, unit: 'g' },
      { name: 'Soaked methi (fenugreek) seeds', dose: 5, unit: 'g' },
    ],
    labs: [
      { marker: 'Vitamin B12', value: 165, unit: 'pmol/L', labRefLow: 148, labRefHigh: 590 },
      { marker: '25-OH vitamin D', value: 38, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'HbA1c', value: 6.2, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Blind answer round 41 (2026-12-01, thirteenth session): fourteen people invented by a writer session that saw only
  // round-41/persona-brief.md and writer-rules.md, filled in as written (a medicine or product the dictionary or the
  // catalogue lacks is left out of `medicines` or named without an option, as a person typing it would leave it).
  'Xiaoyu: 29, breastfeeding twins, low iron (zh)': {
    nickname: 'Xiaoyu',
    gender: 'female',
    age: 29,
    heightCm: 162,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'energy', 'skin_hair'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { name: '下奶茶（王不留行、通草）', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 106, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 15, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
    ],
  },
  'Bater: 67, mechanical valve on warfarin, herder (zh)': {
    nickname: '巴特尔',
    gender: 'male',
    age: 67,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['warfarin', 'metoprolol', 'valsartan', 'compound-danshen-dripping-pills'],
    medicineDoses: [
      { id: 'warfarin', dose: 3, unit: 'mg', frequency: '每天一次' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '每天一次' },
      { id: 'valsartan', dose: 80, unit: 'mg', frequency: '每天一次' },
      { id: 'compound-danshen-dripping-pills', dose: 10, unit: 'tablet', frequency: '每次10丸，一天三次' },
    ],
    supplements: [{ optionId: 'nattokinase', name: '纳豆激酶', dose: 1, unit: 'capsule' }],
    labs: [{ marker: 'INR', value: 2.1, unit: 'ratio', labRefLow: 2.5, labRefHigh: 3.5 }],
  },
  'Haoran: 16, basketball, wants to grow taller (zh)': {
    nickname: 'Haoran',
    gender: 'male',
    age: 16,
    heightCm: 178,
    weightKg: 61,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'muscle'],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉', dose: 20, unit: 'g' },
    ],
    labs: [{ marker: '25-羟基维生素D', value: 21, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  'Ahmat: 52, taxi driver, type 2 diabetes and fatty liver (zh)': {
    nickname: 'Ahmat',
    gender: 'male',
    age: 52,
    heightCm: 170,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    goals: ['weight_loss', 'heart'],
    conditions: ['diabetes', 'liver_disease', 'dyslipidemia'],
    medicines: ['metformin', 'dapagliflozin'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '一天三次' },
      { id: 'dapagliflozin', dose: 10, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { name: '桑叶茶', dose: 1, unit: 'sachet' },
      { name: '降糖草药胶囊（巴扎买的）', dose: 6, unit: 'capsule' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.4, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 9.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 58, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 3.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: 'eGFR', value: 84, unit: 'mL/min', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  'Meihua: 85, after hip fracture, eats little (zh)': {
    nickname: '美華',
    gender: 'female',
    age: 85,
    heightCm: 148,
    weightKg: 38,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['weight_gain', 'bone'],
    conditions: ['osteoporosis'],
    medicines: ['alendronate', 'acetaminophen'],
    medicineDoses: [
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: '每週一次' },
      { id: 'acetaminophen', dose: 500, unit: 'mg', frequency: '髖部痛時' },
    ],
    supplements: [
      { optionId: 'magnesium-oxide', name: '氧化鎂', dose: 2, unit: 'tablet', prescribed: true },
      { name: '亞培安素', dose: 1, unit: 'sachet' },
      { optionId: 'calcium-carbonate-d3', name: '挺立鈣+D3', dose: 2, unit: 'tablet' },
      { name: '龜鹿二仙膠', dose: 5, unit: 'g' },
    ],
    labs: [
      { marker: '白蛋白', value: 3.3, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: '25(OH)D', value: 17, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Hb', value: 10.8, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'eGFR', value: 52, unit: 'mL/min', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  'Kaman: 34, night-shift nurse, gaining weight (zh)': {
    nickname: '嘉雯',
    gender: 'female',
    age: 34,
    heightCm: 158,
    weightKg: 66,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'sleep'],
    medicines: ['drospirenone-ethinylestradiol'],
    medicineDoses: [{ id: 'drospirenone-ethinylestradiol', dose: 1, unit: 'tablet', frequency: '每日一粒' }],
    supplements: [
      { optionId: 'melatonin', name: 'Melatonin 3mg', dose: 1, unit: 'tablet' },
      { optionId: 'b-complex', name: '維他命B雜', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: '維他命D3 1000IU', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Fasting glucose', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.5 },
      { marker: 'LDL-C', value: 3.5, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'Triglycerides', value: 2.0, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  'Yifan: 23, vegan runner, low ferritin (zh)': {
    nickname: 'Yifan',
    gender: 'female',
    age: 23,
    heightCm: 165,
    weightKg: 49,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'vegan',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'general_health'],
    supplements: [
      {
        optionId: 'vitamin-b12-1000',
        name: '维生素B12 500µg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'ug' },
      },
      { name: '螺旋藻', dose: 6, unit: 'tablet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 9, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
      { marker: '维生素B12', value: 210, unit: 'pg/mL', labRefLow: 197, labRefHigh: 771 },
    ],
  },
  'Chidinma: 31, 28 weeks pregnant, low PCV (en)': {
    nickname: 'Chidinma',
    gender: 'female',
    age: 31,
    heightCm: 168,
    weightKg: 81,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 28,
    prePregnancyWeightKg: 72,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'energy'],
    medicines: ['sulfadoxine-pyrimethamine'],
    medicineDoses: [{ id: 'sulfadoxine-pyrimethamine', form: 'tablet', frequency: 'at antenatal visits' }],
    supplements: [
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg',
        dose: 2,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'PCV', value: 30, unit: '%', labRefLow: 36, labRefHigh: 46 },
      { marker: 'Fasting blood sugar', value: 4.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  'Rajesh: 63, CKD stage 3, high potassium (en)': {
    nickname: 'Rajesh',
    gender: 'male',
    age: 63,
    heightCm: 168,
    weightKg: 71,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'heart'],
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['telmisartan', 'amlodipine', 'febuxostat', 'sodium-bicarbonate'],
    medicineDoses: [
      { id: 'telmisartan', dose: 40, unit: 'mg', frequency: 'in the morning' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: 'at night' },
      { id: 'febuxostat', dose: 40, unit: 'mg', frequency: 'once a day' },
      { id: 'sodium-bicarbonate', dose: 500, unit: 'mg', frequency: 'twice a day' },
    ],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { name: 'Neeri KFT syrup', dose: 2, unit: 'sachet' },
      { optionId: 'salt-substitute-low-sodium', name: 'Tata Salt Lite', dose: 5, unit: 'g' },
    ],
    labs: [
      { marker: 'Serum Creatinine', value: 1.9, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      { marker: 'eGFR', value: 37, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Uric Acid', value: 7.8, unit: 'mg/dL', labRefLow: 3.5, labRefHigh: 7.2 },
      { marker: 'Hemoglobin', value: 11.2, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
      { marker: 'Urine ACR', value: 310, unit: 'mg/g', labRefLow: 0, labRefHigh: 30 },
    ],
  },
  'Fiona: 47, hypothyroid and perimenopause (en)': {
    nickname: 'Fiona',
    gender: 'female',
    age: 47,
    heightCm: 163,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['weight_loss', 'sleep', 'energy'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine', 'estradiol', 'progesterone'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'every morning, with my first cup of tea' },
      { id: 'estradiol', dose: 50, unit: 'µg', form: 'patch', frequency: 'new patch twice a week' },
      { id: 'progesterone', dose: 100, unit: 'mg', form: 'capsule', frequency: 'at night' },
    ],
    supplements: [
      { optionId: 'biotin', name: 'Hair gummies with biotin 5000 mcg', dose: 2, unit: 'tablet' },
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Holland & Barrett Calcium 1000mg with Vitamin D3',
        dose: 2,
        unit: 'tablet',
      },
      {
        name: 'Ferrous fumarate 210 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 210, unit: 'mg' },
        form: 'ferrous_fumarate',
        basis: 'salt',
        prescribed: true,
      },
    ],
    labs: [
      { marker: 'TSH', value: 5.2, unit: 'mU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: 'Free T4', value: 11.8, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: 'Ferritin', value: 12, unit: 'ug/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'HbA1c', value: 41, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
    ],
  },
  'Liam: 19, rugby player bulking (en)': {
    nickname: 'Liam',
    gender: 'male',
    age: 19,
    heightCm: 183,
    weightKg: 84,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_gain', 'muscle'],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (300 mg caffeine)', dose: 1, unit: 'scoop' },
    ],
  },
  'Wei Jie: 36, depression on sertraline, skipping meals (en)': {
    nickname: 'Wei Jie',
    gender: 'male',
    age: 36,
    heightCm: 175,
    weightKg: 64,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['sleep', 'energy'],
    conditions: ['mental_illness'],
    medicines: ['sertraline', 'quetiapine'],
    medicineDoses: [
      { id: 'sertraline', dose: 100, unit: 'mg', frequency: 'in the morning' },
      { id: 'quetiapine', dose: 25, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      { optionId: '5-htp-100', name: '5-HTP 100 mg', dose: 1, unit: 'capsule' },
      { name: 'Ashwagandha (KSM-66) 600 mg', dose: 1, unit: 'capsule' },
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg', dose: 1, unit: 'capsule' },
    ],
    labs: [{ marker: 'Triglycerides', value: 2.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 }],
  },
  'Rosa: 61, breast cancer survivor on letrozole (en)': {
    nickname: 'Rosa',
    gender: 'female',
    age: 61,
    heightCm: 155,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'heart'],
    conditions: ['cancer'],
    medicines: ['letrozole', 'denosumab', 'celecoxib'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'denosumab', dose: 60, unit: 'mg', form: 'injection', frequency: 'every 6 months' },
      { id: 'celecoxib', dose: 200, unit: 'mg', frequency: 'when my knees hurt' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Jamieson Vitamin D3 1000 IU', dose: 2, unit: 'tablet' },
      { optionId: 'calcium-carbonate', name: 'Calcium carbonate 500 mg', dose: 500, unit: 'mg' },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '25-OH vitamin D', value: 68, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'LDL cholesterol', value: 3.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  'Jaylen: 7, picky eater, mom types (en)': {
    nickname: 'Jaylen',
    gender: 'male',
    age: 7,
    heightCm: 122,
    weightKg: 20,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    medicines: ['macrogol'],
    medicineDoses: [{ id: 'macrogol', dose: 8.5, unit: 'g', frequency: 'half a capful when constipated' }],
    supplements: [
      { name: 'Flintstones Complete chewable', dose: 1, unit: 'tablet' },
      { name: 'PediaSure Grow & Gain', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Hemoglobin', value: 11.3, unit: 'g/dL', labRefLow: 11.5, labRefHigh: 15.5 }],
  },
  // Blind answer round 42: fourteen people invented by a writer session that saw no code (round-42/personas.md),
  // filled in as written (a medicine or product the dictionary or the catalogue lacks is left out of `medicines` or
  // named without an option, as a person typing it would leave it; a T-score, negative, has no place in the labs).
  'Xiulan: 85, AF on warfarin, eats little, daughter types (zh)': {
    nickname: '秀兰',
    gender: 'female',
    age: 85,
    heightCm: 152,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['warfarin', 'metoprolol', 'pantoprazole'],
    medicineDoses: [
      { id: 'warfarin', dose: 2.5, unit: 'mg', frequency: '每天一次' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', form: 'tablet', frequency: '每天一次' },
      { id: 'pantoprazole', dose: 40, unit: 'mg', frequency: '每天一次，早饭前' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { optionId: 'multivitamin-adult', name: '汤臣倍健多种维生素', dose: 1, unit: 'tablet' },
      { optionId: 'american-ginseng', name: '西洋参片（泡水喝）', dose: 3, unit: 'g' },
    ],
    labs: [
      { marker: 'INR', value: 2.4, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  'Jianguo: 58, type 2 diabetes and high BP, drinks baijiu (zh)': {
    nickname: '建国',
    gender: 'male',
    age: 58,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss', 'heart'],
    conditions: ['diabetes', 'hypertension'],
    medicines: ['metformin', 'acarbose', 'amlodipine'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '一天三次' },
      { id: 'acarbose', dose: 50, unit: 'mg', frequency: '每餐第一口饭时嚼服' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { name: '苦瓜胶囊', dose: 4, unit: 'capsule' },
      { optionId: 'fish-oil', name: '深海鱼油 1000mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 7.9, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '甘油三酯', value: 2.8, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '家庭血压', value: 148, unit: '/92 mmHg' },
    ],
  },
  'Jing: 31, 24 weeks pregnant, mild anemia (zh)': {
    nickname: '陈静',
    gender: 'female',
    age: 31,
    heightCm: 160,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    prePregnancyWeightKg: 56,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'iron-ferrous-succinate', name: '速力菲 0.1g', dose: 2, unit: 'tablet', prescribed: true },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇D 600mg', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  'Wei: 38, night-shift engineer, wants to lose 8 kg (zh)': {
    nickname: '張偉',
    gender: 'male',
    age: 38,
    heightCm: 175,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    sleepQuality: 'poor',
    goals: ['weight_loss', 'sleep'],
    supplements: [
      { optionId: 'b-complex', name: '維他命B群', dose: 1, unit: 'tablet' },
      {
        optionId: 'lutein',
        name: '葉黃素 20mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 20, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'ALT', value: 48, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'Triglycerides', value: 185, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
      { marker: 'Fasting glucose', value: 104, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
    ],
  },
  'Meiling: 52, no thyroid after cancer surgery, osteopenia (zh)': {
    nickname: '美玲',
    gender: 'female',
    age: 52,
    heightCm: 158,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['hypothyroid', 'cancer'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 100, unit: 'µg', frequency: '每朝' }],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 鈣爾奇 600mg', dose: 2, unit: 'tablet' },
      { optionId: 'soy-isoflavones', name: '大豆異黃酮 40mg', dose: 1, unit: 'capsule' },
      { name: '鈣鎂鋅咀嚼片', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'TSH', value: 0.3, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: 'Free T4', value: 18, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: 'Vitamin D', value: 42, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  'Haoran: 14, picky eater, thin, plays basketball, mother types (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 14,
    heightCm: 168,
    weightKg: 47,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'muscle'],
    supplements: [
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉', dose: 10, unit: 'g' },
      { name: '钙铁锌咀嚼片（儿童）', dose: 1, unit: 'tablet' },
    ],
  },
  'Lei: 45, fatty liver and gout, beer and client dinners (zh)': {
    nickname: '赵磊',
    gender: 'male',
    age: 45,
    heightCm: 170,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss', 'general_health'],
    conditions: ['liver_disease', 'gout'],
    medicines: ['febuxostat', 'colchicine'],
    medicineDoses: [
      { id: 'febuxostat', dose: 40, unit: 'mg', frequency: '每天一次' },
      { id: 'colchicine', dose: 0.5, unit: 'mg', frequency: '痛风发作时一天两次' },
    ],
    supplements: [
      { name: '护肝片', dose: 12, unit: 'tablet' },
      { name: '左旋肉碱燃脂胶囊', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '尿酸', value: 536, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '谷丙转氨酶', value: 72, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '谷草转氨酶', value: 45, unit: 'U/L', labRefLow: 15, labRefHigh: 40 },
      { marker: 'γ-谷氨酰转移酶', value: 98, unit: 'U/L', labRefLow: 10, labRefHigh: 60 },
      { marker: '甘油三酯', value: 3.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  'Priya: 20, vegetarian student, wants to gain muscle (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 20,
    heightCm: 158,
    weightKg: 46,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['muscle', 'weight_gain', 'energy'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'MuscleBlaze whey protein (25 g protein a scoop)',
        dose: 1,
        unit: 'scoop',
      },
      { optionId: 'multivitamin-adult', name: 'Supradyn', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Hemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  'Tom: 34, marathon runner, wants to race lighter (en)': {
    nickname: 'Tom',
    gender: 'male',
    age: 34,
    heightCm: 180,
    weightKg: 74,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'energy'],
    medicines: ['ibuprofen'],
    medicineDoses: [{ id: 'ibuprofen', dose: 400, unit: 'mg', frequency: 'now and then for sore knees' }],
    supplements: [
      { name: 'SiS energy gels', dose: 3, unit: 'sachet' },
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Holland & Barrett Vitamin D3 1000 IU',
        dose: 1,
        unit: 'tablet',
      },
      { name: 'Beet It beetroot shot 70 ml', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 28, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 },
      { marker: 'Vitamin D', value: 48, unit: 'nmol/L', labRefLow: 50, labRefHigh: 200 },
    ],
  },
  'Chidinma: 29, breastfeeding a 4-month-old, wants to lose baby weight (en)': {
    nickname: 'Chidinma',
    gender: 'female',
    age: 29,
    heightCm: 165,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'energy'],
    supplements: [
      { name: 'Pregnacare Breast-feeding (tablet + omega-3 capsule)', dose: 1, unit: 'tablet' },
      { name: 'Fenugreek capsules 610 mg', dose: 6, unit: 'capsule' },
    ],
    labs: [{ marker: 'Haemoglobin', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 }],
  },
  'Wen Hui: 42, Singapore office worker, wants to lose 12 kg (en)': {
    nickname: 'Wen Hui',
    gender: 'female',
    age: 42,
    heightCm: 157,
    weightKg: 72,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'heart'],
    supplements: [
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg', dose: 1, unit: 'capsule' },
      { name: 'Green coffee bean slimming capsules', dose: 4, unit: 'capsule' },
    ],
    labs: [
      { marker: 'HbA1c', value: 5.9, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'LDL cholesterol', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  'Robert: 67, two stents after a heart attack, wife types (en)': {
    nickname: 'Bob',
    gender: 'male',
    age: 67,
    heightCm: 178,
    weightKg: 95,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'weight_loss'],
    conditions: ['hypertension', 'dyslipidemia'],
    medicines: ['ticagrelor', 'aspirin', 'atorvastatin', 'metoprolol', 'lisinopril'],
    medicineDoses: [
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'twice a day' },
      { id: 'aspirin', dose: 81, unit: 'mg', frequency: 'once a day' },
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'at night' },
      { id: 'metoprolol', dose: 50, unit: 'mg', form: 'tablet', frequency: 'once a day' },
      { id: 'lisinopril', dose: 10, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Nature Made Fish Oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
      { optionId: 'coq10', name: 'CoQ10 100 mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 82, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
      { marker: 'A1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 132, unit: '/84 mmHg' },
    ],
  },
  'Margaret: 61, breast cancer survivor on letrozole, low mood (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 61,
    heightCm: 163,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['cancer', 'osteoporosis', 'mental_illness'],
    medicines: ['letrozole', 'alendronate', 'sertraline'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'once a week' },
      { id: 'sertraline', dose: 100, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Jamieson Vitamin D3 1000 IU', dose: 2, unit: 'tablet' },
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 600 mg', dose: 1, unit: 'tablet' },
      { optionId: 'st-johns-wort', name: "St. John's wort 300 mg", dose: 3, unit: 'capsule' },
      { optionId: 'black-cohosh', name: 'Black cohosh', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Vitamin D', value: 62, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 }],
  },
  'Greg: 55, kidney disease stage 3, ibuprofen for his knees (en)': {
    nickname: 'Greg',
    gender: 'male',
    age: 55,
    heightCm: 183,
    weightKg: 104,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['weight_loss', 'general_health'],
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['perindopril', 'indapamide', 'ibuprofen'],
    medicineDoses: [
      { id: 'perindopril', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'indapamide', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'ibuprofen', dose: 400, unit: 'mg', frequency: '2–3 times a day most days' },
    ],
    supplements: [
      { optionId: 'glucosamine', name: 'Blackmores Glucosamine 1500 mg', dose: 1, unit: 'tablet' },
      { optionId: 'magnesium-oxide', name: 'Swisse magnesium', dose: 1, unit: 'tablet' },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
    ],
    labs: [
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Creatinine', value: 178, unit: 'µmol/L', labRefLow: 60, labRefHigh: 110 },
      { marker: 'Potassium', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: 'Urine ACR', value: 12, unit: 'mg/mmol', labRefLow: 0, labRefHigh: 2.5 },
    ],
  },
  // Blind answer round 43: fourteen people invented by a writer session that saw no code (round-43/personas.md),
  // filled in as written (a medicine or product the dictionary or the catalogue lacks is left out of `medicines` or
  // named without an option, as a person typing it would leave it; a prescribed calcium or iron is a supplement,
  // marked prescribed; a blood pressure reading is a lab row, as in round 42).
  'Xiaowen: 31, 24 weeks pregnant, low iron, loves hotpot (zh)': {
    nickname: '小雯',
    gender: 'female',
    age: 31,
    heightCm: 162,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    prePregnancyWeightKg: 54,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      {
        optionId: 'iron-ferrous-succinate',
        name: '速力菲（琥珀酸亚铁片）0.1g',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '帝斯曼藻油DHA 200mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 12, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '空腹血糖', value: 5.0, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.1 },
    ],
  },
  'Lele: 7, picky eater, constipated, mum types (zh)': {
    nickname: '樂樂',
    gender: 'male',
    age: 7,
    heightCm: 118,
    weightKg: 19.5,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    supplements: [
      { name: '兒童綜合維他命軟糖', dose: 1, unit: 'tablet' },
      { optionId: 'probiotics', name: '益生菌粉', dose: 1, unit: 'sachet' },
    ],
  },
  'Siqi: 27, wedding in 5 months, wants to lose 8 kg (zh)': {
    nickname: '思琪',
    gender: 'female',
    age: 27,
    heightCm: 160,
    weightKg: 64,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: '左旋肉碱 500mg', dose: 2, unit: 'capsule' },
      { name: '酵素饮', dose: 1, unit: 'sachet' },
      { name: '代餐奶昔（代替晚饭）', dose: 1, unit: 'sachet' },
    ],
  },
  'Zhang Lei: 33, night shift, smokes, big belly, wife types (zh)': {
    nickname: '张磊',
    gender: 'male',
    age: 33,
    heightCm: 175,
    weightKg: 86,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['weight_loss', 'general_health'],
    conditions: ['liver_disease'],
    labs: [
      { marker: '谷丙转氨酶', value: 52, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '空腹血糖', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '体检血压', value: 135, unit: '/88 mmHg' },
    ],
  },
  'Auntie Chan: 66, diabetes and BP, bitter melon capsules, son types (zh)': {
    nickname: '陳玉蘭',
    gender: 'female',
    age: 66,
    heightCm: 155,
    weightKg: 61,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'heart'],
    conditions: ['diabetes', 'hypertension', 'dyslipidemia'],
    medicines: ['metformin', 'gliclazide', 'amlodipine', 'simvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '一日兩次' },
      { id: 'gliclazide', dose: 30, unit: 'mg', form: 'tablet', frequency: '每朝食' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '一日一次' },
      { id: 'simvastatin', dose: 20, unit: 'mg', frequency: '夜晚食' },
    ],
    supplements: [
      { name: '苦瓜素膠囊', dose: 2, unit: 'capsule' },
      { optionId: 'reishi', name: '靈芝孢子粉', dose: 1, unit: 'sachet' },
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 鈣爾奇 600+D', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.9, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'Fasting glucose', value: 8.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: 'LDL-C', value: 2.8, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  'Wang Jianguo: 58, two stents, sanqi powder, daughter types (zh)': {
    nickname: '王建国',
    gender: 'male',
    age: 58,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    digestiveIssues: ['reflux'],
    goals: ['heart', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['clopidogrel', 'aspirin', 'atorvastatin', 'metoprolol', 'omeprazole'],
    medicineDoses: [
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: '每天一次' },
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '每天一次' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '每晚' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', form: 'tablet', frequency: '每天早上' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { optionId: 'notoginseng', name: '三七粉（亲戚给的）', dose: 3, unit: 'g' },
      { optionId: 'fish-oil', name: '深海鱼油 1000mg', dose: 2, unit: 'capsule' },
      { optionId: 'nattokinase', name: '纳豆激酶', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '低密度脂蛋白胆固醇', value: 2.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '甘油三酯', value: 2.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '血压', value: 138, unit: '/85 mmHg' },
    ],
  },
  'Yang Hui: 45, thyroid removed for cancer, Euthyrox and calcium (zh)': {
    nickname: '杨慧',
    gender: 'female',
    age: 45,
    heightCm: 158,
    weightKg: 52,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['hypothyroid', 'cancer'],
    medicines: ['levothyroxine', 'calcitriol'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: '每天早上空腹' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', form: 'capsule', frequency: '每天一粒' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D 600mg', dose: 2, unit: 'tablet', prescribed: true },
      { optionId: 'dandelion-root', name: '蒲公英茶', dose: 1, unit: 'sachet' },
      { optionId: 'selenium-100', name: '硒酵母 100µg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'TSH', value: 0.3, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游离T4', value: 18, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: '血钙', value: 2.05, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
    ],
  },
  'Ngozi: 54, BP and weak kidneys, moringa, son types (en)': {
    nickname: 'Ngozi',
    gender: 'female',
    age: 54,
    heightCm: 163,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'kidney_disease'],
    medicines: ['lisinopril', 'amlodipine'],
    medicineDoses: [
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { name: 'Moringa leaf powder (1 teaspoon twice a day)', dose: 2, unit: 'scoop' },
      { name: 'Bitter leaf juice (a glass most mornings)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Creatinine', value: 130, unit: 'µmol/L', labRefLow: 45, labRefHigh: 90 },
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 150, unit: '/95 mmHg' },
    ],
  },
  'Peggy: 85, warfarin, heart failure, eating less, daughter types (en)': {
    nickname: 'Peggy',
    gender: 'female',
    age: 85,
    heightCm: 157,
    weightKg: 47,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'bone'],
    conditions: ['heart_failure', 'osteoporosis'],
    medicines: ['warfarin', 'bisoprolol', 'furosemide', 'ramipril', 'alendronate'],
    medicineDoses: [
      { id: 'warfarin', dose: 3, unit: 'mg', frequency: 'a day for now, changes with her INR' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg' },
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'every morning' },
      { id: 'ramipril', dose: 2.5, unit: 'mg' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'once a week' },
    ],
    supplements: [
      { optionId: 'adcal-d3', name: 'Adcal-D3 chewable', dose: 2, unit: 'tablet', prescribed: true },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
      { optionId: 'cranberry', name: 'Cranberry juice (a glass)', dose: 1, unit: 'sachet' },
      { name: 'Complan shake (now and then)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'INR', value: 2.8, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: 'Sodium', value: 134, unit: 'mmol/L', labRefLow: 133, labRefHigh: 146 },
      { marker: 'Potassium', value: 3.6, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: 'Albumin', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  "Jenna: 39, Zoloft plus St John's wort, migraines (en)": {
    nickname: 'Jenna',
    gender: 'female',
    age: 39,
    heightCm: 168,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    conditions: ['mental_illness'],
    medicines: ['sertraline', 'sumatriptan', 'norgestimate-ethinylestradiol'],
    medicineDoses: [
      { id: 'sertraline', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'sumatriptan', dose: 50, unit: 'mg', frequency: 'when a migraine starts, about 4 times a month' },
      { id: 'norgestimate-ethinylestradiol', dose: 1, unit: 'tablet', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'st-johns-wort', name: "St. John's wort 300 mg", dose: 3, unit: 'capsule' },
      { optionId: '5-htp-100', name: '5-HTP 100 mg', dose: 1, unit: 'capsule' },
      { optionId: 'magnesium-glycinate', name: 'Magnesium glycinate 400 mg', dose: 400, unit: 'mg' },
    ],
    labs: [
      { marker: 'Vitamin D', value: 19, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'TSH', value: 2.1, unit: 'mIU/L', labRefLow: 0.45, labRefHigh: 4.5 },
    ],
  },
  'Priya: 20, vegetarian student, tired, low B12 (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 20,
    heightCm: 158,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'skin_hair', 'weight_gain'],
    supplements: [{ name: 'Neurobion Forte (when I remember)', dose: 1, unit: 'tablet' }],
    labs: [
      { marker: 'Hemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 165, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
    ],
  },
  'Ellie: 22, rower, wants more power, low ferritin (en)': {
    nickname: 'Ellie',
    gender: 'female',
    age: 22,
    heightCm: 178,
    weightKg: 71,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle', 'energy'],
    medicines: ['salbutamol'],
    medicineDoses: [{ id: 'salbutamol', form: 'inhaler', frequency: 'only before hard sessions' }],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein isolate (30 g scoop)', dose: 2, unit: 'scoop' },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { name: 'Ferro-Grad C', dose: 1, unit: 'tablet' },
      { name: 'Caffeine gels (race days only)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 22, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Haemoglobin', value: 128, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
    ],
  },
  'Nurul: 29, breastfeeding, fenugreek, wants baby weight off (en)': {
    nickname: 'Nurul',
    gender: 'female',
    age: 29,
    heightCm: 160,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Blackmores Pregnancy & Breast-Feeding Gold', dose: 1, unit: 'capsule' },
      { name: 'Fenugreek 610 mg', dose: 6, unit: 'capsule' },
      { name: 'Lactation cookies', dose: 2, unit: 'tablet' },
    ],
  },
  'Harpreet: 44, RA on methotrexate, turmeric, asthma (en)': {
    nickname: 'Harpreet',
    gender: 'female',
    age: 44,
    heightCm: 163,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    medicines: ['methotrexate', 'prednisone', 'budesonide-formoterol', 'salbutamol', 'acetaminophen'],
    medicineDoses: [
      { id: 'methotrexate', dose: 20, unit: 'mg', frequency: 'once a week on Saturdays' },
      { id: 'prednisone', dose: 5, unit: 'mg', frequency: 'every morning' },
      { id: 'budesonide-formoterol', form: 'inhaler', frequency: '200/6, 2 puffs twice a day' },
      { id: 'salbutamol', form: 'inhaler', frequency: 'when needed' },
      { id: 'acetaminophen', dose: 650, unit: 'mg', frequency: 'Tylenol Arthritis, when sore' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folic acid 5 mg (once a week, Mondays)',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      { name: 'Turmeric (haldi) milk at night', dose: 1, unit: 'sachet' },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Calcium 600 mg with vitamin D 400 IU',
        dose: 1,
        unit: 'tablet',
      },
    ],
    labs: [
      { marker: 'ALT', value: 48, unit: 'U/L', labRefLow: 0, labRefHigh: 35 },
      { marker: 'CRP', value: 12, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
      { marker: 'Vitamin D', value: 58, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  // Blind answer round 44: fourteen people invented by a writer session that saw no code (round-44/personas.md),
  // filled in as written (a medicine or product the dictionary or the catalogue lacks is left out of `medicines` or
  // named without an option, as a person typing it would leave it; a prescribed iron is a supplement, marked
  // prescribed; compound danshen dripping pills are a dictionary medicine, as in round 41; atrial fibrillation,
  // coronary disease with a stent, asthma and osteoarthritis have no questionnaire option, and an undetectable
  // HBV DNA has no number to enter).
  'Wang Jianguo: 68, diabetes, AF on warfarin with danshen (zh)': {
    nickname: '王建国',
    gender: 'male',
    age: 68,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['diabetes', 'hypertension'],
    medicines: ['warfarin', 'metformin', 'amlodipine', 'compound-danshen-dripping-pills'],
    medicineDoses: [
      { id: 'warfarin', dose: 3, unit: 'mg', frequency: '每天一次' },
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '一天三次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每天一次' },
      { id: 'compound-danshen-dripping-pills', dose: 10, unit: 'tablet', frequency: '每次10丸，一天三次' },
    ],
    supplements: [{ optionId: 'fish-oil', name: '鱼油 1000mg', dose: 2, unit: 'capsule' }],
    labs: [
      { marker: 'INR', value: 2.4, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.1, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  'Chen Li: 32, 24 weeks pregnant, low iron (zh)': {
    nickname: '陈丽',
    gender: 'female',
    age: 32,
    heightCm: 160,
    weightKg: 62,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      {
        optionId: 'iron-polysaccharide-150',
        name: '力蜚能 150mg',
        dose: 1,
        unit: 'capsule',
        prescribed: true,
      },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { optionId: 'caltrate-d600', name: '钙尔奇 600mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  'Lin Yuting: 27, night-shift nurse, wants to lose 6 kg (zh)': {
    nickname: '林雨婷',
    gender: 'female',
    age: 27,
    heightCm: 163,
    weightKg: 64,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'sleep'],
    supplements: [
      { optionId: 'melatonin', name: '褪黑激素 3mg（白天睡前）', dose: 1, unit: 'tablet' },
      { optionId: 'multivitamin-adult', name: '善存', dose: 1, unit: 'tablet' },
      {
        optionId: 'lutein',
        name: '葉黃素 20mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 20, unit: 'mg' },
      },
    ],
  },
  'Zhang Haoran: 14, picky eater, wants to grow taller (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 14,
    heightCm: 165,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    supplements: [
      { name: '迪巧儿童钙', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: '伊可新 维生素D滴剂 400IU', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '血红蛋白', value: 138, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
    ],
  },
  'Li Guifen: 74, kidney disease stage 3, eats little (zh)': {
    nickname: '李桂芬',
    gender: 'female',
    age: 74,
    heightCm: 152,
    weightKg: 45,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'bone'],
    conditions: ['kidney_disease', 'hypertension', 'osteoporosis'],
    medicines: ['irbesartan', 'sodium-bicarbonate', 'calcitriol'],
    medicineDoses: [
      { id: 'irbesartan', dose: 150, unit: 'mg', frequency: '每天一次' },
      { id: 'sodium-bicarbonate', dose: 0.5, unit: 'g', frequency: '一天三次' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', form: 'capsule', frequency: '每天一次' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { name: '百令胶囊', dose: 6, unit: 'capsule' },
    ],
    labs: [
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: '肌酐', value: 128, unit: 'µmol/L', labRefLow: 41, labRefHigh: 81 },
      { marker: '血钾', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
    ],
  },
  'Zhou Wei: 45, hepatitis B, business dinners (zh)': {
    nickname: '周伟',
    gender: 'male',
    age: 45,
    heightCm: 175,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss', 'general_health'],
    conditions: ['liver_disease', 'dyslipidemia'],
    medicines: ['entecavir', 'atorvastatin'],
    medicineDoses: [
      { id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '每天一次' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '每晚' },
    ],
    supplements: [
      { optionId: 'milk-thistle', name: '水飞蓟宾胶囊', dose: 6, unit: 'capsule' },
      { optionId: 'fish-oil', name: '汤臣倍健鱼油', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 68, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '谷草转氨酶', value: 45, unit: 'U/L', labRefLow: 15, labRefHigh: 40 },
      { marker: '低密度脂蛋白胆固醇', value: 4.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '甘油三酯', value: 2.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  "Huang Meiling: 52, Hashimoto's and reflux, calcium at breakfast (zh)": {
    nickname: '黃美玲',
    gender: 'female',
    age: 52,
    heightCm: 158,
    weightKg: 60,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['bone', 'general_health'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine', 'esomeprazole'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 75, unit: 'µg', frequency: '每朝' },
      { id: 'esomeprazole', dose: 20, unit: 'mg', frequency: '每日一次' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '鈣片 碳酸鈣600mg+維他命D（早餐時食）',
        dose: 1,
        unit: 'tablet',
      },
      { optionId: 'soy-isoflavones', name: '大豆異黃酮', dose: 1, unit: 'capsule' },
      { optionId: 'kelp', name: '海帶片', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'TSH', value: 5.8, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游離T4', value: 12, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: '抗TPO抗體', value: 420, unit: 'IU/mL', labRefLow: 0, labRefHigh: 34 },
    ],
  },
  'Priya: 20, vegetarian student, always tired (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 20,
    heightCm: 158,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy'],
    labs: [
      { marker: 'Hemoglobin', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Ferritin', value: 14, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
    ],
  },
  'Tunde: 29, sprinter, wants to gain muscle (en)': {
    nickname: 'Tunde',
    gender: 'male',
    age: 29,
    heightCm: 182,
    weightKg: 72,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein (30 g scoop)', dose: 2, unit: 'scoop' },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
    ],
  },
  'Sarah: 34, breastfeeding, wants to lose baby weight (en)': {
    nickname: 'Sarah',
    gender: 'female',
    age: 34,
    heightCm: 168,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Pregnacare Breast-feeding (tablet + omega-3 capsule)', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: 'Vitamin D 10 µg', dose: 1, unit: 'tablet' },
    ],
  },
  'Evelyn: 85, eats very little, losing weight (en)': {
    nickname: 'Evelyn',
    gender: 'female',
    age: 85,
    heightCm: 157,
    weightKg: 46,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain'],
    medicines: ['acetaminophen'],
    medicineDoses: [
      { id: 'acetaminophen', dose: 650, unit: 'mg', frequency: 'Tylenol Arthritis, when needed' },
    ],
    supplements: [
      { name: 'Ensure (a bottle on some days)', dose: 1, unit: 'sachet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Albumin', value: 35, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: 'Vitamin D', value: 52, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'Hemoglobin', value: 118, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
    ],
  },
  'David: 61, heart stent, blood thinners and fish oil (en)': {
    nickname: 'David',
    gender: 'male',
    age: 61,
    heightCm: 180,
    weightKg: 96,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['heart', 'weight_loss'],
    conditions: ['hypertension'],
    medicines: ['ticagrelor', 'aspirin', 'atorvastatin', 'metoprolol', 'lisinopril'],
    medicineDoses: [
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'twice a day' },
      { id: 'aspirin', dose: 81, unit: 'mg' },
      { id: 'atorvastatin', dose: 80, unit: 'mg' },
      { id: 'metoprolol', dose: 50, unit: 'mg', form: 'tablet' },
      { id: 'lisinopril', dose: 10, unit: 'mg' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'coq10', name: 'CoQ10 100 mg', dose: 1, unit: 'capsule' },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 88, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
      { marker: 'A1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Potassium', value: 4.9, unit: 'mEq/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  "Grace: 47, breast cancer survivor, tamoxifen and St John's wort (en)": {
    nickname: 'Grace',
    gender: 'female',
    age: 47,
    heightCm: 160,
    weightKg: 58,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer', 'mental_illness'],
    medicines: ['tamoxifen', 'escitalopram'],
    medicineDoses: [
      { id: 'tamoxifen', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'escitalopram', dose: 10, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'st-johns-wort', name: "St John's wort 300 mg", dose: 1, unit: 'capsule' },
      { name: 'Blackmores Evening Primrose Oil 1000 mg', dose: 2, unit: 'capsule' },
    ],
    labs: [{ marker: 'Vitamin D', value: 45, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 }],
  },
  'Jack: 39, asthma and gout, big weekend drinker (en)': {
    nickname: 'Jack',
    gender: 'male',
    age: 39,
    heightCm: 178,
    weightKg: 101,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss', 'general_health'],
    conditions: ['gout'],
    medicines: ['budesonide-formoterol', 'salbutamol', 'allopurinol', 'colchicine'],
    medicineDoses: [
      { id: 'budesonide-formoterol', form: 'inhaler', frequency: '200/6, 2 puffs twice a day' },
      { id: 'salbutamol', form: 'inhaler', frequency: 'when needed' },
      { id: 'allopurinol', dose: 300, unit: 'mg', frequency: 'once a day' },
      { id: 'colchicine', dose: 500, unit: 'µg', frequency: 'during flares' },
    ],
    supplements: [
      { name: 'Tart cherry capsules', dose: 2, unit: 'capsule' },
      { optionId: 'multivitamin-men', name: "Swisse Men's multivitamin", dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Uric acid', value: 0.48, unit: 'mmol/L', labRefLow: 0.2, labRefHigh: 0.42 },
      { marker: 'ALT', value: 52, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Blind answer round 45: fourteen people invented by a writer session that saw no code (round-45/personas.md),
  // filled in as written (a medicine or product the dictionary or the catalogue lacks is left out of `medicines` or
  // named without an option, as a person typing it would leave it; a prescribed folic acid is a supplement, marked
  // prescribed, as in round 43; Tums, a catalogue calcium, is a supplement; Endone is the dictionary's oxycodone;
  // a Prolia shot with no dose given is entered by its form; atrial fibrillation, a heart attack with a stent,
  // asthma, rheumatoid arthritis and a knee replacement have no questionnaire option; osteopenia is not
  // osteoporosis and borderline blood pressure is not hypertension; a T-score, negative, has no place in the labs,
  // and a glucose screen not done yet has no number; a blood pressure reading is a lab row, as in round 42; the
  // Celery 3000 count is not given, so one tablet).
  'Xiulan: 85, eats little, warfarin, daughter types (zh)': {
    nickname: '李秀兰',
    gender: 'female',
    age: 85,
    heightCm: 152,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['weight_gain', 'bone'],
    conditions: ['osteoporosis'],
    medicines: ['warfarin', 'alendronate', 'omeprazole'],
    medicineDoses: [
      { id: 'warfarin', dose: 2.5, unit: 'mg', frequency: '每天一次' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: '每周一次' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '早饭前' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D（钙600mg+维生素D 400IU）', dose: 1, unit: 'tablet' },
      {
        optionId: 'ginkgo',
        name: '银杏叶片 19.2mg（邻居推荐）',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 19.2, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'INR', value: 2.4, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
    ],
  },
  'Chen Wei: 52, type 2 diabetes and fatty liver, cinnamon pills (zh)': {
    nickname: '陈伟',
    gender: 'male',
    age: 52,
    heightCm: 170,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['diabetes', 'liver_disease', 'dyslipidemia'],
    medicines: ['metformin', 'dapagliflozin'],
    medicineDoses: [
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '一天三次' },
      { id: 'dapagliflozin', dose: 10, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { name: '肉桂胶囊（肉桂提取物 500mg）', dose: 2, unit: 'capsule' },
      { name: '苦瓜片（网上买的）', dose: 3, unit: 'tablet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 62, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 3.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  'Zhang Lei: 34, night-shift nurse, wants to lose 8 kg (zh)': {
    nickname: '张磊',
    gender: 'male',
    age: 34,
    heightCm: 176,
    weightKg: 86,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['weight_loss', 'energy'],
    supplements: [
      { optionId: 'melatonin', name: '褪黑素 3mg（有时吃）', dose: 1, unit: 'tablet' },
      { optionId: 'multivitamin-adult', name: '善存', dose: 1, unit: 'tablet' },
    ],
  },
  'Yating: 29, breastfeeding, lacto-ovo vegetarian (zh)': {
    nickname: '林雅婷',
    gender: 'female',
    age: 29,
    heightCm: 160,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'skin_hair'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: '孕哺乳期綜合維他命', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      {
        optionId: 'iron-bisglycinate',
        name: '鐵劑（甘胺酸亞鐵 元素鐵25mg）',
        dose: 1,
        unit: 'capsule',
      },
    ],
    labs: [
      { marker: '血紅素', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: '鐵蛋白', value: 14, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '維生素B12', value: 240, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  'Haoyu: 14, basketball, wants to grow taller, mum types (zh)': {
    nickname: '浩宇',
    gender: 'male',
    age: 14,
    heightCm: 163,
    weightKg: 47,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    supplements: [
      { name: '钙铁锌口服液 10mL', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '蛋白粉（训练后一勺25g）', dose: 25, unit: 'g' },
      { optionId: 'vitamin-d3-400iu', name: '维生素D3 400IU（每天1滴）', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '25-羟基维生素D', value: 21, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '血红蛋白', value: 135, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
    ],
  },
  'Guoqiang: 67, high blood pressure and kidney stage 3, son types (zh)': {
    nickname: '黃國強',
    gender: 'male',
    age: 67,
    heightCm: 168,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'kidney_disease', 'gout'],
    medicines: ['amlodipine', 'losartan', 'allopurinol'],
    medicineDoses: [
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每日一次' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '每日一次' },
      { id: 'allopurinol', dose: 100, unit: 'mg', frequency: '每日一次' },
    ],
    supplements: [
      { optionId: 'fish-oil', name: '魚油 1000mg', dose: 2, unit: 'capsule' },
      { name: '冬蟲夏草膠囊（姊姊帶來）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: '肌酐', value: 132, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: '血鉀', value: 5.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '尿酸', value: 450, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '血壓', value: 145, unit: '/88 mmHg' },
    ],
  },
  "Zhou Min: 45, Hashimoto's, on Euthyrox, coffee with breakfast (zh)": {
    nickname: '周敏',
    gender: 'female',
    age: 45,
    heightCm: 162,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypothyroid', 'anemia'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 50, unit: 'µg', frequency: '每天早上' }],
    supplements: [
      { optionId: 'selenium-100', name: '硒酵母片 100µg', dose: 1, unit: 'tablet' },
      { optionId: 'calcium-carbonate', name: '钙片 碳酸钙600mg（早餐时吃）', dose: 1, unit: 'tablet' },
      { optionId: 'iron-polysaccharide-150', name: '多糖铁复合物 150mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'TSH', value: 3.2, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游离T4', value: 14, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: '抗TPO抗体', value: 420, unit: 'IU/mL', labRefLow: 0, labRefHigh: 34 },
      { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  'Priya: 24, vegetarian student, wants to gain weight (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 24,
    heightCm: 158,
    weightKg: 44,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'energy'],
    supplements: [
      { name: 'Becosules (B-complex with vitamin C)', dose: 1, unit: 'capsule' },
      { optionId: 'calcium-carbonate-d3', name: 'Shelcal 500 (when I remember)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Hemoglobin', value: 10.8, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'TSH', value: 2.1, unit: 'mIU/L', labRefLow: 0.45, labRefHigh: 4.5 },
    ],
  },
  'Emeka: 31, sprinter building muscle, mild asthma (en)': {
    nickname: 'Emeka',
    gender: 'male',
    age: 31,
    heightCm: 181,
    weightKg: 76,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle'],
    medicines: ['salbutamol'],
    medicineDoses: [{ id: 'salbutamol', form: 'inhaler', frequency: '2 puffs before training, as needed' }],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein (about 25 g protein a scoop)', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (300 mg caffeine per scoop)', dose: 1, unit: 'scoop' },
    ],
  },
  'Sarah: 33, 22 weeks pregnant, wants to eat right (en)': {
    nickname: 'Sarah',
    gender: 'female',
    age: 33,
    heightCm: 168,
    weightKg: 71,
    activityLevel: 'moderate',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 22,
    prePregnancyWeightKg: 64,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux', 'constipation'],
    goals: ['general_health'],
    supplements: [
      {
        optionId: 'prenatal-multivitamin',
        name: 'Materna prenatal (folic acid 1 mg, iron 27 mg)',
        dose: 1,
        unit: 'tablet',
      },
      { optionId: 'fish-oil', name: 'Fish-oil DHA 300 mg', dose: 1, unit: 'capsule' },
      { optionId: 'calcium-carbonate-tums', name: 'Tums 500 mg (when heartburn)', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Hemoglobin', value: 115, unit: 'g/L', labRefLow: 110, labRefHigh: 150 }],
  },
  'Rachel: 38, Singapore office worker, bubble tea, wants to lose 6 kg (en)': {
    nickname: 'Rachel',
    gender: 'female',
    age: 38,
    heightCm: 158,
    weightKg: 64,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'collagen', name: 'Collagen drink (1 bottle)', dose: 1, unit: 'sachet' },
      {
        optionId: 'green-tea-extract',
        name: '"Fat burner" green-tea extract (500 mg EGCG)',
        dose: 2,
        unit: 'capsule',
      },
    ],
    labs: [
      { marker: 'Total cholesterol', value: 5.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.2 },
      { marker: 'LDL cholesterol', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'Fasting glucose', value: 5.7, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.0 },
    ],
  },
  'Tom: 58, after heart stent, statin and clopidogrel, wife types (en)': {
    nickname: 'Tom',
    gender: 'male',
    age: 58,
    heightCm: 178,
    weightKg: 95,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['dyslipidemia', 'hypertension'],
    medicines: ['atorvastatin', 'clopidogrel', 'aspirin', 'ramipril', 'bisoprolol'],
    medicineDoses: [
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'at night' },
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: 'once a day' },
      { id: 'aspirin', dose: 75, unit: 'mg', frequency: 'once a day' },
      { id: 'ramipril', dose: 5, unit: 'mg', frequency: 'once a day' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
      { optionId: 'turmeric', name: 'Turmeric with black pepper 500 mg', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 2.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.0 },
      { marker: 'HbA1c', value: 41, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'Blood pressure', value: 130, unit: '/80 mmHg' },
    ],
  },
  "Linda: 62, breast cancer survivor on letrozole, sertraline, St John's wort (en)": {
    nickname: 'Linda',
    gender: 'female',
    age: 62,
    heightCm: 165,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['cancer', 'mental_illness'],
    medicines: ['letrozole', 'sertraline', 'denosumab'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'sertraline', dose: 50, unit: 'mg', frequency: 'once a day' },
      { id: 'denosumab', form: 'injection', frequency: 'Prolia shot every 6 months' },
    ],
    supplements: [
      { optionId: 'st-johns-wort', name: "St John's wort 300 mg", dose: 2, unit: 'capsule' },
      { optionId: 'black-cohosh', name: 'Black cohosh 40 mg (hot flashes)', dose: 1, unit: 'tablet' },
      {
        optionId: 'calcium-citrate',
        name: 'Calcium citrate 600 mg + D3 800 IU',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '25-OH vitamin D', value: 28, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Calcium', value: 9.6, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
    ],
  },
  'Graham: 71, rheumatoid arthritis on methotrexate, after knee replacement (en)': {
    nickname: 'Graham',
    gender: 'male',
    age: 71,
    heightCm: 174,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['general_health'],
    medicines: ['methotrexate', 'prednisolone', 'celecoxib', 'oxycodone'],
    medicineDoses: [
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: 'once a week on Mondays' },
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: 'once a day' },
      { id: 'celecoxib', dose: 200, unit: 'mg', frequency: 'Celebrex, when needed' },
      { id: 'oxycodone', dose: 5, unit: 'mg', frequency: 'Endone, at night for pain since the surgery' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folic acid 5 mg (once a week, Thursdays)',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'glucosamine', name: 'Glucosamine sulfate 1500 mg', dose: 1, unit: 'tablet' },
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg', dose: 3, unit: 'capsule' },
      { name: 'Blackmores Celery 3000', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'ALT', value: 41, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'eGFR', value: 68, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Haemoglobin', value: 121, unit: 'g/L', labRefLow: 130, labRefHigh: 170 },
      { marker: 'CRP', value: 9, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
    ],
  },
  // Blind answer round 46: fourteen people invented by a writer session that saw no code (round-46/personas.md),
  // filled in as written (every medicine named is in the dictionary: Asthalin is salbutamol, metoprolol succinate is
  // metoprolol, Tylenol Arthritis is acetaminophen 650 mg, and compound danshen dripping pills are a dictionary
  // medicine, as in rounds 41 and 44; a prescribed weekly folic acid 5 mg is a supplement, marked prescribed, as in
  // rounds 43 and 45; moringa powder, evening primrose oil, creatine, a pre-workout and Pregnacare Breast-feeding
  // (its omega-3 capsule is the pack's own, as in round 44) have no catalogue option and are named only; coronary
  // disease with a stent, atrial fibrillation, asthma and rheumatoid arthritis have no questionnaire option,
  // osteopenia is not osteoporosis, low iron stores with "no known conditions" and a low haemoglobin not called
  // anaemia are not ticked as anaemia, being overweight is read from height and weight, and low mood on sertraline
  // is not the serious-mental-illness option; an anti-TPO "high", a glucose tolerance test not done yet and a waist
  // measure have no number or place in the labs, and a clinic blood pressure is a lab row, as in round 42; drinks are
  // counted on the questionnaire's weekly scale (baijiu at 3–4 dinners a week heavy, 6–8 beers on a Saturday or 3–4
  // stouts at weekends moderate, the rest light), smoking not mentioned is never, and goals not stated are read
  // from the title; the 15-year-old is entered as written and asks without a plan, as rounds 44 and 45's teenagers
  // do; "calcium carbonate 500 mg" is the salt's mass, "calcium 300 mg" and "calcium 500 mg + D 1000 IU" the
  // calcium's, the latter on the calcium + D3 option, whose vitamin D is less than hers. Sarah's id is round 44's
  // Sarah's too: an object holds one entry per id, so round 44's entry gave way to hers).
  'Xiulan: 85, eats little, osteoporosis, daughter types (zh)': {
    nickname: '王秀兰',
    gender: 'female',
    age: 85,
    heightCm: 150,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'bone'],
    conditions: ['osteoporosis', 'hypertension'],
    medicines: ['amlodipine', 'alendronate'],
    medicineDoses: [
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜，每天一次' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: '福善美，每周一次' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇（钙600mg+维生素D 125IU）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '25-羟基维生素D', value: 38, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  'Jianguo: 58, type 2 diabetes, fatty liver, drinks baijiu (zh)': {
    nickname: '张建国',
    gender: 'male',
    age: 58,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['diabetes', 'liver_disease', 'dyslipidemia'],
    medicines: ['metformin', 'acarbose'],
    medicineDoses: [
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '一天三次' },
      { id: 'acarbose', dose: 50, unit: 'mg', frequency: '拜唐苹，随餐服' },
    ],
    supplements: [{ optionId: 'fish-oil', name: '鱼油 1000mg', dose: 2, unit: 'capsule' }],
    labs: [
      { marker: '糖化血红蛋白', value: 8.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 9.2, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 62, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 3.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  'Lina: 31, pregnant 24 weeks, low iron (zh)': {
    nickname: '周丽娜',
    gender: 'female',
    age: 31,
    heightCm: 163,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    prePregnancyWeightKg: 55,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 15, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  'Ajie: 27, night shift, wants to lose 8 kg (zh)': {
    nickname: '阿杰',
    gender: 'male',
    age: 27,
    heightCm: 175,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['weight_loss'],
  },
  "Meiling: 44, Hashimoto's, soy and turmeric (zh)": {
    nickname: '林美玲',
    gender: 'female',
    age: 44,
    heightCm: 158,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['energy', 'weight_loss'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 75, unit: 'µg', frequency: '昂特欣，每天早上' }],
    supplements: [
      {
        optionId: 'calcium-carbonate',
        name: '鈣片 碳酸鈣500mg（早餐時吃）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
        form: 'calcium_carbonate',
      },
      { optionId: 'turmeric', name: '薑黃 500mg', dose: 2, unit: 'capsule' },
      { optionId: 'soy-isoflavones', name: '大豆異黃酮 40mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'TSH', value: 5.8, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游離T4', value: 0.9, unit: 'ng/dL', labRefLow: 0.7, labRefHigh: 1.48 },
    ],
  },
  'Haoran: 15, basketball, wants to grow taller, mother types (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 15,
    heightCm: 168,
    weightKg: 52,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    supplements: [
      {
        optionId: 'calcium-carbonate',
        name: '钙片 300mg（妈妈记得时给）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
    ],
  },
  'Guohua: 67, heart stent, clopidogrel and danshen (zh)': {
    nickname: '黃國華',
    gender: 'male',
    age: 67,
    heightCm: 170,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['dyslipidemia'],
    medicines: ['clopidogrel', 'aspirin', 'atorvastatin', 'bisoprolol', 'compound-danshen-dripping-pills'],
    medicineDoses: [
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: '波立維，每日一次' },
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '每日一次' },
      { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: '立普妥，每日一次' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: '每日一次' },
      { id: 'compound-danshen-dripping-pills', dose: 10, unit: 'tablet', frequency: '每次10粒，每日三次' },
    ],
    supplements: [{ optionId: 'nattokinase', name: '納豆激酶 2000FU', dose: 1, unit: 'capsule' }],
    labs: [{ marker: '低密度脂蛋白膽固醇', value: 2.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 }],
  },
  'Priya: 20, vegetarian student, wants more protein (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 20,
    heightCm: 158,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['salbutamol'],
    medicineDoses: [
      { id: 'salbutamol', form: 'inhaler', frequency: 'Asthalin, as needed (about twice a week)' },
    ],
    labs: [
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Hemoglobin', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
    ],
  },
  'Tunde: 46, high blood pressure, Lagos (en)': {
    nickname: 'Tunde',
    gender: 'male',
    age: 46,
    heightCm: 178,
    weightKg: 98,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['heart', 'weight_loss'],
    conditions: ['hypertension'],
    medicines: ['amlodipine', 'lisinopril'],
    medicineDoses: [
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { name: 'Moringa leaf powder (1 teaspoon a day)', dose: 1, unit: 'scoop' },
      { optionId: 'garlic', name: 'Garlic capsules', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 152, unit: '/96 mmHg' },
      { marker: 'Potassium', value: 4.8, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Creatinine', value: 1.1, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
    ],
  },
  // Round 44 has a Sarah of the same id (Sarah Mitchell): round 46's questions name this entry by its suffixed key.
  'Sarah: 34, breastfeeding, wants to lose baby weight (en) [round 46]': {
    nickname: 'Sarah',
    gender: 'female',
    age: 34,
    heightCm: 165,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'pescatarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Pregnacare Breast-feeding (tablet + omega-3 capsule)', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: 'Vitamin D 10 mcg', dose: 1, unit: 'tablet' },
    ],
  },
  'Dave: 74, kidney disease stage 3, warfarin, daughter types (en)': {
    nickname: 'Dave',
    gender: 'male',
    age: 74,
    heightCm: 180,
    weightKg: 95,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['kidney_disease', 'gout'],
    medicines: ['warfarin', 'allopurinol', 'furosemide', 'metoprolol'],
    medicineDoses: [
      { id: 'warfarin', dose: 5, unit: 'mg', frequency: 'Coumadin, once a day' },
      { id: 'allopurinol', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'furosemide', dose: 20, unit: 'mg', frequency: 'Lasix, once a day' },
      {
        id: 'metoprolol',
        dose: 50,
        unit: 'mg',
        form: 'tablet',
        frequency: 'metoprolol succinate, once a day',
      },
    ],
    supplements: [
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'multivitamin-50plus', name: 'Centrum Silver', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'INR', value: 2.8, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: 'Uric acid', value: 7.9, unit: 'mg/dL', labRefLow: 3.4, labRefHigh: 7 },
    ],
  },
  'Wei Ling: 49, breast cancer survivor on tamoxifen (en)': {
    nickname: 'Wei Ling',
    gender: 'female',
    age: 49,
    heightCm: 160,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['tamoxifen', 'sertraline'],
    medicineDoses: [
      { id: 'tamoxifen', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'sertraline', dose: 50, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { name: 'Blackmores Evening Primrose Oil 1000 mg', dose: 1, unit: 'capsule' },
      { optionId: 'black-cohosh', name: 'Black cohosh 40 mg', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
    ],
    labs: [{ marker: 'Vitamin D', value: 48, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 }],
  },
  'Jake: 24, rower, wants to bulk up (en)': {
    nickname: 'Jake',
    gender: 'male',
    age: 24,
    heightCm: 186,
    weightKg: 84,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein (30 g scoop)', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (200 mg caffeine per scoop)', dose: 1, unit: 'scoop' },
    ],
  },
  'Linda: 58, rheumatoid arthritis, methotrexate (en)': {
    nickname: 'Linda',
    gender: 'female',
    age: 58,
    heightCm: 163,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    medicines: ['methotrexate', 'prednisone', 'acetaminophen'],
    medicineDoses: [
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: 'once a week on Saturdays' },
      { id: 'prednisone', dose: 5, unit: 'mg', frequency: 'every morning' },
      { id: 'acetaminophen', dose: 650, unit: 'mg', frequency: 'Tylenol Arthritis, when needed' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folic acid 5 mg (once a week, Mondays)',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Calcium 500 mg + vitamin D 1000 IU',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
      },
      {
        optionId: 'glucosamine',
        name: 'Glucosamine 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'ALT', value: 48, unit: 'U/L', labRefLow: 0, labRefHigh: 35 },
      { marker: 'CRP', value: 12, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
    ],
  },
  // Blind answer round 47: fourteen people invented by a writer session that saw no code (round-47/personas.md),
  // filled in as the questionnaire takes them.
  // Yang Guilan (杨桂兰), 58, Guiyang: no thyroid after papillary cancer surgery, on Euthyrox; kelp and nori in soup
  // "for the thyroid" (the kelp option, counted as one serving a day); osteopenia is not osteoporosis and a T-score
  // (negative) has no place in the labs; Caltrate is "600 mg calcium + 400 IU D3" as she gives it, so the calcium + D3
  // option (600 mg + 400 IU), not the Chinese D600 (125 IU)
  'Guilan: 58, no thyroid after surgery, sour-spicy eater (zh)': {
    nickname: '杨桂兰',
    gender: 'female',
    age: 58,
    heightCm: 156,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['hypothyroid', 'cancer'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 100, unit: 'µg', frequency: '优甲乐，每天早上' }],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '钙尔奇D（钙600mg+维生素D3 400IU）',
        dose: 1,
        unit: 'tablet',
      },
      { optionId: 'kelp', name: '海带/紫菜（煮汤放，"补甲状腺"）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'TSH', value: 0.9, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游离T4', value: 18, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
    ],
  },
  // Liu Haoran (刘浩然), 14, Harbin, his mother Sun Jing types: under 18, so the questionnaire refuses him; entered as
  // written anyway, as the earlier rounds' teenagers are; the Centrum kids chewable calcium gives no strength, so it is
  // named without an option
  'Haoran: 14, picky boy, mother wants him taller (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 14,
    heightCm: 158,
    weightKg: 41,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    supplements: [{ name: '善存儿童钙咀嚼片（妈妈在药店买的）', dose: 2, unit: 'tablet' }],
  },
  // Chen Xiaoyun (陈晓芸), 31, Xiamen: breastfeeding a 5-month-old, lacto-vegetarian; "low iron after delivery" with a
  // Hb of 108 not called anaemia is not ticked as anaemia (as rounds 41, 45 and 46); rice wine only in cooking is no drinking
  'Xiaoyun: 31, breastfeeding, low iron, lacto-vegetarian (zh)': {
    nickname: '陈晓芸',
    gender: 'female',
    age: 31,
    heightCm: 162,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'energy'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { optionId: 'iron-polysaccharide-150', name: '力蜚能 150mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Qin Dehai (秦德海), 72, Xi'an, his daughter Qin Lu types: CKD 3b, high blood pressure, gout; a small baijiu with
  // dinner every day is moderate (about 7 drinks a week); the clinic's kidney-tonic powder (ingredients unknown) and the
  // astragalus-goji tea have no catalogue option and are named only; urine protein "1+" has no number for the labs
  'Dehai: 72, kidney stage 3b, gout, daughter asks (zh)': {
    nickname: '秦德海',
    gender: 'male',
    age: 72,
    heightCm: 170,
    weightKg: 76,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'hypertension', 'gout'],
    medicines: ['amlodipine', 'febuxostat', 'sodium-bicarbonate'],
    medicineDoses: [
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '苯磺酸氨氯地平，每天一次' },
      { id: 'febuxostat', dose: 40, unit: 'mg', frequency: '每天一次' },
      { id: 'sodium-bicarbonate', dose: 0.5, unit: 'g', frequency: '一天三次' },
    ],
    supplements: [
      { name: '中药补肾散（诊所配的，不知道成分）', dose: 2, unit: 'sachet' },
      { name: '黄芪枸杞茶（邻居推荐）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: '肌酐', value: 162, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: '血钾', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '尿酸', value: 480, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  // Lin Shuhui (林淑惠), 46, Taichung: rheumatoid arthritis (no questionnaire option) on weekly methotrexate with folic
  // acid 5 mg the day after (a supplement, marked prescribed, as rounds 43, 45 and 46); reflux from her medicines; a
  // Hb of 11.2 not called anaemia is not ticked
  'Shuhui: 46, rheumatoid arthritis on methotrexate (zh)': {
    nickname: '林淑惠',
    gender: 'female',
    age: 46,
    heightCm: 159,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['general_health'],
    medicines: ['methotrexate', 'hydroxychloroquine', 'prednisolone', 'esomeprazole'],
    medicineDoses: [
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: '每週一次（週日）' },
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', frequency: '奎寧（Plaquenil），一天兩次' },
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: '潑尼松龍，每天早上' },
      { id: 'esomeprazole', dose: 20, unit: 'mg', frequency: '耐適恩，每天一次' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: '葉酸 5mg（每週一次，吃MTX的隔天）',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'turmeric', name: '薑黃 500mg（Costco）', dose: 2, unit: 'capsule' },
      { optionId: 'fish-oil', name: '魚油 1000mg（Costco）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALT', value: 48, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: '血紅素', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: '25-OH維生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Zhou Kai (周凯), 27, Dongguan: factory night shift, smokes, beer on days off (light); Red Bull is a drink, not a
  // supplement; a waist measure has no place in the labs
  'Zhou Kai: 27, factory night shift, Red Bull and cigarettes (zh)': {
    nickname: '周凯',
    gender: 'male',
    age: 27,
    heightCm: 173,
    weightKg: 82,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['weight_loss'],
    labs: [
      { marker: '空腹血糖', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '甘油三酯', value: 2.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Lam Wing-sze (林詠詩), 39, Hong Kong trail runner: energy gels and electrolyte tablets have no catalogue option and
  // are named only (counted for a long-run day, as round 42's gels); irregular periods have no questionnaire option
  'Wing-sze: 39, Hong Kong trail runner training for 100 km (zh)': {
    nickname: '林詠詩',
    gender: 'female',
    age: 39,
    heightCm: 164,
    weightKg: 53,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy'],
    supplements: [
      { name: '能量啫喱（每包25g碳水，長課每40分鐘1包）', dose: 3, unit: 'sachet' },
      { name: '電解質片（每500mL水1粒）', dose: 2, unit: 'tablet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉（跑後1匙24g）', dose: 1, unit: 'scoop' },
    ],
    labs: [{ marker: '鐵蛋白', value: 22, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 }],
  },
  // Chukwuemeka Obi, 54, Enugu: type 2 diabetes and high blood pressure; palm wine at weekends (light); bitter leaf juice
  // and moringa powder have no catalogue option and are named only (as rounds 43 and 46); a clinic blood pressure is a
  // lab row, as in round 42
  'Emeka: 54, diabetes and BP, bitter leaf and moringa (en)': {
    nickname: 'Emeka',
    gender: 'male',
    age: 54,
    heightCm: 175,
    weightKg: 94,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['diabetes', 'hypertension'],
    medicines: ['metformin', 'glimepiride', 'amlodipine', 'lisinopril'],
    medicineDoses: [
      { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'twice a day' },
      { id: 'glimepiride', dose: 2, unit: 'mg', frequency: 'Amaryl, before breakfast' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { name: 'Bitter leaf juice (a glass every morning)', dose: 1, unit: 'sachet' },
      { name: 'Moringa leaf powder (1 teaspoon in my pap)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'HbA1c', value: 8.4, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Fasting glucose', value: 9.1, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 150, unit: '/95 mmHg' },
      { marker: 'Creatinine', value: 105, unit: 'µmol/L', labRefLow: 62, labRefHigh: 106 },
    ],
  },
  // Meenakshi Raman, 85, Chennai, her daughter Lakshmi types: Acitrom is acenocoumarol (2 mg and 1 mg on alternate
  // days, so no single daily dose is given); atrial fibrillation and memory problems have no questionnaire option;
  // Shelcal 500 is the calcium + D3 option (as round 41), 1 tablet twice a day; Chyawanprash and the homemade
  // drumstick/curry-leaf powder have no catalogue option and are named only; a Hb of 10.4 not called anaemia is not
  // ticked
  'Meenakshi: 85, eats little, on a blood thinner, daughter asks (en)': {
    nickname: 'Meenakshi',
    gender: 'female',
    age: 85,
    heightCm: 150,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'bone'],
    conditions: ['osteoporosis'],
    medicines: ['bisoprolol', 'acenocoumarol'],
    medicineDoses: [{ id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'Concor, once a day' }],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Shelcal 500 (1 tablet twice a day)',
        dose: 2,
        unit: 'tablet',
      },
      { name: 'Chyawanprash (1 teaspoon a day)', dose: 1, unit: 'scoop' },
      { name: 'Homemade drumstick and curry leaf powder (sprinkled on rice)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'INR', value: 2.9, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: 'Albumin', value: 3.1, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: 'Hemoglobin', value: 10.4, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Nur Farah Ismail, 29, Singapore: 22 weeks pregnant with her first baby (52 kg before); Blackmores Pregnancy &
  // Breast-Feeding Gold has no catalogue option and is named only (as round 43); the polyclinic's ferrous fumarate
  // 200 mg is prescribed, its strength the salt's mass (as round 41); heartburn and constipation; a glucose test not
  // done yet has no number; a Hb of 10.9 not called anaemia is not ticked
  'Farah: 29, pregnant 22 weeks, halal, teh tarik (en)': {
    nickname: 'Farah',
    gender: 'female',
    age: 29,
    heightCm: 158,
    weightKg: 61,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 22,
    prePregnancyWeightKg: 52,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['reflux', 'constipation'],
    goals: ['general_health'],
    supplements: [
      { name: 'Blackmores Pregnancy & Breast-Feeding Gold', dose: 1, unit: 'capsule' },
      {
        name: 'Ferrous fumarate 200 mg (polyclinic)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_fumarate',
        basis: 'salt',
        prescribed: true,
      },
    ],
    labs: [{ marker: 'Haemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 }],
  },
  // Rhys Morgan, 19, Cardiff: vegan rower bulking; "drinks heavily" on one social night a week is ticked heavy;
  // creatine, pea protein and the pre-workout have no catalogue option and are named only; the B12 spray is the B12
  // option (as round 40)
  'Rhys: 19, vegan student rower bulking (en)': {
    nickname: 'Rhys',
    gender: 'male',
    age: 19,
    heightCm: 188,
    weightKg: 77,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'vegan',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { name: 'Vegan pea protein (25 g a scoop)', dose: 2, unit: 'scoop' },
      { optionId: 'vitamin-b12-1000', name: 'B12 oral spray', dose: 1, unit: 'tablet' },
      { name: 'Pre-workout (200 mg caffeine per scoop)', dose: 1, unit: 'scoop' },
    ],
  },
  // Denise Tremblay, 63, Winnipeg: ER-positive breast cancer survivor on letrozole, osteopenia (not osteoporosis; a
  // T-score has no place in the labs), venlafaxine for hot flashes (not the serious-mental-illness option); a glass or
  // two of red wine most evenings is over 7 drinks a week (heavy for a woman); "calcium citrate 500 mg" is the salt's
  // mass; evening primrose oil has no catalogue option and is named only
  'Denise: 63, breast cancer survivor on letrozole, bone loss (en)': {
    nickname: 'Denise',
    gender: 'female',
    age: 63,
    heightCm: 167,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['bone', 'weight_loss'],
    conditions: ['cancer'],
    medicines: ['letrozole', 'alendronate', 'venlafaxine'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'Femara, once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'Fosamax, once a week' },
      {
        id: 'venlafaxine',
        dose: 75,
        unit: 'mg',
        form: 'capsule',
        frequency: 'venlafaxine XR, once a day for hot flashes',
      },
    ],
    supplements: [
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'tablet' },
      {
        optionId: 'calcium-citrate',
        name: 'Calcium citrate 500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
        form: 'calcium_citrate',
      },
      {
        optionId: 'black-cohosh',
        name: 'Black cohosh 40 mg (a friend suggested it)',
        dose: 2,
        unit: 'tablet',
      },
      { name: 'Evening primrose oil', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '25-OH vitamin D', value: 62, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'LDL cholesterol', value: 3.8, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  // Marcus Whitfield, 49, Memphis, his wife Tanya types: heart attack with a stent 3 months ago (no questionnaire
  // option), high blood pressure, prediabetes (not diabetes); metoprolol succinate is metoprolol; the garlic pills and
  // turmeric his wife wants to add are not taken yet and are left out; 2–3 beers at weekends is light
  'Marcus: 49, heart stent 3 months ago, wife asks (en)': {
    nickname: 'Marcus',
    gender: 'male',
    age: 49,
    heightCm: 183,
    weightKg: 109,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'weight_loss'],
    conditions: ['hypertension'],
    medicines: ['ticagrelor', 'aspirin', 'atorvastatin', 'metoprolol', 'lisinopril'],
    medicineDoses: [
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'Brilinta, twice a day' },
      { id: 'aspirin', dose: 81, unit: 'mg', frequency: 'once a day' },
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'at night' },
      {
        id: 'metoprolol',
        dose: 25,
        unit: 'mg',
        form: 'tablet',
        frequency: 'metoprolol succinate, once a day',
      },
      { id: 'lisinopril', dose: 10, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'coq10', name: 'CoQ10 100 mg', dose: 1, unit: 'capsule' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 88, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
      { marker: 'Triglycerides', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 149 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Tomasi Fifita, 36, Logan, Brisbane: concrete labourer, wants to lose 20 kg; 6–8 beers on Friday and on Saturday
  // (12–16 a week) is heavy; energy drinks are drinks, not supplements; sore knees have no option; no labs
  'Tomasi: 36, Brisbane labourer wants to lose 20 kg (en)': {
    nickname: 'Tomasi',
    gender: 'male',
    age: 36,
    heightCm: 185,
    weightKg: 128,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['weight_loss'],
  },
  // Blind answer round 48: fourteen people invented by a writer session that saw no code (round-48/personas.md), filled in as the questionnaire takes them.
  // Chen Xiaoyu (陈晓雨), 29, Chengdu: 24 weeks pregnant, no pre-pregnancy weight given (left out); her iron-deficiency
  // anaemia is diagnosed, so anaemia is ticked; the iron polysaccharide is not said to be prescribed ("no prescription
  // medicines"), so it is not marked prescribed; the latte and bubble tea are drinks, not supplements
  'Xiaoyu: 29, pregnant 24 weeks, anaemia (zh)': {
    nickname: '陈晓雨',
    gender: 'female',
    age: 29,
    heightCm: 162,
    weightKg: 61,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'iron-polysaccharide-150', name: '多糖铁复合物 150mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '空腹血糖', value: 4.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Jake Morrison, 20, Seattle: college rower bulking; beer at weekends with no count is light; the two energy drinks
  // a day are drinks, not supplements; Optimum Nutrition whey (24 g protein a scoop) is the whey option, twice a day;
  // creatine has no catalogue option and is named only
  'Jake: 20, college rower, wants to bulk up (en)': {
    nickname: 'Jake',
    gender: 'male',
    age: 20,
    heightCm: 188,
    weightKg: 79,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'Optimum Nutrition whey (24 g protein a scoop)',
        dose: 2,
        unit: 'scoop',
      },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
    ],
  },
  // Priya Nair, 22, Pune: lacto-vegetarian without eggs is the vegetarian option; "no conditions", so a Hb of 10.9
  // not called anaemia is not ticked (as rounds 45–47); heavy periods have no questionnaire option; she takes
  // nothing, so no supplements; goals read from the title (energy, general health)
  'Priya: 22, vegetarian student, low iron and B12 (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 22,
    heightCm: 158,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'general_health'],
    labs: [
      { marker: 'Hemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Wang Wei (王伟), 34, Shenzhen: night-shift nurse; about 5 cigarettes a day is a current smoker; beer twice a week is
  // light; coffee is a drink; no diagnosed condition, so a raised ALT, triglycerides and uric acid tick nothing
  // (not fatty liver, not gout); melatonin 3 mg is the melatonin option
  'Wei: 34, night-shift nurse, gaining weight (zh)': {
    nickname: '王伟',
    gender: 'male',
    age: 34,
    heightCm: 172,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [{ optionId: 'melatonin', name: '褪黑素 3mg（白天睡前）', dose: 1, unit: 'tablet' }],
    labs: [
      { marker: '谷丙转氨酶', value: 52, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '尿酸', value: 470, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  // Lam Mei-wah (林美华), 85, Sham Shui Po, her daughter types: mild high blood pressure is hypertension; dentures are not
  // dysphagia; the 4 kg lost in six months has no field (weight gain is the goal); "Caltrate 600 mg + D" is the
  // calcium + D3 option (600 mg + 400 IU, the Hong Kong Caltrate 600+D), not the mainland D600
  'Grandma Lam: 85, eats very little, losing weight (zh)': {
    nickname: '林美华',
    gender: 'female',
    age: 85,
    heightCm: 148,
    weightKg: 39,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    conditions: ['hypertension'],
    medicines: ['amlodipine'],
    medicineDoses: [{ id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每日一次' }],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: '钙片 Caltrate 600mg + D', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 }],
  },
  // Babatunde Adeyemi, 38, Lagos: 3–4 bottles of beer at weekends (60 cl bottles, 5–7 drinks) is moderate; borderline
  // blood pressure is not hypertension and the 138/88 reading is a lab row (as round 42); a fasting glucose and an
  // HbA1c of 5.9 are prediabetic, not diabetes; malt drinks are drinks; he takes nothing
  'Tunde: 38, office worker, wants to lose 15 kg (en)': {
    nickname: 'Tunde',
    gender: 'male',
    age: 38,
    heightCm: 176,
    weightKg: 104,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    labs: [
      { marker: 'Fasting glucose', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
      { marker: 'HbA1c', value: 5.9, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 138, unit: '/88 mmHg' },
    ],
  },
  // Huang Yu-ting (黄雨婷), 14, Taipei, her mother types: under 18, so the questionnaire refuses her; entered as written
  // anyway, as the earlier rounds' teenagers are; the children's chewable multivitamin gives no brand or strength and
  // no adult option fits, so it is named only; periods starting has no field
  'Yuting: 14, picky eater, very thin (zh)': {
    nickname: '黄雨婷',
    gender: 'female',
    age: 14,
    heightCm: 160,
    weightKg: 42,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    supplements: [{ name: '兒童綜合維他命咀嚼錠', dose: 1, unit: 'tablet' }],
  },
  // Zhang Jianguo (张建国), 63, Jinan, his son Zhang Lei types: 2 liang of baijiu (about 100 mL, two drinks at 45 mL a
  // drink) a few times a week is 6–9 drinks, moderate for a man; still smoking 10 a day is current; every medicine is in
  // the dictionary (拜糖平 is acarbose, 络活喜 amlodipine, 立普妥 atorvastatin); American ginseng slices in tea are the
  // American ginseng option at 3 g; eGFR in plain mL/min as given
  'Jianguo: 63, type 2 diabetes and hypertension, takes ginseng (zh)': {
    nickname: '张建国',
    gender: 'male',
    age: 63,
    heightCm: 170,
    weightKg: 80,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['heart', 'general_health'],
    conditions: ['diabetes', 'hypertension', 'dyslipidemia'],
    medicines: ['metformin', 'acarbose', 'amlodipine', 'atorvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '一天三次' },
      { id: 'acarbose', dose: 50, unit: 'mg', frequency: '拜糖平，随餐服' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜，每天一次' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '立普妥，每晚' },
    ],
    supplements: [
      { optionId: 'american-ginseng', name: '西洋参片（泡茶喝）', dose: 3, unit: 'g' },
      { optionId: 'fish-oil', name: '鱼油 1000mg', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '低密度脂蛋白胆固醇', value: 3.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'eGFR', value: 78, unit: 'mL/min', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  // Margaret Hughes, 74, Cardiff: atrial fibrillation and knee osteoarthritis have no questionnaire option; a glass of
  // red wine most evenings (5–6 a week) is moderate; alendronic acid is alendronate; Adcal-D3 is among her medicines, so
  // it is the Adcal-D3 supplement, marked prescribed (as round 45); cranberry juice and garden kale are food and drink,
  // not supplements; the T-score (negative) has no place in the labs
  'Margaret: 74, AF on warfarin, osteoporosis (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 74,
    heightCm: 160,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['bone', 'general_health'],
    conditions: ['osteoporosis'],
    medicines: ['warfarin', 'bisoprolol', 'alendronate'],
    medicineDoses: [
      { id: 'warfarin', dose: 3, unit: 'mg', frequency: 'once a day' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'alendronic acid, once a week' },
    ],
    supplements: [
      {
        optionId: 'adcal-d3',
        name: 'Adcal-D3 (1 tablet twice a day)',
        dose: 2,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'turmeric', name: 'Turmeric 500 mg', dose: 1, unit: 'capsule' },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
      {
        optionId: 'glucosamine',
        name: 'Glucosamine 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
    labs: [{ marker: 'INR', value: 2.8, unit: 'ratio', labRefLow: 2, labRefHigh: 3 }],
  },
  // Liu Fang (刘芳), 47, Shanghai: Hashimoto's is hypothyroid; perimenopause has no life-stage option; 钙尔奇 600 mg is the
  // mainland Caltrate D600; "硫酸亚铁 0.3 g" is the salt's mass (the ferrous sulfate option with its form, 60 mg
  // iron); her soy isoflavone is 80 mg a capsule, twice the option's 40 mg, so its strength is given
  'Fang: 47, hypothyroid, perimenopausal, iron and calcium (zh)': {
    nickname: '刘芳',
    gender: 'female',
    age: 47,
    heightCm: 163,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 75, unit: 'µg', frequency: '优甲乐，每天早上' }],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇 600mg', dose: 1, unit: 'tablet' },
      {
        optionId: 'iron-ferrous-sulfate',
        name: '硫酸亚铁 0.3g',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 0.3, unit: 'g' },
        form: 'ferrous_sulfate',
        basis: 'salt',
      },
      {
        optionId: 'soy-isoflavones',
        name: '大豆异黄酮 80mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 80, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'TSH', value: 5.6, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '游离T4', value: 12, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: '铁蛋白', value: 18, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // David Chen, 59, Toronto: CKD 3a, high blood pressure, gout; 2 beers at weekends is light; NoSalt is the KCl salt
  // substitute option, its amount not given, so the option's serving (1.5 g, about ¼ teaspoon) a day; "magnesium
  // 250 mg" is the magnesium option of that strength; the urine ACR is a lab row (as rounds 40 and 43)
  'David: 59, kidney disease stage 3 and gout (en)': {
    nickname: 'David',
    gender: 'male',
    age: 59,
    heightCm: 175,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['kidney_disease', 'hypertension', 'gout'],
    medicines: ['losartan', 'allopurinol', 'hydrochlorothiazide'],
    medicineDoses: [
      { id: 'losartan', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'allopurinol', dose: 200, unit: 'mg', frequency: 'once a day' },
      { id: 'hydrochlorothiazide', dose: 12.5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'salt-substitute-kcl', name: 'NoSalt (salt substitute at home)', dose: 1.5, unit: 'g' },
      { optionId: 'magnesium-oxide', name: 'Magnesium 250 mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2', labRefLow: 60, labRefHigh: 200 },
      { marker: 'Creatinine', value: 142, unit: 'µmol/L', labRefLow: 60, labRefHigh: 110 },
      { marker: 'Potassium', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.0 },
      { marker: 'Uric acid', value: 460, unit: 'µmol/L', labRefLow: 200, labRefHigh: 420 },
      { marker: 'Urine ACR', value: 32, unit: 'mg/mmol', labRefLow: 0, labRefHigh: 2 },
    ],
  },
  // Tan Mei Ling, 52, Tampines: ER-positive breast cancer 3 years ago is cancer; low mood on sertraline is not the
  // serious-mental-illness option (as round 46); worry about soy is no allergy; St John's wort 300 mg twice a day is the
  // St John's wort option; the lingzhi spore capsules are the reishi option with no strength given (2 capsules)
  'Mei Ling: 52, breast cancer survivor on tamoxifen (en)': {
    nickname: 'Mei Ling',
    gender: 'female',
    age: 52,
    heightCm: 157,
    weightKg: 58,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['tamoxifen', 'sertraline'],
    medicineDoses: [
      { id: 'tamoxifen', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'sertraline', dose: 50, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'tablet' },
      {
        optionId: 'st-johns-wort',
        name: "St John's wort 300 mg (from a friend)",
        dose: 2,
        unit: 'capsule',
      },
      { optionId: 'reishi', name: 'Lingzhi (灵芝) spore powder capsules', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Vitamin D', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'LDL cholesterol', value: 3.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  // Liu Qiang (刘强), 41, Dongguan: hepatitis B and fatty liver are liver disease (not cirrhosis); reflux is a digestive
  // issue; beer and wine at business dinners 3–4 times a week is heavy (as round 44's business diner); a pack a day is
  // current; 凉茶 is a drink; 护肝片 (no catalogue option, listed by him as a product he takes) is named only, 4 tablets
  // three times a day; an HBV DNA below the detection limit has no number for the labs
  'Liu Qiang: 41, hepatitis B and fatty liver, drinks (zh)': {
    nickname: '刘强',
    gender: 'male',
    age: 41,
    heightCm: 174,
    weightKg: 86,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    digestiveIssues: ['reflux'],
    goals: ['general_health', 'weight_loss'],
    conditions: ['liver_disease'],
    medicines: ['entecavir', 'omeprazole'],
    medicineDoses: [
      { id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '每天一次，空腹' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '早饭前' },
    ],
    supplements: [
      { optionId: 'milk-thistle', name: '水飞蓟素 140mg', dose: 3, unit: 'capsule' },
      { name: '护肝片（每次4片，一天三次）', dose: 12, unit: 'tablet' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 68, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '谷草转氨酶', value: 45, unit: 'U/L', labRefLow: 15, labRefHigh: 40 },
      { marker: '甘油三酯', value: 2.8, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Sarah O'Connor, 44, Brisbane: rheumatoid arthritis and mild asthma have no questionnaire option; wine on Friday
  // nights is light; Symbicort is budesonide/formoterol, by its form; the weekly folic acid 5 mg is a supplement, marked
  // prescribed (as rounds 43–47); fish oil 1500 mg a capsule gives its strength; echinacea taken only when a cold is
  // coming is entered as one capsule
  'Sarah: 44, rheumatoid arthritis on methotrexate (en)': {
    nickname: 'Sarah',
    gender: 'female',
    age: 44,
    heightCm: 168,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['methotrexate', 'prednisolone', 'budesonide-formoterol'],
    medicineDoses: [
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: 'once a week on Mondays' },
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: 'once a day' },
      { id: 'budesonide-formoterol', form: 'inhaler', frequency: 'Symbicort, 2 puffs twice a day' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folic acid 5 mg (once a week, Thursdays)',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1500 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1500, unit: 'mg' },
      },
      { optionId: 'turmeric', name: 'Turmeric/curcumin', dose: 1, unit: 'tablet' },
      { optionId: 'echinacea', name: 'Echinacea (when I feel a cold coming)', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALT', value: 41, unit: 'U/L', labRefLow: 0, labRefHigh: 35 },
      { marker: 'Haemoglobin', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
      { marker: 'Vitamin D', value: 48, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Blind answer round 49: fourteen people invented by a writer session that saw no code (round-49/personas.md), filled in as the questionnaire takes them.
  // Zhang Wei (张伟), 38, Chengdu: mild non-alcoholic fatty liver on ultrasound is liver disease (not cirrhosis); 3–4
  // bottles of beer on 3 hotpot nights a week (9–12 bottles) plus baijiu at banquets is heavy; 10 cigarettes a day is
  // current; "borderline high blood sugar" is not diabetes and raised triglycerides not called a condition tick nothing
  // (prediabetes has no option); instant coffee is a drink; milk thistle 140 mg and fish oil 1000 mg are their options
  'Wei: 38, fatty liver, beer and hotpot, wants to lose 12 kg (zh)': {
    nickname: '张伟',
    gender: 'male',
    age: 38,
    heightCm: 175,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss'],
    conditions: ['liver_disease'],
    supplements: [
      { optionId: 'milk-thistle', name: '水飞蓟素 140mg', dose: 1, unit: 'capsule' },
      { optionId: 'fish-oil', name: '鱼油 1000mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 78, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 2.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '空腹血糖', value: 6.2, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Chen Lihua (陈丽华), 31, Hangzhou: 24 weeks pregnant, no pre-pregnancy weight given (left out); "mostly vegetarian"
  // with eggs and milk is the vegetarian option, and her fish once a week is the fish frequency; iron-deficiency
  // anaemia of pregnancy is diagnosed, so anaemia is ticked; 速力菲 100 mg twice a day is among what she is on, so the
  // ferrous succinate option, marked prescribed (as rounds 39, 42 and 43); "calcium carbonate 600 mg + vitamin D
  // 125 IU" is the mainland Caltrate D600 strength (600 mg calcium + 125 IU a tablet); green tea is a drink
  'Lihua: pregnant 24 weeks, low iron, mostly vegetarian (zh)': {
    nickname: '陈丽华',
    gender: 'female',
    age: 31,
    heightCm: 162,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 24,
    dietPattern: 'vegetarian',
    foodFrequency: { fish: 'weekly' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      {
        optionId: 'iron-ferrous-succinate',
        name: '速力菲（琥珀酸亚铁片）100mg，一天两次',
        dose: 2,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { optionId: 'caltrate-d600', name: '碳酸钙D3片（钙600mg+维生素D3 125IU）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Lin Guoqiang (林國強), 78, Taipei, his daughter Lin Yaqi types (traditional characters): atrial fibrillation has no
  // questionnaire option; high blood pressure is hypertension; losing weight slowly on a small appetite is the weight
  // gain goal (the loss itself has no field); soft food and congee are not dysphagia; quit smoking 20 years ago is
  // former; Coumadin is warfarin; ginkgo 120 mg is the ginkgo option; Ensure has no catalogue option and is named only
  // (a bottle, as rounds 39 and 44); the winter dang gui chicken soup is the dong quai option, one bowl (as round 39);
  // oolong tea is a drink
  'Grandpa Lin: 78, warfarin, eats little, daughter types (zh)': {
    nickname: '林國強',
    gender: 'male',
    age: 78,
    heightCm: 168,
    weightKg: 54,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['warfarin', 'amlodipine'],
    medicineDoses: [
      { id: 'warfarin', dose: 2.5, unit: 'mg', frequency: '可邁丁（Coumadin），每天一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { optionId: 'ginkgo', name: '銀杏 120mg（他自己買的）', dose: 1, unit: 'tablet' },
      { name: '安素（Ensure）每天一瓶', dose: 1, unit: 'sachet' },
      { optionId: 'dong-quai', name: '當歸雞湯（冬天喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'INR', value: 2.8, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Wang Fang (王芳), 62, Guangzhou, her son sometimes types: type 2 diabetes and high blood pressure; 格华止 is
  // metformin; cinnamon capsules and bitter melon tea have no catalogue option and are named only (as rounds 39, 41
  // and 45); "calcium + D3" with no strength is the calcium + D3 option; pu'er tea and the Cantonese herbal soups are
  // drinks and food; an eGFR of 72 not called kidney disease is not ticked
  'Auntie Fang: 62, type 2 diabetes on metformin, loves rice (zh)': {
    nickname: '王芳',
    gender: 'female',
    age: 62,
    heightCm: 155,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension'],
    medicines: ['metformin', 'valsartan'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '格华止，一天两次' },
      { id: 'valsartan', dose: 80, unit: 'mg', frequency: '每天一次' },
    ],
    supplements: [
      { name: '肉桂胶囊 500mg', dose: 2, unit: 'capsule' },
      { name: '苦瓜茶（每天一杯）', dose: 1, unit: 'sachet' },
      { optionId: 'calcium-carbonate-d3', name: '钙片（钙+D3）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.1, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '维生素B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
    ],
  },
  // Zhao Haoran (赵浩然), 14, Jinan, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' teenagers are; basketball twice a week is moderate as given; no vegetables and no
  // fish are food frequencies; being short for his age has no field (bone and general health read from the title); the
  // kids' gummy multivitamin gives no brand or strength and is named only (as round 48); the calcium chewable 300 mg is
  // the calcium option at that strength (as round 46); grandma's chicken essence has no catalogue option and is named
  // only; sweet drinks are drinks
  'Haoran: 14, picky eater, short for his age, mum types (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 14,
    heightCm: 158,
    weightKg: 43,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { fish: 'never', vegetables: 'never' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    supplements: [
      { name: '儿童复合维生素软糖', dose: 2, unit: 'tablet' },
      {
        optionId: 'calcium-carbonate',
        name: '儿童钙咀嚼片 300mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
      { name: '鸡精（奶奶买的，有时喝一瓶）', dose: 1, unit: 'sachet' },
    ],
  },
  // Tan Mei Ling (陈美玲), 55, Singapore, types in Chinese and Singapore English: ER-positive breast cancer (surgery and
  // chemo 2 years ago) is cancer; osteopenia is not osteoporosis and the T-score (negative) has no place in the labs;
  // hot flushes have no option; calcium 600 mg + D3 400 IU is the calcium + D3 option; turmeric curcumin 500 mg is the
  // turmeric option; the lingzhi spore powder is the reishi option, one sachet (no strength given); tau huay and soy
  // milk are food, kopi a drink
  'Mei Ling: 55, breast cancer survivor on tamoxifen (zh)': {
    nickname: '陈美玲',
    gender: 'female',
    age: 55,
    heightCm: 158,
    weightKg: 60,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['cancer'],
    medicines: ['tamoxifen'],
    medicineDoses: [{ id: 'tamoxifen', dose: 20, unit: 'mg', frequency: '每天一次' }],
    supplements: [
      { optionId: 'turmeric', name: '姜黄素 turmeric curcumin 500mg', dose: 2, unit: 'capsule' },
      { optionId: 'calcium-carbonate-d3', name: '钙片 Calcium 600mg + D3 400IU', dose: 1, unit: 'tablet' },
      { optionId: 'reishi', name: '灵芝孢子粉（每天一包）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  // Liang Jun (梁君), 29, Shanghai: night-shift nurse, on her feet all shift (moderate, as given); no conditions; acid
  // reflux after coffee is the reflux digestive issue and her poor sleep the sleep answer; melatonin 3 mg some days
  // (bought overseas) is the melatonin option, one tablet; magnesium glycinate 200 mg at bedtime is that option's
  // 200 mg; coffee and full-sugar bubble tea are drinks
  'Jun: 29, night-shift nurse, coffee all night (zh)': {
    nickname: '梁君',
    gender: 'female',
    age: 29,
    heightCm: 165,
    weightKg: 58,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    sleepQuality: 'poor',
    digestiveIssues: ['reflux'],
    goals: ['energy', 'sleep'],
    supplements: [
      { optionId: 'melatonin', name: '褪黑素 3mg（海外买的，有时吃）', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: '维生素D3 1000IU', dose: 1, unit: 'capsule' },
      { optionId: 'b-complex', name: '复合维生素B', dose: 1, unit: 'tablet' },
      { optionId: 'magnesium-glycinate', name: '甘氨酸镁 200mg（睡前）', dose: 200, unit: 'mg' },
    ],
    labs: [{ marker: '25-羟基维生素D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  // Dave Kowalski, 58, Columbus: coronary artery disease with 2 stents last year has no questionnaire option; high
  // cholesterol and high blood pressure are ticked; 2–3 beers on weekends is light; the daily medicines with no
  // frequency given are entered once a day, metoprolol twice a day as given; fish oil 1200 mg a capsule gives its
  // strength; red yeast rice 600 mg (his wife bought it) is its option; grapefruit at breakfast is the grapefruit option
  // (the questionnaire lists the fruit), its amount not given, so the option's serving (a glass or half a grapefruit,
  // 250 g) a day; coffee is a drink
  'Dave: 58, two stents, statin and blood thinner (en)': {
    nickname: 'Dave',
    gender: 'male',
    age: 58,
    heightCm: 180,
    weightKg: 98,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart'],
    conditions: ['dyslipidemia', 'hypertension'],
    medicines: ['atorvastatin', 'clopidogrel', 'aspirin', 'metoprolol', 'lisinopril'],
    medicineDoses: [
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'Lipitor, once a day' },
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: 'Plavix, once a day' },
      { id: 'aspirin', dose: 81, unit: 'mg', frequency: 'once a day' },
      { id: 'metoprolol', dose: 25, unit: 'mg', frequency: 'twice a day' },
      { id: 'lisinopril', dose: 10, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'coq10', name: 'CoQ10 100 mg', dose: 1, unit: 'capsule' },
      {
        optionId: 'red-yeast-rice',
        name: 'Red yeast rice 600 mg (my wife bought it)',
        dose: 2,
        unit: 'capsule',
      },
      { optionId: 'grapefruit', name: 'Grapefruit at breakfast', dose: 250, unit: 'g' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 92, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
      { marker: 'Triglycerides', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 149 },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Priya Nair, 22, Toronto: weights 4 days a week is active as given; lacto-vegetarian with no eggs is the vegetarian
  // option with eggs never; heavy periods and tiredness have no questionnaire option, and low iron not called anaemia
  // is not ticked (as rounds 45–48); whey at 24 g protein a scoop is the whey option; B12 1000 mcg once a week is the
  // B12 option, one tablet with "once a week" in its name (as the weekly folic acid of earlier rounds); chai is a drink
  'Priya: 22, vegetarian student, low iron, lifting (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 22,
    heightCm: 160,
    weightKg: 50,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['energy', 'muscle'],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein (24 g protein a scoop)', dose: 1, unit: 'scoop' },
      {
        optionId: 'vitamin-b12-1000',
        name: 'Vitamin B12 1000 mcg (once a week)',
        dose: 1,
        unit: 'tablet',
      },
    ],
    labs: [
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
      { marker: 'Hemoglobin', value: 11.4, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 260, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Emeka Okafor, 26, Lagos: sprint training 6 days a week is very active as given; a Guinness now and then is light;
  // creatine and the pre-workout (200 mg caffeine a scoop) have no catalogue option and are named only; whey is the
  // whey option, 2 scoops; malt drinks are drinks; no labs
  'Emeka: 26, sprinter, wants to bulk, creatine (en)': {
    nickname: 'Emeka',
    gender: 'male',
    age: 26,
    heightCm: 183,
    weightKg: 78,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (200 mg caffeine per scoop, before evening sessions)', dose: 1, unit: 'scoop' },
    ],
  },
  // Margaret Hughes, 85, Leeds, her daughter Susan types: CKD stage 4, heart failure, osteoporosis and an underactive
  // thyroid are ticked; a sherry at Christmas is "hardly ever", so no alcohol; a banana every morning is fruit daily
  // and milk in 6 cups of tea dairy daily; alendronic acid is alendronate; levothyroxine and bisoprolol with no
  // frequency given are once a day; Adcal-D3 ("calcium 1500 mg / D3 400 IU", the carbonate's mass, 600 mg calcium a
  // tablet) is the Adcal-D3 option, 2 a day, not marked prescribed as she lists it among what she takes (not what she
  // is on); Complan has no catalogue option and is named only (as round 43); cod liver oil is its option, one capsule;
  // goals not stated are general health and bone
  'Margaret: 85, kidney disease stage 4, eats little, daughter types (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 85,
    heightCm: 157,
    weightKg: 47,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { fruit: 'daily', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['kidney_disease', 'heart_failure', 'osteoporosis', 'hypothyroid'],
    medicines: ['levothyroxine', 'furosemide', 'bisoprolol', 'alendronate'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 75, unit: 'µg', frequency: 'once a day' },
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'in the morning' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'alendronic acid, once a week (Sundays)' },
    ],
    supplements: [
      {
        optionId: 'adcal-d3',
        name: 'Adcal-D3 (calcium 1500 mg / D3 400 IU), 1 chewable twice a day',
        dose: 2,
        unit: 'tablet',
      },
      { name: 'Complan shake', dose: 1, unit: 'sachet' },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'eGFR', value: 22, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 },
      { marker: 'Potassium', value: 5.6, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: 'TSH', value: 3.1, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: 'Albumin', value: 32, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Hannah Becker, 33, Melbourne: exclusively breastfeeding a 4-month-old; flexitarian has no diet option, so
  // everything (omnivore); a glass of wine sometimes is light; Elevit Breastfeeding is not the catalogue's Elevit (the
  // prenatal) and is named only (as Pregnacare Breast-feeding in rounds 44 and 46); fenugreek 610 mg, 2 capsules three
  // times a day, has no catalogue option and is named only, 6 capsules (as rounds 40 and 44); flat whites are drinks
  'Hannah: 33, breastfeeding, wants to lose baby weight (en)': {
    nickname: 'Hannah',
    gender: 'female',
    age: 33,
    heightCm: 168,
    weightKg: 76,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Elevit Breastfeeding', dose: 1, unit: 'capsule' },
      { name: 'Fenugreek 610 mg (2 capsules three times a day)', dose: 6, unit: 'capsule' },
    ],
    labs: [{ marker: 'Haemoglobin', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 165 }],
  },
  // Rajesh Iyer, 47, Bengaluru: hypothyroidism is hypothyroid; GERD is the reflux digestive issue; prediabetes is not
  // diabetes (no option); South Indian vegetarian is the vegetarian option; 2–3 pegs of whisky on weekends is light (as
  // 2–3 beers at weekends in round 47); Thyronorm is levothyroxine and Omez omeprazole; Shelcal 500 is the calcium + D3
  // option (as round 41); ashwagandha has no catalogue option and is named only (as rounds 41 and 42); filter coffee is
  // a drink; no goal stated, so general health
  'Raj: 47, hypothyroid and reflux, omeprazole (en)': {
    nickname: 'Raj',
    gender: 'male',
    age: 47,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['general_health'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine', 'omeprazole'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'Thyronorm, on waking' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'Omez, before breakfast' },
    ],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { name: 'Ashwagandha 300 mg', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'TSH', value: 6.8, unit: 'mIU/L', labRefLow: 0.35, labRefHigh: 5.5 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Vitamin D', value: 16, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Karen Cheung, 51, Hong Kong: depression on sertraline is not the serious-mental-illness option (as rounds 46 and
  // 48) and knee osteoarthritis has no option; perimenopause has no life-stage option; weight gain since the
  // antidepressant is read as the weight-loss goal; 2 glasses of wine at weekends is light; celecoxib is taken when the
  // knee is bad; glucosamine sulfate 1500 mg gives its strength; omega-3 1000 mg is the fish oil option; HK milk tea is
  // a drink
  'Karen: 51, depression on sertraline, knee arthritis (en)': {
    nickname: 'Karen',
    gender: 'female',
    age: 51,
    heightCm: 160,
    weightKg: 71,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    medicines: ['sertraline', 'celecoxib'],
    medicineDoses: [
      { id: 'sertraline', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'celecoxib', dose: 200, unit: 'mg', frequency: 'when the knee is bad' },
    ],
    supplements: [
      {
        optionId: 'glucosamine',
        name: 'Glucosamine sulfate 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
      { optionId: 'fish-oil', name: 'Omega-3 1000 mg', dose: 2, unit: 'capsule' },
      { optionId: 'turmeric', name: 'Turmeric 500 mg', dose: 1, unit: 'capsule' },
    ],
    labs: [{ marker: 'Vitamin D', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  // Blind answer round 50: fourteen people invented by a writer session that saw no code (round-50/personas.md), filled in as the questionnaire takes them.
  // Wang Lihua (王丽华), 31, Shanghai: 24 weeks pregnant with her pre-pregnancy weight (56 kg) given; mild anaemia of
  // pregnancy is ticked as anaemia; "a lot of fruit" is fruit daily; the whey "some days" is one scoop; the OGTT due at
  // 26 weeks has no number yet; the morning coffee is a drink
  'Lihua: 31, pregnant 24 weeks, low iron (zh)': {
    nickname: '王丽华',
    gender: 'female',
    age: 31,
    heightCm: 162,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    prePregnancyWeightKg: 56,
    gestationalWeek: 24,
    dietPattern: 'omnivore',
    foodFrequency: { fruit: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: '藻油DHA 200mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
      { optionId: 'whey-protein', name: '乳清蛋白粉（有时喝一勺）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '血红蛋白', value: 105, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '空腹血糖', value: 5.0, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Zhao Haoran (赵浩然), 7, Beijing, his mother types: under 18 (and under the questionnaire's lowest weight), so the
  // questionnaire refuses him; entered as written anyway, as the earlier rounds' children are; refusing most
  // vegetables and fish is both rarely; constipated now and then is the constipation digestive issue; the kids'
  // gummies give no brand or strength and the calcium-iron-zinc oral liquid has no catalogue option, so both are named
  // only (10 mL a day as one dose, as round 39's syrup); the probiotic sachet is its option; a child's haemoglobin
  // range differs by age, so no range is given; sweet yogurt drinks and sweets are food
  'Haoran: 7, picky eater, mum types (zh)': {
    nickname: '浩然',
    gender: 'male',
    age: 7,
    heightCm: 118,
    weightKg: 19,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely', fish: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    supplements: [
      { name: '儿童复合维生素软糖', dose: 2, unit: 'tablet' },
      { name: '钙铁锌口服液 10mL', dose: 1, unit: 'sachet' },
      { optionId: 'probiotics', name: '益生菌（每天一袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 118, unit: 'g/L' },
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Chen Jianguo (陈建国), 68, Guangzhou, his daughter types: dry weight 62 kg; haemodialysis 3 times a week is dialysis
  // (with kidney disease), renal anaemia is anaemia; quit smoking 5 years ago is former; 诺和锐 is insulin aspart and
  // 来得时 insulin glargine (units as IU); sevelamer 800 mg × 2 with each meal is 1600 mg a dose; EPO at dialysis gives
  // no dose; the renal B + C vitamin and the cordyceps capsules have no catalogue option and are named only; the weight
  // gained between sessions has no field; pu'er tea and 老火汤 are drinks and food
  'Jianguo: 68, dialysis and insulin, daughter types (zh)': {
    nickname: '陈建国',
    gender: 'male',
    age: 68,
    heightCm: 168,
    weightKg: 62,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['diabetes', 'kidney_disease', 'dialysis', 'hypertension', 'anemia'],
    medicines: ['insulin-aspart', 'insulin-glargine', 'sevelamer', 'calcitriol', 'nifedipine', 'epoetin'],
    medicineDoses: [
      {
        id: 'insulin-aspart',
        dose: 6,
        unit: 'IU',
        form: 'injection',
        frequency: '诺和锐，每餐6单位（一天三次）',
      },
      { id: 'insulin-glargine', dose: 14, unit: 'IU', form: 'injection', frequency: '来得时，睡前14单位' },
      { id: 'sevelamer', dose: 1600, unit: 'mg', form: 'tablet', frequency: '司维拉姆800mg，每餐随餐2片' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', form: 'capsule', frequency: '骨化三醇，每天一次' },
      { id: 'nifedipine', dose: 30, unit: 'mg', form: 'tablet', frequency: '硝苯地平控释片，每天一次' },
      { id: 'epoetin', form: 'injection', frequency: '促红素，透析时打' },
    ],
    supplements: [
      { name: '肾病专用维生素B族+C', dose: 1, unit: 'tablet' },
      { name: '冬虫夏草胶囊（亲戚买的）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '血钾', value: 5.7, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血磷', value: 2.0, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '糖化血红蛋白', value: 7.6, unit: '%', labRefLow: 4, labRefHigh: 6 },
    ],
  },
  // Lin Xiaoyu (林晓雨), 26, Chengdu: kidney transplant 2 years ago (for IgA nephropathy) is the kidney transplant
  // option; "rarely alcohol" is light; 普乐可复 is tacrolimus, 骁悉 mycophenolate mofetil; 钙尔奇D 600 is the Caltrate
  // D600 option; the probiotics and collagen drinks she wants to start are not taken yet and are left out; the
  // tacrolimus trough has no printed range (the transplant team's target); milk tea is a drink
  'Xiaoyu: 26, kidney transplant on tacrolimus (zh)': {
    nickname: '林晓雨',
    gender: 'female',
    age: 26,
    heightCm: 158,
    weightKg: 49,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_transplant'],
    medicines: ['tacrolimus', 'mycophenolate', 'prednisone'],
    medicineDoses: [
      { id: 'tacrolimus', dose: 1.5, unit: 'mg', form: 'capsule', frequency: '普乐可复，每天2次' },
      { id: 'mycophenolate', dose: 500, unit: 'mg', frequency: '骁悉，每天2次' },
      { id: 'prednisone', dose: 5, unit: 'mg', form: 'tablet', frequency: '每天一次' },
    ],
    supplements: [
      {
        optionId: 'caltrate-d600',
        name: '钙尔奇D 600mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-1000iu', name: '维生素D3 1000IU', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '他克莫司谷浓度', value: 7.2, unit: 'ng/mL' },
      { marker: '肌酐', value: 102, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      { marker: '血钾', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血镁', value: 0.65, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
    ],
  },
  // Chang Mei-ling (張美玲), 29, Taipei, types in traditional characters: not pregnant, hoping to conceive within a year
  // (the pregnancy-preparation goal); generalised epilepsy is epilepsy; social drinking at weekends is light; Depakine
  // Chrono 帝拔癲 is valproate; folic acid 400 µg is its option; the Japanese multivitamin gives no brand, so the adult
  // multivitamin option; fish oil 1000 mg is its option; the valproate level has no catalogue marker and is entered as
  // typed with its usual therapeutic range; the 7 kg gained on valproate has no field; bubble tea and coffee are drinks
  'Meiling: 29, epilepsy on valproate, planning pregnancy (zh)': {
    nickname: '張美玲',
    gender: 'female',
    age: 29,
    heightCm: 164,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['pregnancy_prep'],
    conditions: ['epilepsy'],
    medicines: ['valproate'],
    medicineDoses: [
      {
        id: 'valproate',
        dose: 500,
        unit: 'mg',
        form: 'tablet',
        frequency: 'Depakine Chrono 帝拔癲，每天2次',
      },
    ],
    supplements: [
      {
        optionId: 'folic-acid-400',
        name: '葉酸 400µg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 400, unit: 'ug' },
      },
      { optionId: 'multivitamin-adult', name: '日本綜合維他命', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '魚油 1000mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: '丙戊酸血中濃度', value: 72, unit: 'µg/mL', labRefLow: 50, labRefHigh: 100 },
      { marker: 'ALT', value: 28, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: '血小板', value: 165, unit: '×10⁹/L', labRefLow: 150, labRefHigh: 400 },
    ],
  },
  // Liu Defu (刘德福), 72, Jinan, his wife types: the mechanical mitral valve and atrial fibrillation have no
  // questionnaire option; gout and high blood pressure are ticked; an eGFR of 58 not called kidney disease is not
  // ticked; 白酒 1–2 liang with dinner a few times a week is heavy (as baijiu at 3–4 dinners a week in round 46);
  // metoprolol succinate is metoprolol; colchicine is taken in flares; fish oil 1000 mg, ginkgo leaf tablets, garlic
  // tablets and CoQ10 100 mg are their options (the garlic tablets give no count, so one, the option's serving); the INR
  // is read against his target 2.5–3.5; green tea is a drink
  'Defu: 72, mechanical valve on warfarin, gout (zh)': {
    nickname: '刘德福',
    gender: 'male',
    age: 72,
    heightCm: 171,
    weightKg: 80,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['gout', 'hypertension'],
    medicines: ['warfarin', 'metoprolol', 'febuxostat', 'colchicine'],
    medicineDoses: [
      { id: 'warfarin', dose: 3, unit: 'mg', frequency: '华法林，每天一次' },
      {
        id: 'metoprolol',
        dose: 47.5,
        unit: 'mg',
        form: 'tablet',
        frequency: '琥珀酸美托洛尔缓释片，每天一次',
      },
      { id: 'febuxostat', dose: 40, unit: 'mg', frequency: '非布司他，每天一次' },
      { id: 'colchicine', dose: 0.5, unit: 'mg', frequency: '痛风发作时吃' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'ginkgo', name: '银杏叶片', dose: 2, unit: 'tablet' },
      { optionId: 'garlic', name: '大蒜片', dose: 1, unit: 'tablet' },
      {
        optionId: 'coq10',
        name: '辅酶Q10 100mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 100, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'INR', value: 2.6, unit: 'ratio', labRefLow: 2.5, labRefHigh: 3.5 },
      { marker: '尿酸', value: 460, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m2', labRefLow: 90 },
    ],
  },
  // Wong Shuk-fan (黃淑芬), 66, Hong Kong, types in traditional characters: ER-positive breast cancer (treatment done,
  // on letrozole) is cancer; osteoporosis and hypothyroidism are ticked; smoking not mentioned is never; Femara is
  // letrozole, Fosamax alendronate (once a week), Eltroxin levothyroxine; Hong Kong's Caltrate 600 + D is the calcium +
  // D3 option, 2 a day; the soy isoflavone capsules and the lingzhi spore powder give no amount, so one capsule and one
  // sachet; the 當歸 and 花旗參 in her herbal soups are the dong quai and American ginseng options, a bowl each (as the
  // dang gui soup of round 49), red dates are food; the spine T-score, negative, has no place in the labs; HK milk tea
  // is a drink
  'Shukfan: 66, HK, breast cancer survivor, osteoporosis on alendronate (zh)': {
    nickname: '黃淑芬',
    gender: 'female',
    age: 66,
    heightCm: 153,
    weightKg: 46,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['cancer', 'osteoporosis', 'hypothyroid'],
    medicines: ['letrozole', 'alendronate', 'levothyroxine'],
    medicineDoses: [
      { id: 'letrozole', dose: 2.5, unit: 'mg', frequency: 'Femara 來曲唑，每日一次' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'Fosamax 福善美，每星期一次' },
      { id: 'levothyroxine', dose: 50, unit: 'µg', frequency: 'Eltroxin，每日一次' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Caltrate 鈣爾奇 600mg + D',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-1000iu', name: '維他命D3 1000IU', dose: 1, unit: 'capsule' },
      { optionId: 'soy-isoflavones', name: '大豆異黃酮膠囊（朋友送的）', dose: 1, unit: 'capsule' },
      { optionId: 'reishi', name: '靈芝孢子粉', dose: 1, unit: 'sachet' },
      { optionId: 'dong-quai', name: '當歸湯（煲湯）', dose: 1, unit: 'sachet' },
      { optionId: 'american-ginseng', name: '花旗參湯（煲湯）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'TSH', value: 2.8, unit: 'mIU/L', labRefLow: 0.35, labRefHigh: 4.94 },
      { marker: '25-羥基維生素D', value: 52, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  // Priya Raghavan, 33, Bengaluru: exclusively breastfeeding a 5-month-old; lacto-vegetarian is the vegetarian option
  // with eggs never, curd and ghee dairy daily; smoking not mentioned is never; a Hb of 10.9 not called anaemia is not
  // ticked (as in earlier rounds); Shelcal 500 is the calcium + D3 option (as round 49); ferrous ascorbate has no catalogue
  // option or salt form and is named only, 100 mg a tablet, prescribed by her OB; DHA 200 mg is the algal DHA option;
  // fenugreek seeds and shatavari powder give no amount and have no catalogue option, so one spoon each, named only;
  // filter coffee is a drink
  'Priya: 33, breastfeeding vegetarian, wants to lose baby weight (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 33,
    heightCm: 158,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      {
        name: 'Ferrous ascorbate 100 mg (from my OB)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 100, unit: 'mg' },
        prescribed: true,
      },
      {
        optionId: 'algal-dha',
        name: 'DHA 200 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
      { name: 'Fenugreek (methi) seeds for milk supply', dose: 1, unit: 'scoop' },
      { name: 'Shatavari powder for milk supply', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Hemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Tom Whitfield, 22, Manchester: rowing about 10 sessions a week is very active; beer on Saturdays with no count is
  // light; wanting 84 kg is weight gain and muscle; Myprotein whey (30 g a scoop) is the whey option, twice a day;
  // creatine and the pre-workout (200 mg caffeine a scoop, one a day) have no catalogue option and are named only;
  // vitamin D 1000 IU in winter is its option; coffee is a drink; no labs
  'Tom: 22, rower trying to bulk up (en)': {
    nickname: 'Tom',
    gender: 'male',
    age: 22,
    heightCm: 186,
    weightKg: 78,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'muscle'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'Myprotein whey (30 g a scoop)',
        dose: 2,
        unit: 'scoop',
        perUnit: { amount: 30, unit: 'g' },
      },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { name: 'Pre-workout (200 mg caffeine per scoop)', dose: 1, unit: 'scoop' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU (winter only)', dose: 1, unit: 'capsule' },
    ],
  },
  // Margaret O'Connor, 85, Toronto, her daughter types: heart failure (EF 30 %) and CKD stage 3b are ticked, atrial
  // fibrillation has no option; losing 5 kg on a poor appetite is the weight gain goal; half a glass of sherry some
  // evenings is light; smoking not mentioned is never; Lasix is furosemide, Entresto sacubitril/valsartan (24/26 mg in
  // the frequency, as 200/6 in round 44), Eliquis apixaban; Ensure has no catalogue option and is named only (a
  // bottle, as rounds 39 and 44); Metamucil is the psyllium option and NoSalt the potassium-chloride salt substitute,
  // neither with an amount, so one sachet of Metamucil and the option's own 1.5 g of NoSalt; the 1.5 L fluid limit has
  // no field; tea, toast, canned soups and cheese are food
  'Margaret: 85, heart failure, eats little, daughter types (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 85,
    heightCm: 160,
    weightKg: 51,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['heart_failure', 'kidney_disease'],
    medicines: ['furosemide', 'sacubitril-valsartan', 'spironolactone', 'bisoprolol', 'apixaban'],
    medicineDoses: [
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'Lasix, every morning' },
      { id: 'sacubitril-valsartan', form: 'tablet', frequency: 'Entresto 24/26 mg, twice daily' },
      { id: 'spironolactone', dose: 12.5, unit: 'mg', frequency: 'once a day' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'apixaban', dose: 2.5, unit: 'mg', frequency: 'Eliquis, twice daily' },
    ],
    supplements: [
      { name: 'Ensure (1 bottle a day)', dose: 1, unit: 'sachet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU', dose: 1, unit: 'capsule' },
      { optionId: 'psyllium', name: 'Metamucil', dose: 1, unit: 'sachet' },
      { optionId: 'salt-substitute-kcl', name: 'NoSalt salt substitute', dose: 1.5, unit: 'g' },
    ],
    labs: [
      { marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Potassium', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.0 },
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 60 },
      { marker: 'Albumin', value: 34, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Daniel Kowalski, 41, Melbourne: bipolar I on lithium and quetiapine is the serious-mental-illness option; high
  // cholesterol is ticked; just started the gym is light as given; 4–6 beers on weekends is moderate (as 6–8 beers on a
  // Saturday in round 46); vaping is current; Quilonum SR is lithium carbonate; fish oil 1000 mg is its option and
  // "magnesium 400 mg" the magnesium option at 400 mg; the fat burner he is thinking of is not taken and is left out;
  // takeaway and flat whites are food and drinks
  'Daniel: 41, bipolar on lithium, wants to lose weight (en)': {
    nickname: 'Daniel',
    gender: 'male',
    age: 41,
    heightCm: 180,
    weightKg: 104,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    conditions: ['mental_illness', 'dyslipidemia'],
    medicines: ['lithium', 'quetiapine'],
    medicineDoses: [
      { id: 'lithium', dose: 900, unit: 'mg', form: 'tablet', frequency: 'Quilonum SR, at night' },
      { id: 'quetiapine', dose: 100, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1000 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'magnesium-oxide', name: 'Magnesium 400 mg', dose: 400, unit: 'mg' },
    ],
    labs: [
      { marker: 'Lithium level', value: 0.8, unit: 'mmol/L', labRefLow: 0.4, labRefHigh: 1.0 },
      { marker: 'TSH', value: 4.6, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4.0 },
      { marker: 'eGFR', value: 82, unit: 'mL/min/1.73m2', labRefLow: 90 },
      { marker: 'LDL cholesterol', value: 3.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  // Chidi Okonkwo, 38, Lagos: HIV has no questionnaire option; mild fatty liver is liver disease (not cirrhosis); gym 5
  // times a week is active; Guinness sometimes is light; TLD is one tablet of tenofovir, lamivudine and dolutegravir,
  // each in the dictionary, so the three are entered with the tablet named in the frequency; the multivitamin with iron
  // and zinc is the adult multivitamin option; the calcium-magnesium-zinc tablet gives no strengths and has no single
  // option, and moringa powder (no amount, one spoon) has none, so both are named only; whey is its option, 2 scoops;
  // an undetectable viral load has no number and the CD4 count no catalogue marker (entered as typed); malt drinks are
  // drinks
  'Chidi: 38, HIV on TLD, gym (en)': {
    nickname: 'Chidi',
    gender: 'male',
    age: 38,
    heightCm: 176,
    weightKg: 70,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle'],
    conditions: ['liver_disease'],
    medicines: ['tenofovir', 'lamivudine', 'dolutegravir'],
    medicineDoses: [
      { id: 'tenofovir', form: 'tablet', frequency: 'TLD (one combined tablet), every morning' },
      { id: 'lamivudine', form: 'tablet', frequency: 'TLD (one combined tablet), every morning' },
      { id: 'dolutegravir', form: 'tablet', frequency: 'TLD (one combined tablet), every morning' },
    ],
    supplements: [
      { optionId: 'multivitamin-adult', name: 'Multivitamin with iron and zinc', dose: 1, unit: 'tablet' },
      { name: 'Calcium-magnesium-zinc tablet', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: 'Whey protein', dose: 2, unit: 'scoop' },
      { name: 'Moringa powder', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'CD4 count', value: 610, unit: 'cells/µL', labRefLow: 500, labRefHigh: 1500 },
      { marker: 'ALT', value: 52, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Denise Carter, 47, Houston: sleeve gastrectomy 8 months ago is bariatric surgery; type 2 diabetes in remission off
  // metformin is not ticked (the stopped metformin is not entered); reflux is the reflux digestive issue; occasional
  // wine is light; goals not stated are weight loss, read from the surgery; Bariatric Advantage chewable and Premier
  // Protein shakes (no count, one) have no catalogue option and are named only; calcium citrate 500 mg is the calcium
  // citrate option at that strength (as round 45); B12 1000 mcg sublingual is the B12 option; "iron 45 mg" is the iron
  // option at 45 mg; Diet Coke is a drink
  'Denise: 47, gastric sleeve 8 months ago (en)': {
    nickname: 'Denise',
    gender: 'female',
    age: 47,
    heightCm: 165,
    weightKg: 92,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['weight_loss'],
    conditions: ['bariatric_surgery'],
    medicines: ['omeprazole'],
    medicineDoses: [{ id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' }],
    supplements: [
      { name: 'Bariatric Advantage chewable multivitamin', dose: 2, unit: 'tablet' },
      {
        optionId: 'calcium-citrate',
        name: 'Calcium citrate 500 mg',
        dose: 3,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
      },
      {
        optionId: 'vitamin-b12-1000',
        name: 'Vitamin B12 1000 mcg sublingual',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1000, unit: 'ug' },
      },
      { optionId: 'iron-ferrous-sulfate', name: 'Iron 45 mg', dose: 45, unit: 'mg' },
      { name: 'Premier Protein shake', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 14, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Vitamin D', value: 24, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Vitamin B12', value: 310, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'HbA1c', value: 5.6, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Rachel Tan, 36, Singapore: treatment-resistant depression on phenelzine is not the serious-mental-illness option
  // (as rounds 46, 48 and 49) and has no other; insomnia is poor sleep and the sleep goal; wine at dinners now and then
  // is light; Nardil is phenelzine; magnesium glycinate 200 mg is its option; the melatonin and the "mood" herbal blend
  // she is thinking about are not taken and are left out; a clinic blood pressure is a lab row, as in round 42; kimchi,
  // aged cheese, satay and kopi are food and drinks
  'Rachel: 36, Singapore, depression on phenelzine (en)': {
    nickname: 'Rachel',
    gender: 'female',
    age: 36,
    heightCm: 160,
    weightKg: 55,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    sleepQuality: 'poor',
    goals: ['sleep', 'general_health'],
    medicines: ['phenelzine'],
    medicineDoses: [{ id: 'phenelzine', dose: 15, unit: 'mg', frequency: 'Nardil, three times daily' }],
    supplements: [
      { optionId: 'magnesium-glycinate', name: 'Magnesium glycinate 200 mg', dose: 200, unit: 'mg' },
    ],
    labs: [{ marker: 'Blood pressure', value: 112, unit: '/70 mmHg' }],
  },
  // Blind answer round 51: fourteen people invented by a writer session that saw no code (round-51/personas.md), filled in as the questionnaire takes them.
  // Zhou Guohua (周国华), 71, Shanghai, his daughter types: Parkinson's disease (and its wearing off) has no
  // questionnaire option; bad constipation is the constipation digestive issue; quit smoking 10 years ago is former;
  // two eggs and soy milk every breakfast are eggs and legumes daily, meat or fish at every meal is food; 美多芭 is
  // levodopa/benserazide and 森福罗 pramipexole; 汤臣倍健蛋白粉 is the whey option, 2 scoops; CoQ10 100 mg is its
  // option; 麻仁丸 taken when constipated has no dictionary entry or catalogue option and gives no amount, so it is
  // named only, one; green tea is a drink
  "Lao Zhou: 71, Parkinson's on Madopar, daughter types (zh)": {
    nickname: '周国华',
    gender: 'male',
    age: 71,
    heightCm: 168,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { eggs: 'daily', legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'former',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    medicines: ['levodopa-benserazide', 'pramipexole'],
    medicineDoses: [
      {
        id: 'levodopa-benserazide',
        dose: 250,
        unit: 'mg',
        form: 'tablet',
        frequency: '美多芭 250mg，每次1片，一天3次',
      },
      { id: 'pramipexole', dose: 0.25, unit: 'mg', frequency: '森福罗，一天3次' },
    ],
    supplements: [
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（冲在豆浆里）', dose: 2, unit: 'scoop' },
      {
        optionId: 'coq10',
        name: '辅酶Q10 100mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 100, unit: 'mg' },
      },
      { name: '麻仁丸（便秘时吃）', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: '维生素D', value: 17, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  // Lin Yating (林雅婷), 30, Guangzhou: polycystic ovary syndrome with insulin resistance has no questionnaire option, and
  // a fasting glucose of 5.8 and HbA1c of 5.9 not called diabetes are not ticked; wanting to get pregnant next year and
  // to lose weight are the pregnancy-preparation and weight-loss goals; a glass of wine at dinners out is light; 格华止
  // is metformin; myo-inositol has no catalogue option and is named only, 2 g twice a day as 4 g; vitamin D3 2000 IU and
  // 斯利安 folic acid 0.4 mg are their options; fasting insulin and testosterone have no catalogue marker and are entered
  // as typed with usual ranges; milk tea, 宵夜 and 老火汤 are drinks and food
  'Yating: 30, PCOS on metformin, trying to lose weight before pregnancy (zh)': {
    nickname: '林雅婷',
    gender: 'female',
    age: 30,
    heightCm: 160,
    weightKg: 72,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'pregnancy_prep'],
    medicines: ['metformin'],
    medicineDoses: [{ id: 'metformin', dose: 500, unit: 'mg', frequency: '格华止 0.5g，每天2次，随餐' }],
    supplements: [
      { name: '肌醇粉（myo-inositol）2g，每天2次', dose: 4, unit: 'g' },
      { optionId: 'vitamin-d3-2000iu', name: '维生素D3 2000IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'folic-acid-400',
        name: '斯利安叶酸 0.4mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 400, unit: 'ug' },
      },
    ],
    labs: [
      { marker: '空腹血糖', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '空腹胰岛素', value: 22, unit: 'μIU/mL', labRefLow: 2.6, labRefHigh: 24.9 },
      { marker: '糖化血红蛋白', value: 5.9, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '睾酮', value: 2.6, unit: 'nmol/L', labRefLow: 0.29, labRefHigh: 1.67 },
    ],
  },
  // Chan Chi-keung (陳志強), 78, Sham Shui Po, his son types in Chinese: atrial fibrillation has no questionnaire option;
  // high blood pressure and mild kidney impairment (eGFR 52) are ticked; a small glass of 藥酒 every night is moderate;
  // ex-smoker is former; Eliquis is apixaban, 康忻 bisoprolol; 銀杏葉片, 魚油 1000 mg (2 a day) and 靈芝孢子粉 are
  // their options; the 田七 or 當歸 in the 老火湯 several times a week are the notoginseng and dong quai options, a bowl
  // each twice a week; pu'er and yum cha are drinks and food
  'Chan Pak: 78, atrial fibrillation on Eliquis, herbal soups, son types (zh)': {
    nickname: '陳志強',
    gender: 'male',
    age: 78,
    heightCm: 165,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'kidney_disease'],
    medicines: ['apixaban', 'bisoprolol', 'amlodipine'],
    medicineDoses: [
      { id: 'apixaban', dose: 5, unit: 'mg', frequency: 'Eliquis，每日兩次' },
      { id: 'bisoprolol', dose: 2.5, unit: 'mg', frequency: '康忻，每日一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每日一次' },
    ],
    supplements: [
      { optionId: 'ginkgo', name: '銀杏葉片', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '魚油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'reishi', name: '靈芝孢子粉', dose: 1, unit: 'sachet' },
      { optionId: 'notoginseng', name: '田七（老火湯）', dose: 2, unit: 'sachet', every: 'week' },
      { optionId: 'dong-quai', name: '當歸（老火湯）', dose: 2, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '肌酸酐', value: 118, unit: 'μmol/L', labRefLow: 59, labRefHigh: 104 },
    ],
  },
  // Zhang Hao (张浩), 56, Chengdu, his wife types: hepatitis B cirrhosis (Child-Pugh B) with ascites is cirrhosis; the
  // banded oesophageal varices have no option; 61 kg is with fluid (no dry weight is given); quit 白酒 a year ago is no
  // alcohol; 10 cigarettes a day is current; 博路定 is entecavir; spironolactone, furosemide, propranolol and lactulose
  // are their dictionary entries; 水飞蓟宾胶囊 is the milk thistle option, 2 capsules three times a day (no strength
  // given); the "护肝" herbal tea has no catalogue option and no amount, so it is named only, one; 火锅, 腌腊 and 花茶
  // are food and drinks
  'Zhang Hao: 56, hepatitis B cirrhosis with ascites, wife types (zh)': {
    nickname: '张浩',
    gender: 'male',
    age: 56,
    heightCm: 172,
    weightKg: 61,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['cirrhosis'],
    medicines: ['entecavir', 'spironolactone', 'furosemide', 'propranolol', 'lactulose'],
    medicineDoses: [
      { id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '博路定，每天一次' },
      { id: 'spironolactone', dose: 40, unit: 'mg', frequency: '每天早上' },
      { id: 'furosemide', dose: 20, unit: 'mg', frequency: '每天早上' },
      { id: 'propranolol', dose: 10, unit: 'mg', frequency: '每天2次' },
      { id: 'lactulose', dose: 15, unit: 'mL', form: 'oral_liquid', frequency: '每天2次' },
    ],
    supplements: [
      { optionId: 'milk-thistle', name: '水飞蓟宾胶囊（每次2粒，一天3次）', dose: 6, unit: 'capsule' },
      { name: '“护肝”草药茶（亲戚寄的）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 29, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血钠', value: 131, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
      { marker: '总胆红素', value: 38, unit: 'μmol/L', labRefLow: 0, labRefHigh: 21 },
      { marker: '血小板', value: 68, unit: '×10⁹/L', labRefLow: 125, labRefHigh: 350 },
      { marker: 'INR', value: 1.5, unit: 'ratio', labRefLow: 0.8, labRefHigh: 1.2 },
    ],
  },
  // Ma Haoran (马浩然), 15, Hangzhou, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' teenagers are; basketball 5 afternoons a week and swimming is very active; not liking
  // vegetables or milk is both rarely; growing 9 cm in a year has no field; 迪巧 (calcium carbonate 300 mg + D3) is the
  // calcium + D3 option at 300 mg a tablet; the whey his coach suggested is not said to be taken and is left out; cola
  // and instant noodles are food
  'Haoran: 15, basketball, growing fast, mum asks (zh)': {
    nickname: '马浩然',
    gender: 'male',
    age: 15,
    heightCm: 178,
    weightKg: 60,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely', dairy: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '迪巧钙片（碳酸钙300mg + 维生素D3）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
    ],
  },
  // Lin Hsiu-ying (林秀英), 79, Tainan, her son types in traditional characters: "blood pressure a bit high" is
  // hypertension (as round 48); the 4 kg lost in a year and the poor appetite have no field (weight gain is the goal);
  // loose dentures are not dysphagia; little meat or fish is both rarely; a Hb of 11.2 not called anaemia is not ticked;
  // 亞培安素 has no catalogue option and is named only (a bottle, as rounds 41 and 49); 善存銀寶 is Centrum Silver, the
  // 50+ multivitamin option; 稀飯, 醬菜, 豆腐乳 and oolong tea are food and drinks
  'A-ma Lin: 79, lives alone, eating little, son types (zh)': {
    nickname: '林秀英',
    gender: 'female',
    age: 79,
    heightCm: 150,
    weightKg: 41,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely', fish: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['hypertension'],
    supplements: [
      { name: '亞培安素（記得時喝一瓶）', dose: 1, unit: 'sachet' },
      { optionId: 'multivitamin-50plus', name: '善存銀寶', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '白蛋白', value: 3.6, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: '血紅素', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
    ],
  },
  // Liu Jianguo (刘建国), 49, Jinan: type 2 diabetes, fatty liver (liver disease, not cirrhosis) and high blood pressure
  // are ticked; high uric acid with no gout attack is not gout; triglycerides of 3.2 not called a lipid disorder are
  // not ticked; 3–4 bottles of beer most evenings and 白酒 at business dinners is heavy; a pack a day is current; the
  // keto diet and 16:8 fasting he wants to try are not begun (omnivore) and weight loss is the goal read from them;
  // 安达唐 is dapagliflozin, 代文 valsartan; 苦瓜胶囊 (2 capsules three times a day) and 桑叶茶 have no catalogue option
  // and are named only (the tea, no amount, one); strong tea, 烧烤, 馒头 and noodles are drinks and food
  'Liu Jianguo: 49, diabetes on dapagliflozin, wants keto, drinks beer (zh)': {
    nickname: '刘建国',
    gender: 'male',
    age: 49,
    heightCm: 175,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss'],
    conditions: ['diabetes', 'liver_disease', 'hypertension'],
    medicines: ['dapagliflozin', 'metformin', 'valsartan'],
    medicineDoses: [
      { id: 'dapagliflozin', dose: 10, unit: 'mg', frequency: '安达唐，每天一次' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '0.5g，一天3次' },
      { id: 'valsartan', dose: 80, unit: 'mg', frequency: '代文，每天一次' },
    ],
    supplements: [
      { name: '苦瓜胶囊（每次2粒，一天3次）', dose: 6, unit: 'capsule' },
      { name: '桑叶茶（每天喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.4, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 9.1, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 68, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '尿酸', value: 480, unit: 'μmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '甘油三酯', value: 3.2, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Chloe Barnes, 34, Manchester: 11 weeks pregnant is the first trimester at week 11; no pre-pregnancy weight given
  // (left out); mostly vegetarian but eating fish is pescatarian; running 3 times a week is active as given; stopped
  // wine is none; morning sickness has no field; Pregnacare Original is the prenatal multivitamin option (as rounds 40
  // and 41); coffee, toast and crisps are drinks and food
  'Chloe: 34, 11 weeks pregnant, runner (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 34,
    heightCm: 168,
    weightKg: 64,
    activityLevel: 'active',
    lifeStage: 'pregnant_t1',
    gestationalWeek: 11,
    dietPattern: 'pescatarian',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 124, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: 'Ferritin', value: 28, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Chinedu Okafor, 58, Lagos: CKD stage 3b, gout and high blood pressure are ticked; borderline diabetes (HbA1c 6.2)
  // is not diabetes; palm wine at weekends and Guinness at parties is light (as round 47); the diclofenac he buys for
  // gout flares gives no strength and is entered with its form; moringa powder (1 teaspoon), bitter kola and the
  // "agbo" herbal mix have no catalogue option and are named only (bitter kola and agbo give no amount, so one);
  // eba, pounded yam, soups, suya and Maggi cubes are food
  'Chinedu: 58, kidney disease stage 3b and gout, Lagos (en)': {
    nickname: 'Chinedu',
    gender: 'male',
    age: 58,
    heightCm: 174,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'gout', 'hypertension'],
    medicines: ['amlodipine', 'lisinopril', 'allopurinol', 'diclofenac'],
    medicineDoses: [
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'allopurinol', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'diclofenac', form: 'tablet', frequency: 'bought at the chemist, when the gout flares' },
    ],
    supplements: [
      { name: 'Moringa powder (1 teaspoon)', dose: 1, unit: 'scoop' },
      { name: 'Bitter kola', dose: 1, unit: 'tablet' },
      { name: 'Agbo herbal mix (some weeks)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m²', labRefLow: 60 },
      { marker: 'Creatinine', value: 178, unit: 'µmol/L', labRefLow: 62, labRefHigh: 106 },
      { marker: 'Potassium', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.0 },
      { marker: 'Uric acid', value: 8.2, unit: 'mg/dL', labRefLow: 3.4, labRefHigh: 7.0 },
      { marker: 'HbA1c', value: 6.2, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Margaret Doyle, 84, Toronto, her daughter Susan types: moderate Alzheimer's dementia and low mood on sertraline have
  // no questionnaire option (low mood is not the serious-mental-illness option); osteoporosis is ticked; coughing when
  // drinking thin liquids is ticked as dysphagia; losing 6 kg in 6 months has no field (weight gain is the goal);
  // smoking not mentioned is never; Aricept is donepezil and Prolia denosumab (no dose given, so its form); vitamin D3
  // 1000 IU is its option; Ensure Plus has no catalogue option and is named only (a bottle); calcium 500 mg is the
  // calcium option at 500 mg a tablet; tea, toast, jam and biscuits are food
  'Margaret: 84, dementia, losing weight, daughter types (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 84,
    heightCm: 160,
    weightKg: 47,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['osteoporosis', 'dysphagia'],
    medicines: ['donepezil', 'sertraline', 'denosumab'],
    medicineDoses: [
      { id: 'donepezil', dose: 10, unit: 'mg', frequency: 'Aricept, at night' },
      { id: 'sertraline', dose: 25, unit: 'mg', frequency: 'once a day' },
      { id: 'denosumab', form: 'injection', frequency: 'Prolia, every 6 months' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      { name: 'Ensure Plus (1 bottle a day when she will drink it)', dose: 1, unit: 'sachet' },
      {
        optionId: 'calcium-carbonate',
        name: 'Calcium 500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Albumin', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: '25-OH vitamin D', value: 48, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'Calcium', value: 2.18, unit: 'mmol/L', labRefLow: 2.15, labRefHigh: 2.55 },
    ],
  },
  // Tom Fletcher, 27, Parramatta: just started the gym is sedentary as given; 8–10 schooners on weekends is moderate (as
  // 6–8 beers on a Saturday in round 46); vaping is current; the pre-workout gives no caffeine amount and has no
  // catalogue option, so it is named only; whey is its option, one scoop; Uber Eats and flat whites are food and
  // drinks; no recent bloods
  'Tom: 27, desk job, wants to lose 15 kg (en)': {
    nickname: 'Tom',
    gender: 'male',
    age: 27,
    heightCm: 180,
    weightKg: 102,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Pre-workout (before the gym)', dose: 1, unit: 'scoop' },
      { optionId: 'whey-protein', name: 'Whey protein (after the gym)', dose: 1, unit: 'scoop' },
    ],
  },
  // Arjun Reddy, 24, Hyderabad: lacto-vegetarian is the vegetarian option with eggs never and curd daily; gaining
  // weight is the goal; the mass gainer he has not started is not taken and is left out; chai with sugar is a drink
  'Arjun: 24, underweight vegetarian, wants to gain weight (en)': {
    nickname: 'Arjun',
    gender: 'male',
    age: 24,
    heightCm: 176,
    weightKg: 54,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    labs: [
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Hemoglobin', value: 13.9, unit: 'g/dL', labRefLow: 13.5, labRefHigh: 17.5 },
      { marker: '25-OH vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Aisha Rahman, 4, Tower Hamlets, her father Imran types: under 18 and under the questionnaire's lowest weight, so
  // the questionnaire refuses her; entered as written anyway, as the earlier rounds' children are; peanut and egg are
  // her food allergies (the outgrown milk allergy is not); eczema has no option; cow's milk is dairy daily; EpiPen
  // Junior (adrenaline) and Epimax cream are not in the dictionary and are kept as typed, unchecked; cetirizine liquid
  // and hydrocortisone 1% cream are their dictionary entries; Abidec drops (0.6 ml a day) have no catalogue option and
  // are named only, as one dose; halal home food, biscuits and cakes are food; the specific IgE results have no
  // catalogue marker and are entered as typed
  'Aisha: 4, peanut and egg allergy, dad types (en)': {
    nickname: 'Aisha',
    gender: 'female',
    age: 4,
    heightCm: 102,
    weightKg: 15.5,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    foodAllergies: ['peanut', 'egg'],
    goals: ['general_health'],
    medicines: ['cetirizine', 'hydrocortisone'],
    medicineDoses: [
      { id: 'cetirizine', dose: 2.5, unit: 'mg', form: 'oral_liquid', frequency: 'when needed' },
      { id: 'hydrocortisone', form: 'cream', frequency: '1% cream, for eczema flares' },
    ],
    uncheckedMedicines: ['EpiPen Junior 0.15 mg (carries 2)', 'Epimax cream'],
    supplements: [{ name: 'Abidec multivitamin drops 0.6 ml', dose: 1, unit: 'sachet' }],
    labs: [
      { marker: 'Peanut-specific IgE', value: 15, unit: 'kUA/L', labRefHigh: 0.35 },
      { marker: 'Egg white IgE', value: 3.1, unit: 'kUA/L', labRefHigh: 0.35 },
    ],
  },
  // Emily Carter, 19, Austin: severe cystic acne has no questionnaire option (skin is the goal); mostly vegetarian is
  // the vegetarian option; binge drinking at weekend parties is heavy; Absorica is isotretinoin (month 3 of 6) and Yaz
  // drospirenone/ethinylestradiol; Olly Women's Multi gummies (with vitamin A) are the women's multivitamin option, 2 a
  // day; biotin 5,000 mcg and fish oil 1,000 mg are their options; the vitamin E she wants to add is not taken and is
  // left out; cold brew is a drink
  'Emily: 19, on isotretinoin, gummy vitamins, college (en)': {
    nickname: 'Emily',
    gender: 'female',
    age: 19,
    heightCm: 165,
    weightKg: 58,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['skin_hair'],
    medicines: ['isotretinoin', 'drospirenone-ethinylestradiol'],
    medicineDoses: [
      { id: 'isotretinoin', dose: 40, unit: 'mg', frequency: 'Absorica, daily (month 3 of 6)' },
      { id: 'drospirenone-ethinylestradiol', form: 'tablet', frequency: 'Yaz, daily (for iPLEDGE)' },
    ],
    supplements: [
      { optionId: 'multivitamin-women', name: "Olly Women's Multi gummies", dose: 2, unit: 'tablet' },
      {
        optionId: 'biotin',
        name: 'Biotin 5,000 mcg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 5000, unit: 'ug' },
      },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1,000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Triglycerides', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
      { marker: 'ALT', value: 41, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Blind answer round 52: fourteen people invented by a writer session that saw no code (round-52/personas.md), filled in as the questionnaire takes them.
  // Chen Xiaoyu (陈晓雨), 33, Hangzhou: exclusively breastfeeding a 5-month-old is lactating; wanting to lose the baby
  // weight is the weight-loss goal; a haemoglobin of 112 at the 42-day check not called anaemia is not ticked (as
  // rounds 41, 45, 46 and 47); 爱乐维 is the Elevit option, DHA algae oil 200 mg the algal DHA option and 钙尔奇 600 mg the
  // Caltrate D600 option; rice, the pig's-trotter and fish soups of 坐月子, 奶茶 and the latte are food and drinks
  'Xiaoyu: 33, breastfeeding 5-month-old, wants to lose baby weight (zh)': {
    nickname: '陈晓雨',
    gender: 'female',
    age: 33,
    heightCm: 162,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { optionId: 'caltrate-d600', name: '钙尔奇 600mg', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Li Haoran (李浩然), 35, Shenzhen: lifting 5 times a week is active as given; gaining 8 kg of muscle is the muscle and
  // weight-gain goals; 2–3 cans of beer at weekends is light; a uric acid of 430 with no gout is not gout; ON Gold
  // Standard whey (one 30 g scoop twice a day) is the whey option, 2 scoops; creatine monohydrate and the pre-workout
  // (300 mg caffeine a scoop) have no catalogue option and are named only; americanos, canteen lunches and takeout are
  // drinks and food
  'Haoran: 35, gym, wants to gain 8 kg of muscle (zh)': {
    nickname: '李浩然',
    gender: 'male',
    age: 35,
    heightCm: 176,
    weightKg: 63,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['muscle', 'weight_gain'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'ON Gold Standard 乳清蛋白（一勺30g，一天2次）',
        dose: 2,
        unit: 'scoop',
      },
      { name: '一水肌酸 creatine monohydrate', dose: 5, unit: 'g' },
      { name: 'Pre-workout 氮泵（每勺咖啡因300mg，训练前）', dose: 1, unit: 'scoop' },
    ],
    labs: [{ marker: '尿酸', value: 430, unit: 'μmol/L', labRefLow: 208, labRefHigh: 428 }],
  },
  // Emeka Okafor, 39, Abuja: no diagnosed conditions, so none ticked; the pharmacy blood pressure of 138/88 is a lab
  // row (as round 42) and a fasting glucose of 5.9 not called diabetes is not ticked; 3–4 bottles of Star beer at
  // weekends is moderate (as round 48's 3–4 bottles); losing 15 kg is the weight-loss goal; Centrum "when he remembers"
  // is the adult multivitamin option, one; eba, pounded yam, egusi and ogbono soups, jollof, suya, plantain and Malta
  // Guinness are food and drinks
  'Emeka: 39, 104 kg, wants to lose 15 kg before his wedding (en)': {
    nickname: 'Emeka',
    gender: 'male',
    age: 39,
    heightCm: 178,
    weightKg: 104,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'multivitamin-adult', name: 'Centrum (when I remember)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 138, unit: '/88 mmHg' },
      { marker: 'Fasting glucose', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
    ],
  },
  // Margaret Hughes, 52, Leeds: perimenopause and its hot flushes have no questionnaire option and her poor sleep is
  // the sleep answer; about 12 units of wine a week (some 5–6 glasses) is moderate; quit smoking 10 years ago is
  // former; losing 8 kg is the weight-loss goal; Menopace Original and evening primrose oil 1000 mg have no catalogue
  // option and are named only (the primrose oil as round 46); vitamin D3 1000 IU is its option; toast, cereal, biscuits
  // and tea are food and drinks; no labs
  'Margaret: 52, perimenopause, wants to lose 8 kg (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 52,
    heightCm: 165,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    sleepQuality: 'poor',
    goals: ['weight_loss'],
    supplements: [
      { name: 'Menopace Original', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'tablet' },
      { name: 'Evening primrose oil 1000 mg', dose: 1, unit: 'capsule' },
    ],
  },
  // Ethan Morales, 2, Houston, his mother Sofia types: under 18 and under the questionnaire's lowest height and weight,
  // so the questionnaire refuses him; entered as written anyway, as the earlier rounds' children are; about 950 ml of
  // whole milk a day (from a bottle) is dairy daily, refusing vegetables and meat is both never; Goldfish crackers,
  // yogurt pouches, bananas and chicken nuggets are food; L'il Critters gummy multivitamin has no catalogue option (no
  // adult option fits) and is named only; a child's haemoglobin range differs by age, so no range is given (as round
  // 50)
  'Ethan: 2, only drinks milk, refuses solids (en)': {
    nickname: 'Ethan',
    gender: 'male',
    age: 2,
    heightCm: 88,
    weightKg: 11.4,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily', vegetables: 'never', redMeat: 'never' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [{ name: "L'il Critters gummy multivitamin", dose: 1, unit: 'tablet' }],
    labs: [{ marker: 'Hemoglobin', value: 10.4, unit: 'g/dL' }],
  },
  // Huang Guozhong (黄国忠), 78, Guangzhou, his daughter types: severe COPD is COPD; losing 5 kg this year has no field
  // (weight gain is the goal); smoked for 50 years and quit last year is former; a small cup of 米酒 some evenings is
  // light; 信必可都保 160/4.5 is budesonide/formoterol, by its form (as round 48), 思力华 tiotropium and 泼尼松 prednisone (30 mg
  // for 7 days, a flare course); 钙尔奇D is the Caltrate D600 option; 冬虫夏草 powder (1 g) and 川贝枇杷膏 (a spoon three times a
  // day, as 3 scoops) have no catalogue option and are named only; a fasting glucose of 7.6 on prednisone not called
  // diabetes is not ticked; 早茶, 老火汤 and 普洱 are food and drinks
  'Guozhong: 78, severe COPD, on prednisone course, losing weight (zh)': {
    nickname: '黄国忠',
    gender: 'male',
    age: 78,
    heightCm: 168,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['copd'],
    medicines: ['budesonide-formoterol', 'tiotropium', 'prednisone'],
    medicineDoses: [
      {
        id: 'budesonide-formoterol',
        form: 'inhaler',
        frequency: '信必可都保 160/4.5，每次2吸，每天2次',
      },
      { id: 'tiotropium', dose: 18, unit: 'µg', form: 'inhaler', frequency: '思力华，每天一次' },
      { id: 'prednisone', dose: 30, unit: 'mg', frequency: '每天一次，吃7天（今年第三个疗程）' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      { name: '冬虫夏草粉', dose: 1, unit: 'g' },
      { name: '川贝枇杷膏（每次一勺，一天三次）', dose: 3, unit: 'scoop' },
    ],
    labs: [
      { marker: '空腹血糖', value: 7.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
    ],
  },
  // Lin Shu-fen (林淑芬), 46, Taichung, writes in traditional characters: Graves' disease is the overactive-thyroid
  // option; the palpitations and the 6 kg lost in 3 months have no field; 甲巰咪唑 (Tapazole) is methimazole and Inderal
  // propranolol; 善存 Centrum Women (iodine 150 µg) is the women's multivitamin option and fish oil 1000 mg its option;
  // 海藻鈣 (algae calcium, 2 tablets) gives no strength and has no catalogue option, so it is named only; the 海帶 and 紫菜
  // soup several times a week is part of her home cooking and is food (not the kelp option, which round 47 took for
  // seaweed eaten "for the thyroid"); TSH "<0.01" is entered as 0.01, the form taking a number only; 珍珠奶茶 and coffee
  // are drinks
  "Shufen: 46, Graves' disease on methimazole, eats seaweed (zh)": {
    nickname: '林淑芬',
    gender: 'female',
    age: 46,
    heightCm: 158,
    weightKg: 47,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hyperthyroid'],
    medicines: ['methimazole', 'propranolol'],
    medicineDoses: [
      { id: 'methimazole', dose: 10, unit: 'mg', frequency: '甲巰咪唑（Tapazole），每日兩次' },
      { id: 'propranolol', dose: 10, unit: 'mg', frequency: 'Inderal，每日三次' },
    ],
    supplements: [
      { optionId: 'multivitamin-women', name: '善存女性綜合維他命（含碘150µg）', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '魚油 1000mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: '海藻鈣', dose: 2, unit: 'tablet' },
    ],
    labs: [
      { marker: 'FT4', value: 2.9, unit: 'ng/dL', labRefLow: 0.7, labRefHigh: 1.48 },
      { marker: 'TSH', value: 0.01, unit: 'µIU/mL', labRefLow: 0.35, labRefHigh: 4.94 },
      { marker: '白血球', value: 4.1, unit: '×10⁹/L', labRefLow: 4, labRefHigh: 10 },
      { marker: 'ALT', value: 35, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Yang Jianguo (杨建国), 53, Qujing: pulmonary tuberculosis (second month of treatment) has no questionnaire option;
  // type 2 diabetes is ticked; an ALT of 72 not called liver disease is not ticked, nor is a uric acid of 560 with no
  // gout; 白酒 about 2 两 at dinner a few times a week is heavy (as rounds 46 and 50); about 15 cigarettes a day is
  // current; 异烟肼, 利福平, 吡嗪酰胺, 乙胺丁醇, 二甲双胍 and 格列美脲 are their dictionary entries, the doses in grams as written; vitamin
  // B6 10 mg (1 tablet three times a day) is the B6 option at 10 mg a tablet; 护肝片 has no catalogue option and is named
  // only, 2 tablets three times a day (as round 48); 三七粉 3 g is the notoginseng option; 米线, 腊肉, 宣威火腿, pickles, 普洱 and
  // 烤茶 are food and drinks
  'Jianguo: 53, TB treatment plus type 2 diabetes, drinks baijiu (zh)': {
    nickname: '杨建国',
    gender: 'male',
    age: 53,
    heightCm: 170,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['diabetes'],
    medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol', 'metformin', 'glimepiride'],
    medicineDoses: [
      { id: 'isoniazid', dose: 0.3, unit: 'g', frequency: '异烟肼，每天一次，空腹' },
      { id: 'rifampicin', dose: 0.45, unit: 'g', frequency: '利福平，每天一次，空腹' },
      { id: 'pyrazinamide', dose: 1.5, unit: 'g', frequency: '吡嗪酰胺，每天一次，空腹' },
      { id: 'ethambutol', dose: 0.75, unit: 'g', frequency: '乙胺丁醇，每天一次，空腹' },
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '二甲双胍，一天三次' },
      { id: 'glimepiride', dose: 2, unit: 'mg', frequency: '格列美脲，每天一次' },
    ],
    supplements: [
      {
        optionId: 'vitamin-b6-50',
        name: '维生素B6 10mg（每次1片，一天3次）',
        dose: 3,
        unit: 'tablet',
        perUnit: { amount: 10, unit: 'mg' },
      },
      { name: '护肝片（每次2片，一天3次）', dose: 6, unit: 'tablet' },
      { optionId: 'notoginseng', name: '三七粉', dose: 3, unit: 'g' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.6, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '谷丙转氨酶', value: 72, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '尿酸', value: 560, unit: 'μmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  // Wang Lele (王乐乐), 10, Shanghai, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' children are; focal epilepsy is epilepsy; hardly any vegetables is vegetables
  // rarely; 曲莱 (Trileptal) is oxcarbazepine and 开浦兰 (Keppra) levetiracetam; 迪巧 children's calcium gives no strength and
  // is named only (as round 44); 星鲨 vitamin D drops 400 IU are the vitamin D3 400 IU option; the 天麻 (gastrodia) pork
  // soup his grandmother makes once a week has no catalogue option and is named only, one bowl a week; white rice, 红烧肉,
  // noodles, instant noodles, cola and 养乐多 are food and drinks
  'Lele: 10, epilepsy on oxcarbazepine, low sodium, picky (zh)': {
    nickname: '王乐乐',
    gender: 'male',
    age: 10,
    heightCm: 138,
    weightKg: 29,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['epilepsy'],
    medicines: ['oxcarbazepine', 'levetiracetam'],
    medicineDoses: [
      { id: 'oxcarbazepine', dose: 300, unit: 'mg', frequency: '曲莱，每天2次' },
      { id: 'levetiracetam', dose: 500, unit: 'mg', frequency: '开浦兰，每天2次' },
    ],
    supplements: [
      { name: '迪巧儿童钙', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: '星鲨维生素D滴剂 400IU', dose: 400, unit: 'IU' },
      { name: '天麻炖猪肉汤（奶奶做，每周一次）', dose: 1, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: '血钠', value: 131, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
      { marker: '25-羟基维生素D', value: 16, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Chan Mei-lan (陳美蘭), 71, Sha Tin, writes in traditional characters: total thyroidectomy for papillary cancer is an
  // underactive thyroid and cancer (as rounds 42, 43 and 47); osteoporosis is ticked; the wrist fracture has no field
  // and the hip T-score (negative) no place in the labs; tai chi each morning is light; eating little meat is red meat
  // rarely and milk tea twice a day with a glass of milk at night dairy daily; an eGFR of 58 not called kidney disease
  // is not ticked; Euthyrox is levothyroxine, taken with breakfast and milk tea, and Prolia denosumab; Caltrate 600+D
  // is the calcium + D3 option, 2 a day (one with her Euthyrox); 靈芝孢子粉 capsules are the reishi option (2 capsules, no
  // strength given); 高鈣奶粉 has no catalogue option and is named only, a glass as one; congee and 例湯 are food
  'Meilan: 71, no thyroid after cancer, osteoporosis on Prolia (zh)': {
    nickname: '陳美蘭',
    gender: 'female',
    age: 71,
    heightCm: 152,
    weightKg: 45,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    conditions: ['hypothyroid', 'cancer', 'osteoporosis'],
    medicines: ['levothyroxine', 'denosumab'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'Euthyrox，每朝同早餐、奶茶一齊食' },
      { id: 'denosumab', dose: 60, unit: 'mg', form: 'injection', frequency: 'Prolia，每6個月打一針' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Caltrate 鈣爾奇 600+D（一粒同Euthyrox一齊食）',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'reishi', name: '靈芝孢子粉膠囊', dose: 2, unit: 'capsule' },
      { name: '高鈣奶粉（夜晚一杯）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'TSH', value: 0.08, unit: 'mIU/L', labRefLow: 0.35, labRefHigh: 4.94 },
      { marker: '鈣', value: 2.12, unit: 'mmol/L', labRefLow: 2.15, labRefHigh: 2.55 },
      { marker: '25-羥基維生素D', value: 38, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Chloe Nguyen, 28, Melbourne: running about 50 km a week toward a half marathon is very active; coeliac disease
  // confirmed by biopsy is coeliac; iron deficiency with a haemoglobin of 114 not called anaemia is not ticked (as
  // rounds 41, 45, 46 and 47) and heavy periods have no option; beer or cider with friends at weekends is light; goals
  // not stated are general health; Levlen ED is levonorgestrel/ethinylestradiol, by its form; Ferro-Grad C has no
  // catalogue option and is named only (as round 43), marked prescribed as it is among her medicines (as round 48's
  // Adcal-D3); Blackmores vitamin D3 1000 IU and Swisse Women's multivitamin are their options; the energy gels (GU,
  // Maurten) on long runs give no count and are named only, one; sourdough, pasta, oats and flat whites are food and
  // drinks
  'Chloe: 28, newly diagnosed coeliac, runner, low iron (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 28,
    heightCm: 168,
    weightKg: 55,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['coeliac'],
    medicines: ['levonorgestrel-ethinylestradiol'],
    medicineDoses: [{ id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Levlen ED, daily' }],
    supplements: [
      { name: 'Ferro-Grad C', dose: 1, unit: 'tablet', prescribed: true },
      { optionId: 'vitamin-d3-1000iu', name: 'Blackmores vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      { optionId: 'multivitamin-women', name: "Swisse Women's multivitamin", dose: 1, unit: 'tablet' },
      { name: 'Energy gels (GU, Maurten) on long runs', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 7, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Haemoglobin', value: 114, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
      { marker: 'tTG-IgA', value: 86, unit: 'U/mL', labRefHigh: 20 },
      { marker: 'Vitamin D', value: 42, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Linda Fraser, 59, Halifax: rheumatoid arthritis has no questionnaire option; prediabetes (HbA1c 6.1) is not
  // diabetes and mildly raised liver enzymes are not a liver disease (the ALT is a lab row); 2 glasses of wine most
  // evenings is over 7 drinks a week, heavy for a woman (as round 47); goals not stated are general health; Plaquenil
  // is hydroxychloroquine; naproxen is taken when her joints flare; the weekly folic acid 5 mg (Saturdays) is a
  // supplement, marked prescribed (as rounds 43–48), with its weekly course; turmeric curcumin 500 mg, Jamieson fish
  // oil 1000 mg (3 a day), vitamin D3 2000 IU and echinacea (in winter, no count, so one capsule, as round 48) are
  // their options; coffee and takeout are drinks and food
  'Linda: 59, rheumatoid arthritis on methotrexate, drinks wine (en)': {
    nickname: 'Linda',
    gender: 'female',
    age: 59,
    heightCm: 163,
    weightKg: 81,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['methotrexate', 'hydroxychloroquine', 'naproxen'],
    medicineDoses: [
      { id: 'methotrexate', dose: 20, unit: 'mg', frequency: 'once a week (Fridays)' },
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', frequency: 'Plaquenil, twice a day' },
      { id: 'naproxen', dose: 500, unit: 'mg', frequency: 'when my joints flare' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folic acid 5 mg (once a week, Saturdays)',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
        every: 'week',
      },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
      {
        optionId: 'fish-oil',
        name: 'Jamieson fish oil 1000 mg',
        dose: 3,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
      { optionId: 'echinacea', name: 'Echinacea (in winter)', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALT', value: 62, unit: 'U/L', labRefLow: 0, labRefHigh: 35 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'MCV', value: 101, unit: 'fL', labRefLow: 80, labRefHigh: 100 },
    ],
  },
  // Kamala Subramanian, 72, Chennai, her son in New Jersey types: heart failure (EF 30%), type 2 diabetes and high
  // blood pressure are ticked; ankle swelling has no field; South Indian vegetarian is the vegetarian option (as round
  // 49), with curd rice and buttermilk dairy daily; smoking not mentioned is never; goals not stated are heart and
  // general health; Lasix is furosemide, Lanoxin digoxin, Aldactone spironolactone, Met XL metoprolol and Glycomet
  // metformin; Shelcal 500 is its own option; Himalaya Arjuna (1 tablet twice a day) and triphala churna (1 teaspoon at
  // night, as a scoop) have no catalogue option and are named only; pickles, appalam, sambar, rasam, tender coconut and
  // filter coffee are food and drinks
  'Kamala: 72, heart failure on digoxin and Lasix, pickles and coconut water (en)': {
    nickname: 'Kamala',
    gender: 'female',
    age: 72,
    heightCm: 150,
    weightKg: 62,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['heart_failure', 'diabetes', 'hypertension'],
    medicines: ['furosemide', 'digoxin', 'spironolactone', 'metoprolol', 'metformin'],
    medicineDoses: [
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'Lasix, in the morning' },
      { id: 'digoxin', dose: 0.125, unit: 'mg', frequency: 'Lanoxin, once a day' },
      { id: 'spironolactone', dose: 25, unit: 'mg', frequency: 'Aldactone, once a day' },
      { id: 'metoprolol', dose: 25, unit: 'mg', frequency: 'Met XL, once a day' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'Glycomet, twice a day' },
    ],
    supplements: [
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { name: 'Himalaya Arjuna (1 tablet twice a day)', dose: 2, unit: 'tablet' },
      { name: 'Triphala churna (1 teaspoon at night)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Potassium', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Sodium', value: 132, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Creatinine', value: 1.3, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
      { marker: 'Digoxin level', value: 1.6, unit: 'ng/mL', labRefLow: 0.8, labRefHigh: 2 },
      { marker: 'HbA1c', value: 7.4, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Daniel Tan, 44, Singapore, his wife types: stage III colon cancer on FOLFOX is cancer; the loose stools are the
  // diarrhoea digestive issue, the numb fingers and mouth ulcers have no field; dropping from 74 kg before surgery to
  // 66 kg has no field (weight gain is the goal); stopped his beer since diagnosis is none; smoking not mentioned is
  // never; 5-FU is the dictionary's fluorouracil (by its pump, as an injection) and oxaliplatin is not in the
  // dictionary, kept as typed, unchecked (as the reference persona 老陈's); ondansetron and dexamethasone are their
  // entries; loperamide "when needed" gives no strength and is entered with its form; bird's nest (a bottle) and Ensure
  // (2 bottles) have no catalogue option and are named only; the lingzhi spore powder capsules (2 twice a day) are the
  // reishi option, vitamin C 1000 mg (2 a day) and fish oil 1000 mg their options; hawker food, kopi-O and the
  // double-boiled herbal soups are food and drinks
  'Daniel: 44, colon cancer on FOLFOX chemo now (en)': {
    nickname: 'Daniel',
    gender: 'male',
    age: 44,
    heightCm: 174,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['fluorouracil', 'ondansetron', 'dexamethasone', 'loperamide'],
    medicineDoses: [
      { id: 'fluorouracil', form: 'injection', frequency: '5-FU pump every 2 weeks (FOLFOX, cycle 5 of 12)' },
      { id: 'ondansetron', dose: 8, unit: 'mg', frequency: 'when nauseous' },
      { id: 'dexamethasone', dose: 4, unit: 'mg', frequency: 'for 2 days after each cycle' },
      { id: 'loperamide', form: 'capsule', frequency: 'when needed' },
    ],
    uncheckedMedicines: ['Oxaliplatin (FOLFOX)'],
    supplements: [
      { name: "Bird's nest (1 bottle a day)", dose: 1, unit: 'sachet' },
      { optionId: 'reishi', name: 'Lingzhi spore powder capsules (2 twice a day)', dose: 4, unit: 'capsule' },
      { name: 'Ensure (2 bottles a day)', dose: 2, unit: 'sachet' },
      { optionId: 'vitamin-c-1000', name: "Vitamin C 1000 mg (a friend's advice)", dose: 2, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Neutrophils', value: 1.3, unit: '×10⁹/L', labRefLow: 2, labRefHigh: 7.5 },
      { marker: 'Haemoglobin', value: 10.8, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
      { marker: 'Albumin', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Blind answer round 53: fourteen people invented by a writer session that saw no code (round-53/personas.md), filled in as the questionnaire takes them.
  // Chen Xiaoyu (陈晓雨), 13, Guangzhou, her mother types: under 18, so the questionnaire refuses her; entered as written
  // anyway, as the earlier rounds' children are; swimming 2 hours a day, 6 days a week is very active; skipping
  // breakfast and refusing rice to look lean have no field, nor have her periods stopping for the last 3 months (no
  // condition is diagnosed); goals not stated are general health; the Swisse children's multivitamin gummy has no
  // catalogue option (no adult option fits) and is named only (as round 52); the whey protein her coach recommended,
  // one 25 g scoop after training, is the whey option, 25 g (as round 45); Cantonese home cooking and milk tea twice a
  // week are food and drinks; no recent labs
  'Xiaoyu: 13, competitive swimmer skipping meals, mum types (zh)': {
    nickname: '陈晓雨',
    gender: 'female',
    age: 13,
    heightCm: 158,
    weightKg: 44,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { name: 'Swisse 儿童复合维生素软糖', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉（教练推荐，训练后一勺25g）', dose: 25, unit: 'g' },
    ],
  },
  // Lin Chin-kuo (林金國), 85, Tainan, his daughter types in traditional characters: mild hypertension is ticked; the
  // 7 kg lost in a year (58 kg to 51 kg) has no field (weight gain is the goal, as round 51); loose dentures are not
  // dysphagia (as round 51) and avoiding meat for them is red meat rarely; a small glass of Kaoliang on Sundays is
  // light; quit smoking 20 years ago is former; Norvasc is amlodipine; 善存銀寶 is Centrum Silver, the 50+ multivitamin
  // option (as round 51); 亞培安素 has no catalogue option and is named only, a bottle every 2 days as half a bottle a
  // day; a Hb of 12.1 not called anaemia is not ticked; rice porridge, pickled cucumber, fermented tofu and oolong tea
  // are food and drinks
  'Ah-Kuo: 85, widower eating little, daughter types (zh)': {
    nickname: '林金國',
    gender: 'male',
    age: 85,
    heightCm: 165,
    weightKg: 51,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['amlodipine'],
    medicineDoses: [{ id: 'amlodipine', dose: 5, unit: 'mg', frequency: 'Norvasc，每天一次' }],
    supplements: [
      { optionId: 'multivitamin-50plus', name: '善存銀寶', dose: 1, unit: 'tablet' },
      { name: '亞培安素（提醒時喝，大約兩天一瓶）', dose: 0.5, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 3.4, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.2 },
      { marker: '血紅素', value: 12.1, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
    ],
  },
  // Wang Lihua (王丽华), 42, Shanghai: a desk job with about 5,000 steps a day is light; 16:8 fasting and skipping
  // breakfast have no field (omnivore); losing 8 kg is the weight-loss goal; a glass of red wine at weekends is light;
  // no diagnosed conditions, so a fasting glucose of 5.8, triglycerides of 2.1 and an ALT of 48 are not ticked;
  // 汤臣倍健 multivitamin is the adult multivitamin option; the 酵素 drink (a bottle before bed) and 左旋肉碱 500 mg (2 a day,
  // on and off) have no catalogue option and are named only (as round 43); delivery lunches, bubble tea and lattes are
  // food and drinks
  'Lihua: 42, office worker, wants to lose 8 kg with 16:8 fasting (zh)': {
    nickname: '王丽华',
    gender: 'female',
    age: 42,
    heightCm: 162,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'multivitamin-adult', name: '汤臣倍健多种维生素', dose: 1, unit: 'tablet' },
      { name: '酵素饮（睡前一瓶）', dose: 1, unit: 'sachet' },
      { name: '左旋肉碱 500mg（断断续续吃）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '空腹血糖', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '甘油三酯', value: 2.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '谷丙转氨酶', value: 48, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
    ],
  },
  // Hannah Whitaker, 38, Melbourne: 18 weeks pregnant is the second trimester at week 18, 59 kg before pregnancy; IVF
  // has no field; prenatal yoga 3 times a week and daily dog walks is moderate as given; vegan for 10 years is the vegan
  // option, with tofu and lentils legumes daily; sea salt rather than iodised salt has no field; goals not stated are
  // general health; Elevit is the Elevit option; the algae omega-3 (DHA 200 mg) is the algal DHA option; the B12 spray
  // 1000 mcg is the B12 option (as rounds 40 and 47); oat milk and decaf coffee are drinks
  'Hannah: 38, vegan, 18 weeks pregnant after IVF (en)': {
    nickname: 'Hannah',
    gender: 'female',
    age: 38,
    heightCm: 170,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 18,
    prePregnancyWeightKg: 59,
    dietPattern: 'vegan',
    foodFrequency: { legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: 'Elevit prenatal', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: 'Algae omega-3 (DHA 200 mg)', dose: 1, unit: 'capsule' },
      { optionId: 'vitamin-b12-1000', name: 'Vitamin B12 spray 1000 mcg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
      { marker: 'Ferritin', value: 22, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Vitamin B12', value: 310, unit: 'pmol/L', labRefLow: 150, labRefHigh: 700 },
      { marker: 'TSH', value: 2.9, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4.0 },
    ],
  },
  // Arjun Reddy, 27, Bengaluru: a software engineer working late is sedentary as given; lacto-vegetarian is the
  // vegetarian option with eggs never and, with paneer among his staples, dairy daily (as round 51); losing 12 kg is the
  // weight-loss goal; 3–4 pints of beer at weekends is moderate (as round 52's 3–4 bottles); no diagnosed conditions, so
  // an HbA1c of 5.9 and triglycerides of 190 are not ticked; the whey protein is its option, one scoop; the vitamin D3
  // 60,000 IU sachet once a week is the vitamin D3 option at 60,000 IU a sachet with its weekly course, marked
  // prescribed (8 weeks, now week 6); dosa, sweets from home, late-night orders and filter coffee with sugar are food
  // and drinks
  'Arjun: 27, vegetarian coder, wants to lose 12 kg (en)': {
    nickname: 'Arjun',
    gender: 'male',
    age: 27,
    heightCm: 174,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein (bought online)', dose: 1, unit: 'scoop' },
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Vitamin D3 60,000 IU sachet (once a week, prescribed for 8 weeks, now week 6)',
        dose: 1,
        unit: 'sachet',
        perUnit: { amount: 60000, unit: 'IU' },
        prescribed: true,
        every: 'week',
      },
    ],
    labs: [
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'HbA1c', value: 5.9, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Triglycerides', value: 190, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
    ],
  },
  // Zhang Guoqiang (张国强), 64, Chengdu: atrial fibrillation has no questionnaire option; hypertension is ticked and mild
  // fatty liver is liver disease (not cirrhosis); an eGFR of 68 not called kidney disease is not ticked, nor an LDL of
  // 3.6 not called a lipid disorder; mahjong and a walk after dinner is light; 2 两 (about 100 ml) of 白酒 most evenings
  // is heavy; 10 cigarettes a day is current; goals not stated are heart and general health (as round 51's atrial
  // fibrillation); 拜瑞妥 is rivaroxaban (often taken on an empty stomach in the morning, kept in its frequency), 倍他乐克
  // (metoprolol succinate) metoprolol and 科素亚 losartan; 复方丹参滴丸 is a dictionary medicine (as rounds 41, 44 and 46),
  // 10 pills three times a day; 深海鱼油 1000 mg (2 a day) and 银杏叶片 are their options; pickles, cured pork and green
  // tea are food and drinks
  'Lao Zhang: 64, AF on rivaroxaban, drinks baijiu and smokes (zh)': {
    nickname: '张国强',
    gender: 'male',
    age: 64,
    heightCm: 172,
    weightKg: 80,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'liver_disease'],
    medicines: ['rivaroxaban', 'metoprolol', 'losartan', 'compound-danshen-dripping-pills'],
    medicineDoses: [
      { id: 'rivaroxaban', dose: 20, unit: 'mg', frequency: '拜瑞妥，每天一次（常在早上空腹吃）' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '倍他乐克（琥珀酸美托洛尔缓释片），每天一次' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '科素亚，每天一次' },
      { id: 'compound-danshen-dripping-pills', dose: 10, unit: 'tablet', frequency: '每次10丸，一天三次' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'ginkgo', name: '银杏叶片（朋友推荐）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'eGFR', value: 68, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '谷丙转氨酶', value: 52, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '低密度脂蛋白胆固醇', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  // Tan Wei Ling, 34, Singapore: Crohn's disease is IBD and iron-deficiency anaemia is anaemia; the 30 cm of terminal
  // ileum removed and the remaining stricture have no option; bile-acid diarrhoea is the diarrhoea digestive issue;
  // avoiding raw vegetables, nuts and fruit skins for the narrowed bowel has no field; hoping to get pregnant in about 2
  // years is the pregnancy-preparation goal, with general health; Humira is adalimumab, Imuran azathioprine and Questran
  // cholestyramine; the vitamin B12 injection every 3 months is not in the dictionary and is kept as typed, unchecked;
  // vitamin D3 1000 IU is its option; Ensure Plus has no catalogue option and is named only (a bottle, as round 51);
  // ferrous fumarate 200 mg is named only, its strength the salt's mass (as rounds 41 and 47), not said to be
  // prescribed; Culturelle is the probiotics option; hawker food and kopi-O are food and drinks
  "Wei Ling: 34, Crohn's on Humira after ileal resection (en)": {
    nickname: 'Wei Ling',
    gender: 'female',
    age: 34,
    heightCm: 160,
    weightKg: 47,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['general_health', 'pregnancy_prep'],
    conditions: ['ibd', 'anemia'],
    medicines: ['adalimumab', 'azathioprine', 'cholestyramine'],
    medicineDoses: [
      { id: 'adalimumab', dose: 40, unit: 'mg', form: 'injection', frequency: 'Humira, every 2 weeks' },
      { id: 'azathioprine', dose: 100, unit: 'mg', frequency: 'Imuran, once a day' },
      { id: 'cholestyramine', dose: 4, unit: 'g', frequency: 'Questran sachet, once a day' },
    ],
    uncheckedMedicines: ['Vitamin B12 injection (every 3 months)'],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      { name: 'Ensure Plus (1 bottle a day)', dose: 1, unit: 'sachet' },
      {
        name: 'Ferrous fumarate 200 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_fumarate',
        basis: 'salt',
      },
      { optionId: 'probiotics', name: 'Culturelle probiotic', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 10.6, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Vitamin D', value: 38, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
      { marker: 'CRP', value: 12, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
      { marker: 'Albumin', value: 34, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Leung Wing-keung (梁永強), 61, Sham Shui Po, his wife types in traditional characters: alcohol-related cirrhosis
  // (Child-Pugh B) with ascites and a past hepatic encephalopathy is cirrhosis; the banded oesophageal varices have no
  // option; 66 kg is his weight on the scale, with fluid (the plan reads dry weight from it), and the doctor's dry
  // weight of about 60 kg has no field; stopped drinking 8 months ago is no alcohol; 5 cigarettes a day is current;
  // goals not stated are general health; Aldactone is spironolactone, Lasix (frusemide) furosemide and Xifaxan
  // rifaximin; propranolol and lactulose are their dictionary entries; 奶薊 (milk thistle, 1 capsule twice a day) is the
  // milk thistle option and the 靈芝孢子 capsules (2 a day, no strength given) the reishi option (as round 52); siu mei
  // rice, instant noodles, 車仔麵 and Hong Kong milk tea are food and drinks
  'Ah Keung: 61, alcohol cirrhosis with ascites, wife types (zh)': {
    nickname: '梁永強',
    gender: 'male',
    age: 61,
    heightCm: 170,
    weightKg: 66,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['cirrhosis'],
    medicines: ['spironolactone', 'furosemide', 'propranolol', 'lactulose', 'rifaximin'],
    medicineDoses: [
      { id: 'spironolactone', dose: 100, unit: 'mg', frequency: 'Aldactone，每日一次' },
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'Lasix（frusemide），每日一次' },
      { id: 'propranolol', dose: 10, unit: 'mg', frequency: '每日兩次' },
      { id: 'lactulose', dose: 15, unit: 'mL', form: 'oral_liquid', frequency: '每日三次' },
      { id: 'rifaximin', dose: 550, unit: 'mg', frequency: 'Xifaxan，每日兩次' },
    ],
    supplements: [
      { optionId: 'milk-thistle', name: '奶薊（每次1粒，每日兩次）', dose: 2, unit: 'capsule' },
      { optionId: 'reishi', name: '靈芝孢子膠囊（姐姐買的）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '鈉', value: 131, unit: 'mmol/L', labRefLow: 136, labRefHigh: 145 },
      { marker: '鉀', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '白蛋白', value: 28, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: '總膽紅素', value: 45, unit: 'µmol/L', labRefLow: 4, labRefHigh: 23 },
      { marker: 'INR', value: 1.5, unit: 'ratio', labRefLow: 0.8, labRefHigh: 1.2 },
      { marker: '血小板', value: 78, unit: '×10⁹/L', labRefLow: 150, labRefHigh: 400 },
    ],
  },
  // Claire Fitzgerald, 55, Toronto: cycling to work in summer and pickleball twice a week is moderate as given;
  // postmenopausal is no life stage; type 1 diabetes is diabetes and Hashimoto's hypothyroidism hypothyroid; osteopenia
  // is not osteoporosis and the hip T-score (negative) has no place in the labs; mostly Mediterranean home cooking while
  // trying lower-carb is the omnivore option (not a low-carb diet); 1–2 glasses of wine at weekends is light; goals not
  // stated are general health; NovoRapid is insulin aspart, its Omnipod pump entered as an injection with the day's
  // total of about 38 units; Synthroid is levothyroxine; rosuvastatin and ramipril are their entries; "calcium carbonate
  // 500 mg" (2 a day) is the salt's mass (as round 46); vitamin D3 2000 IU, magnesium glycinate 200 mg and the collagen
  // powder (a scoop in her coffee) are their options; the berberine she is thinking of starting is not taken and is
  // left out; coffee with cream is a drink
  "Claire: 55, type 1 diabetes on a pump plus Hashimoto's (en)": {
    nickname: 'Claire',
    gender: 'female',
    age: 55,
    heightCm: 165,
    weightKg: 72,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypothyroid'],
    medicines: ['insulin-aspart', 'levothyroxine', 'rosuvastatin', 'ramipril'],
    medicineDoses: [
      {
        id: 'insulin-aspart',
        dose: 38,
        unit: 'IU',
        form: 'injection',
        frequency: 'NovoRapid in an Omnipod pump, about 38 units a day',
      },
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'Synthroid, every morning' },
      { id: 'rosuvastatin', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'ramipril', dose: 2.5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate',
        name: 'Calcium carbonate 500 mg',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium glycinate 200 mg (at night)',
        dose: 200,
        unit: 'mg',
      },
      { optionId: 'collagen', name: 'Collagen powder (1 scoop in her coffee)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.4, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'TSH', value: 4.8, unit: 'mIU/L', labRefLow: 0.32, labRefHigh: 4.0 },
      { marker: 'eGFR', value: 82, unit: 'mL/min/1.73m²', labRefLow: 60 },
      { marker: 'LDL cholesterol', value: 1.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
    ],
  },
  // Gareth Hughes, 45, Birmingham: Roux-en-Y gastric bypass 2 years ago is bariatric surgery; late dumping and hair
  // thinning have no field, nor has the 158 kg before surgery; type 2 diabetes in remission is not ticked (as round
  // 50); the gym 3 times a week is moderate as given; 2–3 pints on Fridays is light; vaping is current (as rounds 50
  // and 51); goals not stated are general health; omeprazole is its entry; the hydroxocobalamin injection every 3
  // months is not in the dictionary and is kept as typed, unchecked; Forceval has no catalogue option of its own and is
  // the adult multivitamin option (as Supradyn in round 42); Adcal-D3 is its option, 2 a day; ferrous fumarate 210 mg,
  // often forgotten, is named only with its strength the salt's mass (as round 41), not said to be prescribed; the
  // high-protein shakes have no catalogue option and are named only (as round 50); the zinc "at the low end of normal"
  // has no number for the labs; biscuits, sweets and tea are food and drinks
  'Gareth: 45, gastric bypass 2 years ago, dumping and low iron (en)': {
    nickname: 'Gareth',
    gender: 'male',
    age: 45,
    heightCm: 183,
    weightKg: 96,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['bariatric_surgery'],
    medicines: ['omeprazole'],
    medicineDoses: [{ id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' }],
    uncheckedMedicines: ['Hydroxocobalamin 1 mg injection (every 3 months)'],
    supplements: [
      { optionId: 'multivitamin-adult', name: 'Forceval multivitamin', dose: 1, unit: 'capsule' },
      {
        optionId: 'adcal-d3',
        name: 'Adcal-D3 (calcium carbonate 1500 mg / vitamin D3 400 IU)',
        dose: 2,
        unit: 'tablet',
      },
      {
        name: 'Ferrous fumarate 210 mg (often forgotten)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 210, unit: 'mg' },
        form: 'ferrous_fumarate',
        basis: 'salt',
      },
      { name: 'High-protein shake', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 14, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 },
      { marker: 'Haemoglobin', value: 128, unit: 'g/L', labRefLow: 130, labRefHigh: 170 },
      { marker: 'Vitamin D', value: 42, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
      { marker: 'PTH', value: 8.9, unit: 'pmol/L', labRefLow: 1.6, labRefHigh: 6.9 },
    ],
  },
  // Liu Guilan (刘桂兰), 68, Beijing, her son types: chronic kidney disease stage 4 (not on dialysis), type 2 diabetes,
  // hypertension and renal anaemia (anaemia, as round 50) are ticked; walking to the market and square dancing is
  // light; plenty of bananas and oranges is fruit daily; goals not stated are general health; 开同 is the keto acid
  // analogues (4 tablets three times a day), 碳酸氢钠片 sodium bicarbonate (1 g three times a day), 拜新同 nifedipine,
  // 欧唐宁 linagliptin and 促红素 epoetin (3000 IU twice a week); 力蜚能 150 mg is the polysaccharide-iron option, marked
  // prescribed as it is among her medicines (as round 52's Ferro-Grad C); 百令胶囊 has no catalogue option and is named
  // only, 4 capsules three times a day (as round 44); 钙尔奇 is the Caltrate D600 option (as round 52); the 24-hour urine
  // protein has no catalogue marker and is entered as typed; steamed buns, noodles, salted pickles and jasmine tea are
  // food and drinks
  'Guilan: 68, CKD 4 and diabetes with high potassium, son types (zh)': {
    nickname: '刘桂兰',
    gender: 'female',
    age: 68,
    heightCm: 155,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { fruit: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'diabetes', 'hypertension', 'anemia'],
    medicines: ['keto-acid-analogues', 'sodium-bicarbonate', 'nifedipine', 'linagliptin', 'epoetin'],
    medicineDoses: [
      { id: 'keto-acid-analogues', dose: 4, unit: 'tablet', frequency: '开同，每次4片，一天3次' },
      { id: 'sodium-bicarbonate', dose: 1, unit: 'g', frequency: '碳酸氢钠片，一天3次' },
      { id: 'nifedipine', dose: 30, unit: 'mg', frequency: '拜新同（控释片），每天一次' },
      { id: 'linagliptin', dose: 5, unit: 'mg', frequency: '欧唐宁，每天一次' },
      { id: 'epoetin', dose: 3000, unit: 'IU', form: 'injection', frequency: '促红素，每周2次' },
    ],
    supplements: [
      {
        optionId: 'iron-polysaccharide-150',
        name: '力蜚能（多糖铁复合物）150mg',
        dose: 1,
        unit: 'capsule',
        prescribed: true,
      },
      { name: '百令胶囊（每次4粒，一天3次）', dose: 12, unit: 'capsule' },
      { optionId: 'caltrate-d600', name: '钙尔奇', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'eGFR', value: 21, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '肌酐', value: 218, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      { marker: '血钾', value: 5.6, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血磷', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      { marker: '血红蛋白', value: 98, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '糖化血红蛋白', value: 6.9, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '24小时尿蛋白定量', value: 1.8, unit: 'g/24h', labRefLow: 0, labRefHigh: 0.15 },
    ],
  },
  // Chiamaka Okafor, 26, Port Harcourt: sickle cell disease (HbSS) is the haemoglobinopathy option; the painful crises
  // have no field; a bank teller is light; gaining weight is the goal; the contraception she uses is not named and is
  // left out; hydroxyurea and ibuprofen (during pain, no strength given, so by its form) are their dictionary entries;
  // folic acid 5 mg is a supplement, marked prescribed (as rounds 43–48); Paludrine (proguanil) is not in the
  // dictionary and is kept as typed, unchecked; Chemiron blood tonic syrup has no catalogue option and is named only (as
  // round 38), 2 teaspoons twice a day as 4 scoops; the fresh bitter leaf juice (as rounds 44 and 47) is named only, a
  // few times a week as 3 glasses a week; HbF has no catalogue marker and no printed range (the haematologist's
  // target); eba, egusi and okra soups, plantain, Malta Guinness, Bournvita and zobo are food and drinks
  'Chiamaka: 26, sickle cell on hydroxyurea, wants to gain weight (en)': {
    nickname: 'Chiamaka',
    gender: 'female',
    age: 26,
    heightCm: 163,
    weightKg: 48,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    conditions: ['haemoglobinopathy'],
    medicines: ['hydroxyurea', 'ibuprofen'],
    medicineDoses: [
      { id: 'hydroxyurea', dose: 1000, unit: 'mg', frequency: 'once a day' },
      { id: 'ibuprofen', form: 'tablet', frequency: 'during pain crises' },
    ],
    uncheckedMedicines: ['Paludrine (proguanil) 100 mg'],
    supplements: [
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
      { name: 'Chemiron blood tonic syrup (2 teaspoons twice a day)', dose: 4, unit: 'scoop' },
      { name: 'Fresh bitter leaf juice (a few times a week)', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 8.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'HbF', value: 18, unit: '%' },
      { marker: 'Ferritin', value: 640, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Creatinine', value: 52, unit: 'µmol/L', labRefLow: 45, labRefHigh: 84 },
    ],
  },
  // Robert "Bob" Kennedy, 69, Sydney, his wife types: metastatic prostate cancer with bone spread is cancer; hot
  // flushes have no field, nor has the 8 kg gained on hormone therapy; prediabetes is not diabetes and osteopenia not
  // osteoporosis (as rounds 46 and 47); lawn bowls and walking the dog is light; 3–4 beers or glasses of wine a day is
  // heavy; ex-smoker is former; goals not stated are general health; Zoladex is goserelin (the 10.8 mg implant as an
  // injection), Xgeva denosumab; Xtandi (enzalutamide) is not in the dictionary and is kept as typed, unchecked;
  // atorvastatin is its entry; Caltrate 600 mg + vitamin D is the calcium + D3 option, saw palmetto its option and
  // turmeric/curcumin 1000 mg (2 a day) the turmeric option at 1000 mg a capsule; the high-dose vitamin C and
  // pomegranate extract a mate suggested are not taken and are left out; PSA has no catalogue marker and is entered as
  // typed; BBQs, meat-and-three-veg dinners and flat whites are food and drinks
  'Robert: 69, prostate cancer on Zoladex and Xtandi, wife types (en)': {
    nickname: 'Bob',
    gender: 'male',
    age: 69,
    heightCm: 178,
    weightKg: 94,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['goserelin', 'denosumab', 'atorvastatin'],
    medicineDoses: [
      {
        id: 'goserelin',
        dose: 10.8,
        unit: 'mg',
        form: 'injection',
        frequency: 'Zoladex implant, every 3 months',
      },
      { id: 'denosumab', dose: 120, unit: 'mg', form: 'injection', frequency: 'Xgeva, every 4 weeks' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    uncheckedMedicines: ['Xtandi (enzalutamide) 160 mg once a day'],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 600 mg + vitamin D', dose: 1, unit: 'tablet' },
      { optionId: 'saw-palmetto', name: 'Saw palmetto', dose: 1, unit: 'capsule' },
      {
        optionId: 'turmeric',
        name: 'Turmeric/curcumin 1000 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'PSA', value: 0.8, unit: 'ng/mL', labRefLow: 0, labRefHigh: 4 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'Corrected calcium', value: 2.28, unit: 'mmol/L', labRefLow: 2.1, labRefHigh: 2.6 },
      { marker: 'Vitamin D', value: 55, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Zhou Jing (周静), 48, Hangzhou, her husband types: HER2-positive breast cancer on weekly paclitaxel with Herceptin is
  // cancer; the low white count has no condition option (it is in the labs); losing 5 kg since chemotherapy began has
  // no field (weight gain is the goal, as round 52's Daniel); very tired is sedentary; little appetite and mouth sores
  // have no field; 紫杉醇 (paclitaxel), 赫赛汀 (trastuzumab) and 升白针 (PEG-rhG-CSF) are not in the dictionary and are kept
  // as typed, unchecked (as round 52's oxaliplatin); 地塞米松 before each infusion gives no dose and is entered as an
  // injection; 昂丹司琼 8 mg when nauseous is ondansetron; 灵芝孢子粉 2 g twice a day is the reishi option, 4 g; the 黄芪
  // (astragalus) soup her mother boils daily and 海参 (a sea cucumber a day) have no catalogue option and are named only,
  // one each; 汤臣倍健 protein powder, a scoop twice a day, is the whey option (as round 51); the high-dose vitamin C
  // infusions a clinic offered are not taken and are left out; Jiangnan home cooking and Longjing tea are food and drinks
  'Jing: 48, breast cancer on weekly paclitaxel, low white cells, husband types (zh)': {
    nickname: '周静',
    gender: 'female',
    age: 48,
    heightCm: 160,
    weightKg: 55,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['dexamethasone', 'ondansetron'],
    medicineDoses: [
      { id: 'dexamethasone', form: 'injection', frequency: '地塞米松，每次输液前' },
      { id: 'ondansetron', dose: 8, unit: 'mg', frequency: '昂丹司琼，恶心时吃' },
    ],
    uncheckedMedicines: [
      '紫杉醇（每周一次，80mg/m²，12次中的第6周）',
      '赫赛汀（曲妥珠单抗），每3周一次',
      '升白针（PEG-rhG-CSF），白细胞低时打',
    ],
    supplements: [
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，一天2次）', dose: 4, unit: 'g' },
      { name: '黄芪汤（妈妈每天熬）', dose: 1, unit: 'sachet' },
      { name: '海参（每天一个）', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每次一勺，一天2次）', dose: 2, unit: 'scoop' },
    ],
    labs: [
      { marker: '白细胞', value: 2.6, unit: '×10⁹/L', labRefLow: 3.5, labRefHigh: 9.5 },
      { marker: '中性粒细胞', value: 1.1, unit: '×10⁹/L', labRefLow: 1.8, labRefHigh: 6.3 },
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '谷丙转氨酶', value: 65, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
    ],
  },
  // Blind answer round 54: fourteen people invented by a writer session that saw no code (round-54/personas.md), filled in as the questionnaire takes them.
  // Chen Tingting (陈婷婷), 31, Hangzhou: 8 weeks pregnant (her first) is the first trimester at week 8, 56 kg before
  // pregnancy; morning sickness with vomiting 2–3 times a day has no field (as round 51's Chloe); no conditions; the
  // vitamin B6 her doctor mentioned for if it gets worse is not taken and is left out; 爱乐维 is the Elevit option (often
  // vomited up, kept in its name); 叶酸 0.4 mg is the folic acid 400 µg option at that strength (as rounds 50 and 51);
  // stopped coffee is a drink no longer taken; goals not stated are general health; urine ketones "+" has no number for
  // the labs (as round 47's urine protein "1+"); crackers, 白粥 congee, fruit, rice, vegetables and fish are food
  "Tingting: 8 weeks pregnant, nausea, can't keep food down (zh)": {
    nickname: '陈婷婷',
    gender: 'female',
    age: 31,
    heightCm: 162,
    weightKg: 54,
    activityLevel: 'light',
    lifeStage: 'pregnant_t1',
    gestationalWeek: 8,
    prePregnancyWeightKg: 56,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维（经常吐出来）', dose: 1, unit: 'tablet' },
      {
        optionId: 'folic-acid-400',
        name: '叶酸 0.4mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 400, unit: 'ug' },
      },
    ],
    labs: [{ marker: '血红蛋白', value: 121, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Wang Duoduo (王朵朵), 5, Shijiazhuang, her grandmother types: under 18 and under the questionnaire's lowest weight, so
  // the questionnaire refuses her; entered as written anyway, as the earlier rounds' children are; a height below the
  // 10th percentile (recheck in 6 months) is no diagnosed condition and has no field; little meat is red meat rarely
  // and refusing vegetables is vegetables never; AD钙奶 yogurt drinks (2 bottles a day), noodles, 馒头 and the
  // grandparents' sweets are food and drinks; goals not stated are general health; 伊可新 vitamin AD drops give no
  // strength (its capsules differ by age) and the adult vitamin AD option does not fit, so it is named only (no adult
  // option fits, as round 52); 钙铁锌口服液 10 ml is named only (as rounds 45 and 50); the 长高 "height-booster" powder
  // grandma wants to add is not taken and is left out; the normal bone-age X-ray has no number for the labs; a child's
  // haemoglobin range differs by age, so no range is given (as rounds 50 and 52)
  'Duoduo: 5, short for age, grandma worried (zh)': {
    nickname: '王朵朵',
    gender: 'female',
    age: 5,
    heightCm: 102,
    weightKg: 15.5,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely', vegetables: 'never' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { name: '伊可新维生素AD滴剂（胶囊型）', dose: 1, unit: 'capsule' },
      { name: '钙铁锌口服液 10mL', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 112, unit: 'g/L' },
      { marker: '25-羟基维生素D', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Lin Jiayi (林佳怡), 38, Taipei, types in traditional characters: losing 8 kg for the wedding is the weight-loss goal
  // and trying for a baby after it the pregnancy-preparation goal (as round 53's Wei Ling); an office job is light as
  // given; wine at weekends is light; 悅姿 (Yaz) is drospirenone/ethinylestradiol, by its form (as round 51); 益生菌 (a
  // packet a day) is the probiotics option; 葉黃素 20 mg is the lutein option at 20 mg a capsule (as rounds 42 and 44);
  // the "fat-burning" 酵素 enzyme drink from a friend has no catalogue option and is named only (as round 53); 便當,
  // 鹹酥雞, full-sugar 珍珠奶茶 and lattes are food and drinks; no diagnosed conditions, so a fasting glucose of 98 and an
  // LDL of 128 are not ticked
  'Jiayi: 38, wedding in 4 months, wants to lose 8 kg (zh)': {
    nickname: '林佳怡',
    gender: 'female',
    age: 38,
    heightCm: 160,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'pregnancy_prep'],
    medicines: ['drospirenone-ethinylestradiol'],
    medicineDoses: [
      { id: 'drospirenone-ethinylestradiol', form: 'tablet', frequency: '悅姿（Yaz），每天一顆' },
    ],
    supplements: [
      { optionId: 'probiotics', name: '益生菌', dose: 1, unit: 'sachet' },
      {
        optionId: 'lutein',
        name: '葉黃素 20mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 20, unit: 'mg' },
      },
      { name: '燃脂酵素飲（朋友推薦，每天一瓶）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '空腹血糖', value: 98, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: '低密度脂蛋白膽固醇', value: 128, unit: 'mg/dL', labRefLow: 0, labRefHigh: 130 },
    ],
  },
  // Huang Weiming (黄伟明), 63, Guangzhou, types himself (his wife sometimes): paroxysmal atrial fibrillation has no
  // questionnaire option; hypertension is ticked; mild reflux is the reflux digestive issue; an eGFR of 62 not called
  // kidney disease is not ticked; 1–2 cups of 米酒 with dinner every day is 7–14 drinks a week, moderate (not over 14
  // for a man); quit smoking 5 years ago is former; goals not stated are heart and general health (as round 53's atrial
  // fibrillation); 泰毕全 (Pradaxa) is dabigatran, 倍他乐克 (metoprolol succinate) metoprolol (as round 53) and 奥美拉唑
  // omeprazole, taken when the reflux is bad; 三七粉 3 g is the notoginseng option (as rounds 43 and 52), 深海鱼油 1000 mg
  // (2 a day) the fish oil option, 银杏叶片 (1 tablet twice a day) the ginkgo option and 灵芝孢子粉 2 g the reishi option
  // (as round 53); the clinic blood pressure is a lab row, as in round 42; 老火汤 every day, 早茶 dim sum and 普洱 tea
  // are food and drinks
  'Lao Huang: 63, AF on Pradaxa, drinks herbal soups (zh)': {
    nickname: '黄伟明',
    gender: 'male',
    age: 63,
    heightCm: 170,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    digestiveIssues: ['reflux'],
    goals: ['heart', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['dabigatran', 'metoprolol', 'omeprazole'],
    medicineDoses: [
      { id: 'dabigatran', dose: 110, unit: 'mg', frequency: '泰毕全，每天两次' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '倍他乐克（琥珀酸美托洛尔缓释片），每天一次' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '奥美拉唑，反流厉害时吃' },
    ],
    supplements: [
      { optionId: 'notoginseng', name: '三七粉（放汤里）', dose: 3, unit: 'g' },
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'ginkgo', name: '银杏叶片（每次1片，一天2次）', dose: 2, unit: 'tablet' },
      { optionId: 'reishi', name: '灵芝孢子粉', dose: 2, unit: 'g' },
    ],
    labs: [
      { marker: 'eGFR', value: 62, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '血红蛋白', value: 138, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '血压', value: 138, unit: '/84 mmHg' },
    ],
  },
  // Chan Wai Ling (陳慧玲), 57, Sha Tin, types in traditional characters: systemic lupus has no questionnaire option, and
  // lupus nephritis (class IV, partial remission) is kidney disease (as IgA nephropathy in round 38); hypertension is
  // ticked; osteopenia is not osteoporosis; postmenopausal is no life stage; goals not stated are general health; 驍悉
  // (CellCept) is mycophenolate mofetil (as round 50), prednisolone and amlodipine their entries and Plaquenil
  // hydroxychloroquine (as rounds 47 and 52); Caltrate 600 mg + D (1 tablet twice a day) is the calcium + D3 option (as
  // round 42); the 冬蟲夏草 capsules from her sister have no catalogue option and are named only (as rounds 45 and 50);
  // 靈芝 tea most days is the reishi option, a cup as one sachet; the 24-hour urine protein has no catalogue marker and
  // is entered as typed (as round 53); 茶餐廳 meals, Hong Kong milk tea and 涼茶 from the shop are food and drinks
  'Wai Ling: 57, lupus on CellCept and prednisolone (zh)': {
    nickname: '陳慧玲',
    gender: 'female',
    age: 57,
    heightCm: 155,
    weightKg: 50,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['mycophenolate', 'prednisolone', 'hydroxychloroquine', 'amlodipine'],
    medicineDoses: [
      { id: 'mycophenolate', dose: 1000, unit: 'mg', frequency: '驍悉（CellCept），每日兩次' },
      { id: 'prednisolone', dose: 7.5, unit: 'mg', frequency: '每日一次' },
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', frequency: 'Plaquenil，每日一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每日一次' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Caltrate 鈣爾奇 600mg + D（每次1粒，每日兩次）',
        dose: 2,
        unit: 'tablet',
      },
      { name: '冬蟲夏草膠囊（妹妹買的）', dose: 2, unit: 'capsule' },
      { optionId: 'reishi', name: '靈芝茶（大多數日子）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '24小時尿蛋白', value: 0.8, unit: 'g/24h', labRefLow: 0, labRefHigh: 0.15 },
      { marker: '肌酸酐', value: 98, unit: 'µmol/L', labRefLow: 49, labRefHigh: 90 },
      { marker: '鉀', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Zhang Qiang (张强), 45, Wuhan, his wife often types: gout (3 flares last year) and hypertension are ticked, and
  // moderate fatty liver is liver disease (not cirrhosis); 3–4 bottles of beer several nights a week with 白酒 at
  // banquets is heavy; 10 cigarettes a day is current; goals not stated are general health; 非布司他 is febuxostat,
  // 氯沙坦钾 losartan and 秋水仙碱 colchicine (0.5 mg during flares); the 樱桃提取物 cherry extract capsules (2 a day) have
  // no catalogue option and are named only (as round 44's tart cherry capsules); 护肝片 (3 tablets twice a day) is named
  // only (as rounds 48 and 52); 小龙虾, 热干面, client dinners and cola are food and drinks
  'Zhang Qiang: 45, gout and fatty liver, beer and seafood (zh)': {
    nickname: '张强',
    gender: 'male',
    age: 45,
    heightCm: 175,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['gout', 'liver_disease', 'hypertension'],
    medicines: ['febuxostat', 'losartan', 'colchicine'],
    medicineDoses: [
      { id: 'febuxostat', dose: 40, unit: 'mg', frequency: '非布司他，每天一次' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '氯沙坦钾，每天一次' },
      { id: 'colchicine', dose: 0.5, unit: 'mg', frequency: '秋水仙碱，痛风发作时吃' },
    ],
    supplements: [
      { name: '樱桃提取物胶囊', dose: 2, unit: 'capsule' },
      { name: '护肝片（每次3片，一天2次）', dose: 6, unit: 'tablet' },
    ],
    labs: [
      { marker: '尿酸', value: 512, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '谷丙转氨酶', value: 78, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 3.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Li Shufen (李淑芬), 60, Chengdu, her son types: stage IV EGFR-mutant lung adenocarcinoma is cancer; the treatment's
  // diarrhoea is the diarrhoea digestive issue, and the rash and mouth ulcers have no field; losing 5 kg in 3 months has
  // no field (weight gain is the goal, as round 53's Jing); postmenopausal is no life stage; 泰瑞沙 (Tagrisso) is
  // osimertinib; 蒙脱石散 (smectite) is not in the dictionary and is kept as typed, unchecked; 灵芝孢子粉 2 g is the reishi
  // option (as round 53); the TCM decoction (黄芪, 白术, 茯苓) has no catalogue option and is named only, one a day (as
  // round 53's astragalus soup); the whey 蛋白粉 (a scoop) is the whey option; the 西柚汁 grapefruit juice and 铁皮石斛 her
  // son wants to add are not taken and are left out; QTc is a catalogue marker and an ECG prints no range; spicy Sichuan
  // home cooking and green tea are food and drinks
  'Mama Li: 60, lung cancer on Tagrisso, son asks (zh)': {
    nickname: '李淑芬',
    gender: 'female',
    age: 60,
    heightCm: 158,
    weightKg: 49,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['osimertinib'],
    medicineDoses: [{ id: 'osimertinib', dose: 80, unit: 'mg', frequency: '泰瑞沙，每天一次' }],
    uncheckedMedicines: ['蒙脱石散（腹泻厉害时吃）'],
    supplements: [
      { optionId: 'reishi', name: '灵芝孢子粉', dose: 2, unit: 'g' },
      { name: '中药汤剂（中医开的：黄芪、白术、茯苓，每天一剂）', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉（每天一勺）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 105, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: 'QTc', value: 450, unit: 'ms' },
    ],
  },
  // Ravi Sandhu, 50, Surrey BC: running about 80 km a week is very active as given; cramps late in long runs have no
  // field; training for a first ultramarathon is the energy goal (as round 47's trail runner); a beer or two after long
  // runs is light; ibuprofen 400 mg after long runs is its dictionary entry; Maurten Gel 100 (25 g carbs, 3 per long run)
  // and Nuun electrolyte tabs (2 a day) have no catalogue option and are named only, the gels counted for a long-run day
  // (as rounds 47 and 52); vitamin D3 1000 IU and magnesium glycinate 200 mg are their options; oatmeal, eggs and coffee
  // are food and drinks
  'Ravi: 50, training for first ultramarathon (en)': {
    nickname: 'Ravi',
    gender: 'male',
    age: 50,
    heightCm: 180,
    weightKg: 77,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['energy'],
    medicines: ['ibuprofen'],
    medicineDoses: [{ id: 'ibuprofen', dose: 400, unit: 'mg', frequency: 'after long runs' }],
    supplements: [
      { name: 'Maurten Gel 100 (25 g carbs), 3 per long run', dose: 3, unit: 'sachet' },
      { name: 'Nuun electrolyte tabs', dose: 2, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium glycinate 200 mg (at night)',
        dose: 200,
        unit: 'mg',
      },
    ],
    labs: [
      { marker: 'Ferritin', value: 38, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 },
      { marker: 'Hemoglobin', value: 148, unit: 'g/L', labRefLow: 135, labRefHigh: 175 },
    ],
  },
  // Chloe Nguyen, 16, Melbourne, her mother types: under 18, so the questionnaire refuses her; entered as written
  // anyway, as the earlier rounds' teenagers are; netball 3 times a week is active as given; newly vegan is the vegan
  // option; heavy periods have no option, and a ferritin of 14 with a haemoglobin of 118 not called anaemia is not
  // ticked (as rounds 41, 45, 46 and 47); skipping breakfast has no field; goals not stated are general health; the
  // vegan multivitamin her mum bought is the adult multivitamin option and the B12 spray the B12 option (as round 53),
  // both kept though she often forgets them; oat milk, tofu, pasta, Beyond burgers, toast and the iced coffee are food
  // and drinks
  'Chloe: 16, going vegan, mum worried (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 16,
    heightCm: 165,
    weightKg: 52,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'vegan',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      {
        optionId: 'multivitamin-adult',
        name: 'Vegan multivitamin (mum bought, often forgotten)',
        dose: 1,
        unit: 'tablet',
      },
      { optionId: 'vitamin-b12-1000', name: 'B12 spray, 1 spray (often forgotten)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 14, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Haemoglobin', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 165 },
    ],
  },
  // Deepa Iyer, 44, Bengaluru: Hashimoto's hypothyroidism is hypothyroid and iron-deficiency anaemia is anaemia; heavy
  // periods from fibroids have no option; South Indian vegetarian with no eggs is the vegetarian option with eggs never
  // and, with curd, dairy daily (as round 50); goals not stated are general health; Thyronorm is levothyroxine; Orofer
  // XT (ferrous ascorbate 100 mg + folic acid 1.5 mg) is not in the dictionary and has no catalogue option or salt form,
  // so it is named only, 100 mg a tablet, marked prescribed as it is among her medicines (as round 50's ferrous
  // ascorbate); Shelcal 500 is its own option (as round 52); ashwagandha 300 mg (2 a day) is the ashwagandha option; the
  // teaspoon of methi seeds soaked overnight has no catalogue option and is named only, one spoon (as round 50); idli,
  // dosa, rice, sambar, filter coffee and chai are food and drinks
  'Deepa: 44, hypothyroid vegetarian, iron low (en)': {
    nickname: 'Deepa',
    gender: 'female',
    age: 44,
    heightCm: 157,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypothyroid', 'anemia'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'Thyronorm, every morning' }],
    supplements: [
      {
        name: 'Orofer XT (ferrous ascorbate 100 mg + folic acid 1.5 mg)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 100, unit: 'mg' },
        prescribed: true,
      },
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { optionId: 'ashwagandha', name: 'Ashwagandha 300 mg', dose: 2, unit: 'capsule' },
      { name: 'Methi seeds, 1 tsp soaked overnight', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'TSH', value: 6.8, unit: 'mIU/L', labRefLow: 0.35, labRefHigh: 5.5 },
      { marker: 'Haemoglobin', value: 10.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      { marker: 'Ferritin', value: 9, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Gareth Morgan, 62, Swansea, his wife Siân types: type 2 diabetes for 12 years is diabetes and high cholesterol a
  // lipid disorder; early retinopathy and sleep apnoea have no option, nor has his CPAP; the hypos after the pub have no
  // field; 4 pints of ale on both Friday and Saturday (about 13 drinks a week, in two binges) is heavy (as round 51's
  // weekend binges); ex-smoker is former; goals not stated are general health; Lantus is insulin glargine (38 units at
  // night) and NovoRapid insulin aspart (8–10 units with meals, entered as 10), both injections; metformin and
  // atorvastatin are their entries; cod liver oil is its option, one capsule (as rounds 43, 45, 48 and 49); the cinnamon
  // capsules have no catalogue option and are named only (as round 49); full English breakfasts, chips, pies and sugary
  // tea are food and drinks
  'Gareth: 62, type 2 on insulin, wife types (en)': {
    nickname: 'Gareth',
    gender: 'male',
    age: 62,
    heightCm: 178,
    weightKg: 104,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['diabetes', 'dyslipidemia'],
    medicines: ['insulin-glargine', 'insulin-aspart', 'metformin', 'atorvastatin'],
    medicineDoses: [
      {
        id: 'insulin-glargine',
        dose: 38,
        unit: 'IU',
        form: 'injection',
        frequency: 'Lantus, 38 units at night',
      },
      {
        id: 'insulin-aspart',
        dose: 10,
        unit: 'IU',
        form: 'injection',
        frequency: 'NovoRapid, 8–10 units with meals',
      },
      { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'twice a day' },
      { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
      { name: 'Cinnamon capsules', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'HbA1c', value: 71, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'eGFR', value: 68, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Brian Otieno, 34, Nairobi: ulcerative colitis (pancolitis) in flare is IBD and the bloody diarrhoea 5 times a day
  // the diarrhoea digestive issue; iron deficiency with a haemoglobin of 10.1 not called anaemia is not ticked (as rounds
  // 41, 45, 46 and 47); losing 7 kg (68 to 61 kg) has no field (weight gain is the goal, as round 53's Jing); a fasting
  // glucose of 7.2 on steroids not called diabetes is not ticked; beer occasionally is light; Pentasa is mesalazine (2 g
  // twice a day), prednisolone (40 mg, tapering by 5 mg a week) and omeprazole their entries; ferrous sulphate 200 mg
  // (twice a day, upsetting his stomach) is the ferrous sulfate option with its form, the 200 mg the salt's mass (as
  // round 48), not said to be prescribed; the probiotic capsule is the probiotics option; the aloe vera juice a friend
  // told him to drink is not said to be taken and is left out; ugali, sukuma wiki, beans, chapati and milky tea are food
  // and drinks
  'Brian: 34, ulcerative colitis flare on prednisolone (en)': {
    nickname: 'Brian',
    gender: 'male',
    age: 34,
    heightCm: 172,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['ibd'],
    medicines: ['mesalazine', 'prednisolone', 'omeprazole'],
    medicineDoses: [
      { id: 'mesalazine', dose: 2, unit: 'g', frequency: 'Pentasa, twice a day' },
      { id: 'prednisolone', dose: 40, unit: 'mg', frequency: 'once a day, tapering by 5 mg a week' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg (twice a day, upsets my stomach)',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_sulfate',
        basis: 'salt',
      },
      { optionId: 'probiotics', name: 'Probiotic capsule', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 10.1, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
      { marker: 'CRP', value: 38, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
      { marker: 'Albumin', value: 31, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: 'Fasting glucose', value: 7.2, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Joan Kowalski, 83, Columbus, her daughter types: the ischemic stroke 3 months ago has no option and its dysphagia is
  // ticked; osteoporosis and hypertension are ticked; mild memory problems have no option; losing 4 kg since the stroke
  // has no field (weight gain is the goal, as round 53); soft and puréed meals with liquids thickened to mildly thick
  // have no field, nor has SimplyThick (a thickener, not a supplement); postmenopausal is no life stage; Plavix is
  // clopidogrel; atorvastatin, lisinopril and alendronate (70 mg weekly) are their entries; Ensure Plus has no catalogue
  // option and is named only (a bottle, as rounds 51 and 53); calcium citrate + D 600 mg/800 IU is the calcium citrate
  // option at 600 mg a tablet, read as the calcium itself (the label prints it beside the vitamin D, as a US Supplement
  // Facts panel does); the coffee she used to love is a drink
  'Joan: 83, stroke with swallowing trouble, daughter types (en)': {
    nickname: 'Joan',
    gender: 'female',
    age: 83,
    heightCm: 160,
    weightKg: 51,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['dysphagia', 'osteoporosis', 'hypertension'],
    medicines: ['clopidogrel', 'atorvastatin', 'lisinopril', 'alendronate'],
    medicineDoses: [
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: 'Plavix, once a day' },
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'once a day' },
      { id: 'lisinopril', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'once a week' },
    ],
    supplements: [
      { name: 'Ensure Plus (1 bottle a day, thickened with SimplyThick)', dose: 1, unit: 'sachet' },
      {
        optionId: 'calcium-citrate',
        name: 'Calcium citrate + D 600 mg/800 IU',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
        form: 'calcium_citrate',
        basis: 'elemental',
      },
    ],
    labs: [
      { marker: 'Albumin', value: 3.3, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.0 },
      { marker: 'Vitamin D', value: 24, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Sodium', value: 134, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
    ],
  },
  // Emma Clarke, 33, Brisbane: focal epilepsy, seizure-free for 2 years, is epilepsy; migraines have no option; the gym 3
  // times a week is moderate as given; pescatarian is its option; 2–3 glasses of wine at weekends is light; thinking
  // about a baby next year is the pregnancy-preparation goal, with general health; Lamictal is lamotrigine, Levlen ED
  // levonorgestrel/ethinylestradiol, by its form (as round 52), and sumatriptan its entry, taken for migraines; folic
  // acid 500 mcg is the folic acid 400 µg option at 500 µg a tablet; magnesium 300 mg, its salt not given, is the
  // magnesium option at 300 mg (as round 50's magnesium 400 mg); riboflavin 400 mg is the riboflavin option at 400 mg;
  // the keto collagen powder (a scoop) is the collagen option; the lamotrigine level has no catalogue marker and is
  // entered as typed; coffee is a drink
  'Emma: 33, epilepsy on Lamictal, on the pill (en)': {
    nickname: 'Emma',
    gender: 'female',
    age: 33,
    heightCm: 170,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'pescatarian',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health', 'pregnancy_prep'],
    conditions: ['epilepsy'],
    medicines: ['lamotrigine', 'levonorgestrel-ethinylestradiol', 'sumatriptan'],
    medicineDoses: [
      { id: 'lamotrigine', dose: 200, unit: 'mg', frequency: 'Lamictal, twice a day' },
      { id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Levlen ED, daily' },
      { id: 'sumatriptan', dose: 50, unit: 'mg', frequency: 'for migraines' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-400',
        name: 'Folic acid 500 mcg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'ug' },
      },
      { optionId: 'magnesium-oxide', name: 'Magnesium 300 mg', dose: 300, unit: 'mg' },
      { optionId: 'vitamin-b2', name: 'Riboflavin 400 mg', dose: 400, unit: 'mg' },
      { optionId: 'collagen', name: 'Keto collagen powder', dose: 1, unit: 'scoop' },
    ],
    labs: [{ marker: 'Lamotrigine level', value: 8, unit: 'mg/L', labRefLow: 3, labRefHigh: 15 }],
  },
  // Blind answer round 55: fourteen people invented by a writer session that saw no code (round-55/personas.md), filled in as the questionnaire takes them.
  // Liu Jianguo (刘建国), 67, Shenyang, his daughter types from Beijing: coronary heart disease with two stents 5 months
  // ago has no questionnaire option; high blood pressure is ticked; about 100 ml of 白酒 most evenings is heavy (as
  // round 53's Lao Zhang); 10 cigarettes a day is current; goals not stated are heart and general health (as round 54's
  // Lao Huang); 阿司匹林肠溶片 is aspirin, 波立维 clopidogrel, 立普妥 atorvastatin, 倍他乐克缓释片 (metoprolol succinate)
  // metoprolol and 络活喜 amlodipine; 纳豆激酶 2000 FU (2 a day) is the nattokinase option (as round 46), 深海鱼油 1000 mg
  // (3 a day) the fish oil option, 辅酶Q10 100 mg the CoQ10 option and the neighbour's 三七粉 3 g the notoginseng option
  // (as rounds 43 and 54); the home blood pressure is a lab row, as in round 42; salty northern cooking, 酸菜, fatty
  // pork and strong jasmine tea all day are food and drinks
  'Jianguo: 67, two stents on aspirin and Plavix, nattokinase and baijiu (zh)': {
    nickname: '刘建国',
    gender: 'male',
    age: 67,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension'],
    medicines: ['aspirin', 'clopidogrel', 'atorvastatin', 'metoprolol', 'amlodipine'],
    medicineDoses: [
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '阿司匹林肠溶片，每天一次' },
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: '波立维，每天一次' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '立普妥，每晚' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '倍他乐克缓释片（琥珀酸美托洛尔），每天一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜，每天一次' },
    ],
    supplements: [
      { optionId: 'nattokinase', name: '纳豆激酶 2000FU', dose: 2, unit: 'capsule' },
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1000mg',
        dose: 3,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'coq10', name: '辅酶Q10 100mg', dose: 1, unit: 'capsule' },
      { optionId: 'notoginseng', name: '三七粉（邻居推荐）', dose: 3, unit: 'g' },
    ],
    labs: [
      { marker: '低密度脂蛋白胆固醇', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '家庭血压', value: 145, unit: '/90 mmHg' },
      { marker: 'eGFR', value: 78, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Chen Haohao (陈浩浩), 13, Guangzhou, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' children are; the school football team training most afternoons is active as given;
  // type 1 diabetes is diabetes; the two low sugars after football last month have no field; goals not stated are
  // general health; 诺和锐 is insulin aspart, 4–6 units with each meal by carb counting entered as 6 (as round 54's
  // NovoRapid), and 来得时 insulin glargine, 14 units at night, both injections; 儿童钙D咀嚼片 gives no strength and is
  // named only (as round 52's 迪巧儿童钙); the vitamin D3 drops 400 IU are the vitamin D3 400 IU option (as round 52);
  // congee, 肠粉, bubble tea and 叉烧包 are food and drinks
  'Haohao: 13, boy with type 1 diabetes on insulin, football, mum types (zh)': {
    nickname: '陈浩浩',
    gender: 'male',
    age: 13,
    heightCm: 158,
    weightKg: 44,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes'],
    medicines: ['insulin-aspart', 'insulin-glargine'],
    medicineDoses: [
      {
        id: 'insulin-aspart',
        dose: 6,
        unit: 'IU',
        form: 'injection',
        frequency: '诺和锐，每餐按碳水计算4–6单位',
      },
      { id: 'insulin-glargine', dose: 14, unit: 'IU', form: 'injection', frequency: '来得时，每晚14单位' },
    ],
    supplements: [
      { name: '儿童钙D咀嚼片', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', name: '维生素D3滴剂 400IU', dose: 400, unit: 'IU' },
    ],
    labs: [{ marker: '糖化血红蛋白', value: 8.1, unit: '%', labRefLow: 4, labRefHigh: 6 }],
  },
  // Wong Mei-ling (黄美玲), 34, Hong Kong: 28 weeks pregnant with her first is the third trimester at week 28, 56 kg
  // before pregnancy; gestational diabetes diagnosed at 25 weeks is ticked; an office job is light as given; goals not
  // stated are general health; Levemir is insulin detemir, 6 units at bedtime, an injection; Elevit is the Elevit option;
  // DHA 200 mg is the algal DHA option at 200 mg a capsule (as round 50); the 燕窝 from her mother-in-law (3 times a
  // week) has no catalogue option and is named only, a bowl as one, 3 a week (as round 51's soups); the OGTT's
  // fasting value is a fasting glucose, and its 1-hour and 2-hour values have no catalogue marker (a 2-hour load is no
  // post-meal glucose) and are entered as typed; the home finger-prick fasting readings (5.3–5.6) are a range with no
  // single number, topping at the OGTT's fasting 5.6, and are left out; a Hb of 105 not called anaemia is not ticked;
  // white rice, yum cha and Hong Kong milk tea are food and drinks
  'Meiling: 34, 28 weeks pregnant, gestational diabetes on insulin (zh)': {
    nickname: '黄美玲',
    gender: 'female',
    age: 34,
    heightCm: 160,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 28,
    prePregnancyWeightKg: 56,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['gestational_diabetes'],
    medicines: ['insulin-detemir'],
    medicineDoses: [
      { id: 'insulin-detemir', dose: 6, unit: 'IU', form: 'injection', frequency: 'Levemir，睡前6单位' },
    ],
    supplements: [
      { optionId: 'elevit', name: 'Elevit 爱乐维', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: 'DHA 200mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
      { name: '燕窝（婆婆炖，每周3次）', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: 'OGTT 空腹血糖', value: 5.6, unit: 'mmol/L' },
      { marker: 'OGTT 1小时', value: 10.9, unit: 'mmol/L' },
      { marker: 'OGTT 2小时', value: 9.1, unit: 'mmol/L' },
      { marker: '血红蛋白', value: 105, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
    ],
  },
  // Liang Guoqiang (梁国强), 59, Nanning, his wife types: nasopharyngeal carcinoma after radiotherapy with weekly
  // cisplatin is cancer, and the thyroid gone low after radiation is hypothyroid; painful swallowing that keeps him to
  // congee, soups and milk drinks is ticked as dysphagia; the very dry mouth, little taste and hearing loss have no
  // field; losing 9 kg (64 to 55 kg) has no field (weight gain is the goal, as round 53's Jing); quit smoking at
  // diagnosis is former; the rice wine he used to drink daily is no longer taken, so none (as round 52's Daniel); the
  // finished cisplatin is no longer taken and is left out; 优甲乐 is levothyroxine; the 人工唾液喷剂 saliva spray and the
  // 康复新液 mouth rinse are not in the dictionary and are kept as typed, unchecked (as round 54's 蒙脱石散); 灵芝孢子粉
  // 2 g twice a day is the reishi option, 4 g (as round 54); 冬虫夏草 stewed in soup twice a week has no catalogue option
  // and is named only, weekly (as rounds 45, 50 and 54); 安素 (Ensure, 2 servings) has no catalogue option and is named
  // only (as round 53); 蛋白粉 (a scoop) is the whey option (as round 54's Mama Li); 老友粉 and rice noodles are food
  'Guoqiang: 59, after chemoradiation for nasopharyngeal cancer, dry mouth, losing weight (zh)': {
    nickname: '梁国强',
    gender: 'male',
    age: 59,
    heightCm: 170,
    weightKg: 55,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer', 'hypothyroid', 'dysphagia'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 25, unit: 'µg', frequency: '优甲乐，每天早上' }],
    uncheckedMedicines: ['人工唾液喷剂（需要时用）', '康复新液（漱口）'],
    supplements: [
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，一天2次）', dose: 4, unit: 'g' },
      { name: '冬虫夏草（炖汤，每周2次）', dose: 2, unit: 'sachet', every: 'week' },
      { name: '安素（Ensure）每天2份', dose: 2, unit: 'sachet' },
      { optionId: 'whey-protein', name: '蛋白粉（每天一勺）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: 'TSH', value: 6.8, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
    ],
  },
  // Lin Shu-fen (林淑芬), 63, Taichung, types in traditional characters: Hashimoto's hypothyroidism is hypothyroid, and
  // osteoporosis and high cholesterol are ticked; the spine T-score (negative) has no place in the labs; the morning
  // walk and an hour of square dancing a day is moderate as given; soy milk every breakfast and natto often are legumes
  // daily (as round 51); postmenopausal is no life stage; goals not stated are general health and bone (as round 49's
  // Margaret); Eltroxin is levothyroxine, and 鈣穩 Evista raloxifene; the 鈣片 (calcium carbonate 600 mg + D3 400 IU, 2 a
  // day, swallowed with her thyroid pill at breakfast) is the calcium + D3 option (as round 54's Wai Ling); 紅麴膠囊 (2
  // a day) is the red yeast rice option (as round 49) and 薑黃素 500 mg the turmeric option; 饅頭, black coffee and
  // oolong tea are food and drinks
  'Shufen: 63, hypothyroid on Eltroxin, osteoporosis on Evista, soy milk and red yeast rice (zh)': {
    nickname: '林淑芬',
    gender: 'female',
    age: 63,
    heightCm: 155,
    weightKg: 58,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['hypothyroid', 'osteoporosis', 'dyslipidemia'],
    medicines: ['levothyroxine', 'raloxifene'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 75, unit: 'µg', frequency: 'Eltroxin，每天早上（和鈣片一起吞）' },
      { id: 'raloxifene', dose: 60, unit: 'mg', frequency: '鈣穩 Evista，每天一次' },
    ],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '鈣片（碳酸鈣600mg + D3 400IU，早餐時和甲狀腺藥一起吞）',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'red-yeast-rice', name: '紅麴膠囊', dose: 2, unit: 'capsule' },
      { optionId: 'turmeric', name: '薑黃素 500mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'TSH', value: 5.9, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '低密度脂蛋白膽固醇', value: 162, unit: 'mg/dL', labRefLow: 0, labRefHigh: 130 },
      { marker: '25(OH)D', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Zhang Xiaoyu (张小雨), 22, Wuhan: a university student is light as given; periods a bit irregular have no option
  // (no condition is diagnosed); skipping breakfast has no field; losing 8 kg before summer is the weight-loss goal; a
  // few beers with friends at weekends is light; the 左旋肉碱 "fat burner" (2 a day) and the 酵素 fruit-enzyme drink (a
  // bottle a day) have no catalogue option and are named only (as round 53), and so is the 代餐奶昔 meal replacement
  // instead of dinner on some days, one (as round 43); 热干面, canteen rice, bubble milk tea, late-night takeaway and
  // spicy crayfish are food and drinks; no labs
  'Xiaoyu: 22, student, milk tea and late-night takeaway, wants to lose 8 kg (zh)': {
    nickname: '张小雨',
    gender: 'female',
    age: 22,
    heightCm: 163,
    weightKg: 62,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: '左旋肉碱燃脂胶囊', dose: 2, unit: 'capsule' },
      { name: '酵素饮（每天一瓶）', dose: 1, unit: 'sachet' },
      { name: '代餐奶昔（有些天代替晚饭）', dose: 1, unit: 'sachet' },
    ],
  },
  // Wu Zhiming (吴志明), 28, Singapore: coaching badminton about 5 hours a day plus his own training is very active;
  // lactose intolerance is no allergy and has no field; rarely drinking is "hardly ever", so no alcohol (as round 49);
  // gaining 6 kg is the weight-gain goal; whey isolate (a scoop) is the whey option; 白兰氏鸡精 (a bottle a day) has no
  // catalogue option and is named only (as round 49's 鸡精); the multivitamin gives no brand, so the adult
  // multivitamin option; chicken rice, 粿条, economy rice and kopi-O are food and drinks; no labs
  'Zhiming: 28, badminton coach, too thin, wants to gain 6 kg (zh)': {
    nickname: '吴志明',
    gender: 'male',
    age: 28,
    heightCm: 176,
    weightKg: 61,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    supplements: [
      { optionId: 'whey-protein', name: '分离乳清蛋白（每天一勺）', dose: 1, unit: 'scoop' },
      { name: '白兰氏鸡精（每天一瓶）', dose: 1, unit: 'sachet' },
      { optionId: 'multivitamin-adult', name: '复合维生素', dose: 1, unit: 'tablet' },
    ],
  },
  // Priya Deshpande, 52, Pune: type 2 diabetes is diabetes, high blood pressure hypertension and mild fatty liver liver
  // disease (not cirrhosis, as round 54's Zhang Qiang); lacto-vegetarian is the vegetarian option with eggs never and
  // dairy daily (as round 54's Deepa); fasting on Ekadashi twice a month and for the nine days of Navratri is no
  // Ramadan fast and has no field; 3 cups of sweet chai, rice, chapati, dal, sabzi, sabudana khichdi and potatoes are
  // food and drinks; goals not stated are general health; Jardiance is empagliflozin and Telma telmisartan; Janumet
  // (sitagliptin/metformin) is entered by its form with 50/1000 mg in the frequency (as Entresto in round 50); the
  // teaspoon of methi seed powder has no catalogue option and is named only, one spoon (as round 54's Deepa), and so
  // is the karela juice (about 100 ml most days), a glass as one (as round 49's 苦瓜茶); Neurobion Forte is named only
  // (as rounds 39 and 43); Shelcal 500 is its own option (as round 54)
  'Priya: 52, diabetes on Jardiance and Janumet, vegetarian, fasts for Ekadashi and Navratri (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 52,
    heightCm: 157,
    weightKg: 71,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension', 'liver_disease'],
    medicines: ['empagliflozin', 'sitagliptin-metformin', 'telmisartan'],
    medicineDoses: [
      { id: 'empagliflozin', dose: 25, unit: 'mg', frequency: 'Jardiance, once a day' },
      { id: 'sitagliptin-metformin', form: 'tablet', frequency: 'Janumet 50/1000 mg, twice a day' },
      { id: 'telmisartan', dose: 40, unit: 'mg', frequency: 'Telma, once a day' },
    ],
    supplements: [
      { name: 'Methi (fenugreek) seed powder, 1 tsp every morning', dose: 1, unit: 'scoop' },
      { name: 'Karela (bitter gourd) juice, about 100 ml most days', dose: 1, unit: 'sachet' },
      { name: 'Neurobion Forte', dose: 1, unit: 'tablet' },
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Fasting glucose', value: 148, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Margaret Holloway, 86, Leeds, her daughter types: polymyalgia rheumatica has no questionnaire option; type 2
  // diabetes and osteoporosis are ticked; the broken wrist last winter has no field and mild memory problems no option;
  // an eGFR of 48 not called kidney disease is not ticked (as round 54's 62); a small sherry on Sundays is light;
  // stopped smoking in 1980 is former; goals not stated are general health and bone (as round 49's Margaret);
  // prednisolone, gliclazide, metformin and omeprazole are their entries and alendronic acid alendronate (70 mg once a
  // week); Adcal-D3 ("1500 mg calcium carbonate / 400 IU D3", 600 mg calcium a tablet, 1 twice a day) is the Adcal-D3
  // option, 2 a day, not marked prescribed as she lists it among what she takes (as round 49); cod liver oil is its
  // option, one capsule (as round 54); the Complan drink has no catalogue option and is named only (as round 49);
  // small meals, toast and marmalade and tea with two sugars are food and drinks
  'Margaret: 86, polymyalgia on prednisolone, diabetes on gliclazide, eating little, daughter types (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 86,
    heightCm: 158,
    weightKg: 49,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health', 'bone'],
    conditions: ['diabetes', 'osteoporosis'],
    medicines: ['prednisolone', 'gliclazide', 'metformin', 'alendronate', 'omeprazole'],
    medicineDoses: [
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: 'every morning' },
      { id: 'gliclazide', dose: 80, unit: 'mg', frequency: 'twice a day' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice a day' },
      { id: 'alendronate', dose: 70, unit: 'mg', frequency: 'alendronic acid, once a week' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'adcal-d3',
        name: 'Adcal-D3 (1500 mg calcium carbonate / 400 IU D3), 1 twice a day',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule', dose: 1, unit: 'capsule' },
      { name: 'Complan drink', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 58, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
    ],
  },
  // Jordan Whitfield, 24, Calgary: focal epilepsy, last seizure 14 months ago, is epilepsy; weights 5 days a week is
  // very active as given; goals not stated are muscle, read from his training, and general health; 6–8 beers on
  // Saturday nights is moderate (as round 46); vaping is current (as rounds 51 and 53); Tegretol CR is carbamazepine;
  // grapefruit juice some mornings is the grapefruit option (the questionnaire lists the fruit), its amount not given,
  // so the option's serving, 250 g (as round 49's Dave); creatine monohydrate and the C4 pre-workout (150 mg caffeine a
  // scoop) have no catalogue option and are named only (as rounds 49 and 52); whey (2 scoops) is the whey option;
  // ashwagandha 600 mg is the ashwagandha option at 600 mg a capsule; chicken-and-rice meal prep and 1–2 energy drinks
  // a day are food and drinks
  'Jordan: 24, epilepsy on Tegretol, gym, pre-workout and weekend drinking (en)': {
    nickname: 'Jordan',
    gender: 'male',
    age: 24,
    heightCm: 183,
    weightKg: 86,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['muscle', 'general_health'],
    conditions: ['epilepsy'],
    medicines: ['carbamazepine'],
    medicineDoses: [{ id: 'carbamazepine', dose: 400, unit: 'mg', frequency: 'Tegretol CR, twice a day' }],
    supplements: [
      { optionId: 'grapefruit', name: 'Grapefruit juice (some mornings)', dose: 250, unit: 'g' },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein', dose: 2, unit: 'scoop' },
      { name: 'C4 pre-workout (150 mg caffeine per scoop, before training)', dose: 1, unit: 'scoop' },
      {
        optionId: 'ashwagandha',
        name: 'Ashwagandha 600 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 600, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Sodium', value: 132, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Vitamin D', value: 45, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  // Chloe Bennett, 30, Melbourne: trying to conceive for 4 months after stopping the pill is the pregnancy-preparation
  // goal (not pregnant, so no life stage), with general health; Pilates 3 times a week and daily dog walks is moderate
  // as given; flexitarian has no diet option, so everything (omnivore, as round 49); 2–3 glasses of wine at weekends is
  // light (as round 54's Emma); no conditions and no medicines (the pill is stopped); Elevit pre-conception is the
  // Elevit option (as round 53); fish oil 1000 mg is its option; the "hormone balance" tea with vitex (chasteberry) most
  // days has no catalogue option and is named only, a cup as one (as round 54's 靈芝 tea); a ferritin of 18 not called
  // iron deficiency is not ticked; oat flat whites, sushi and brie are food and drinks
  'Chloe: 30, trying to conceive, coffee, wine and soft cheese (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 30,
    heightCm: 168,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['pregnancy_prep', 'general_health'],
    supplements: [
      { optionId: 'elevit', name: 'Elevit pre-conception', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: '"Hormone balance" herbal tea with vitex (chasteberry), most days', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Ferritin', value: 18, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 }],
  },
  // Marcus Greene, 47, Atlanta, his wife Tanya types sometimes: high blood pressure is ticked; prediabetes has no option
  // and an HbA1c of 6.2 not called diabetes is not ticked, nor triglycerides of 310 not called a lipid disorder;
  // obstructive sleep apnea has no option, nor has his CPAP; a long-haul truck driver is sedentary as given; losing 25
  // kg is the weight-loss goal; a six-pack on days off is moderate (as 6–8 beers on a Saturday in round 46); dipping
  // tobacco is current (as vaping in rounds 51 and 53); lisinopril and hydrochlorothiazide are their entries; Nu-Salt is
  // the potassium-chloride salt substitute option, its amount not given, so the option's serving (1.5 g) a day (as
  // round 48's NoSalt); the apple cider vinegar gummies have no catalogue option and are named only (as round 39); One
  // A Day Men's is the men's multivitamin option; the clinic blood pressure is a lab row, as in round 42; fast food,
  // gas-station snacks, 2 large sweet teas and 2 Monsters a day are food and drinks
  'Marcus: 47, truck driver on lisinopril, prediabetes, salt substitute, wants to lose 25 kg (en)': {
    nickname: 'Marcus',
    gender: 'male',
    age: 47,
    heightCm: 180,
    weightKg: 127,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    conditions: ['hypertension'],
    medicines: ['lisinopril', 'hydrochlorothiazide'],
    medicineDoses: [
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'hydrochlorothiazide', dose: 25, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'salt-substitute-kcl', name: 'Nu-Salt (on his food)', dose: 1.5, unit: 'g' },
      { name: 'Apple cider vinegar gummies', dose: 2, unit: 'tablet' },
      { optionId: 'multivitamin-men', name: "One A Day Men's", dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 6.2, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 148, unit: '/94 mmHg' },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Triglycerides', value: 310, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
    ],
  },
  // Grace Whitaker, 68, Auckland: tramping and walking about 10 km most days with gardening is active as given;
  // keeping her muscle and bones strong is the muscle and bone goals; Mediterranean-style home cooking is the omnivore
  // option; a glass of wine with dinner (about 7 a week) is moderate (as round 48's red wine most evenings); no
  // conditions and no medicines; postmenopausal is no life stage; collagen powder 10 g is the collagen option; vitamin
  // D3 1000 IU and magnesium glycinate 300 mg (at night) are their options (as round 54's Ravi); a flat white is a
  // drink; no labs
  'Grace: 68, active hiker who wants to keep her muscle (en)': {
    nickname: 'Grace',
    gender: 'female',
    age: 68,
    heightCm: 164,
    weightKg: 60,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['muscle', 'bone'],
    supplements: [
      { optionId: 'collagen', name: 'Collagen powder 10 g', dose: 10, unit: 'g' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium glycinate 300 mg (at night)',
        dose: 300,
        unit: 'mg',
      },
    ],
  },
  // Rebecca Lindqvist, 39, Boston: primary adrenal insufficiency (Addison's disease) has no questionnaire option;
  // running about 25 km a week is moderate as given; keeping salt low has no field; a glass of wine now and then is
  // light; goals not stated are general health; hydrocortisone (10 mg on waking, 5 mg at noon and 5 mg at 4 pm) is
  // entered with the day's 20 mg and the split in the frequency (as the reference persona's carbamazepine, 早200mg
  // 晚400mg); fludrocortisone 0.1 mg is its entry; the Solu-Cortef emergency injection she carries is hydrocortisone,
  // already listed, and is not taken, so it has no row of its own; her licorice tea and black licorice candy are the
  // licorice option, a cup or a few pieces as one, amount not given; vitamin D3 2000 IU is its option (as round 53);
  // DHEA 25 mg has no catalogue option and is named only; LMNT (a packet on long runs) has no catalogue option and is
  // named only, counted for a long-run day (as round 54's Nuun); the plasma renin "high" has no number for the labs;
  // whole foods and 2 coffees are food and drinks
  "Rebecca: 39, Addison's on hydrocortisone and fludrocortisone, runner, licorice (en)": {
    nickname: 'Rebecca',
    gender: 'female',
    age: 39,
    heightCm: 170,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['hydrocortisone', 'fludrocortisone'],
    medicineDoses: [
      {
        id: 'hydrocortisone',
        dose: 20,
        unit: 'mg',
        frequency: '10 mg on waking, 5 mg at noon, 5 mg at 4 pm',
      },
      { id: 'fludrocortisone', dose: 0.1, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'licorice', name: 'Licorice tea and black licorice candy', dose: 1, unit: 'sachet' },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
      { name: 'DHEA 25 mg', dose: 1, unit: 'capsule' },
      { name: 'LMNT electrolyte drink mix (1 packet on long runs)', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Sodium', value: 134, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 }],
  },
  // Blind answer round 56: fourteen people invented by a writer session that saw no code (round-56/personas.md), filled in as the questionnaire takes them.
  // Chen Haoxuan (陈浩轩, "Haohao"), 9, Guangzhou, his mother Chen Jiahui types: under 18, so the questionnaire refuses
  // him; entered as written anyway, as the earlier rounds' children are; the school check's 肥胖 (BMI 23.5, read from his
  // height and weight) with "控制饮食" is no diagnosed condition and is the weight-loss goal read from the title, with
  // general health; refusing most green vegetables is vegetables rarely (as round 50's Haoran); his grandfather smoking
  // on the balcony has no field; 钙尔奇儿童钙 (calcium 300 mg + D3 200 IU, a chewable) is the calcium + D3 option at 300 mg a
  // tablet (as round 51's 迪巧), not the adult Caltrate D600; 健儿消食口服液 (10 mL twice a day when grandma says he is 积食, 10
  // mL as one dose) and 小儿七星茶 granules (a sachet when he is 热气) have no catalogue option and are named only, counted
  // for a day he takes them (as round 48's echinacea); 肠粉, 菠萝包, two bowls of rice, 维他柠檬茶, Coke, fried chicken, crisps
  // and 果冻 are food and drinks; the school's fasting glucose printed no range, so the usual one
  'Haohao: 9, overweight, sugary drinks and snacks (zh)': {
    nickname: '陈浩轩',
    gender: 'male',
    age: 9,
    heightCm: 140,
    weightKg: 46,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'general_health'],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '钙尔奇儿童钙（钙300mg + D3 200IU，咀嚼片）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
      { name: '健儿消食口服液 10mL（奶奶说积食时，一天2次）', dose: 2, unit: 'sachet' },
      { name: '小儿七星茶颗粒（热气时1包）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '空腹血糖', value: 5.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 }],
  },
  // Nurul Aisyah binte Rahman, 31, Tampines: breastfeeding twin boys (latching, pumping every 3 hours and topping up
  // with formula) is lactating; 4 months after a caesarean, the low milk supply and the 1.5 L of water a day have no
  // field; halal food is no allergy and no fast; goals not stated are general health; the finished 3-month iron course
  // is no longer taken and is left out; Nature's Way Fenugreek 610 mg, 2 capsules three times a day, has no catalogue
  // option and is named only, 6 capsules (as rounds 43 and 49); Blackmores Pregnancy & Breast-Feeding Gold is named
  // only (as rounds 43 and 47); the lactation cookies (4 a day) are named only, as round 43's Nurul's, and so is the
  // "milk booster" malt drink, a sachet; a Hb of 11.9 not called anaemia is not ticked; nasi lemak, mee rebus, chicken
  // rice, teh tarik 3 times a day and Milo at night are food and drinks
  'Nurul: 31, breastfeeding twins, low milk supply (en)': {
    nickname: 'Nurul',
    gender: 'female',
    age: 31,
    heightCm: 160,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { name: "Nature's Way Fenugreek 610 mg (2 capsules three times a day)", dose: 6, unit: 'capsule' },
      { name: 'Blackmores Pregnancy & Breast-Feeding Gold', dose: 1, unit: 'capsule' },
      { name: 'Lactation cookies', dose: 4, unit: 'tablet' },
      { name: '"Milk booster" malt drink', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Haemoglobin', value: 11.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 }],
  },
  // Zhang Lei (张磊), 36, Hangzhou: a programmer is sedentary as given; losing 15 kg is the weight-loss goal; nothing is
  // diagnosed, so the 体检's overweight, borderline uric acid and triglycerides tick nothing (no gout, no lipid disorder
  // called); 2–3 bottles of beer at 夜宵 烧烤 on Friday and Saturday (4–6 bottles a week) is moderate (as round 50's
  // Daniel's 4–6 beers on weekends); about 5 cigarettes a day is current; sleeping at 1 am has no field; 左旋肉碱
  // (L-carnitine) 500 mg, 2 capsules, and the 代餐奶昔 meal-replacement shake instead of breakfast have no catalogue option
  // and are named only (as round 55's Xiaoyu); 善存 is the adult multivitamin option; 外卖 盖浇饭 and 麻辣烫, 瑞幸 lattes with
  // syrup and the energy drinks are food and drinks
  'Lei: 36, programmer, wants to lose 15 kg (zh)': {
    nickname: '张磊',
    gender: 'male',
    age: 36,
    heightCm: 176,
    weightKg: 93,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [
      { name: '左旋肉碱 500mg（每天2粒）', dose: 2, unit: 'capsule' },
      { name: '代餐奶昔（代替早餐）', dose: 1, unit: 'sachet' },
      { optionId: 'multivitamin-adult', name: '善存', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '尿酸', value: 445, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '甘油三酯', value: 2.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '空腹血糖', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '谷丙转氨酶', value: 48, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Mackenzie Tremblay, 26, Toronto: lifting 5 days a week is very active as given; making the 72 kg class at a meet in
  // 6 weeks is the weight-loss goal and her powerlifting the muscle goal; aiming for 160 g of protein a day has no
  // field; about 4 drinks on Saturday nights is 4 a week, moderate; not pregnant is no life stage; Alesse is
  // levonorgestrel/ethinylestradiol, by its form (as rounds 52 and 54); creatine monohydrate 5 g, the Ghost Legend
  // pre-workout (250 mg caffeine a scoop) and LMNT (a sachet) have no catalogue option and are named only (as rounds
  // 49, 52 and 55); whey isolate (2 scoops, 25 g protein each) is the whey option and vitamin D3 1000 IU its option; a
  // ferritin of 22 last year is entered as given; chicken, rice and broccoli meal prep and 3 coffees are food and
  // drinks
  'Mackenzie: 26, powerlifter cutting to a weight class (en)': {
    nickname: 'Mackenzie',
    gender: 'female',
    age: 26,
    heightCm: 168,
    weightKg: 74.5,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss', 'muscle'],
    medicines: ['levonorgestrel-ethinylestradiol'],
    medicineDoses: [
      { id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Alesse, one a day' },
    ],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey isolate (25 g protein a scoop)', dose: 2, unit: 'scoop' },
      {
        name: 'Ghost Legend pre-workout (250 mg caffeine per scoop, before training)',
        dose: 1,
        unit: 'scoop',
      },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      { name: 'LMNT electrolyte drink mix', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: 'Ferritin', value: 22, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 }],
  },
  // Lee Ka-yan (李嘉欣), 37, Sha Tin, types in traditional characters: 32 weeks pregnant with her second is the third
  // trimester at week 32, 54 kg before pregnancy; weight going up too fast has no field beyond her weights, and the
  // normal OGTT at 24 weeks is no condition and gives no numbers; goals not stated are general health; 愛樂維 Elevit is
  // the Elevit option; 鈣片 Caltrate 600 mg + D is the calcium + D3 option (as round 54's Wai Ling); DHA fish oil 200 mg
  // is the 200 mg of DHA the algal DHA option counts, at 200 mg a capsule (as round 55's Meiling), its fish source kept
  // in its name; 燕窩 2–3 times a week has no catalogue option and is named only, 3 a week (as round 55's Meiling); a Hb
  // of 11.2 not called anaemia is not ticked; 茶餐廳 常餐 and 焗豬扒飯, 凍奶茶, 麥皮 and 老火湯 are food and drinks
  'Ka-yan: 37, 32 weeks pregnant with her second (zh)': {
    nickname: '李嘉欣',
    gender: 'female',
    age: 37,
    heightCm: 158,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 32,
    prePregnancyWeightKg: 54,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '愛樂維 Elevit', dose: 1, unit: 'tablet' },
      { optionId: 'calcium-carbonate-d3', name: '鈣片（Caltrate 600mg + D）', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: 'DHA魚油 200mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
      { name: '燕窩（每週2–3次）', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [{ marker: '血紅蛋白', value: 11.2, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 }],
  },
  // Zhou Guifang (周桂芳), 85, Shanghai, her daughter Shen Li types: persistent atrial fibrillation, the TIA in 2021 and
  // knee osteoarthritis have no questionnaire option; hypertension is ticked and mild kidney impairment (eGFR 52) is
  // kidney disease (as round 51's Chan Pak); 青菜, 菠菜 and 荠菜 馄饨 are vegetables daily; a small cup of 黄酒 at family dinners
  // is light; goals not stated are heart and general health (as round 54's Lao Huang); 华法林 is warfarin, 2.5 mg and 3.75
  // mg on alternate days, so no single daily dose: entered by its form with both doses in the frequency (as round 55's
  // Janumet); 倍他乐克缓释片 (metoprolol succinate) is metoprolol and 氨氯地平 amlodipine; 三七粉 3 g is the notoginseng option (as
  // rounds 54 and 55); 氨糖软骨素 (glucosamine 1500 mg, 2 tablets) is the glucosamine option at 1500 mg a tablet, the
  // label's figure read per tablet as her other products' are; 钙尔奇D 600 is the Caltrate D600 option; 鱼油 1 g is the fish
  // oil option at 1000 mg a capsule; the INR is read against her target 2.0–3.0 (as round 50's Defu); 绿茶 every morning
  // and Shanghainese home cooking are drinks and food
  'Guifang: 85, atrial fibrillation on warfarin, INR high (zh)': {
    nickname: '周桂芳',
    gender: 'female',
    age: 85,
    heightCm: 152,
    weightKg: 48,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'daily' },
    alcohol: 'light',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'kidney_disease'],
    medicines: ['warfarin', 'metoprolol', 'amlodipine'],
    medicineDoses: [
      { id: 'warfarin', form: 'tablet', frequency: '华法林，2.5mg 和 3.75mg 隔天交替' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '倍他乐克缓释片（琥珀酸美托洛尔），每天一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '氨氯地平，每天一次' },
    ],
    supplements: [
      { optionId: 'notoginseng', name: '三七粉（温水冲，邻居说"活血"）', dose: 3, unit: 'g' },
      {
        optionId: 'glucosamine',
        name: '氨糖软骨素（氨基葡萄糖 1500mg，每天2片）',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
      { optionId: 'caltrate-d600', name: '钙尔奇D 600', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '鱼油 1g',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'INR', value: 3.4, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '血红蛋白', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Wang Jianguo (王建国), 61, Zhengzhou, his wife Li Xiuying types: stage III gastric adenocarcinoma is cancer; the total
  // gastrectomy has no option of its own (it is no bariatric operation, as the reference persona 陈姐's); the sweats and
  // dizziness after sweet drinks, poor appetite, nausea and numb fingers have no field; dropping from 66 kg before
  // surgery to 54 kg has no field (weight gain is the goal, as round 55's Guoqiang); the 白酒 and pack a day he stopped
  // at diagnosis are no alcohol (as round 52's Daniel) and former smoking; 替吉奥 (S-1) is tegafur/gimeracil/oteracil,
  // 昂丹司琼 ondansetron (8 mg when nauseous) and 胰酶肠溶胶囊 (得每通) pancrelipase; 奥沙利铂 is not in the dictionary and is kept as
  // typed, unchecked (as round 52's oxaliplatin); 灵芝孢子粉 2 g twice a day is the reishi option, 4 g (as round 55); 西洋参
  // slices in tea daily are the American ginseng option at 3 g (as round 48); 汤臣倍健蛋白粉 (2 scoops) is the whey option (as
  // round 53); 安素 (Ensure, 2 servings) has no catalogue option and is named only (as round 55); vitamin B12 never
  // checked has no number; 小米粥, 鸡蛋羹, soft noodles in 6 small meals and strong tea are food and drinks
  'Jianguo: 61, after total gastrectomy, on S-1 chemo (zh)': {
    nickname: '王建国',
    gender: 'male',
    age: 61,
    heightCm: 170,
    weightKg: 54,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['tegafur-gimeracil-oteracil', 'ondansetron', 'pancrelipase'],
    medicineDoses: [
      {
        id: 'tegafur-gimeracil-oteracil',
        dose: 60,
        unit: 'mg',
        frequency: '替吉奥，每天两次，吃2周停1周（SOX第4/8周期）',
      },
      { id: 'ondansetron', dose: 8, unit: 'mg', frequency: '昂丹司琼，恶心时吃' },
      { id: 'pancrelipase', dose: 0.3, unit: 'g', frequency: '胰酶肠溶胶囊（得每通），随餐' },
    ],
    uncheckedMedicines: ['奥沙利铂（每3周静脉输注一次）'],
    supplements: [
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，一天2次）', dose: 4, unit: 'g' },
      { optionId: 'american-ginseng', name: '西洋参片（每天泡茶）', dose: 3, unit: 'g' },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每天2勺）', dose: 2, unit: 'scoop' },
      { name: '安素（Ensure）每天2份', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 32, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 98, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '白细胞', value: 3.1, unit: '×10⁹/L', labRefLow: 3.5, labRefHigh: 9.5 },
      { marker: '中性粒细胞', value: 1.6, unit: '×10⁹/L', labRefLow: 1.8, labRefHigh: 6.3 },
    ],
  },
  // Liu Yu (刘宇), 28, Chengdu, his mother Zhang Hui types: schizophrenia on olanzapine is the serious-mental-illness
  // option; high triglycerides, named as a diagnosis, is a lipid disorder; prediabetes has no option and mildly raised
  // liver enzymes are not a liver disease (as round 52's Linda); gaining 20 kg on the medicine (68 to 88 kg) is read as
  // the weight-loss goal, the gain itself having no field; always hungry has no field; no alcohol on the doctor's order
  // is none; 20 cigarettes a day is current; 再普乐 is olanzapine and 二甲双胍 metformin, the dose in grams as written (as
  // round 52); the probiotic sachet is its option; the senna-based 减肥茶 bought online, some evenings, is the senna leaf
  // (tea) option, a cup as one; 串串, 火锅, 奶茶, instant noodles, biscuits and Coke are food and drinks
  'Yu: 28, schizophrenia on olanzapine, gained 20 kg (zh)': {
    nickname: '刘宇',
    gender: 'male',
    age: 28,
    heightCm: 172,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    goals: ['weight_loss'],
    conditions: ['mental_illness', 'dyslipidemia'],
    medicines: ['olanzapine', 'metformin'],
    medicineDoses: [
      { id: 'olanzapine', dose: 15, unit: 'mg', frequency: '再普乐，每晚' },
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '二甲双胍，一天两次（精神科医生为控制体重加的）' },
    ],
    supplements: [
      { optionId: 'probiotics', name: '益生菌（每天一袋）', dose: 1, unit: 'sachet' },
      { optionId: 'senna-leaf', name: '减肥茶（含番泻叶，网上买的，有些晚上喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '空腹血糖', value: 6.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '糖化血红蛋白', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '甘油三酯', value: 3.2, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '低密度脂蛋白胆固醇', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '谷丙转氨酶', value: 58, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Lin Shu-fen (林淑芬), 45, Taichung, types in traditional characters: ER-positive breast cancer (treatment finished 2
  // years ago, on tamoxifen) is cancer and mild fatty liver on ultrasound is liver disease (not cirrhosis, as round
  // 54's Zhang Qiang); hot flushes have no option and low mood on fluoxetine is not the serious-mental-illness option
  // (as round 50's Rachel); still having periods is no life stage; brisk walking 5 mornings a week and yoga is moderate
  // as given; 豆漿 500 mL every day is legumes daily (as round 55's Shufen); goals not stated are general health; 諾瓦得士
  // Nolvadex is tamoxifen and 百憂解 fluoxetine; 大豆異黃酮 40 mg is the soy isoflavones option; 四物湯 or 中將湯 for a week after
  // each period has no catalogue option and is named only, 7 a month; the 當歸 in chicken soup is the dong quai option, a
  // bowl (as round 49); 魚油 1000 mg is the fish oil option, 鈣 + D3 (no strength given) the calcium + D3 option (as round
  // 49) and 薑黃素 500 mg the turmeric option; 滷味, 便當, 珍奶 and 高山茶 are food and drinks
  'Shu-fen: 45, breast cancer on tamoxifen, soy milk and herbal tonics (zh)': {
    nickname: '林淑芬',
    gender: 'female',
    age: 45,
    heightCm: 160,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer', 'liver_disease'],
    medicines: ['tamoxifen', 'fluoxetine'],
    medicineDoses: [
      { id: 'tamoxifen', dose: 20, unit: 'mg', frequency: '諾瓦得士 Nolvadex，每日一次' },
      { id: 'fluoxetine', dose: 20, unit: 'mg', frequency: '百憂解，每日一次（精神科醫師開的）' },
    ],
    supplements: [
      { optionId: 'soy-isoflavones', name: '大豆異黃酮 40mg（改善熱潮紅）', dose: 1, unit: 'capsule' },
      { name: '四物湯或中將湯（每次月經後喝一週）', dose: 7, unit: 'sachet', every: 'month' },
      { optionId: 'dong-quai', name: '當歸雞湯', dose: 1, unit: 'sachet' },
      {
        optionId: 'fish-oil',
        name: '魚油 1000mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'calcium-carbonate-d3', name: '鈣 + D3', dose: 1, unit: 'tablet' },
      { optionId: 'turmeric', name: '薑黃素 500mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALT', value: 45, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: '三酸甘油酯', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
      { marker: '25(OH)D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Tom Gallagher, 44, Bristol: autosomal dominant polycystic kidney disease (CKD stage 3a) is kidney disease, and
  // hypertension and the kidney stone in 2022 are ticked (as round 38's 老冯's ADPKD); cycling to work is moderate as
  // given; 4–6 pints at the weekend is moderate (as round 50's Daniel's 4–6 beers on weekends); drinking 4–5 litres of
  // water a day and getting up twice a night have no field; goals not stated are general health; Jinarc is tolvaptan,
  // 60 mg in the morning and 30 mg 8 hours later entered as the day's 90 mg with the split in the frequency (as round
  // 55's hydrocortisone); ramipril and amlodipine are their entries; Boots magnesium 375 mg, its salt not given, is the
  // magnesium option at 375 mg (as round 54's Emma); Seven Seas cod liver oil is its option, one capsule; Myprotein
  // whey (about 21 g protein a scoop, after long rides) is the whey option, one scoop; takeaway curries, crisps and 3
  // coffees are food and drinks
  'Tom: 44, polycystic kidneys on tolvaptan (en)': {
    nickname: 'Tom',
    gender: 'male',
    age: 44,
    heightCm: 183,
    weightKg: 86,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'hypertension', 'kidney_stones'],
    medicines: ['tolvaptan', 'ramipril', 'amlodipine'],
    medicineDoses: [
      {
        id: 'tolvaptan',
        dose: 90,
        unit: 'mg',
        frequency: 'Jinarc, 60 mg in the morning and 30 mg 8 hours later',
      },
      { id: 'ramipril', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'magnesium-oxide', name: 'Boots magnesium 375 mg', dose: 375, unit: 'mg' },
      { optionId: 'cod-liver-oil', name: 'Seven Seas cod liver oil', dose: 1, unit: 'capsule' },
      {
        optionId: 'whey-protein',
        name: 'Myprotein whey (about 21 g protein a scoop, after long rides)',
        dose: 1,
        unit: 'scoop',
      },
    ],
    labs: [
      { marker: 'eGFR', value: 54, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Creatinine', value: 142, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: 'Sodium', value: 144, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Potassium', value: 4.9, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: 'ALT', value: 38, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'Urate', value: 0.46, unit: 'mmol/L', labRefLow: 0.2, labRefHigh: 0.42 },
    ],
  },
  // Darnell Washington, 52, Houston, his wife Tanya types: type 2 diabetes, hypertension and high cholesterol are
  // ticked; obesity and sleep apnoea have no option, nor has his CPAP; the 13 kg lost in 8 months and eating one meal a
  // day have no field; the constipation since the last dose increase is the constipation digestive issue, the nausea
  // has no field; 2–3 beers on weekends is light; quit smoking in 2015 is former; goals not stated are general health
  // (as round 54's Gareth); Ozempic is semaglutide, 1 mg once a week, an injection; metformin ER, lisinopril and
  // atorvastatin are their entries; Centrum Men is the men's multivitamin option; fish oil 1200 mg (2 softgels) is the
  // fish oil option at 1200 mg a capsule; Goli apple cider vinegar gummies have no catalogue option and are named only
  // (as round 55's Marcus), and so are the Premier Protein shakes (as round 50's Denise), 1–2 a day entered as 2 (as
  // round 54's NovoRapid, 8–10 units as 10); Southern home cooking, fast-food lunches, Diet Coke and coffee with
  // creamer are food and drinks
  'Darnell: 52, type 2 diabetes on Ozempic, barely eating (en)': {
    nickname: 'Darnell',
    gender: 'male',
    age: 52,
    heightCm: 180,
    weightKg: 118,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension', 'dyslipidemia'],
    medicines: ['semaglutide', 'metformin', 'lisinopril', 'atorvastatin'],
    medicineDoses: [
      { id: 'semaglutide', dose: 1, unit: 'mg', form: 'injection', frequency: 'Ozempic, once a week' },
      { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'metformin ER, twice a day' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { optionId: 'multivitamin-men', name: 'Centrum Men', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { name: 'Goli apple cider vinegar gummies', dose: 2, unit: 'tablet' },
      { name: 'Premier Protein shake (1–2 a day)', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.2, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'LDL cholesterol', value: 88, unit: 'mg/dL', labRefLow: 0, labRefHigh: 100 },
      { marker: 'eGFR', value: 78, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Vitamin B12', value: 240, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Arjun Kulkarni, 23, Pune, his father Suresh types: drug-sensitive pulmonary tuberculosis (month 2 of the intensive
  // phase) has no questionnaire option (as round 52's Yang Jianguo); the nausea, joint pains and no appetite in the
  // mornings have no field; dropping from 58 kg to 51 kg has no field (weight gain is the goal, with general health);
  // lacto-vegetarian with no eggs is the vegetarian option with eggs never and, with milk, dairy daily (as round 54's
  // Deepa); a Hb of 10.4 not called anaemia is not ticked, nor an ALT of 64 (no liver disease) or a uric acid of 8.1
  // with no gout; AKT-4 is one fixed-dose tablet of isoniazid, rifampicin, pyrazinamide and ethambutol, each in the
  // dictionary, so the four are entered by their form with the 4 tablets named in the frequency (as round 50's TLD);
  // pantoprazole is its entry; pyridoxine 10 mg is the B6 option at 10 mg a tablet (as round 52), marked prescribed as
  // it is among his medicines (as round 54's Deepa's Orofer XT); Dabur Chyawanprash (a tablespoon twice a day, 2
  // scoops, as round 47), Protinex (2 scoops in milk twice a day, 4 scoops) and Himalaya Giloy (2 tablets) have no
  // catalogue option and are named only; Zincovit is the adult multivitamin option (as round 50's multivitamin with
  // iron and zinc); dal, rice, chapati, poha, milk and chai are food and drinks
  'Arjun: 23, TB on AKT-4, underweight vegetarian (en)': {
    nickname: 'Arjun',
    gender: 'male',
    age: 23,
    heightCm: 174,
    weightKg: 51,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol', 'pantoprazole'],
    medicineDoses: [
      { id: 'isoniazid', form: 'tablet', frequency: 'AKT-4, 4 tablets every morning, empty stomach' },
      { id: 'rifampicin', form: 'tablet', frequency: 'AKT-4, 4 tablets every morning, empty stomach' },
      { id: 'pyrazinamide', form: 'tablet', frequency: 'AKT-4, 4 tablets every morning, empty stomach' },
      { id: 'ethambutol', form: 'tablet', frequency: 'AKT-4, 4 tablets every morning, empty stomach' },
      { id: 'pantoprazole', dose: 40, unit: 'mg', frequency: 'before breakfast' },
    ],
    supplements: [
      {
        optionId: 'vitamin-b6-50',
        name: 'Pyridoxine 10 mg (with his TB tablets)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 10, unit: 'mg' },
        prescribed: true,
      },
      { name: 'Dabur Chyawanprash (1 tablespoon twice a day)', dose: 2, unit: 'scoop' },
      { name: 'Protinex (2 scoops in milk twice a day)', dose: 4, unit: 'scoop' },
      { optionId: 'multivitamin-adult', name: 'Zincovit', dose: 1, unit: 'tablet' },
      { name: 'Himalaya Giloy (guduchi), recommended by his aunt', dose: 2, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 10.4, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
      { marker: 'Albumin', value: 3.1, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5 },
      { marker: 'ALT', value: 64, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'Uric acid', value: 8.1, unit: 'mg/dL', labRefLow: 3.4, labRefHigh: 7 },
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Liam O'Connor, 14, Brisbane, his mother Kerry types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' teenagers are; rugby league training 3 times a week with a Saturday game and PE is
  // very active as given; ADHD and mild asthma have no questionnaire option; dropping from the 50th to the 25th weight
  // centile has no field (weight gain is the goal read from the title, with general health, as round 48's Yuting);
  // skipping breakfast and the untouched school lunch have no field; Vyvanse is lisdexamfetamine and Ventolin
  // salbutamol, 2 puffs as needed by its form (as round 40); Sustagen Sport (a serve) has no catalogue option and is
  // named only (as round 41's PediaSure), and the Cenovis Kids multivitamin and the kids' omega-3 chewable, with no
  // strength given, are named only (no adult option fits, as rounds 52 and 53); the creatine he wants to start is not
  // taken and is left out; the big dinner, 2 bowls of cereal at 10 pm, a Monster or V at weekends and Milo are food and
  // drinks; no recent labs
  'Liam: 14, ADHD on Vyvanse, rugby league, no appetite (en)': {
    nickname: 'Liam',
    gender: 'male',
    age: 14,
    heightCm: 165,
    weightKg: 47,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    medicines: ['lisdexamfetamine', 'salbutamol'],
    medicineDoses: [
      { id: 'lisdexamfetamine', dose: 50, unit: 'mg', frequency: 'Vyvanse, every morning' },
      { id: 'salbutamol', form: 'inhaler', frequency: 'Ventolin, 2 puffs as needed' },
    ],
    supplements: [
      { name: 'Sustagen Sport (1 serve a day, when his mum can get him to)', dose: 1, unit: 'sachet' },
      { name: 'Cenovis Kids multivitamin', dose: 1, unit: 'tablet' },
      { name: "Kids' omega-3 chewable", dose: 1, unit: 'tablet' },
    ],
  },
  // Ngozi Okafor, 47, Enugu: multiple uterine fibroids with heavy periods, awaiting surgery, have no questionnaire
  // option; iron-deficiency anaemia is anaemia and hypertension is ticked; trading in the market on her feet all day is
  // light as given; a bottle of Guinness stout now and then "to build blood" is light (as round 49's Emeka); not
  // pregnant is no life stage; goals not stated are general health; ferrous sulphate 200 mg three times a day is the
  // ferrous sulfate option with its form, the 200 mg the salt's mass (as round 54's Brian), marked prescribed as it is
  // among her medicines (as round 38's Ngozi), and folic acid 5 mg the 5 mg option, prescribed (as rounds 43–48);
  // tranexamic acid (1 g three times a day on heavy days), amlodipine and hydrochlorothiazide are their entries;
  // Chemiron blood tonic syrup, 2 teaspoons twice a day, is named only as 4 scoops (as round 53's Chiamaka); Astymin (1
  // capsule twice a day), moringa powder (a teaspoon) and the agbo herbal mixture some weeks (no amount, one) have no
  // catalogue option and are named only (as rounds 50 and 51); the raw garlic and ginger most mornings are the garlic
  // and ginger options, a serving each, amount not given; the clinic blood pressure is a lab row, as in round 42;
  // garri, pounded yam, ofe onugbu and egusi in palm oil, akara and pap, Lipton tea with milk, Malta Guinness, zobo and
  // Maggi cubes are food and drinks
  'Ngozi: 47, fibroids, heavy bleeding and anaemia (en)': {
    nickname: 'Ngozi',
    gender: 'female',
    age: 47,
    heightCm: 163,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia', 'hypertension'],
    medicines: ['tranexamic-acid', 'amlodipine', 'hydrochlorothiazide'],
    medicineDoses: [
      { id: 'tranexamic-acid', dose: 1, unit: 'g', frequency: 'three times a day on heavy days' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'hydrochlorothiazide', dose: 25, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg (three times a day)',
        dose: 3,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_sulfate',
        basis: 'salt',
        prescribed: true,
      },
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
      { name: 'Chemiron blood tonic syrup (2 teaspoons twice a day)', dose: 4, unit: 'scoop' },
      { name: 'Astymin (1 capsule twice a day)', dose: 2, unit: 'capsule' },
      { name: 'Moringa powder (1 teaspoon)', dose: 1, unit: 'scoop' },
      { name: 'Agbo herbal mixture (some weeks)', dose: 1, unit: 'sachet' },
      { optionId: 'garlic', name: 'Raw garlic (most mornings)', dose: 1, unit: 'sachet' },
      { optionId: 'ginger', name: 'Raw ginger (most mornings)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 8.9, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'PCV', value: 27, unit: '%', labRefLow: 36, labRefHigh: 46 },
      { marker: 'Ferritin', value: 6, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Blood pressure', value: 150, unit: '/95 mmHg' },
    ],
  },
  // Blind answer round 57: fourteen people invented by a writer session that saw no code (round-57/personas.md), filled in as the questionnaire takes them.
  // Lin Xiaoyu (林晓雨), 29, Shenzhen: exclusively breastfeeding a 4-month-old is lactating; the baby's cow's milk protein
  // allergy (with eczema and blood in the stool) is the baby's, not hers, so no food allergy is ticked and it has no
  // field; cutting out all milk, cheese and yoghurt is dairy never, and soy milk every day legumes daily (as round 55's
  // Shufen); the beef she also cut out has no field (she still has pork); no conditions and no medicines; goals not
  // stated are general health; 爱乐维 is the Elevit option, 钙尔奇 600 mg the Caltrate D600 option and 藻油DHA 200 mg the
  // algal DHA option at 200 mg a capsule (as round 52's Xiaoyu); a haemoglobin of 112 at the 42-day check, printed with
  // no range, is read against the usual 115–150 and, not called anaemia, is not ticked (as round 52); home-cooked
  // Cantonese food, the oat-milk latte and her mother's pork-rib papaya soup and peanut trotter soup "for milk" are food
  // and drinks
  "Xiaoyu: 29, breastfeeding, baby has cow's milk allergy, dairy-free (zh)": {
    nickname: '林晓雨',
    gender: 'female',
    age: 29,
    heightCm: 162,
    weightKg: 61,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never', legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维 Elevit', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇 Caltrate 600mg', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: '藻油DHA 200mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
    ],
    labs: [{ marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Zhang Haoran (张浩然), 17, Chengdu, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' teenagers are; studying about 14 hours a day with PE twice a week is sedentary as
  // given; no diagnosed conditions, and the acne and always being tired have no field; skipping breakfast and sleeping
  // 5–6 hours have no field (as round 56's Lei's 1 am bedtime); goals not stated are general health; the 汤臣倍健
  // multivitamin his mother bought is the adult multivitamin option (as round 54's Chloe) and 鱼油 1000 mg the fish oil
  // option at 1000 mg a capsule; 六个核桃 walnut drink (a can a day "for the brain") has no catalogue option and is named
  // only, a can as one (as round 55's 酵素饮); canteen lunches and dinners, 串串 and hotpot at weekends, 2 cans of 红牛 or
  // 东鹏特饮 and a milk tea a day are food and drinks (as round 56's Lei's energy drinks); no recent labs (the school
  // check's BMI of 18.9 is his height and weight)
  'Haoran: 17, gaokao year, energy drinks, skips breakfast (zh)': {
    nickname: '张浩然',
    gender: 'male',
    age: 17,
    heightCm: 178,
    weightKg: 60,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'multivitamin-adult', name: '汤臣倍健多种维生素（妈妈买的）', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '鱼油 1000mg（妈妈买的）',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: '六个核桃核桃乳（每天一罐，"补脑"）', dose: 1, unit: 'sachet' },
    ],
  },
  // Chan Wai-lan (陈惠兰), 81, Sham Shui Po, her daughter types: osteopenia on her last bone scan is not osteoporosis (as
  // earlier rounds), and the fall at home last year has no field; loose dentures are not dysphagia (as round 48's
  // Grandma Lam), and avoiding hard food and the small appetite have no field; the morning walk and tai chi in the park
  // is light as given; a lacto-vegetarian Buddhist is the vegetarian option with eggs never, and the tofu and vegetables
  // of both meals are legumes and vegetables daily; going fully vegan on the 1st and 15th of each lunar month has no
  // field; goals not stated are general health, with bone read from the fear of falling and the osteopenia; Panadol now
  // and then for knee pain is acetaminophen, no strength given, so by its form (as round 53's Chiamaka's ibuprofen); 钙尔奇
  // Caltrate Plus, bought in Hong Kong (calcium 600 mg with D3 and some magnesium, zinc, copper and manganese), is the
  // calcium + D3 option, as Hong Kong's Caltrate 600+D (as round 48's Grandma Lam), not the mainland D600, the other
  // minerals uncounted; 安素 (Ensure), sometimes half a can, has no catalogue option and is named only, half a can (as
  // round 53's 亞培安素); congee, buns and Pu'er tea all day are food and drinks; the haemoglobin of 118 last year printed
  // no range, so the usual 115–150
  'Wai-lan: 81, Buddhist vegetarian, small appetite, afraid of falling (zh)': {
    nickname: '陈惠兰',
    gender: 'female',
    age: 81,
    heightCm: 150,
    weightKg: 41,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', legumesNuts: 'daily', vegetables: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    medicines: ['acetaminophen'],
    medicineDoses: [{ id: 'acetaminophen', form: 'tablet', frequency: 'Panadol，膝盖痛时偶尔吃' }],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: '钙尔奇 Caltrate Plus', dose: 1, unit: 'tablet' },
      { name: '安素（Ensure），有时喝半罐', dose: 0.5, unit: 'sachet' },
    ],
    labs: [{ marker: '血红蛋白', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Wu Shu-fen (吳淑芬), 58, Taichung, types in traditional characters: primary biliary cholangitis is liver disease (not
  // cirrhosis, none being said); osteoporosis (hip T-score −2.6) is ticked, the T-score (negative) having no place in
  // the labs (as round 55's Shufen); dry eyes and the itch have no field; a total cholesterol of 265 not called a lipid
  // disorder is not ticked (the red yeast rice for it is her own idea); lots of fruit is fruit daily; light activity as
  // given; goals not stated are general health and bone (as round 55's Shufen); 優思弗 Ursofalk is ursodeoxycholic acid,
  // 250 mg, 2 tablets twice a day, entered as 500 mg a dose with the count in the frequency; 降膽敏 is not a dictionary
  // name, so Questran, cholestyramine, 4 g a sachet a day (as round 53's Wei Ling); calcium carbonate 600 mg with D3 400
  // IU is the calcium + D3 option; 紅麴 (2 capsules) is the red yeast rice option and 薑黃 500 mg the turmeric option (as
  // round 55's Shufen); 牛樟芝 (antrodia) capsules a friend gave her have no catalogue option and are named only, one a
  // day; Taiwanese home cooking and 3 cups of high-mountain oolong are food and drinks; the labs printed no ranges, so the
  // usual ones
  'Shu-fen: 58, PBC on Ursofalk and cholestyramine, itchy (zh)': {
    nickname: '吳淑芬',
    gender: 'female',
    age: 58,
    heightCm: 156,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { fruit: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['liver_disease', 'osteoporosis'],
    medicines: ['ursodeoxycholic-acid', 'cholestyramine'],
    medicineDoses: [
      {
        id: 'ursodeoxycholic-acid',
        dose: 500,
        unit: 'mg',
        frequency: '優思弗 Ursofalk 250mg，每次2顆，每日兩次',
      },
      { id: 'cholestyramine', dose: 4, unit: 'g', frequency: '降膽敏 Questran，每日1包（止癢）' },
    ],
    supplements: [
      { optionId: 'calcium-carbonate-d3', name: '碳酸鈣 600mg + D3 400IU', dose: 1, unit: 'tablet' },
      { optionId: 'red-yeast-rice', name: '紅麴膠囊（為了膽固醇）', dose: 2, unit: 'capsule' },
      { optionId: 'turmeric', name: '薑黃 500mg', dose: 1, unit: 'capsule' },
      { name: '牛樟芝膠囊（朋友送的）', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALP', value: 210, unit: 'U/L', labRefLow: 35, labRefHigh: 104 },
      { marker: 'GGT', value: 95, unit: 'U/L', labRefLow: 6, labRefHigh: 42 },
      { marker: '總膽紅素', value: 0.9, unit: 'mg/dL', labRefLow: 0.2, labRefHigh: 1.2 },
      { marker: '總膽固醇', value: 265, unit: 'mg/dL', labRefLow: 0, labRefHigh: 200 },
      { marker: '25(OH)D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Sun Jianguo (孙建国), 52, Harbin, his wife types: chronic alcohol-related pancreatitis has no questionnaire option, nor
  // has the pancreatic insufficiency it brings; the diabetes it caused is diabetes; the greasy loose stools are the
  // diarrhoea digestive issue (as round 53's Wei Ling's bile-acid diarrhoea); losing 10 kg in a year has no field (weight
  // gain is the goal, with general health, as round 56's Arjun); 白酒 stopped two years ago with a beer at gatherings is
  // light; a pack a day is current; 得每通 Creon 25000 units is pancrelipase, 2 capsules with meals and 1 with snacks
  // entered as 2 capsules a dose with the rest (and the forgetting) in the frequency; 来得时 Lantus is insulin glargine, 14
  // units at bedtime, and 诺和锐 NovoRapid insulin aspart, 4–6 units with meals entered as 6 (as round 55's Haohao), both
  // injections; 奥美拉唑 is omeprazole; 善存 Centrum is the adult multivitamin option and 蛋白粉 (2 scoops) the whey option
  // (as round 56's Jianguo); 酸菜, stewed pork, dumplings and strong tea are food and drinks; the labs printed no ranges,
  // so the usual ones
  'Jianguo: 52, chronic pancreatitis, Creon and insulin, still smokes (zh)': {
    nickname: '孙建国',
    gender: 'male',
    age: 52,
    heightCm: 172,
    weightKg: 56,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['diabetes'],
    medicines: ['pancrelipase', 'insulin-glargine', 'insulin-aspart', 'omeprazole'],
    medicineDoses: [
      {
        id: 'pancrelipase',
        dose: 2,
        unit: 'capsule',
        frequency: '得每通 Creon 25000单位，每餐2粒，加餐1粒（常忘记）',
      },
      { id: 'insulin-glargine', dose: 14, unit: 'IU', form: 'injection', frequency: '来得时，睡前14单位' },
      { id: 'insulin-aspart', dose: 6, unit: 'IU', form: 'injection', frequency: '诺和锐，每餐4–6单位' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '奥美拉唑，每天早上' },
    ],
    supplements: [
      { optionId: 'multivitamin-adult', name: '善存 Centrum', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: '蛋白粉（每天2勺）', dose: 2, unit: 'scoop' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.4, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 9.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '25-羟基维生素D', value: 28, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  // Wang Lele (王乐乐), 6, Nanjing, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' children are; steroid-sensitive childhood nephrotic syndrome (first relapse) is kidney
  // disease; the puffiness and always being hungry have no field, and 24 kg is his weight as given, swollen, below the
  // questionnaire's 25 kg floor and entered as written (as round 43's Lele, 19.5 kg); kindergarten and playing outside
  // is moderate as given; goals not stated are general health; 醋酸泼尼松片 5 mg, 6 tablets every morning, is prednisone 30
  // mg; 迪巧 children's calcium D3 gives no strength and is named only (as round 52's Lele), a sachet; grandma's 黄芪 (astragalus) water most days has no catalogue option and is named only, a cup as one (as round
  // 53's Jing's 黄芪汤); 鲫鱼汤 crucian carp soup is food, as are 盐水鸭, instant noodles, 养乐多 and his grandparents'
  // snacks; urine protein "3+" has no number for the labs (as round 54's urine ketones "+"), and the 24-hour urine protein
  // has no catalogue marker and is entered as typed (as rounds 53 and 54); the labs printed no ranges, so the usual ones
  'Lele: 6, nephrotic syndrome relapse on prednisone, puffy and always hungry (zh)': {
    nickname: '王乐乐',
    gender: 'male',
    age: 6,
    heightCm: 118,
    weightKg: 24,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease'],
    medicines: ['prednisone'],
    medicineDoses: [{ id: 'prednisone', dose: 30, unit: 'mg', frequency: '醋酸泼尼松片 5mg×6片，每天早上' }],
    supplements: [
      { name: '迪巧儿童钙D3（每天1袋）', dose: 1, unit: 'sachet' },
      { name: '黄芪水（奶奶泡，多数天喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '24小时尿蛋白定量', value: 1.8, unit: 'g/24h', labRefLow: 0, labRefHigh: 0.15 },
      { marker: '白蛋白', value: 22, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: '总胆固醇', value: 9.2, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.2 },
    ],
  },
  // Liu Zhiqiang (刘志强), 57, Jinan, his son types: heart failure (ejection fraction 32 %), high blood pressure and high
  // cholesterol are ticked; the anterior heart attack two years ago has no questionnaire option (as round 55's Jianguo's
  // stents); sedentary as given; the 低钠盐 he switched to on his own is the low-sodium salt option, its amount not given,
  // so the option's serving, 5 g (as round 55's Marcus's Nu-Salt); the bananas, orange juice "for the heart", 煎饼卷大葱,
  // steamed buns and pickles are food and drinks, and about 2 litres of water a day has no field; quitting smoking after
  // his admission is former; a bottle of beer at weekends is light; goals not stated are heart and general health (as
  // round 54's Lao Huang); 诺欣妥 Entresto is sacubitril/valsartan, 100 mg twice a day entered by its form with the
  // strength in the frequency (as round 50's Margaret); 螺内酯 is spironolactone, 康忻 bisoprolol, 呋塞米 furosemide (20 mg
  // when his ankles swell), 阿托伐他汀 atorvastatin and 阿司匹林 aspirin; 复方丹参滴丸 (10 pills three times a day) is its
  // dictionary entry, 10 pills a dose (as round 53); 辅酶Q10 100 mg is the CoQ10 option; the labs printed no ranges, so the
  // usual ones; NT-proBNP has no catalogue marker and is entered as typed
  'Zhiqiang: 57, heart failure on Entresto and spironolactone, uses salt substitute (zh)': {
    nickname: '刘志强',
    gender: 'male',
    age: 57,
    heightCm: 170,
    weightKg: 82,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['heart_failure', 'hypertension', 'dyslipidemia'],
    medicines: [
      'sacubitril-valsartan',
      'spironolactone',
      'bisoprolol',
      'furosemide',
      'atorvastatin',
      'aspirin',
      'compound-danshen-dripping-pills',
    ],
    medicineDoses: [
      { id: 'sacubitril-valsartan', form: 'tablet', frequency: '诺欣妥 100mg，每天两次' },
      { id: 'spironolactone', dose: 20, unit: 'mg', frequency: '螺内酯，每天一次' },
      { id: 'bisoprolol', dose: 5, unit: 'mg', frequency: '康忻' },
      { id: 'furosemide', dose: 20, unit: 'mg', frequency: '呋塞米，脚踝肿时吃' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '阿托伐他汀' },
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '阿司匹林' },
      { id: 'compound-danshen-dripping-pills', dose: 10, unit: 'tablet', frequency: '每次10丸，一天三次' },
    ],
    supplements: [
      { optionId: 'salt-substitute-low-sodium', name: '低钠盐（自己换的）', dose: 5, unit: 'g' },
      { optionId: 'coq10', name: '辅酶Q10 100mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '血钾', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血钠', value: 134, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
      { marker: '肌酐', value: 118, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'NT-proBNP', value: 1850, unit: 'pg/mL', labRefLow: 0, labRefHigh: 125 },
    ],
  },
  // Dana Kowalski, 37, Toronto: CrossFit 5 times a week plus a long run is very active as given; cutting fat while
  // keeping muscle is the weight-loss and muscle goals (as round 56's Mackenzie); high-protein meal prep is the omnivore
  // option; 2–3 glasses of wine at weekends is light (as round 55's Chloe); not pregnant is no life stage; no conditions;
  // Advil after hard sessions is ibuprofen, no strength given, so by its form (as round 53's Chiamaka); creatine
  // monohydrate 5 g and the pre-workout (300 mg caffeine a scoop, training days) have no catalogue option and are named
  // only (as round 56's Mackenzie), the pre-workout counted for a training day; whey isolate, 1–2 scoops, is the whey
  // option, 2 scoops (as round 56's Darnell's 1–2 shakes); magnesium glycinate 200 mg at night and vitamin D3 2000 IU are
  // their options (as round 55's Grace and Rebecca); a ferritin of 22 and a haemoglobin of 128 not called iron deficiency
  // or anaemia are not ticked, and printed no ranges, so the usual ones; chicken, rice and broccoli and 3 coffees are food
  // and drinks
  'Dana: 37, CrossFit, cutting fat while keeping muscle (en)': {
    nickname: 'Dana',
    gender: 'female',
    age: 37,
    heightCm: 168,
    weightKg: 71,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss', 'muscle'],
    medicines: ['ibuprofen'],
    medicineDoses: [{ id: 'ibuprofen', form: 'tablet', frequency: 'Advil, after hard sessions' }],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey isolate (1–2 scoops a day)', dose: 2, unit: 'scoop' },
      { name: 'Pre-workout (300 mg caffeine per scoop, training days)', dose: 1, unit: 'scoop' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium glycinate 200 mg (at night)',
        dose: 200,
        unit: 'mg',
      },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Ferritin', value: 22, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Haemoglobin', value: 128, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
    ],
  },
  // Marcus Tan, 31, Singapore: on his feet on the ward with no exercise is light as given; the night shifts and the
  // supper after them have no field; losing 8 kg is the weight-loss goal; borderline cholesterol not called a lipid
  // disorder is not ticked, nor a fasting glucose of 5.8; a few Tiger beers on his days off (about 6 a week) is
  // moderate; no conditions and no medicines; melatonin 3 mg before day sleep after nights is the melatonin option (as
  // round 48's Wei), counted for a day he takes it; Blackmores fish oil 1000 mg is the fish oil option at 1000 mg a
  // capsule; chicken rice, nasi lemak, char kway teow, 3 kopi-C and Coke Zero on shift are food and drinks; the labs
  // printed no ranges, so the usual ones
  'Marcus: 31, night-shift nurse, hawker food, wants to lose 8 kg (en)': {
    nickname: 'Marcus',
    gender: 'male',
    age: 31,
    heightCm: 175,
    weightKg: 86,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      {
        optionId: 'melatonin',
        name: 'Melatonin 3 mg (before day sleep after nights)',
        dose: 1,
        unit: 'tablet',
      },
      {
        optionId: 'fish-oil',
        name: 'Blackmores fish oil 1000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'Fasting glucose', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Freya Holt, 17, Leeds, her mother types: under 18, so the questionnaire refuses her; entered as written anyway, as
  // the earlier rounds' teenagers are; cystic fibrosis (F508del homozygous) with pancreatic insufficiency has no
  // questionnaire option; impaired glucose tolerance is not diabetes and mildly raised liver enzymes are not liver
  // disease (as round 56's Yu); netball and daily airway clearance is active as given; the high-fat, high-salt CF diet
  // has no field beyond food; the odd vodka at parties is light; not pregnant is no life stage; goals not stated are
  // general health; Kaftrio is elexacaftor/tezacaftor/ivacaftor (2 tablets every morning) and Kalydeco ivacaftor (1
  // tablet every evening), no strengths given, so counted in tablets, both with fatty food; Creon 25000 is pancrelipase,
  // 2–3 capsules with meals entered as 3 with the snacks in the frequency (as round 55's Haohao's range); azithromycin
  // 250 mg on Monday, Wednesday and Friday is its entry; Colobreathe (colistimethate inhaler) is not in the dictionary and
  // is kept as typed, unchecked (as round 55's saliva spray); DEKAs Plus (2 softgels) and Slow Sodium 600 mg (2 tablets a
  // day in summer) have no catalogue option and are named only; crisps, Greggs, milkshakes and orange juice with
  // breakfast are food and drinks; the labs printed no ranges, so the usual ones
  'Freya: 17, cystic fibrosis on Kaftrio and Creon, mum asks (en)': {
    nickname: 'Freya',
    gender: 'female',
    age: 17,
    heightCm: 163,
    weightKg: 49,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['elexacaftor-tezacaftor-ivacaftor', 'ivacaftor', 'pancrelipase', 'azithromycin'],
    medicineDoses: [
      {
        id: 'elexacaftor-tezacaftor-ivacaftor',
        dose: 2,
        unit: 'tablet',
        frequency: 'Kaftrio, 2 orange tablets every morning with fatty food',
      },
      {
        id: 'ivacaftor',
        dose: 1,
        unit: 'tablet',
        frequency: 'Kalydeco, 1 blue tablet every evening with fatty food',
      },
      {
        id: 'pancrelipase',
        dose: 3,
        unit: 'capsule',
        frequency: 'Creon 25000, 2–3 capsules with meals and 1–2 with snacks',
      },
      { id: 'azithromycin', dose: 250, unit: 'mg', frequency: 'Monday, Wednesday and Friday' },
    ],
    uncheckedMedicines: ['Colobreathe (colistimethate) inhaler, twice a day'],
    supplements: [
      { name: 'DEKAs Plus softgels', dose: 2, unit: 'capsule' },
      { name: 'Slow Sodium 600 mg (2 tablets a day in summer)', dose: 2, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Vitamin D', value: 48, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
      { marker: 'ALT', value: 62, unit: 'U/L', labRefLow: 0, labRefHigh: 35 },
      { marker: 'HbA1c', value: 41, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
    ],
  },
  // Kevin Doherty, 50, Boston, his wife types: hereditary haemochromatosis (C282Y homozygous) has no questionnaire option
  // (it is no haemoglobinopathy); mild fatty liver is liver disease (not cirrhosis, as round 54's Zhang Qiang); golf and
  // weekend cycling is moderate as given; about a bottle of wine over the week plus Guinness at weekends (about 8–10
  // drinks a week) is moderate for a man; the 500 mL venesection every two weeks is no medicine and has no field; goals
  // not stated are general health; Kirkland Daily Multi (iron 18 mg) is the adult multivitamin option (as round 50's
  // multivitamin with iron and zinc), its iron kept in its name; vitamin C 1000 mg is its option; steak twice a week, raw
  // oysters on the Cape, orange juice with breakfast, fortified cereal and 2 coffees are food and drinks; the labs printed
  // no ranges, so the usual ones
  'Kevin: 50, haemochromatosis, venesections, oysters and wine (en)': {
    nickname: 'Kevin',
    gender: 'male',
    age: 50,
    heightCm: 183,
    weightKg: 94,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['liver_disease'],
    supplements: [
      { optionId: 'multivitamin-adult', name: 'Kirkland Daily Multi (iron 18 mg)', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-c-1000', name: 'Vitamin C 1000 mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 870, unit: 'ng/mL', labRefLow: 24, labRefHigh: 336 },
      { marker: 'Transferrin saturation', value: 78, unit: '%', labRefLow: 20, labRefHigh: 50 },
      { marker: 'ALT', value: 58, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Jess Walker, 32, Perth: 14 weeks pregnant with her first is the second trimester at week 14; no pre-pregnancy weight
  // given (left out); Hashimoto's thyroiditis is hypothyroid; walks and Pilates is moderate as given; stopping alcohol
  // when she found out is none; the easing morning nausea has no field; goals not stated are general health; Eutroxsig
  // is levothyroxine, 100 µg (raised from 75 µg at 6 weeks), taken with breakfast as she says; Elevit is the Elevit
  // option; Ostelin Calcium & Vitamin D3 (600 mg calcium and 500 IU D3 a tablet) is the calcium + D3 option at 600 mg a
  // tablet, the option counting 400 IU of D3; selenium 100 mcg from her naturopath is the selenium 100 µg option; 2 flat
  // whites a day are drinks; the labs printed no ranges, so the usual ones; TPO antibodies have no catalogue marker and
  // are entered as typed
  "Jess: 32, 14 weeks pregnant, Hashimoto's on levothyroxine (en)": {
    nickname: 'Jess',
    gender: 'female',
    age: 32,
    heightCm: 165,
    weightKg: 68,
    activityLevel: 'moderate',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 14,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine'],
    medicineDoses: [
      {
        id: 'levothyroxine',
        dose: 100,
        unit: 'µg',
        frequency: 'Eutroxsig, with breakfast (raised from 75 mcg at 6 weeks)',
      },
    ],
    supplements: [
      { optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' },
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Ostelin Calcium & Vitamin D3 (600 mg/500 IU)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'selenium-100', name: 'Selenium 100 mcg (from her naturopath)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'TSH', value: 4.1, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4 },
      { marker: 'Free T4', value: 12, unit: 'pmol/L', labRefLow: 12, labRefHigh: 22 },
      { marker: 'TPO antibodies', value: 480, unit: 'IU/mL', labRefLow: 0, labRefHigh: 34 },
    ],
  },
  // Ngozi Okafor, 65, Enugu, her daughter types from London: type 2 diabetes for 12 years and high blood pressure are
  // ticked; knee osteoarthritis has no questionnaire option; a market trader who walks to the market is light as given;
  // not pregnant is no life stage; goals not stated are general health; Glucophage is metformin (1 g twice a day, in
  // grams as written) and Amaryl glimepiride; amlodipine, lisinopril and diclofenac (50 mg most days for her knees) are
  // their entries; the glass of squeezed bitter leaf water every morning has no catalogue option and is named only, a
  // glass as one (as round 55's Priya's karela juice), and so is the moringa powder, a teaspoon as one scoop (as round
  // 56's Ngozi); the garlic capsules (2 a day, no strength given) are the garlic option; glucosamine 1500 mg is the
  // glucosamine option at 1500 mg a tablet (as round 56's Guifang); the clinic blood pressure is a lab row, as in round
  // 42; eba and fufu with ofe onugbu, jollof rice, palm oil, Maltina and tea with Peak milk and 3 sugar cubes are food
  // and drinks; the labs printed no ranges, so the usual ones
  'Ngozi: 65, diabetes on metformin and Amaryl, drinks bitter leaf water (en)': {
    nickname: 'Ngozi',
    gender: 'female',
    age: 65,
    heightCm: 158,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension'],
    medicines: ['metformin', 'glimepiride', 'amlodipine', 'lisinopril', 'diclofenac'],
    medicineDoses: [
      { id: 'metformin', dose: 1, unit: 'g', frequency: 'Glucophage, twice a day' },
      { id: 'glimepiride', dose: 2, unit: 'mg', frequency: 'Amaryl, in the morning' },
      { id: 'amlodipine', dose: 10, unit: 'mg' },
      { id: 'lisinopril', dose: 10, unit: 'mg' },
      { id: 'diclofenac', dose: 50, unit: 'mg', frequency: 'for her knees, most days' },
    ],
    supplements: [
      { name: 'Bitter leaf water (a glass, squeezed, every morning)', dose: 1, unit: 'sachet' },
      { name: 'Moringa powder (1 teaspoon)', dose: 1, unit: 'scoop' },
      { optionId: 'garlic', name: 'Garlic capsules', dose: 2, unit: 'capsule' },
      {
        optionId: 'glucosamine',
        name: 'Glucosamine 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Fasting glucose', value: 168, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: 'HbA1c', value: 8.9, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 152, unit: '/94 mmHg' },
      { marker: 'Creatinine', value: 1.3, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
    ],
  },
  // Rohan Mehta, 45, Ahmedabad: the heart attack with one stent 3 months ago has no questionnaire option (as round 55's
  // Jianguo); high blood pressure, high cholesterol and fatty liver (liver disease, not cirrhosis) are ticked; an HbA1c
  // of 6.1 not called diabetes is not ticked; cardiac-rehab walks of 30 minutes a day are light as given; Gujarati
  // vegetarian is the vegetarian option, with ghee and 4 cups of chai a day dairy daily, eggs not said and left
  // unanswered; quitting 10 cigarettes a day after the attack is former; goals not stated are heart and general health
  // (as round 54's Lao Huang); Brilinta is ticagrelor, Ecosprin aspirin and Metolar XR metoprolol, and ramipril is its
  // entry; Atorva and Pan 40 are not dictionary names, so atorvastatin 80 mg and pantoprazole 40 mg with the brands in
  // the frequency; Arjuna bark capsules from his mother (2 a day), the soaked methi (fenugreek) seed water every morning
  // and ground flaxseed (a tablespoon) have no catalogue option and are named only (as round 55's Priya's methi), a glass
  // and a spoon as one; methylcobalamin 1500 mcg is the vitamin B12 option at 1500 µg a tablet; thepla, farsan, pickles,
  // sweets after dinner and the sugar in his chai are food and drinks; the labs printed no ranges, so the usual ones
  'Rohan: 45, heart attack 3 months ago, stent, on Brilinta, vegetarian (en)': {
    nickname: 'Rohan',
    gender: 'male',
    age: 45,
    heightCm: 170,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'dyslipidemia', 'liver_disease'],
    medicines: ['ticagrelor', 'aspirin', 'atorvastatin', 'metoprolol', 'ramipril', 'pantoprazole'],
    medicineDoses: [
      { id: 'ticagrelor', dose: 90, unit: 'mg', frequency: 'Brilinta, twice a day' },
      { id: 'aspirin', dose: 75, unit: 'mg', frequency: 'Ecosprin' },
      { id: 'atorvastatin', dose: 80, unit: 'mg', frequency: 'Atorva' },
      { id: 'metoprolol', dose: 25, unit: 'mg', frequency: 'Metolar XR' },
      { id: 'ramipril', dose: 2.5, unit: 'mg' },
      { id: 'pantoprazole', dose: 40, unit: 'mg', frequency: 'Pan 40' },
    ],
    supplements: [
      { name: 'Arjuna bark capsules (from his mother)', dose: 2, unit: 'capsule' },
      { name: 'Soaked methi (fenugreek) seed water, every morning', dose: 1, unit: 'sachet' },
      { name: 'Ground flaxseed (1 tablespoon)', dose: 1, unit: 'scoop' },
      {
        optionId: 'vitamin-b12-1000',
        name: 'Methylcobalamin 1500 mcg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'ug' },
      },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 98, unit: 'mg/dL', labRefLow: 0, labRefHigh: 100 },
      { marker: 'Triglycerides', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 150 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Blind answer round 58: fourteen people invented by a writer session that saw no code (round-58/personas.md), filled in as the questionnaire takes them.
  // Chen Haoran (陈浩然), 12, Guangzhou, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' children are; a table-tennis trainee at a sports school is very active as given;
  // growing taller is the bone goal, with general health (as round 46's Haoran); being picky about green vegetables is
  // vegetables rarely (as round 56's Haohao); no conditions and no medicines; 迪巧儿童钙 (calcium 300 mg + D3) is the
  // calcium + D3 option at 300 mg a tablet (as rounds 51 and 56); 汤臣倍健 protein powder (a scoop) is the whey option (as
  // round 56's Jianguo); the "长高" lysine growth drink his mother bought (a sachet) has no catalogue option and is named
  // only (as round 39's 赖氨酸糖浆); the bone age of 11.5 years is an X-ray reading, not a lab, and has no place in the labs
  // (as round 54's Duoduo's bone-age X-ray); canteen meals, 维他奶 and a can of cola after training are food and drinks,
  // and no coffee or tea has no field; the 25(OH)D printed no range, so the usual one
  'Haoran: 12, table-tennis trainee, wants to grow taller (zh)': {
    nickname: '陈浩然',
    gender: 'male',
    age: 12,
    heightCm: 148,
    weightKg: 36,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['bone', 'general_health'],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: '迪巧儿童钙（钙300mg + D3）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每天一勺）', dose: 1, unit: 'scoop' },
      { name: '"长高"赖氨酸冲剂（妈妈买的，每天1袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  },
  // Wang Ahui (王阿辉), 26, Hangzhou: a delivery rider is moderate as given; losing his belly is the weight-loss goal;
  // nothing is diagnosed, so the check-up's triglycerides, uric acid and ALT tick nothing (as round 56's Lei); skipping
  // breakfast and the one big lunch after 2 pm have no field; the late-night barbecue with 2 bottles of beer, read as
  // nightly like the rest of his day, is about 14 bottles a week, moderate (not over 14 for a man, as round 54's Lao
  // Huang's 米酒); a pack a day is current; L-carnitine (左旋肉碱) 500 mg, 2 capsules, bought online has no catalogue
  // option and is named only (as round 56's Lei); 盖浇饭, barbecue, 2 cans of 红牛 a day and iced cola are food and drinks
  // (as round 57's Haoran's 红牛); the labs printed no ranges, so the usual ones
  'Ahui: 26, delivery rider, wants to lose his belly (zh)': {
    nickname: '王阿辉',
    gender: 'male',
    age: 26,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [{ name: '左旋肉碱 500mg（网上买的，每天2粒）', dose: 2, unit: 'capsule' }],
    labs: [
      { marker: '甘油三酯', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '尿酸', value: 428, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
      { marker: '谷丙转氨酶', value: 46, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Tan Wei Ling, 37, Singapore: 22 weeks pregnant is the second trimester at week 22, 54 kg before pregnancy; that it is
  // dichorionic twins and her first pregnancy has no field; light activity as given; cutting down to 1 kopi a day is a
  // drink, and hawker food (chicken rice, fishball noodles, yong tau foo) is food; goals not stated are general health;
  // no conditions: the normal OGTT at 20 weeks is no condition and gives no numbers (as round 56's Ka-yan); aspirin 150
  // mg at night, started by her gynae to prevent pre-eclampsia, is aspirin with the reason in the frequency; Blackmores
  // Pregnancy Gold has no catalogue option and is named only (as round 47's Farah's Pregnancy & Breast-Feeding Gold);
  // Brand's Essence of Chicken (a bottle a day) has no catalogue option and is named only (as round 55's 白兰氏鸡精), and
  // so is the bird's nest from her mother-in-law, 3 a week (as rounds 55 and 56); a Hb of 11.4 not called anaemia is not
  // ticked, and printed no range, so the usual pregnancy one (as round 47's Farah)
  'Wei Ling: 37, 22 weeks pregnant with twins (en)': {
    nickname: 'Wei Ling',
    gender: 'female',
    age: 37,
    heightCm: 158,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 22,
    prePregnancyWeightKg: 54,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['aspirin'],
    medicineDoses: [
      {
        id: 'aspirin',
        dose: 150,
        unit: 'mg',
        frequency: 'at night (from her gynae, to prevent pre-eclampsia)',
      },
    ],
    supplements: [
      { name: 'Blackmores Pregnancy Gold', dose: 1, unit: 'capsule' },
      { name: "Brand's Essence of Chicken (1 bottle a day)", dose: 1, unit: 'sachet' },
      {
        name: "Bird's nest (from her mother-in-law, 3 times a week)",
        dose: 3,
        unit: 'sachet',
        every: 'week',
      },
    ],
    labs: [{ marker: 'Haemoglobin', value: 11.4, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 }],
  },
  // Gerald Fournier, 66, Toronto: retired, moderate as given; whole-food plant-based for two months is the vegan option
  // (no animal foods), and lots of beans and tofu are legumes daily; oat milk and 2 coffees a day are drinks; 1–2 glasses
  // of red wine at weekends is light; quit smoking at 40 is former; goals not stated are general health; no conditions:
  // an LDL of 3.6 and an HbA1c of 5.7 not called a lipid disorder or diabetes are not ticked; no medicines; Jamieson
  // Vitamin D3 1,000 IU is the vitamin D3 1000 IU option (as rounds 41 and 42); the pea-protein shake (20 g protein)
  // after his morning walk has no catalogue option and is named only (as round 47's Rhys's pea protein), a scoop; the
  // labs printed no ranges, so the usual ones
  'Gerald: 66, retired, switching to plant-based (en)': {
    nickname: 'Gerald',
    gender: 'male',
    age: 66,
    heightCm: 180,
    weightKg: 88,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'vegan',
    foodFrequency: { legumesNuts: 'daily' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Jamieson Vitamin D3 1,000 IU', dose: 1, unit: 'tablet' },
      { name: 'Pea-protein shake (20 g protein, after his morning walk)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'HbA1c', value: 5.7, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Chiamaka Okafor, 34, Port Harcourt: a bank job is sedentary as given; losing 12 kg after two babies is the
  // weight-loss goal; her youngest is 2 and she is not breastfeeding, so no life stage; no conditions: a fasting glucose
  // of 5.6 and a blood pressure of 132/84 not called diabetes or hypertension are not ticked; no medicines; the "flat
  // tummy" slimming tea (a sachet at night) names no senna and has no catalogue option, so it is named only (unlike
  // round 56's Yu's senna 减肥茶); Wellwoman is the women's multivitamin option (as round 52's Swisse Women's); the
  // blood pressure is a lab row, as in round 42; eba or pounded yam with egusi or okra soup, jollof rice, small chops,
  // Malta Guinness and Lipton tea with milk and 2 sugars are food and drinks; the glucose printed no range, so the usual
  // one
  'Chiamaka: 34, wants to lose 12 kg after two babies (en)': {
    nickname: 'Chiamaka',
    gender: 'female',
    age: 34,
    heightCm: 165,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { name: '"Flat tummy" slimming tea (1 sachet at night)', dose: 1, unit: 'sachet' },
      { optionId: 'multivitamin-women', name: 'Wellwoman multivitamin', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Fasting glucose', value: 5.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: 'Blood pressure', value: 132, unit: '/84 mmHg' },
    ],
  },
  // Zhao Guoqing (赵国庆), 83, Harbin, his daughter types: atrial fibrillation has no questionnaire option (as round 53's
  // Lao Zhang); hypertension is ticked and CKD stage 3a is kidney disease; light activity as given; one 两 (50 ml) of 白酒
  // at lunch every day is about 10 drinks a week, moderate (not over 14 for a man; round 53's 100 ml most evenings was
  // heavy); ex-smoker is former; goals not stated are heart and general health (as round 54's Lao Huang); 里先安 is
  // edoxaban, 30 mg once a day; 络活喜 is amlodipine and 倍他乐克缓释片 (metoprolol succinate) metoprolol (as round 55's
  // Jianguo); 三七粉 3 g a day in water is the notoginseng option (as rounds 54–56); fish oil 1000 mg (2 a day) is the fish
  // oil option at 1000 mg a capsule; 银杏叶片, 2 tablets three times a day, is the ginkgo option, 6 tablets (as round 54's
  // Lao Huang); the 纳豆激酶 capsule bought at a health talk is the nattokinase option (as round 55's Jianguo); rice
  // porridge, 酸菜炖粉条, pickles at every meal and strong jasmine tea all day are food and drinks; the labs printed no
  // ranges, so the usual ones
  'Zhao: 83, AF on Lixiana, takes sanqi powder (zh)': {
    nickname: '赵国庆',
    gender: 'male',
    age: 83,
    heightCm: 168,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'kidney_disease'],
    medicines: ['edoxaban', 'amlodipine', 'metoprolol'],
    medicineDoses: [
      { id: 'edoxaban', dose: 30, unit: 'mg', frequency: '里先安，每天一次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜' },
      { id: 'metoprolol', dose: 47.5, unit: 'mg', frequency: '倍他乐克缓释片（琥珀酸美托洛尔）' },
    ],
    supplements: [
      { optionId: 'notoginseng', name: '三七粉（每天温水冲）', dose: 3, unit: 'g' },
      {
        optionId: 'fish-oil',
        name: '鱼油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'ginkgo', name: '银杏叶片（每次2片，一天3次）', dose: 6, unit: 'tablet' },
      { optionId: 'nattokinase', name: '纳豆激酶（健康讲座上买的）', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: '肌酐', value: 128, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '血红蛋白', value: 118, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Leung Chi-wai (梁志偉), 55, Sha Tin, types in traditional characters: high cholesterol and hypertension are ticked; the
  // aching thigh muscles for a month have no field; a taxi driver is sedentary as given; beer at weekends is light; half
  // a pack a day is current; goals not stated are heart and general health (as round 54's Lao Huang), the grapefruit's
  // weight loss being his wife's reading, not a goal he states; 舒降之 Zocor is simvastatin, 40 mg at night, and 絡活喜
  // Norvasc amlodipine; 紅麴米 600 mg (2 a day) is the red yeast rice option at 600 mg a capsule (as round 55's Shufen);
  // 輔酶Q10 100 mg is the CoQ10 option (as round 55's Jianguo); the glass of grapefruit juice every morning is the
  // grapefruit option, its amount not given, so the option's serving, 250 g (as round 55's Jordan); 茶餐廳 meals, 燒味飯
  // and 3 cups of 港式奶茶 a day are food and drinks; the labs printed no ranges, so the usual ones
  'Leung: 55, statin plus red yeast rice and grapefruit (zh)': {
    nickname: '梁志偉',
    gender: 'male',
    age: 55,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    goals: ['heart', 'general_health'],
    conditions: ['dyslipidemia', 'hypertension'],
    medicines: ['simvastatin', 'amlodipine'],
    medicineDoses: [
      { id: 'simvastatin', dose: 40, unit: 'mg', frequency: '舒降之 Zocor，每晚' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: '絡活喜 Norvasc' },
    ],
    supplements: [
      {
        optionId: 'red-yeast-rice',
        name: '紅麴米 600mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'coq10', name: '輔酶Q10 100mg', dose: 1, unit: 'capsule' },
      { optionId: 'grapefruit', name: '西柚汁（每天早上一杯，太太說有助減肥）', dose: 250, unit: 'g' },
    ],
    labs: [
      { marker: '低密度脂蛋白膽固醇', value: 4.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '肌酸激酶', value: 320, unit: 'U/L', labRefLow: 50, labRefHigh: 310 },
      { marker: 'ALT', value: 52, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Ma Qiang (马强), 43, Xi'an: recurrent calcium oxalate kidney stones (two lithotripsies) are kidney stones (as round
  // 56's Tom); high uric acid with no gout attack said has no option of its own and is not gout; sedentary as given;
  // stopping all milk because he thinks calcium causes stones is dairy never; very salty food and little plain water
  // have no field; 2 bottles of beer at dinner, read as nightly, is about 14 bottles a week, moderate (as Ahui's above);
  // smoking is current; goals not stated are general health; 枸橼酸氢钾钠颗粒 (Uralyt-U) is not in the dictionary and is kept
  // as typed, unchecked (as round 57's Freya's Colobreathe); 坦索罗辛 is tamsulosin, 0.2 mg when he has colic; the vitamin C
  // 1000 mg effervescent tablet is the vitamin C 1000 mg option (as round 57's Kevin); 金钱草 tea daily has no catalogue
  // option and is named only, a cup as one (as round 57's Lele's 黄芪水); noodles, 肉夹馍, 羊肉泡馍 and 茯茶 brick tea all day are
  // food and drinks; the 24-hour urine oxalate and calcium have no catalogue marker and are entered as typed (as round 53's
  // 24-hour urine protein); the labs printed no ranges, so the usual ones
  'Qiang: 43, kidney stones, drinks strong brick tea (zh)': {
    nickname: '马强',
    gender: 'male',
    age: 43,
    heightCm: 175,
    weightKg: 84,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never' },
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['kidney_stones'],
    medicines: ['tamsulosin'],
    medicineDoses: [{ id: 'tamsulosin', dose: 0.2, unit: 'mg', frequency: '坦索罗辛，肾绞痛时吃' }],
    uncheckedMedicines: ['枸橼酸氢钾钠颗粒（Uralyt-U）2.5g，每天三次'],
    supplements: [
      { optionId: 'vitamin-c-1000', name: '维生素C泡腾片 1000mg', dose: 1, unit: 'tablet' },
      { name: '金钱草茶（每天喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '24小时尿草酸', value: 0.58, unit: 'mmol/24h', labRefLow: 0, labRefHigh: 0.45 },
      { marker: '24小时尿钙', value: 8.2, unit: 'mmol/24h', labRefLow: 2.5, labRefHigh: 7.5 },
      { marker: '血尿酸', value: 470, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  // Huang Lihua (黄丽华), 23, Nanning: β-thalassaemia intermedia is the haemoglobinopathy option (as round 53's Chiamaka);
  // the transfusions every 6–8 weeks have no field; light activity as given; goals not stated are general health;
  // 地拉罗司分散片 (Exjade) is deferasirox, 1000 mg once a day; folic acid 5 mg is a supplement, the 5 mg option, marked
  // prescribed as it is among her medicines (as round 56's Ngozi); 琥珀酸亚铁片 0.1 g twice a day that her mother bought is
  // the ferrous succinate option, 2 tablets, not prescribed; 阿胶糕 (2 pieces a day) has no catalogue option and is named
  // only, a piece as one (as round 56's lactation cookies), and so is the red date and goji tea, a cup as one (as round
  // 47's 黄芪枸杞茶); vitamin C 500 mg is the vitamin C 500 mg option; 老友粉, 螺蛳粉, the pork-liver soup her mother cooks
  // "for the blood" and milk tea are food and drinks; the labs printed no ranges, so the usual ones
  'Lihua: 23, thalassaemia on deferasirox, mother gives iron (zh)': {
    nickname: '黄丽华',
    gender: 'female',
    age: 23,
    heightCm: 155,
    weightKg: 44,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['haemoglobinopathy'],
    medicines: ['deferasirox'],
    medicineDoses: [
      { id: 'deferasirox', dose: 1000, unit: 'mg', frequency: '地拉罗司分散片（Exjade），每天一次' },
    ],
    supplements: [
      { optionId: 'folic-acid-5mg', name: '叶酸 5mg', dose: 1, unit: 'tablet', prescribed: true },
      { name: '阿胶糕（每天2块）', dose: 2, unit: 'tablet' },
      { name: '红枣枸杞茶', dose: 1, unit: 'sachet' },
      {
        optionId: 'iron-ferrous-succinate',
        name: '琥珀酸亚铁片 0.1g（妈妈买的，一天两次）',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'vitamin-c-500', name: '维生素C 500mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 82, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 2650, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '谷丙转氨酶', value: 48, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
      { marker: '肌酐', value: 62, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
    ],
  },
  // Lin Yu-ting (林語婷), 19, Taichung, types in traditional characters: Wilson's disease with liver involvement is liver
  // disease (the option names it; not cirrhosis, none being said); the university dance club is moderate as given; no
  // alcohol, and smoking not mentioned is never; goals not stated are general health; 青黴胺 (D-penicillamine) 250 mg, 3
  // capsules a day, is penicillamine, 250 mg a dose with the count in the frequency; Galzin is zinc acetate, 50 mg three
  // times a day; vitamin B6 25 mg a day is the B6 option at 25 mg a tablet, marked prescribed as it is among her
  // medicines (as round 56's Arjun's pyridoxine); 善存 Centrum is the adult multivitamin option; the soy protein powder (a
  // scoop) is the protein powder (whey) option the questionnaire finds for it, its soy kept in its name; 便當, dark
  // chocolate, mixed nuts, shrimp, 蚵仔煎, 珍奶 and a coffee a day are food and drinks; the 24-hour urine copper has no
  // catalogue marker and no printed range (on penicillamine the hepatologist's target, as round 53's Chiamaka's HbF);
  // ceruloplasmin has no catalogue marker and is entered as typed; the labs printed no ranges, so the usual ones
  "Yu-ting: 19, Wilson's disease on penicillamine and zinc (zh)": {
    nickname: '林語婷',
    gender: 'female',
    age: 19,
    heightCm: 160,
    weightKg: 50,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['liver_disease'],
    medicines: ['penicillamine', 'zinc-acetate'],
    medicineDoses: [
      { id: 'penicillamine', dose: 250, unit: 'mg', frequency: '青黴胺 250mg，每天3顆' },
      { id: 'zinc-acetate', dose: 50, unit: 'mg', frequency: 'Galzin，每天三次' },
    ],
    supplements: [
      {
        optionId: 'vitamin-b6-50',
        name: '維生素B6 25mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 25, unit: 'mg' },
        prescribed: true,
      },
      { optionId: 'multivitamin-adult', name: '善存 Centrum', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: '大豆蛋白粉（每天一勺）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '24小時尿銅', value: 380, unit: 'µg/24h' },
      { marker: '血漿銅藍蛋白', value: 8, unit: 'mg/dL', labRefLow: 20, labRefHigh: 60 },
      { marker: 'ALT', value: 41, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Hannah Whitfield, 41, Manchester: depression and anxiety are not the serious-mental-illness option (as rounds 49 and
  // 50) and have no other; gaining 10 kg in a year is read as the weight-loss goal (as round 49's Karen); light activity
  // as given; 2–3 glasses of white wine most evenings is well over 7 drinks a week for a woman, heavy; vaping is current
  // (as rounds 51 and 53); sertraline 100 mg and propranolol 10 mg when needed are their entries; Microgynon 30 is
  // levonorgestrel/ethinylestradiol, by its form (as round 56's Mackenzie's Alesse); Kira St John's wort 300 mg (started 2
  // weeks ago) is the St John's wort option and 5-HTP 100 mg (2 a day) the 5-HTP option (as round 43's Jenna); the apple
  // cider vinegar gummies (2 a day) have no catalogue option and are named only (as round 55's Marcus); ready meals,
  // takeaways and 4 coffees a day are food and drinks; no recent blood tests, so no labs
  "Hannah: 41, on sertraline, added St John's wort (en)": {
    nickname: 'Hannah',
    gender: 'female',
    age: 41,
    heightCm: 168,
    weightKg: 81,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss'],
    medicines: ['sertraline', 'propranolol', 'levonorgestrel-ethinylestradiol'],
    medicineDoses: [
      { id: 'sertraline', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'propranolol', dose: 10, unit: 'mg', frequency: 'when needed' },
      { id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Microgynon 30, one a day' },
    ],
    supplements: [
      {
        optionId: 'st-johns-wort',
        name: "Kira St John's wort 300 mg (started 2 weeks ago)",
        dose: 1,
        unit: 'tablet',
      },
      { optionId: '5-htp-100', name: '5-HTP 100 mg', dose: 2, unit: 'capsule' },
      { name: 'Apple cider vinegar gummies', dose: 2, unit: 'tablet' },
    ],
  },
  // Rajesh Iyer, 58, Chennai, his son types from New Jersey: chronic myeloid leukaemia in chronic phase is cancer and type
  // 2 diabetes is diabetes; a Hb of 11.2 not called anaemia and an ALT of 58 not called liver disease are not ticked;
  // light activity as given; South Indian vegetarian with curd rice is the vegetarian option with dairy daily, eggs not
  // said and left unanswered (as round 57's Rohan); 3 filter coffees a day, idli, sambar and rasam are food and drinks;
  // goals not stated are general health; Veenat is not a dictionary name, so imatinib, 400 mg once daily after
  // breakfast, with the brand in the frequency (as round 57's Rohan's Atorva); metformin 500 mg twice daily is its entry;
  // turmeric 500 mg (2 a day) is the turmeric option; Himalaya Liv.52, 2 tablets twice a day, has no catalogue option and
  // is named only, 4 tablets (as round 56's Arjun's Himalaya Giloy); ashwagandha (a capsule, no strength given) is the
  // ashwagandha option (as round 54's Deepa); nilavembu kudineer when there is fever around has no catalogue option and
  // is named only, a cup as one, counted for a day he takes it (as round 56's Haohao's 小儿七星茶); BCR-ABL has no catalogue
  // marker and no printed range (the haematologist's target, as round 53's Chiamaka's HbF); the other labs printed no
  // ranges, so the usual ones
  'Rajesh: 58, CML on imatinib, son types (en)': {
    nickname: 'Rajesh',
    gender: 'male',
    age: 58,
    heightCm: 170,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer', 'diabetes'],
    medicines: ['imatinib', 'metformin'],
    medicineDoses: [
      { id: 'imatinib', dose: 400, unit: 'mg', frequency: 'Veenat, once daily after breakfast' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice daily' },
    ],
    supplements: [
      { optionId: 'turmeric', name: 'Turmeric capsules 500 mg', dose: 2, unit: 'capsule' },
      { name: 'Himalaya Liv.52 (2 tablets twice a day)', dose: 4, unit: 'tablet' },
      { optionId: 'ashwagandha', name: 'Ashwagandha', dose: 1, unit: 'capsule' },
      { name: 'Nilavembu kudineer (when there is fever around)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'BCR-ABL', value: 0.08, unit: '% IS' },
      { marker: 'HbA1c', value: 7.4, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Haemoglobin', value: 11.2, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
      { marker: 'ALT', value: 58, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Megan Kowalski, 35, Minneapolis: relapsing-remitting multiple sclerosis has no questionnaire option; yoga and walking
  // is moderate as given; the Wahls protocol (9 cups of vegetables a day, liver once a week) is the omnivore option with
  // vegetables daily and, with no dairy, dairy never; no gluten without coeliac disease has no field; bulletproof coffee
  // every morning is a drink; goals not stated are general health; Tecfidera (dimethyl fumarate) is not in the dictionary
  // and is kept as typed, unchecked (as round 57's Freya's Colobreathe); baclofen 10 mg at night is its entry; vitamin D3
  // 10,000 IU is the vitamin D3 option at 10,000 IU a capsule (as round 53's Arjun's 60,000 IU sachet); biotin 10,000 mcg
  // is the biotin option at 10,000 µg a capsule (as round 52's Emily's 5,000 mcg); fish oil 1,200 mg (2 a day) is the fish
  // oil option at 1200 mg a capsule (as round 56's Darnell); turmeric (a capsule, no strength given) is the turmeric
  // option; lymphocytes have no catalogue marker and are entered as typed; the labs printed no ranges, so the usual ones
  'Megan: 35, MS on Tecfidera, doing the Wahls diet (en)': {
    nickname: 'Megan',
    gender: 'female',
    age: 35,
    heightCm: 170,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never', vegetables: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['baclofen'],
    medicineDoses: [{ id: 'baclofen', dose: 10, unit: 'mg', frequency: 'at night' }],
    uncheckedMedicines: ['Tecfidera (dimethyl fumarate) 240 mg twice a day'],
    supplements: [
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Vitamin D3 10,000 IU',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 10000, unit: 'IU' },
      },
      {
        optionId: 'biotin',
        name: 'Biotin 10,000 mcg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 10000, unit: 'ug' },
      },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1,200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'turmeric', name: 'Turmeric', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Vitamin D', value: 96, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Lymphocytes', value: 0.7, unit: '×10⁹/L', labRefLow: 1, labRefHigh: 4 },
      { marker: 'Calcium', value: 10.4, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
    ],
  },
  // Bruce Henderson, 72, Adelaide, his wife Lorraine types: generalised myasthenia gravis has no questionnaire option;
  // steroid-induced type 2 diabetes is diabetes; osteopenia is not osteoporosis (as earlier rounds); light activity as
  // given; a gin and tonic two nights a week and a couple of beers at the footy is about 4 drinks a week, moderate;
  // ex-smoker is former; goals not stated are general health; Mestinon is pyridostigmine, 60 mg four times a day,
  // prednisolone 15 mg daily its entry and Imuran azathioprine, 100 mg; Diabex XR is not a dictionary name, so metformin
  // 1000 mg with the brand in the frequency (as round 57's Rohan's Atorva); Blackmores Bio Magnesium (2 tablets a day for
  // leg cramps) is the magnesium option the questionnaire finds for it, no strength given, so the option's 250 mg a
  // tablet is what is counted (as round 42's Swisse magnesium); Ostelin vitamin D 1,000 IU is the vitamin D3 1000 IU
  // option; glucosamine 1500 mg is the glucosamine option at 1500 mg a tablet (as round 57's Ngozi); meat and three veg
  // and tea with milk are food and drinks; the labs printed no ranges, so the usual ones
  'Bruce: 72, myasthenia gravis on Mestinon and steroids, wife types (en)': {
    nickname: 'Bruce',
    gender: 'male',
    age: 72,
    heightCm: 176,
    weightKg: 94,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['diabetes'],
    medicines: ['pyridostigmine', 'prednisolone', 'azathioprine', 'metformin'],
    medicineDoses: [
      { id: 'pyridostigmine', dose: 60, unit: 'mg', frequency: 'Mestinon, four times a day' },
      { id: 'prednisolone', dose: 15, unit: 'mg', frequency: 'daily' },
      { id: 'azathioprine', dose: 100, unit: 'mg', frequency: 'Imuran' },
      { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'Diabex XR' },
    ],
    supplements: [
      {
        optionId: 'magnesium-oxide',
        name: 'Blackmores Bio Magnesium (for leg cramps)',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'vitamin-d3-1000iu', name: 'Ostelin Vitamin D 1,000 IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'glucosamine',
        name: 'Glucosamine 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Blind answer round 59: fourteen people invented by a writer session that saw no code (round-59/personas.md), filled in as the questionnaire takes them.
  // Zhang Yuxuan (张宇轩, "小宇"), 5, Beijing (Haidian), his father types: under 18 and under the questionnaire's lowest
  // weight (17.5 kg, below its 25 kg floor), so the questionnaire refuses him; entered as written anyway, as the earlier
  // rounds' children are; drug-resistant focal epilepsy is epilepsy, and the constipation is the constipation digestive
  // issue; the one kidney-stone scare on ultrasound names no stone, so kidney stones is not ticked; light activity as
  // given; the classic 4:1 ketogenic diet weighed on a gram scale is the low-carb option (as round 38's Darnell's keto),
  // with butter, cream and full-fat yoghurt dairy daily and no rice, noodles or fruit whole grains and fruit never; the
  // grandparents' biscuits and 冰糖雪梨 are food and drinks; goals not stated are general health; 开浦兰 is levetiracetam
  // and 妥泰 topiramate, each twice a day; 枸橼酸钾颗粒 (potassium citrate granules, a sachet twice a day) from the keto
  // clinic is not in the dictionary and is kept as typed, unchecked (as round 58's Qiang's 枸橼酸氢钾钠颗粒); 迪巧 children's
  // calcium gives no strength and is named only (as round 52's Lele); the sugar-free children's multivitamin powder is
  // named only (no adult option fits, as round 56's Liam's Cenovis Kids), a sachet; 左卡尼汀口服液 (L-carnitine) 5 ml twice
  // a day has no catalogue option and is named only, 5 ml as one dose (as round 56's Haohao's 健儿消食口服液); blood
  // β-hydroxybutyrate has no catalogue marker and no printed range (the keto clinic's target, as round 58's Rajesh's
  // BCR-ABL); a child's urine calcium/creatinine limit differs by age and its unit is not given, so it is entered as a
  // ratio with no range (as round 54's Duoduo's haemoglobin), and typed 尿钙/尿肌酐比值, as 尿钙/肌酐比值 is read as the blood
  // creatinine; the glucose and 25(OH)D printed no ranges, so the usual ones
  '小宇: 5, drug-resistant epilepsy on the ketogenic diet (zh)': {
    nickname: '张宇轩',
    gender: 'male',
    age: 5,
    heightCm: 108,
    weightKg: 17.5,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'low_carb',
    foodFrequency: { dairy: 'daily', fruit: 'never', wholeGrains: 'never' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['epilepsy'],
    medicines: ['levetiracetam', 'topiramate'],
    medicineDoses: [
      { id: 'levetiracetam', dose: 250, unit: 'mg', frequency: '开浦兰，每天2次' },
      { id: 'topiramate', dose: 25, unit: 'mg', frequency: '妥泰，每天2次' },
    ],
    uncheckedMedicines: ['枸橼酸钾颗粒，每次1袋，每天2次（生酮门诊开的）'],
    supplements: [
      { name: '迪巧儿童钙（咀嚼片）', dose: 1, unit: 'tablet' },
      { name: '无糖儿童复合维生素粉', dose: 1, unit: 'sachet' },
      { name: '左卡尼汀口服液（L-卡尼汀）5ml，每天2次', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: '血β-羟丁酸', value: 3.4, unit: 'mmol/L' },
      { marker: '血糖', value: 3.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '尿钙/尿肌酐比值', value: 0.25, unit: 'ratio' },
      { marker: '25-羟基维生素D', value: 48, unit: 'nmol/L', labRefLow: 75, labRefHigh: 250 },
    ],
  },
  // Li Duoduo (李朵朵), 7, Jinan, her mother types: under 18 and under the questionnaire's lowest weight (20 kg), so the
  // questionnaire refuses her; entered as written anyway, as the earlier rounds' children are; B-cell acute lymphoblastic
  // leukaemia in maintenance (5 months in, about a year to go) is cancer; light activity as given; picky since chemo,
  // mostly 馒头, noodles and milk, is the omnivore option with dairy daily; her grandmother's 鸽子汤 is food, and the 海参,
  // 蜂蜜 and 阿胶糕 she wants to give "to build her blood" are not taken and are left out; goals not stated are general
  // health; 巯嘌呤 (6-MP) is mercaptopurine, 50 mg every night, and 甲氨蝶呤 methotrexate, 15 mg once a week on Mondays;
  // 复方磺胺甲噁唑 (Bactrim) is sulfamethoxazole/trimethoprim, half a tablet twice a day on Saturdays and Sundays, entered as
  // half a tablet with the days in the frequency; 妈咪爱 (a sachet) is the probiotics option, her mother's doubt kept in
  // its name; 伊可新 vitamin AD gives no strength and is named only (as round 54's Duoduo); whey protein powder (a scoop in
  // milk) is the whey option (as round 58's Haoran); a child's haemoglobin and white-cell ranges differ by age (and
  // maintenance has the oncologist's own targets), so they are given no ranges (as round 54's Duoduo); the ALT printed
  // no range, so the usual one
  '朵朵: 7, leukaemia maintenance on 6-MP and methotrexate (zh)': {
    nickname: '李朵朵',
    gender: 'female',
    age: 7,
    heightCm: 118,
    weightKg: 20,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['mercaptopurine', 'methotrexate', 'sulfamethoxazole-trimethoprim'],
    medicineDoses: [
      { id: 'mercaptopurine', dose: 50, unit: 'mg', frequency: '巯嘌呤（6-MP），每晚' },
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: '甲氨蝶呤，每周一次（周一）' },
      {
        id: 'sulfamethoxazole-trimethoprim',
        dose: 0.5,
        unit: 'tablet',
        frequency: '复方磺胺甲噁唑（Bactrim），每次半片，每天2次，只在周六、周日',
      },
    ],
    supplements: [
      { optionId: 'probiotics', name: '妈咪爱益生菌（妈妈不确定能不能吃）', dose: 1, unit: 'sachet' },
      { name: '伊可新维生素AD', dose: 1, unit: 'capsule' },
      { optionId: 'whey-protein', name: '乳清蛋白粉（每天一勺，冲在牛奶里）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '白细胞', value: 2.6, unit: '×10⁹/L' },
      { marker: '中性粒细胞绝对值', value: 1.0, unit: '×10⁹/L' },
      { marker: '血红蛋白', value: 102, unit: 'g/L' },
      { marker: '谷丙转氨酶', value: 85, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
    ],
  },
  // Chen Le (陈乐, "阿乐"), 3, Foshan, his grandmother types: under 18 and under the questionnaire's lowest height and
  // weight (96 cm, 14 kg), so the questionnaire refuses him; entered as written anyway, as the earlier rounds' children
  // are; G6PD deficiency (蚕豆病) found at newborn screening is the G6PD deficiency option, and the episode of dark urine and
  // jaundice at 2 and the frequent colds have no field; active as given; congee, 老火汤 every day, steamed fish, 鸡蛋仔 and
  // boxed juice are food and drinks; goals not stated are general health; no prescription medicines; 保婴丹 (a small bottle
  // when he cries at night) and 小儿七星茶 granules (when he is constipated), which his grandmother gives without the doctor
  // knowing, have no dictionary entry or catalogue option and are named only, one each, counted for a day he has them (as
  // round 51's Lao Zhou's 麻仁丸 and round 56's Haohao's 小儿七星茶); the 凉茶 or 夏枯草 drinks she gives when she thinks he is 热气 are a
  // remedy rather than his everyday drink and are named only, a cup as one (as round 57's Lele's 黄芪水); the vitamin D3
  // drops 400 IU (a drop a day) are the vitamin D3 400 IU option (as round 52's Lele's 星鲨); 金银花露 (a bottle on hot days)
  // has no catalogue option and is named only, a bottle as one; a child's haemoglobin range differs by age, so no range
  // is given (as round 54's Duoduo)
  "阿乐: 3, G6PD deficiency, grandma's herbal drinks (zh)": {
    nickname: '陈乐',
    gender: 'male',
    age: 3,
    heightCm: 96,
    weightKg: 14,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['g6pd_deficiency'],
    supplements: [
      { name: '保婴丹（晚上哭闹时喂1小瓶，医生不知道）', dose: 1, unit: 'sachet' },
      { name: '小儿七星茶颗粒（便秘时1包，医生不知道）', dose: 1, unit: 'sachet' },
      { name: '凉茶或夏枯草水（奶奶觉得他"热气"时喝）', dose: 1, unit: 'sachet' },
      { optionId: 'vitamin-d3-400iu', name: '维生素D3滴剂 400IU（每天1滴）', dose: 400, unit: 'IU' },
      { name: '金银花露（天热时1瓶）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '血红蛋白', value: 112, unit: 'g/L' }],
  },
  // Liu Haoran (刘浩然), 14, Wuhan, his mother types: under 18, so the questionnaire refuses him; entered as written anyway,
  // as the earlier rounds' teenagers are; active as given; no diagnosed conditions, and growing 9 cm in the last year and
  // the 中考 running test next June have no field (as round 51's Haoran's 9 cm); hardly drinking milk is dairy rarely;
  // skipping breakfast has no field (as round 57's Haoran); canteen food, 热干面, very spicy food, bubble tea most days and
  // instant noodles while studying late are food and drinks; goals not stated are general health; the chewable calcium
  // tablet 300 mg his mother bought, which he forgets, is the calcium option at 300 mg a tablet (as round 49's Haoran),
  // his forgetting kept in its name; the unopened tub of protein powder is not taken and is left out; no recent labs (the
  // school check's BMI of 16.6 is his height and weight, as round 57's Haoran's)
  '浩然: 14, thin boarding-school boy growing fast (zh)': {
    nickname: '刘浩然',
    gender: 'male',
    age: 14,
    heightCm: 172,
    weightKg: 49,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      {
        optionId: 'calcium-carbonate',
        name: '钙咀嚼片 300mg（妈妈买的，常忘记吃）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 300, unit: 'mg' },
      },
    ],
  },
  // Wang Li (王丽), 44, Qingdao: losing 6 kg before her health check is the weight-loss goal; light activity as given; not
  // pregnant is no life stage; nothing is diagnosed, so last year's uric acid, triglycerides and fasting glucose tick
  // nothing (no gout, lipid disorder or diabetes called, as round 56's Lei); lots of seafood is fish daily (as round 57's
  // Shu-fen's lots of fruit); 2–3 bottles of 青岛啤酒 at weekends, a bottle being more than one standard drink, is about 3–5
  // drinks a week, moderate; 馒头, 饺子, 烧烤 with friends and a 3-in-1 instant coffee every afternoon are food and drinks;
  // 汤臣倍健 multivitamin is the adult multivitamin option (as round 57's Haoran); the 胶原蛋白肽 drink (a bottle a day) is the
  // collagen option, a bottle as one (as round 45's Rachel's collagen drink); the labs printed no ranges, so the usual ones
  // (a woman's for the uric acid)
  '王丽: 44, wants to lose 6 kg before her health check (zh)': {
    nickname: '王丽',
    gender: 'female',
    age: 44,
    heightCm: 162,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { fish: 'daily' },
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'multivitamin-adult', name: '汤臣倍健多种维生素', dose: 1, unit: 'tablet' },
      { optionId: 'collagen', name: '胶原蛋白肽饮（每天1瓶）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '尿酸', value: 415, unit: 'µmol/L', labRefLow: 155, labRefHigh: 357 },
      { marker: '甘油三酯', value: 1.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '空腹血糖', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
    ],
  },
  // Wong Wai-man (黃慧敏, "阿敏"), 41, Sha Tin, types in written Cantonese: dragon-boat training 3 evenings a week plus
  // Sundays is active as given; cutting fat is the weight-loss goal; not pregnant is no life stage; no conditions: the
  // heavy periods some months have no field, and a Hb of 118 not called anaemia is not ticked; 茶餐廳 lunches (常餐, 叉燒飯,
  // 公仔麵), 凍檸茶少甜 every day and 2 cups of 港式奶茶 are food and drinks; wine with friends at weekends is light (as round
  // 57's Dana); 必理痛 for period pain is acetaminophen (Hong Kong's Panadol), no strength given, so by its form (as round
  // 57's Wai-lan's Panadol); Blackmores fish oil 1000 mg is the fish oil option at 1000 mg a capsule (as round 57's
  // Marcus); the collagen powder (a sachet) is the collagen option and whey protein (a scoop after training) the whey
  // option; the haemoglobin printed no range, so the usual 115–150
  '阿敏: 41, dragon-boat paddler cutting fat (zh)': {
    nickname: '黃慧敏',
    gender: 'female',
    age: 41,
    heightCm: 158,
    weightKg: 61,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    medicines: ['acetaminophen'],
    medicineDoses: [{ id: 'acetaminophen', form: 'tablet', frequency: '必理痛，經痛時食' }],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Blackmores 魚油 1000mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'collagen', name: '骨膠原粉（每日1包）', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '乳清蛋白粉（練完1匙）', dose: 1, unit: 'scoop' },
    ],
    labs: [{ marker: '血紅蛋白', value: 118, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Lin Ya-ting (林雅婷), 38, Kaohsiung, types in traditional characters: antiphospholipid syndrome with a left-leg DVT two
  // years ago has no questionnaire option; not pregnant is no life stage, and wanting to try again next year after two
  // miscarriages is the pregnancy-preparation goal, with general health (as round 54's Jiayi); moderate activity as
  // given; plenty of 地瓜葉 and 菠菜 is vegetables daily, and 納豆 several times a week legumes weekly; the glass of 青汁 powder
  // every morning, written with her food, has no catalogue option and is a drink, as is a latte a day; 可化凝 (Coumadin) is
  // warfarin, 2.5 mg most days and 3.75 mg on Tuesdays and Fridays, so no single daily dose: entered by its form with both
  // doses in the frequency (as round 56's Guifang); 葉酸 400 mcg is the folic acid 400 µg option; fish oil (a capsule, no
  // strength given) is the fish oil option, 薑黃 (a capsule) the turmeric option and 納豆激酶 2000 FU, a friend's
  // recommendation, the nattokinase option (as round 58's Zhao); the INR is read against her target 2–3 (as round 56's
  // Guifang); the haemoglobin printed no range, so the usual one
  '雅婷: 38, antiphospholipid syndrome on warfarin, eats natto (zh)': {
    nickname: '林雅婷',
    gender: 'female',
    age: 38,
    heightCm: 160,
    weightKg: 55,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'daily', legumesNuts: 'weekly' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['pregnancy_prep', 'general_health'],
    medicines: ['warfarin'],
    medicineDoses: [
      { id: 'warfarin', form: 'tablet', frequency: '可化凝（Coumadin），多數日子2.5mg，週二、週五3.75mg' },
    ],
    supplements: [
      { optionId: 'folic-acid-400', name: '葉酸 400mcg', dose: 1, unit: 'tablet' },
      { optionId: 'fish-oil', name: '魚油', dose: 1, unit: 'capsule' },
      { optionId: 'turmeric', name: '薑黃膠囊', dose: 1, unit: 'capsule' },
      { optionId: 'nattokinase', name: '納豆激酶 2000FU（朋友推薦）', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'INR', value: 1.7, unit: 'ratio', labRefLow: 2, labRefHigh: 3 },
      { marker: '血紅素', value: 12.8, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
    ],
  },
  // Nurul Aisyah binte Rahman, 42, Tampines: 20 weeks pregnant with her third is the second trimester at week 20; a BMI of
  // 27 before the pregnancy at 155 cm is 65 kg before pregnancy (27 × 1.55², the questionnaire asking the weight, not the
  // BMI); light activity as given; a healthy pregnancy so far, with the glucose test due at 24–28 weeks, is no condition;
  // halal home cooking is no allergy and no fast; nasi lemak, mee rebus, lots of white rice, kueh for tea, 2 teh tarik and
  // a kopi a day are food and drinks, and eating late has no field; goals not stated are general health; Blackmores
  // Pregnancy & Breast-Feeding Gold has no catalogue option and is named only (as rounds 47 and 56); calcium 600 mg with
  // vitamin D is the calcium + D3 option at 600 mg a tablet; the labs printed no ranges, so the usual pregnancy ones (as
  // round 47's Farah)
  'Nurul: 42, 20 weeks pregnant with her third (en)': {
    nickname: 'Nurul',
    gender: 'female',
    age: 42,
    heightCm: 155,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 20,
    prePregnancyWeightKg: 65,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { name: 'Blackmores Pregnancy & Breast-Feeding Gold', dose: 1, unit: 'capsule' },
      { optionId: 'calcium-carbonate-d3', name: 'Calcium 600 mg with vitamin D', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 12.0, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 },
      { marker: 'Ferritin', value: 32, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Hamza Iqbal, 34, Birmingham: weights 4 times a week and 5-a-side football is active as given; fasting Ramadan (about
  // 15–16 hours a day this year) is the Ramadan fast; keeping muscle while fasting is the muscle goal; no conditions and
  // no medicines; chapati, curries, samosas and pakoras at iftar, Medjool dates, Rooh Afza and 3 sugary teas a day outside
  // Ramadan are food and drinks; Myprotein Impact Whey, 1–2 scoops, is the whey option, 2 scoops (as round 57's Dana);
  // creatine monohydrate 5 g has no catalogue option and is named only (as round 56's Mackenzie); Holland & Barrett
  // vitamin D 1000 IU is the vitamin D3 1000 IU option (as round 42's Holland & Barrett D3); no recent labs
  'Hamza: 34, keeping muscle while fasting Ramadan (en)': {
    nickname: 'Hamza',
    gender: 'male',
    age: 34,
    heightCm: 180,
    weightKg: 84,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    religiousFasting: 'ramadan',
    goals: ['muscle'],
    supplements: [
      { optionId: 'whey-protein', name: 'Myprotein Impact Whey (1–2 scoops a day)', dose: 2, unit: 'scoop' },
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'vitamin-d3-1000iu', name: 'Holland & Barrett Vitamin D 1000 IU', dose: 1, unit: 'tablet' },
    ],
  },
  // Ethan Wong, 10, Toronto, his mother types: under 18, so the questionnaire refuses him; entered as written anyway, as
  // the earlier rounds' children are; eosinophilic oesophagitis (food stuck twice) and mild asthma have no questionnaire
  // option; hockey in winter is moderate as given; the dairy, wheat, egg and soy elimination for his oesophagitis (a
  // food-driven allergic disease) is entered as food allergies to milk, wheat, egg and soy, so the plan names none of
  // them, with dairy and eggs never; oat milk, rice pasta and chicken are food, and lots of fruit is fruit daily; the
  // skipped school lunches and the weekend dim sum have no field; goals not stated are general health; Losec is
  // omeprazole, 20 mg once a day; the swallowed budesonide slurry (a Pulmicort respule mixed with sucralose) is
  // budesonide, 1 mg twice a day, swallowed as said in the frequency; Flovent is fluticasone, as needed, by its form
  // (inhaler); D-Drops 400 IU are the vitamin D3 400 IU option (as round 52's Lele's drops); the chewable kids'
  // multivitamin gives no strength and is named only (no adult option fits, as round 56's Liam), its possible soy kept in
  // its name; the labs printed no ranges, so the usual ones
  'Ethan: 10, eosinophilic oesophagitis on a food elimination diet (en)': {
    nickname: 'Ethan',
    gender: 'male',
    age: 10,
    heightCm: 134,
    weightKg: 28,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never', eggs: 'never', fruit: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    foodAllergies: ['milk', 'wheat', 'egg', 'soy'],
    goals: ['general_health'],
    medicines: ['omeprazole', 'budesonide', 'fluticasone'],
    medicineDoses: [
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'Losec, once a day' },
      {
        id: 'budesonide',
        dose: 1,
        unit: 'mg',
        frequency: 'Pulmicort respule in sucralose, swallowed, twice a day',
      },
      { id: 'fluticasone', form: 'inhaler', frequency: 'Flovent, as needed' },
    ],
    supplements: [
      {
        optionId: 'vitamin-d3-400iu',
        name: 'D-Drops vitamin D 400 IU (1 drop a day)',
        dose: 400,
        unit: 'IU',
      },
      { name: "Chewable kids' multivitamin (may contain soy)", dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 15, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Vitamin D', value: 55, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Rajesh Mehta, 63, Mumbai: plaque psoriasis with psoriatic arthritis in his fingers has no questionnaire option;
  // fatty liver on ultrasound is liver disease (not cirrhosis, as round 57's Kevin) and high blood pressure is ticked;
  // prediabetes (HbA1c 6.1) is not diabetes (as round 52's Linda); light activity as given; Gujarati vegetarian with no
  // eggs is the vegetarian option with eggs never, and ghee on rotis and 3 cups of masala chai dairy daily (as round 57's
  // Rohan); farsan snacks and the sugar in his chai are food and drinks; 2–3 pegs of whisky on Saturday nights is 2–3
  // drinks a week, light; quit smoking 10 years ago is former; goals not stated are general health; Folitrax is
  // methotrexate, 15 mg once a week on Sundays, and Telma telmisartan, 40 mg once a day (as round 55's Priya's Telma);
  // Folvite (folic acid 5 mg on the other six days) is a supplement, the 5 mg option, marked prescribed (as round 52's
  // Linda's weekly folic acid), 6 tablets a week; curcumin 500 mg (2 a day) is the turmeric option and Himalaya
  // ashwagandha (a tablet) the ashwagandha option (as round 58's Rajesh); Revital H (a capsule) has no catalogue option and
  // is named only; the labs printed no ranges, so the usual ones
  'Rajesh: 63, psoriasis on methotrexate, weekend whisky (en)': {
    nickname: 'Rajesh',
    gender: 'male',
    age: 63,
    heightCm: 168,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['liver_disease', 'hypertension'],
    medicines: ['methotrexate', 'telmisartan'],
    medicineDoses: [
      { id: 'methotrexate', dose: 15, unit: 'mg', frequency: 'Folitrax, once a week (Sundays)' },
      { id: 'telmisartan', dose: 40, unit: 'mg', frequency: 'Telma, once a day' },
    ],
    supplements: [
      {
        optionId: 'folic-acid-5mg',
        name: 'Folvite (folic acid 5 mg), on the six days without methotrexate',
        dose: 6,
        unit: 'tablet',
        prescribed: true,
        every: 'week',
      },
      { optionId: 'turmeric', name: 'Curcumin 500 mg', dose: 2, unit: 'capsule' },
      { optionId: 'ashwagandha', name: 'Himalaya Ashwagandha', dose: 1, unit: 'tablet' },
      { name: 'Revital H', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'ALT', value: 64, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'AST', value: 48, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'Platelets', value: 180, unit: '×10⁹/L', labRefLow: 150, labRefHigh: 400 },
      { marker: 'HbA1c', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Funmilayo Adeyemi, 36, Ibadan, her husband types: 30 weeks pregnant with her second is the third trimester at week
  // 30; no pre-pregnancy weight given (left out, as round 57's Jess); chronic hypertension since 32 is hypertension and
  // mild anaemia is anaemia; her first pregnancy's pre-eclampsia at 34 weeks has no field; a teacher, light as given;
  // Yoruba home cooking (amala and ewedu, efo riro, pepper soup, fried plantain), Maggi cubes in most pots and malt drinks
  // are food and drinks; goals not stated are general health; Aldomet (methyldopa) is not in the dictionary and is kept as
  // typed, unchecked (as round 57's Freya's Colobreathe); nifedipine 20 mg slow-release twice a day and low-dose aspirin
  // 75 mg every night are their entries; Pregnacare Original is the prenatal multivitamin option (as round 41's
  // Chidinma); ferrous sulphate 200 mg twice a day is the ferrous sulfate option with its form, the 200 mg the salt's mass
  // (as round 56's Ngozi), and folic acid 5 mg the 5 mg option, both marked prescribed as antenatal iron and 5 mg folic
  // acid are (as round 41's Chidinma); the agbo herbal drink from her mother-in-law now and then is named only, one (as
  // round 56's Ngozi); the clinic blood pressure is a lab row, as in round 42; urine protein "trace" has no number for the
  // labs (as round 54's urine ketones "+"); the PCV printed no range, so the usual one
  'Funmilayo: 36, 30 weeks pregnant with chronic hypertension (en)': {
    nickname: 'Funmilayo',
    gender: 'female',
    age: 36,
    heightCm: 163,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 30,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypertension', 'anemia'],
    medicines: ['nifedipine', 'aspirin'],
    medicineDoses: [
      { id: 'nifedipine', dose: 20, unit: 'mg', frequency: 'slow-release, twice a day' },
      { id: 'aspirin', dose: 75, unit: 'mg', frequency: 'low-dose, every night' },
    ],
    uncheckedMedicines: ['Aldomet (methyldopa) 500 mg three times a day'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg (twice a day)',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_sulfate',
        basis: 'salt',
        prescribed: true,
      },
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
      { name: 'Agbo herbal drink (from her mother-in-law, now and then)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 148, unit: '/96 mmHg' },
      { marker: 'PCV', value: 30, unit: '%', labRefLow: 36, labRefHigh: 46 },
    ],
  },
  // Karen Hollis, 54, Columbus: young-onset Parkinson's disease has no questionnaire option (as round 51's Lao Zhou), nor
  // has the dizziness on standing; the constipation is the constipation digestive issue; Rock Steady boxing 3 times a
  // week and daily walks is active as given; postmenopausal is no life stage; the high-protein eating (Greek yogurt,
  // protein shakes, chicken or eggs at every meal) is food and 3 coffees a day are drinks; a glass of wine some evenings is
  // light; goals not stated are general health; Sinemet 25/100 (1 tablet four times a day) is carbidopa/levodopa, by its
  // form with the strength in the frequency (as round 50's Margaret's Entresto); Azilect is rasagiline, 1 mg every
  // morning; MiraLAX, listed with her supplements, is the dictionary's macrogol (polyethylene glycol 3350), 17 g most
  // days, entered as a medicine (it has no catalogue option); the Fairlife Core Power protein shakes (2 a day) have no
  // catalogue option and are named only (as round 56's Darnell's Premier Protein), and so is the mucuna pruriens powder
  // from a health store, a teaspoon as one scoop (as round 56's Ngozi's moringa); CoQ10 200 mg is the CoQ10 option at 200
  // mg a capsule; no recent labs
  "Karen: 54, young-onset Parkinson's on Sinemet, eating high-protein (en)": {
    nickname: 'Karen',
    gender: 'female',
    age: 54,
    heightCm: 168,
    weightKg: 59,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    medicines: ['levodopa-carbidopa', 'rasagiline', 'macrogol'],
    medicineDoses: [
      { id: 'levodopa-carbidopa', form: 'tablet', frequency: 'Sinemet 25/100, 1 tablet four times a day' },
      { id: 'rasagiline', dose: 1, unit: 'mg', frequency: 'Azilect, every morning' },
      { id: 'macrogol', dose: 17, unit: 'g', frequency: 'MiraLAX, most days' },
    ],
    supplements: [
      { name: 'Fairlife Core Power protein shake', dose: 2, unit: 'sachet' },
      { name: 'Mucuna pruriens powder (1 teaspoon, from a health store)', dose: 1, unit: 'scoop' },
      {
        optionId: 'coq10',
        name: 'CoQ10 200 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
    ],
  },
  // Margaret Ellis, 88, Perth, her daughter types from Sydney: hyponatraemia (two falls and confusion at Christmas) has no
  // questionnaire option; high blood pressure is ticked; depression since her husband died is not the serious-mental-
  // illness option (as round 58's Hannah); chronic constipation is the constipation digestive issue; living alone with a
  // walker and carer visits is sedentary as given; "tea and toast" with very little meat is red meat rarely; 8–10 cups of
  // weak tea and a water jug a day, toast with jam and Arnott's biscuits are food and drinks; alcohol and smoking not
  // mentioned are none and never (as round 51's Margaret); goals not stated are general health; Natrilix SR is
  // indapamide, 1.5 mg once a day, and citalopram 20 mg once a day its entry; Coloxyl with Senna (2 tablets at night) is
  // docusate with senna, both in the dictionary, so the two are entered by their form with the product and the 2 tablets
  // in the frequency (as round 56's Arjun's AKT-4); Metamucil (a teaspoon) is the psyllium option, a teaspoon as one
  // scoop; Ostelin vitamin D 1000 IU is the vitamin D3 1000 IU option (as round 58's Bruce); Caltrate 600 mg, Australia's
  // calcium-only Caltrate, is the calcium option at 600 mg a tablet, not the calcium + D3 option of Caltrate 600+D; the
  // labs printed no ranges, so the usual ones
  'Margaret: 88, low sodium, lives on tea and toast (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 88,
    heightCm: 157,
    weightKg: 48,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['indapamide', 'citalopram', 'docusate', 'senna'],
    medicineDoses: [
      { id: 'indapamide', dose: 1.5, unit: 'mg', frequency: 'Natrilix SR, once a day' },
      { id: 'citalopram', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'docusate', form: 'tablet', frequency: 'Coloxyl with Senna, 2 tablets at night' },
      { id: 'senna', form: 'tablet', frequency: 'Coloxyl with Senna, 2 tablets at night' },
    ],
    supplements: [
      { optionId: 'psyllium', name: 'Metamucil (1 teaspoon)', dose: 1, unit: 'scoop' },
      { optionId: 'vitamin-d3-1000iu', name: 'Ostelin Vitamin D 1000 IU', dose: 1, unit: 'capsule' },
      { optionId: 'calcium-carbonate', name: 'Caltrate 600 mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Sodium', value: 127, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Albumin', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    ],
  },
  // Blind answer round 60: fourteen people invented by a writer session that saw no code (round-60/personas.md), filled in as the questionnaire takes them.
  // Lin Xiaoyu, 27, Shenzhen: no characters are given for her name, so it is kept romanised; underweight (163 cm, 44
  // kg) and wanting to gain 5 kg is the weight-gain goal; light activity as given; not pregnant is no life stage; no
  // diagnosed conditions, and her periods sometimes being late have no field; skipping breakfast has no field (as round
  // 57's Haoran); takeaway rice noodles at her desk, milk tea most afternoons and 2 iced Americanos a day are food and
  // drinks; no alcohol and not smoking; no medicines; Swisse women's multivitamin is the women's multivitamin option
  // (as round 52's Swisse Women's); the collagen peptide drink (10 g, a bottle a day) is the collagen option, a bottle
  // as one (as round 59's 王丽); no recent labs
  'Xiaoyu: 27, underweight, wants to gain 5 kg (zh)': {
    nickname: 'Lin Xiaoyu',
    gender: 'female',
    age: 27,
    heightCm: 163,
    weightKg: 44,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    supplements: [
      { optionId: 'multivitamin-women', name: 'Swisse 女士复合维生素', dose: 1, unit: 'tablet' },
      { optionId: 'collagen', name: '胶原蛋白肽饮 10g（每天1瓶）', dose: 1, unit: 'sachet' },
    ],
  },
  // Liang Huifang ("A-Fong"), 31, Foshan: no characters are given for her name, so it is kept romanised; exclusively
  // breastfeeding a 2-week-old is lactating; her weight before pregnancy (54 kg) is asked only in a pregnancy and is
  // left out; the caesarean and the confinement month have no field, and staying in for it is sedentary as given; her
  // mother-in-law's confinement diet is the omnivore option, and no fruit or vegetables ("because they are cold") is
  // fruit and vegetables never; pig trotters in ginger and black vinegar and chicken cooked in rice wine every day are
  // food, rice wine only in cooking being no drinking (as round 47's Xiaoyun), and red-date and longan tea instead of
  // water is a drink; no coffee, and alcohol not mentioned is none; being constipated is the constipation digestive
  // issue; no other conditions; goals not stated are general health; the ibuprofen after the operation is finished and
  // is left out; 爱乐维 is the Elevit option; 生化汤 (a bowl of the herbal decoction a day) has no catalogue option and is
  // named only, a bowl as one (as round 57's Lele's 黄芪水); a Hb of 105 at discharge not called anaemia is not ticked,
  // and printed no range, so the usual 115–150
  'A-Fong: 31, confinement month, breastfeeding after a caesarean (zh)': {
    nickname: 'Liang Huifang',
    gender: 'female',
    age: 31,
    heightCm: 158,
    weightKg: 66,
    activityLevel: 'sedentary',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'never', fruit: 'never' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维 Elevit', dose: 1, unit: 'tablet' },
      { name: '生化汤（中药汤剂，每天1碗）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '血红蛋白', value: 105, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
  },
  // Chan Hoi-yan ("Zoe"), 16, Hong Kong, her mother types: no characters are given for her name, so it is kept
  // romanised; under 18, so the questionnaire refuses her; entered as written anyway, as the earlier rounds' teenagers
  // are; wanting to lose weight is the weight-loss goal (as the first rounds' teen); skipping dinner has no field;
  // light activity (PE twice a week) as given; not pregnant is no life stage; no conditions, periods regular; cart
  // noodles or a pineapple bun with butter after school and bubble tea 1–2 a day are food and drinks; no coffee or
  // alcohol, and smoking not mentioned is never; no medicines; the "slimming" fibre jelly bought online, sometimes one
  // a day, has no catalogue option and is named only, counted for a day she has it (as round 59's 阿乐's 保婴丹); no recent
  // labs
  'Zoe: 16, normal weight, wants to lose weight by skipping dinner (zh)': {
    nickname: 'Chan Hoi-yan',
    gender: 'female',
    age: 16,
    heightCm: 160,
    weightKg: 55,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [{ name: '网购"瘦身"纤维果冻（有时吃，每天1个）', dose: 1, unit: 'sachet' }],
  },
  // Liu Guizhen ("Liu Nainai"), 86, Tianjin, her daughter types: no characters are given for her name, so it is kept
  // romanised; the osteoporotic hip fracture operated 5 weeks ago is osteoporosis, and the operation has no field; the
  // stage 2 pressure sore on the sacrum has no questionnaire option; constipation is the constipation digestive issue
  // and high blood pressure is ticked; mostly in bed with a few steps on a walker is sedentary as given; soft food
  // only, with no choking or swallowing trouble said, is not dysphagia (as round 48's Grandma Lam); millet congee,
  // steamed egg, a little fish, half a bowl a meal, and jasmine tea are food and drinks, and drinking little water to
  // avoid toilet trips has no field; alcohol and smoking not mentioned are none and never (as round 51's Margaret);
  // dropping from 46 kg to 41 kg after the fall has no field (weight gain is the goal, as round 53's Ah-Kuo), with
  // general health and bone (as round 57's Shu-fen's osteoporosis); 克赛 is enoxaparin, 40 mg by injection daily; 络活喜 is
  // amlodipine, 杜密克 lactulose (15 mL daily) and 罗盖全 calcitriol (0.25 µg daily); 钙尔奇D 600 mg is the Caltrate D600
  // option; 安素 (Ensure, a glass a day when she agrees) has no catalogue option and is named only (as round 57's
  // Wai-lan); a Hb of 96 not called anaemia is not ticked; the labs printed no ranges, so the usual ones
  'Liu Nainai: 86, after hip fracture, bedsore, eating little (zh)': {
    nickname: 'Liu Guizhen',
    gender: 'female',
    age: 86,
    heightCm: 152,
    weightKg: 41,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['weight_gain', 'general_health', 'bone'],
    conditions: ['osteoporosis', 'hypertension'],
    medicines: ['enoxaparin', 'amlodipine', 'lactulose', 'calcitriol'],
    medicineDoses: [
      { id: 'enoxaparin', dose: 40, unit: 'mg', form: 'injection', frequency: '克赛，每天皮下注射1次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜，每天1次' },
      { id: 'lactulose', dose: 15, unit: 'mL', frequency: '杜密克，每天1次' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: '罗盖全，每天1次' },
    ],
    supplements: [
      { optionId: 'caltrate-d600', name: '钙尔奇D 600mg', dose: 1, unit: 'tablet' },
      { name: '安素（Ensure），她愿意喝时每天1杯', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 30, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 96, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '25-羟基维生素D', value: 12, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Wang Shuqin ("Wang Ayi"), 63, Chengdu: no characters are given for her name, so it is kept romanised; rectal cancer
  // (surgery 2 months ago, on capecitabine) is cancer; the temporary loop ileostomy has no questionnaire option, and
  // its high output (1.5–2 L a day) is the diarrhoea digestive issue, the nearest answer (as round 57's Jianguo's loose
  // stools); being dizzy on standing has no field; light activity as given; being afraid of chilli and vegetables and
  // living on white rice porridge and steamed buns is the omnivore option with vegetables rarely; lots of green tea and
  // plain water "to flush" are drinks; no alcohol and not smoking; dropping from 57 kg to 50 kg since the surgery has
  // no field (weight gain is the goal, with general health, as round 53's Ah-Kuo); 希罗达 is capecitabine, 1500 mg twice a
  // day, 14 days on and 7 off; 易蒙停 is loperamide, 2 mg three times a day, and omeprazole 20 mg daily its entry;
  // 口服补液盐III, taken now and then and listed with her supplements, is neither in the dictionary nor in the catalogue and
  // is named only, counted for a day she takes it (as round 59's 阿乐's 保婴丹); 汤臣倍健蛋白粉 (a scoop) is the whey option (as
  // round 58's Haoran); 云芝 capsules (3 a day) have no catalogue option and are named only; the labs printed no ranges,
  // so the usual ones (a woman's for the creatinine)
  'Wang Ayi: 63, ileostomy after rectal cancer, on capecitabine (zh)': {
    nickname: 'Wang Shuqin',
    gender: 'female',
    age: 63,
    heightCm: 156,
    weightKg: 50,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['capecitabine', 'loperamide', 'omeprazole'],
    medicineDoses: [
      { id: 'capecitabine', dose: 1500, unit: 'mg', frequency: '希罗达，每天2次，吃14天停7天' },
      { id: 'loperamide', dose: 2, unit: 'mg', frequency: '易蒙停，每天3次' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '奥美拉唑，每天1次' },
    ],
    supplements: [
      { name: '口服补液盐III（偶尔喝）', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每天1勺）', dose: 1, unit: 'scoop' },
      { name: '云芝胶囊（每天3粒）', dose: 3, unit: 'capsule' },
    ],
    labs: [
      { marker: '血钠', value: 132, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
      { marker: '血镁', value: 0.62, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
      { marker: '肌酐', value: 112, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
    ],
  },
  // Chen Wen-hsiung, 57, Taipei: no characters are given for his name, so it is kept romanised; chronic hepatitis C
  // (genotype 2) with fatty liver and F2 fibrosis is liver disease (not cirrhosis, none being said); acid reflux is the
  // reflux digestive issue; light activity as given; beef noodle soup, lunch boxes, night-market fried chicken and 2
  // cups of oolong tea a day are food and drinks; 2 shots of kaoliang at weekends is light (as round 53's Ah-Kuo's
  // Kaoliang); 10 cigarettes a day is current; goals not stated are general health; Epclusa is sofosbuvir/velpatasvir,
  // 1 tablet a day, with week 4 of 12 in the frequency; Nexium is esomeprazole, 40 mg daily; 牛樟芝 (antrodia) capsules, 2
  // a day, have no catalogue option and are named only (as round 57's Shu-fen); turmeric 500 mg is the turmeric option
  // and nattokinase 2000 FU the nattokinase option (as round 59's 雅婷); the HCV RNA undetectable at week 4 has no number
  // for the labs (as round 50's Chidi's undetectable viral load); the ALT printed no range, so the usual one (a man's)
  'Chen: 57, hepatitis C on Epclusa, takes Nexium (zh)': {
    nickname: 'Chen Wen-hsiung',
    gender: 'male',
    age: 57,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'current',
    digestiveIssues: ['reflux'],
    goals: ['general_health'],
    conditions: ['liver_disease'],
    medicines: ['sofosbuvir-velpatasvir', 'esomeprazole'],
    medicineDoses: [
      {
        id: 'sofosbuvir-velpatasvir',
        dose: 1,
        unit: 'tablet',
        frequency: 'Epclusa（索磷布韦/维帕他韦），每天1片，12周疗程的第4周',
      },
      { id: 'esomeprazole', dose: 40, unit: 'mg', frequency: 'Nexium（耐信），每天1次' },
    ],
    supplements: [
      { name: '牛樟芝胶囊（每天2粒）', dose: 2, unit: 'capsule' },
      { optionId: 'turmeric', name: '姜黄 500mg', dose: 1, unit: 'capsule' },
      { optionId: 'nattokinase', name: '纳豆激酶 2000FU', dose: 1, unit: 'capsule' },
    ],
    labs: [{ marker: '谷丙转氨酶', value: 68, unit: 'U/L', labRefLow: 9, labRefHigh: 50 }],
  },
  // Zhang Haoyu ("Doudou"), 8, Wuhan, his mother types: no characters are given for his name, so it is kept romanised;
  // under 18, so the questionnaire refuses him; entered as written anyway, as the earlier rounds' children are; autism
  // spectrum disorder has no questionnaire option (it is not the serious-mental-illness option, though he takes an
  // antipsychotic); constipation is the constipation digestive issue; the 6 kg gained in the year since starting
  // risperidone has no field; light activity as given; eating only white rice, plain noodles, steamed buns, potato
  // chips and sweet yoghurt drinks, and refusing meat, vegetables and fruit, is the omnivore option (no diet is chosen;
  // as round 56's Haohao's picky eating) with dairy daily (the yoghurt drinks and 3 small bottles of 旺仔牛奶 a day) and,
  // as he eats nothing else, red meat, fish, eggs, legumes, vegetables, fruit and whole grains never; goals not stated
  // are general health; 维思通 is risperidone, 0.5 mg twice a day; the Centrum Kids chewable has no catalogue option (no
  // adult option fits) and is named only (as round 56's Liam's Cenovis Kids); the probiotic sachet is the probiotics
  // option; prolactin has no catalogue marker and is entered as typed, and a child's range differs by age, so it is
  // given no range (as round 59's 朵朵's blood counts)
  'Doudou: 8, autism, eats only white food, on risperidone (zh)': {
    nickname: 'Zhang Haoyu',
    gender: 'male',
    age: 8,
    heightCm: 128,
    weightKg: 34,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: {
      dairy: 'daily',
      fish: 'never',
      redMeat: 'never',
      eggs: 'never',
      legumesNuts: 'never',
      vegetables: 'never',
      fruit: 'never',
      wholeGrains: 'never',
    },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    medicines: ['risperidone'],
    medicineDoses: [{ id: 'risperidone', dose: 0.5, unit: 'mg', frequency: '维思通，每天2次' }],
    supplements: [
      { name: 'Centrum Kids 儿童复合维生素咀嚼片', dose: 1, unit: 'tablet' },
      { optionId: 'probiotics', name: '益生菌（每天1袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '泌乳素', value: 38, unit: 'ng/mL' }],
  },
  // Funmilayo Adeyemi ("Funmi"), 45, London: losing 10 kg is the weight-loss goal; a desk job as an accountant is light
  // as given; not pregnant is no life stage; no diagnosed conditions: a blood pressure told to be "borderline" (136/86)
  // and an HbA1c of 40 are not hypertension or diabetes and are not ticked; Nigerian home cooking (jollof rice, pounded
  // yam or eba with egusi, fried plantain, puff-puff after church), Supermalt, Fanta and tea with milk and 2 sugars are
  // food and drinks; a glass of wine at parties is light; not smoking; no medicines; Seven Seas cod liver oil is the
  // cod liver oil option, one capsule (as round 56); Feroglobin (a capsule) has no catalogue option and is named only;
  // the blood pressure is a lab row, as in round 42; the HbA1c printed no range, so the usual one
  'Funmi: 45, wants to lose 10 kg on Nigerian food (en)': {
    nickname: 'Funmi',
    gender: 'female',
    age: 45,
    heightCm: 165,
    weightKg: 88,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'cod-liver-oil', name: 'Seven Seas cod liver oil', dose: 1, unit: 'capsule' },
      { name: 'Feroglobin', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'HbA1c', value: 40, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'Blood pressure', value: 136, unit: '/86 mmHg' },
    ],
  },
  // Gordon MacLeod, 74, Vancouver: pickleball 3 times a week and daily walks is moderate as given; keeping his muscle
  // is the muscle goal; mild knee arthritis has no questionnaire option; porridge for breakfast, toast and soup for
  // lunch, a small dinner and 2 coffees are food and drinks; 2 glasses of red wine most evenings is about 10–14 drinks
  // a week, moderate (not over 14 for a man); ex-smoker is former; no prescription medicines; Tylenol Arthritis when
  // his knee hurts is acetaminophen 650 mg (as round 46); Jamieson vitamin D3 1000 IU is the vitamin D3 1000 IU option
  // (as round 58's Gerald); glucosamine 1500 mg is the glucosamine option at 1500 mg a tablet (as round 57's Ngozi); no
  // recent labs
  'Gordon: 74, plays pickleball, wants to keep his muscle (en)': {
    nickname: 'Gordon',
    gender: 'male',
    age: 74,
    heightCm: 178,
    weightKg: 72,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['muscle'],
    medicines: ['acetaminophen'],
    medicineDoses: [
      { id: 'acetaminophen', dose: 650, unit: 'mg', frequency: 'Tylenol Arthritis, when his knee hurts' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Jamieson Vitamin D3 1000 IU', dose: 1, unit: 'tablet' },
      {
        optionId: 'glucosamine',
        name: 'Glucosamine 1500 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
  },
  // Hannah Whitfield, 32, Leeds: classical phenylketonuria is the PKU option; not pregnant is no life stage, and
  // wanting to start trying in 6 months is the pregnancy-preparation goal, with general health (as round 59's 雅婷);
  // moderate activity as given; the classic PKU diet relaxed since university (now some ordinary bread and pasta) fits
  // no diet option, and whether she eats meat, fish, eggs or dairy is not said, so the diet pattern is left unanswered;
  // 2 cans of Diet Coke a day and oat-milk lattes are drinks; 1–2 glasses of wine at weekends is light; smoking not
  // mentioned is never; Rigevidon is levonorgestrel/ethinylestradiol, by its form, stopping before trying kept in the
  // frequency (as round 58's Hannah's Microgynon 30); PKU Lophlex LQ 20 (20 g protein equivalent a pouch, 3 a day,
  // often missing one) has no catalogue option and is named only, a pouch as a sachet; folic acid 400 µg is the folic
  // acid 400 µg option; the blood phenylalanine is read against the clinic's target, under 360 µmol/L before conception
  // (as round 59's 雅婷's INR)
  'Hannah: 32, PKU, planning a pregnancy, drinks Diet Coke (en)': {
    nickname: 'Hannah',
    gender: 'female',
    age: 32,
    heightCm: 167,
    weightKg: 63,
    activityLevel: 'moderate',
    lifeStage: 'none',
    alcohol: 'light',
    smoking: 'never',
    goals: ['pregnancy_prep', 'general_health'],
    conditions: ['pku'],
    medicines: ['levonorgestrel-ethinylestradiol'],
    medicineDoses: [
      {
        id: 'levonorgestrel-ethinylestradiol',
        form: 'tablet',
        frequency: 'Rigevidon, one a day (stopping before trying for a baby)',
      },
    ],
    supplements: [
      {
        name: 'PKU Lophlex LQ 20 (20 g protein equivalent a pouch, 3 a day, often misses one)',
        dose: 3,
        unit: 'sachet',
      },
      { optionId: 'folic-acid-400', name: 'Folic acid 400 mcg', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Phenylalanine', value: 780, unit: 'µmol/L', labRefHigh: 360 }],
  },
  // Leanne O'Brien, 42, Brisbane: chronic migraine has no questionnaire option; the one kidney stone last year is
  // kidney stones (as round 58's Qiang); gym classes 3 times a week is moderate as given; not pregnant is no life
  // stage; skipping lunch has no field; 4 coffees a day, Coke Zero in the afternoon and the aged cheese she loves are
  // food and drinks; wine 3 nights a week, the amount a night not given, is read as light; not smoking; goals not
  // stated are general health; Topamax is topiramate, 50 mg twice a day; sumatriptan 50 mg when needed (about 8 days a
  // month) is its entry; Microgynon 30 is levonorgestrel/ethinylestradiol, by its form (as round 58's Hannah);
  // magnesium glycinate 400 mg is the magnesium glycinate option at 400 mg (as round 43's Jenna); riboflavin 400 mg is
  // the riboflavin option at 400 mg (as round 54's Emma); CoQ10 150 mg is the CoQ10 option at 150 mg a capsule (as
  // round 59's Karen's 200 mg); feverfew (a tablet) has no catalogue option and is named only; the bicarbonate printed
  // no range, so the usual one
  'Leanne: 42, migraine on topiramate, lots of coffee (en)': {
    nickname: 'Leanne',
    gender: 'female',
    age: 42,
    heightCm: 170,
    weightKg: 74,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_stones'],
    medicines: ['topiramate', 'sumatriptan', 'levonorgestrel-ethinylestradiol'],
    medicineDoses: [
      { id: 'topiramate', dose: 50, unit: 'mg', frequency: 'Topamax, twice a day' },
      { id: 'sumatriptan', dose: 50, unit: 'mg', frequency: 'when needed, about 8 days a month' },
      { id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Microgynon 30, one a day' },
    ],
    supplements: [
      { optionId: 'magnesium-glycinate', name: 'Magnesium glycinate 400 mg', dose: 400, unit: 'mg' },
      { optionId: 'vitamin-b2', name: 'Riboflavin 400 mg', dose: 400, unit: 'mg' },
      {
        optionId: 'coq10',
        name: 'CoQ10 150 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 150, unit: 'mg' },
      },
      { name: 'Feverfew', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Bicarbonate', value: 20, unit: 'mmol/L', labRefLow: 22, labRefHigh: 29 }],
  },
  // Tan Boon Huat ("Mr Tan"), 60, Singapore, his wife types: IgA nephropathy with kidney failure on continuous
  // ambulatory peritoneal dialysis for 8 months is dialysis, with kidney disease, and the 4 bags a day have no field;
  // high blood pressure is ticked, and he has no diabetes; light activity as given; hawker food (chicken rice, fish
  // soup, bak kut teh), eating little since dialysis started, and 3 kopi-O a day are food and drinks; no alcohol;
  // ex-smoker is former; goals not stated are general health; Renvela is sevelamer, 800 mg, 2 tablets with each meal,
  // entered as 1600 mg a dose (as round 50's Jianguo); Mircera (a monthly injection) is not in the dictionary and is
  // kept as typed, unchecked (as round 59's Funmilayo's Aldomet); calcitriol 0.25 µg daily and amlodipine 10 mg daily
  // are their entries, and Lasix is furosemide, 80 mg daily; Nepro (a bottle a day) and the bottled bird's nest drink
  // (one a day) have no catalogue option and are named only (as round 58's Wei Ling's bird's nest), and so is the
  // Nephrovite renal vitamin (as round 50's Jianguo's renal vitamin); the labs printed no ranges, so the usual ones
  'Mr Tan: 60, peritoneal dialysis, low albumin, poor appetite (en)': {
    nickname: 'Mr Tan',
    gender: 'male',
    age: 60,
    heightCm: 168,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'dialysis', 'hypertension'],
    medicines: ['sevelamer', 'calcitriol', 'amlodipine', 'furosemide'],
    medicineDoses: [
      {
        id: 'sevelamer',
        dose: 1600,
        unit: 'mg',
        form: 'tablet',
        frequency: 'Renvela 800 mg, 2 tablets with each meal',
      },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: 'daily' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'daily' },
      { id: 'furosemide', dose: 80, unit: 'mg', frequency: 'Lasix, daily' },
    ],
    uncheckedMedicines: ['Mircera injection, once a month'],
    supplements: [
      { name: 'Nepro (1 bottle a day)', dose: 1, unit: 'sachet' },
      { name: "Bottled bird's nest drink (1 a day)", dose: 1, unit: 'sachet' },
      { name: 'Nephrovite renal vitamin', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Albumin', value: 29, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Phosphate', value: 1.9, unit: 'mmol/L', labRefLow: 0.8, labRefHigh: 1.5 },
    ],
  },
  // Kusum Shah, 62, Ahmedabad, her son types: osteoporosis with a spine fracture is osteoporosis, the T-score
  // (negative) having no place in the labs (as round 57's Shu-fen), and the fracture no field; hypothyroidism is
  // hypothyroid; the vitamin D and B12 deficiencies have no questionnaire option and show in the labs; a 20-minute
  // morning walk is light as given; strict Jain vegetarian is the vegetarian option with eggs never, and curd and 2
  // cups of masala chai with milk a day are dairy daily; no onion, garlic or root vegetables and nothing after sunset
  // have no field, and the Paryushan fasts are not the Ramadan fast, so the fasting answer is left unanswered; dal,
  // rotli and kadhi are food; alcohol and smoking not mentioned are none and never; goals not stated are general health
  // and bone (as round 57's Shu-fen); Forteo is teriparatide, 20 µg by injection daily; Thyronorm is levothyroxine, 50
  // µg every morning, and pantoprazole 40 mg daily its entry; Shelcal 500 (calcium 500 mg + D3 250 IU) is its own
  // option, 2 tablets (as round 55); the Uprise-D3 60,000 IU sachet once a week is the vitamin D3 option at 60,000 IU a
  // sachet with its weekly course (as round 53's Arjun), not marked prescribed as none is said; methylcobalamin 1500 µg
  // is the vitamin B12 option at 1500 µg a tablet (as round 57's Rohan); the labs printed no ranges, so the usual ones
  'Kusum: 62, Jain vegetarian, osteoporosis on Forteo (en)': {
    nickname: 'Kusum',
    gender: 'female',
    age: 62,
    heightCm: 150,
    weightKg: 47,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['osteoporosis', 'hypothyroid'],
    medicines: ['teriparatide', 'levothyroxine', 'pantoprazole'],
    medicineDoses: [
      { id: 'teriparatide', dose: 20, unit: 'µg', form: 'injection', frequency: 'Forteo, once a day' },
      { id: 'levothyroxine', dose: 50, unit: 'µg', frequency: 'Thyronorm, every morning' },
      { id: 'pantoprazole', dose: 40, unit: 'mg', frequency: 'daily' },
    ],
    supplements: [
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 2, unit: 'tablet' },
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Uprise-D3 60,000 IU sachet (once a week)',
        dose: 1,
        unit: 'sachet',
        perUnit: { amount: 60000, unit: 'IU' },
        every: 'week',
      },
      {
        optionId: 'vitamin-b12-1000',
        name: 'Methylcobalamin 1500 mcg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'ug' },
      },
    ],
    labs: [
      { marker: 'Vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Vitamin B12', value: 160, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Calcium', value: 9.8, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
      { marker: 'TSH', value: 5.8, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4 },
    ],
  },
  // William "Bill" Kowalski, 70, Columbus, his daughter types: multiple myeloma in induction treatment is cancer; the
  // high blood sugar on steroid days is not called diabetes and is not ticked, and the numb feet have no field;
  // constipation is the constipation digestive issue; light activity as given; meat and potatoes, diet soda and 2
  // coffees are food and drinks; a beer some nights is light; quit smoking 20 years ago is former; goals not stated are
  // general health; Velcade is bortezomib, a weekly injection with no dose given, so by its form; Revlimid is
  // lenalidomide, 25 mg on days 1–14; dexamethasone 40 mg once a week, aspirin 81 mg daily and acyclovir 400 mg twice a
  // day are their entries; green tea extract 500 mg (2 a day) is the green tea extract option; turmeric curcumin 1000
  // mg is the turmeric option at 1000 mg a capsule; vitamin C 1000 mg is its option; a Hb of 10.1 not called anaemia is
  // not ticked; the glucose, taken the day after dexamethasone and not said to be fasting, keeps the timing in its
  // name; the labs printed no ranges, so the usual ones
  'Bill: 70, myeloma on Velcade and Revlimid, takes green tea extract (en)': {
    nickname: 'Bill',
    gender: 'male',
    age: 70,
    heightCm: 183,
    weightKg: 86,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['bortezomib', 'lenalidomide', 'dexamethasone', 'aspirin', 'acyclovir'],
    medicineDoses: [
      { id: 'bortezomib', form: 'injection', frequency: 'Velcade, once a week' },
      { id: 'lenalidomide', dose: 25, unit: 'mg', frequency: 'Revlimid, days 1–14' },
      { id: 'dexamethasone', dose: 40, unit: 'mg', frequency: 'once a week' },
      { id: 'aspirin', dose: 81, unit: 'mg', frequency: 'daily' },
      { id: 'acyclovir', dose: 400, unit: 'mg', frequency: 'twice a day' },
    ],
    supplements: [
      { optionId: 'green-tea-extract', name: 'Green tea extract 500 mg', dose: 2, unit: 'capsule' },
      {
        optionId: 'turmeric',
        name: 'Turmeric curcumin 1000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'vitamin-c-1000', name: 'Vitamin C 1000 mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Creatinine', value: 1.4, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      { marker: 'Calcium', value: 10.6, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
      {
        marker: 'Glucose (the day after dexamethasone)',
        value: 240,
        unit: 'mg/dL',
        labRefLow: 70,
        labRefHigh: 99,
      },
      { marker: 'Haemoglobin', value: 10.1, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
    ],
  },
  // Blind answer round 61: fourteen people invented by a writer session that saw no code (round-61/personas.md), filled in as the questionnaire takes them.
  // Zheng Lihua (郑丽华), 44, Guangzhou: papillary thyroid cancer after a total thyroidectomy 6 weeks ago, with radioactive
  // iodine (I-131) booked in 3 weeks, is cancer; the operation, the I-131 and the 2-week low-iodine diet before it have no
  // field (no diet option is low-iodine); hypothyroidism is not named (her TSH is high because the levothyroxine is
  // stopped for the I-131) and is not ticked; hypoparathyroidism after the surgery has no questionnaire option (the
  // hyperparathyroidism option is its opposite), and the tingling fingers and lips have no field; light activity as
  // given; not pregnant is no life stage; Cantonese home cooking, slow-boiled soups with 紫菜 and 海带 most days, seafood,
  // dim sum at weekends and one Hong Kong-style milk tea a day are food and drinks, and cooking with iodised salt has no
  // field; no alcohol and not smoking; goals not stated are general health; 优甲乐 is levothyroxine, 100 µg, stopped 2
  // weeks ago for the I-131 on her doctor's orders, kept in the list with the stop in its frequency (it is her usual
  // medicine, paused, not finished); 罗盖全 is calcitriol, 0.25 µg twice a day; 钙尔奇D (calcium carbonate 600 mg + D3 125
  // IU, 1 tablet three times a day) is the Caltrate D600 option, 3 tablets; 善存 with iodine 150 µg is the adult
  // multivitamin option (as round 57's 善存); the labs printed no ranges, so the usual ones
  'Lihua: 44, thyroid cancer, low-iodine diet before radioiodine (zh)': {
    nickname: '郑丽华',
    gender: 'female',
    age: 44,
    heightCm: 158,
    weightKg: 54,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['cancer'],
    medicines: ['levothyroxine', 'calcitriol'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: '优甲乐，每天1次；遵医嘱为做碘131已停药2周' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: '罗盖全，每天2次' },
    ],
    supplements: [
      {
        optionId: 'caltrate-d600',
        name: '钙尔奇D（碳酸钙600mg + D3 125IU），每次1片，每天3次',
        dose: 3,
        unit: 'tablet',
      },
      { optionId: 'multivitamin-adult', name: '善存多维元素片（含碘150µg）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '血钙', value: 2.02, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
      { marker: '甲状旁腺激素', value: 8, unit: 'pg/mL', labRefLow: 15, labRefHigh: 65 },
      { marker: '促甲状腺激素', value: 38, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
    ],
  },
  // Wang Xiuying (王秀英), 67, Jinan: type 2 diabetes for 9 years is diabetes and high blood pressure is ticked; mild fatty
  // liver is liver disease (not cirrhosis, as round 59's Rajesh); the shaky spells before lunch have no field; square
  // dancing most evenings is light as given; 馒头, noodles, millet porridge, 月饼 and sweet pastries at festivals and
  // green tea every day are food and drinks; no alcohol and not smoking; goals not stated are general health; 拜唐苹 is
  // acarbose, 50 mg three times a day with the first bite of each meal; 诺和龙 is repaglinide, 1 mg before each meal;
  // 格华止 is metformin, 0.5 g twice a day; 络活喜 is amlodipine, 5 mg each morning; 苦瓜胶囊 (2 capsules twice a day) and
  // 桑叶茶 (mulberry-leaf tea, daily) have no catalogue option and are named only, the tea a cup as one (as round 51's
  // 苦瓜胶囊 and 桑叶茶); 钙尔奇 600 mg is the Caltrate D600 option (as round 60's Liu Nainai); the labs printed no ranges, so
  // the usual ones
  'Xiuying: 67, type 2 diabetes on acarbose and repaglinide (zh)': {
    nickname: '王秀英',
    gender: 'female',
    age: 67,
    heightCm: 156,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension', 'liver_disease'],
    medicines: ['acarbose', 'repaglinide', 'metformin', 'amlodipine'],
    medicineDoses: [
      { id: 'acarbose', dose: 50, unit: 'mg', frequency: '拜唐苹，每天3次，与每餐第一口饭同服' },
      { id: 'repaglinide', dose: 1, unit: 'mg', frequency: '诺和龙，每餐前' },
      { id: 'metformin', dose: 0.5, unit: 'g', frequency: '格华止，每天2次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜，每天早上' },
    ],
    supplements: [
      { name: '苦瓜胶囊（每次2粒，每天2次）', dose: 4, unit: 'capsule' },
      { name: '桑叶茶（每天喝）', dose: 1, unit: 'sachet' },
      { optionId: 'caltrate-d600', name: '钙尔奇 600mg', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 8.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '维生素B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Chen Jianguo (陈建国), 84, Harbin, his daughter types: severe COPD (GOLD 3) is COPD, and the two hospital stays and
  // the oxygen at home at night have no field; osteopenia is not osteoporosis and is not ticked; breathless after 50 m is
  // sedentary as given; underweight (172 cm, 53 kg) and given a protein powder is the weight-gain goal, with general
  // health (as round 52's Daniel); 酸菜, rice porridge, 馒头 and little meat is the omnivore option with red meat rarely;
  // strong black tea 4–5 cups a day is a drink, with no field; a small cup of 白酒 at Spring Festival is hardly ever,
  // none; quit 3 years ago after 50 years of a pack a day is former; 茶碱缓释片 is theophylline, 0.1 g twice a day; 舒利迭
  // (Seretide 50/500) is fluticasone/salmeterol, 1 puff twice a day, by its form (inhaler); 思力华 is tiotropium, 1
  // inhalation a day, by its form; 汤臣倍健 whey protein powder (a scoop) is the whey option (as round 58's Haoran); 虫草
  // (cordyceps) capsules have no catalogue option and are named only, 2 capsules (as round 50's 冬虫夏草胶囊); the calcium
  // tablet gives no strength and is the calcium option, 1 tablet (钙片 is its name in the list); the labs printed no
  // ranges, so the usual ones (a man's for the haemoglobin)
  'Jianguo: 84, COPD on theophylline, underweight (zh)': {
    nickname: '陈建国',
    gender: 'male',
    age: 84,
    heightCm: 172,
    weightKg: 53,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['copd'],
    medicines: ['theophylline', 'fluticasone-salmeterol', 'tiotropium'],
    medicineDoses: [
      { id: 'theophylline', dose: 0.1, unit: 'g', frequency: '茶碱缓释片，每天2次' },
      { id: 'fluticasone-salmeterol', form: 'inhaler', frequency: '舒利迭 50/500，每次1吸，每天2次' },
      { id: 'tiotropium', form: 'inhaler', frequency: '思力华，每天吸1次' },
    ],
    supplements: [
      { optionId: 'whey-protein', name: '汤臣倍健乳清蛋白粉（每天1勺）', dose: 1, unit: 'scoop' },
      { name: '虫草胶囊（每天2粒）', dose: 2, unit: 'capsule' },
      { optionId: 'calcium-carbonate', name: '钙片（每天1片）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 118, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Lin Zhiming (林志明), 58, Taichung, types in traditional characters: a kidney transplant 11 years ago (after IgA
  // nephropathy) is the kidney transplant option (as round 50's Xiaoyu), and high blood pressure is ticked; the high
  // blood sugar since the transplant, on diet only, is not called diabetes and is not ticked, nor is the high uric acid
  // called gout; walking and 太極 every morning is moderate as given; Taiwanese home food (滷肉飯, 麻油雞, 藥燉排骨), fresh
  // fruit juice from the night market and 2 cups of 烏龍茶 a day are food and drinks; no alcohol since the transplant and
  // ex-smoker are none and former; goals not stated are general health; 新體睦 (Neoral) is ciclosporin, 100 mg twice a
  // day, by its capsules; 移護寧 (Imuran) is azathioprine, 50 mg a day; prednisolone 5 mg a day is its entry; 脈優 is
  // amlodipine, 5 mg a day; 文旦 (pomelo) eaten by the box at Mid-Autumn is the grapefruit-or-pomelo option (the
  // questionnaire lists the fruit), its amount not given, so the option's serving, 250 g, counted for a day he eats it
  // (as round 58's Leung's 西柚汁); 靈芝 capsules (2 a day) are the reishi option (as round 52's Daniel's lingzhi capsules);
  // fish oil 1000 mg is the fish oil option; calcium + D3 is the calcium + D3 option; the ciclosporin trough has no
  // printed range (the transplant team's target, as round 50's Xiaoyu's tacrolimus); the other labs printed no ranges,
  // so the usual ones (a man's)
  'Zhiming: 58, kidney transplant on Neoral, loves pomelo (zh)': {
    nickname: '林志明',
    gender: 'male',
    age: 58,
    heightCm: 168,
    weightKg: 70,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['kidney_transplant', 'hypertension'],
    medicines: ['cyclosporine', 'azathioprine', 'prednisolone', 'amlodipine'],
    medicineDoses: [
      { id: 'cyclosporine', dose: 100, unit: 'mg', form: 'capsule', frequency: '新體睦（Neoral），每天2次' },
      { id: 'azathioprine', dose: 50, unit: 'mg', frequency: '移護寧（Imuran），每天1次' },
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: '每天1次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '脈優，每天1次' },
    ],
    supplements: [
      { optionId: 'grapefruit', name: '文旦（中秋節整箱吃）', dose: 250, unit: 'g' },
      { optionId: 'reishi', name: '靈芝膠囊（每天2粒）', dose: 2, unit: 'capsule' },
      { optionId: 'fish-oil', name: '魚油 1000mg', dose: 1, unit: 'capsule' },
      { optionId: 'calcium-carbonate-d3', name: '鈣+D3', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '肌酸酐', value: 1.4, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      { marker: '血鉀', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '環孢素谷濃度', value: 110, unit: 'ng/mL' },
      { marker: '空腹血糖', value: 118, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: '尿酸', value: 8.1, unit: 'mg/dL', labRefLow: 3.4, labRefHigh: 7 },
    ],
  },
  // Huang Zhiqiang (黄志强), 36, Fuzhou: chronic hepatitis B (HBeAg-negative) with fatty liver is liver disease (not
  // cirrhosis, none being said); a sales manager's desk and car is sedentary as given; eating out 5 nights a week
  // (seafood, 佛跳墙, fried snacks) and 2 cups of 铁观音 a day are food and drinks; 白酒 or beer at client dinners 3–4 times a
  // week, several toasts a dinner, is over 14 drinks a week, heavy; 10 cigarettes a day is current; goals not stated are
  // general health; 博路定 is entecavir, 0.5 mg once a day, taken right after breakfast as he says (kept in the
  // frequency); 水飞蓟 (1 capsule twice a day) is the milk thistle option, 2 capsules; 护肝片 (2 tablets three times a day)
  // is in neither the dictionary nor the catalogue and is named only, 6 tablets; the 葛根 hangover tablets before dinners
  // give no count and are named only, one, counted for a day he takes them (as round 60's Wang Ayi's 口服补液盐); the HBV DNA
  // below 20 IU/mL has no number for the labs (as round 60's Chen's undetectable HCV RNA); the labs printed no ranges,
  // so the usual ones (a man's for the ALT)
  'Zhiqiang: 36, hepatitis B on entecavir, drinks at client dinners (zh)': {
    nickname: '黄志强',
    gender: 'male',
    age: 36,
    heightCm: 175,
    weightKg: 82,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['liver_disease'],
    medicines: ['entecavir'],
    medicineDoses: [{ id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '博路定，每天1次，早饭后马上吃' }],
    supplements: [
      { optionId: 'milk-thistle', name: '水飞蓟胶囊（每次1粒，每天2次）', dose: 2, unit: 'capsule' },
      { name: '护肝片（每次2片，每天3次）', dose: 6, unit: 'tablet' },
      { name: '葛根解酒片（应酬前吃）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 62, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '甘油三酯', value: 2.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Zhang Xiaoyu (张小宇), 16, Dengfeng, his mother types from Luoyang: under 18, so the questionnaire refuses him;
  // entered as written anyway, as the earlier rounds' teenagers are; 5–6 hours of wushu training a day at a 武术学校 is
  // very active as given; wanting more muscle is the muscle goal; no conditions, and growing fast has no field (as round
  // 59's Haoran's 9 cm); canteen 烩面, 馒头 and noodles with little meat or milk is the omnivore option with red meat and
  // dairy rarely; 冰红茶 and energy drinks every day are drinks, with no field; no alcohol and not smoking; no medicines;
  // the 蛋白粉 and 肌酸 his mother is asking about are not taken and are left out; no recent labs
  'Xiaoyu: 16, martial-arts school boy, wants more muscle (zh)': {
    nickname: '张小宇',
    gender: 'male',
    age: 16,
    heightCm: 170,
    weightKg: 56,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely', dairy: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['muscle'],
  },
  // Su Qing (苏晴), 40, Suzhou: 7 weeks pregnant with her first, conceived naturally, is the first trimester at week 7;
  // no pre-pregnancy weight given (left out, as round 51's Chloe); an office job is light as given; no conditions;
  // Jiangnan cooking, 大闸蟹 in season, sushi and sashimi with colleagues and 2 Americanos a day are food and drinks; a
  // glass of wine now and then before the pregnancy is none now; not smoking; goals not stated are general health; no
  // medicines; 爱乐维 is the Elevit option; algal DHA 200 mg is the algal DHA option; the 燕窝 her mother-in-law sends (3
  // times a week) has no catalogue option and is named only, a bowl as one, 3 a week (as round 55's Meiling); the labs
  // printed no ranges, so the usual ones (as round 53's Tingting's haemoglobin)
  'Suqing: 40, 7 weeks pregnant with her first, coffee and sashimi (zh)': {
    nickname: '苏晴',
    gender: 'female',
    age: 40,
    heightCm: 163,
    weightKg: 60,
    activityLevel: 'light',
    lifeStage: 'pregnant_t1',
    gestationalWeek: 7,
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'algal-dha', name: '藻油DHA 200mg', dose: 1, unit: 'capsule' },
      { name: '燕窝（婆婆寄来，每周3次）', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: '血红蛋白', value: 128, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '铁蛋白', value: 35, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: '促甲状腺激素', value: 2.1, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
    ],
  },
  // Aisha Rahman, 39, Singapore (Tampines): diffuse large B-cell lymphoma in cycle 3 of 6 of R-CHOP is cancer; the low
  // white cells after cycle 2 show in the labs, and the mouth sores have no field; light activity as given; not
  // pregnant is no life stage; dropping from 64 kg to 58 kg has no field (weight gain is the goal, with general health,
  // as round 52's Daniel); Malay home cooking (rendang, nasi lemak, sambal) and teh tarik twice a day are food and
  // drinks; no alcohol and not smoking; rituximab, cyclophosphamide, doxorubicin and vincristine are not in the
  // dictionary and are kept as typed, unchecked, as one R-CHOP entry (as round 52's oxaliplatin); the prednisolone of
  // R-CHOP, 100 mg on days 1–5, is its entry; ondansetron 8 mg as needed and allopurinol 300 mg a day are their entries;
  // wheatgrass powder (a sachet) and the jamu drink her mother buys (a bottle a day) have no catalogue option and are
  // named only (as round 40's jamu tonic); turmeric (curcumin 500 mg, 2 a day) is the turmeric option; the soursop leaf
  // tea she wants to start is not taken and is left out; the glucose, taken on steroid days and not said to be fasting,
  // keeps the timing in its name (as round 60's Bill), with the usual random-glucose range; the labs printed no ranges,
  // so the usual ones (a woman's for the haemoglobin)
  'Aisha: 39, lymphoma on R-CHOP, jamu and turmeric (en)': {
    nickname: 'Aisha',
    gender: 'female',
    age: 39,
    heightCm: 160,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['prednisolone', 'ondansetron', 'allopurinol'],
    medicineDoses: [
      { id: 'prednisolone', dose: 100, unit: 'mg', frequency: 'R-CHOP, days 1–5 of each 21-day cycle' },
      { id: 'ondansetron', dose: 8, unit: 'mg', frequency: 'as needed' },
      { id: 'allopurinol', dose: 300, unit: 'mg', frequency: 'once a day' },
    ],
    uncheckedMedicines: ['R-CHOP (rituximab, cyclophosphamide, doxorubicin, vincristine)'],
    supplements: [
      { name: 'Wheatgrass powder (1 sachet a day)', dose: 1, unit: 'sachet' },
      { optionId: 'turmeric', name: 'Turmeric (curcumin 500 mg)', dose: 2, unit: 'capsule' },
      { name: 'Jamu herbal drink (1 bottle a day, her mother buys it)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Neutrophils', value: 0.9, unit: '×10⁹/L', labRefLow: 2, labRefHigh: 7.5 },
      { marker: 'Haemoglobin', value: 10.4, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 },
      {
        marker: 'Glucose (on steroid days)',
        value: 11.2,
        unit: 'mmol/L',
        labRefLow: 3.9,
        labRefHigh: 7.8,
      },
    ],
  },
  // Margaret Doyle, 48, Manchester: pulmonary sarcoidosis with hypercalcaemia is sarcoidosis (the high calcium shows in
  // the labs), and the kidney stone last year is kidney stones (as round 60's Leanne); the 7 kg gained on steroids has
  // no field (as round 60's Doudou's weight on risperidone); light activity as given; not pregnant is no life stage;
  // toast, cheese, ready meals, crisps and 4 mugs of tea a day are food and drinks; a glass or two of wine most evenings
  // is about 6–12 drinks a week, over 7 for a woman, heavy; ex-smoker is former; goals not stated are general health;
  // prednisolone 20 mg a day, tapering, and omeprazole 20 mg a day are their entries; vitamin D3 1000 IU (25 µg) is the
  // vitamin D3 1000 IU option and the cod liver oil capsule the cod liver oil option (as round 60's Funmi), both bought
  // herself (kept in their names); Berocca has no catalogue option and is named only, a tablet; the labs printed no
  // ranges, so the usual ones (the serum ACE's as the app's, 14–82)
  'Margaret: 48, sarcoidosis with high calcium on prednisolone (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 48,
    heightCm: 166,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['sarcoidosis', 'kidney_stones'],
    medicines: ['prednisolone', 'omeprazole'],
    medicineDoses: [
      { id: 'prednisolone', dose: 20, unit: 'mg', frequency: 'once a day (tapering)' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Vitamin D3 1000 IU (25 mcg), bought herself',
        dose: 1,
        unit: 'capsule',
      },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil capsule, bought herself', dose: 1, unit: 'capsule' },
      { name: 'Berocca', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Adjusted calcium', value: 2.74, unit: 'mmol/L', labRefLow: 2.2, labRefHigh: 2.6 },
      { marker: 'Serum ACE', value: 92, unit: 'U/L', labRefLow: 14, labRefHigh: 82 },
      { marker: 'eGFR', value: 78, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'HbA1c', value: 41, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
    ],
  },
  // Suresh Iyer, 71, Chennai, his son types from Bengaluru: seizures since an ischaemic stroke 8 months ago are epilepsy,
  // and high blood pressure is ticked; the stroke and the left-sided weakness have no questionnaire option, and the low
  // vitamin D shows in the labs; walking with a stick is sedentary as given; Tamil Brahmin vegetarian food is the
  // vegetarian option with eggs never (as round 60's Kusum's Jain vegetarian), and curd with meals and ashwagandha in
  // warm milk every night are dairy daily; rice, sambar, rasam, idli and two filter coffees a day are food and drinks; no
  // alcohol and not smoking; goals not stated are general health; Eptoin is phenytoin, 100 mg three times a day;
  // Ecosprin is aspirin, 75 mg; atorvastatin 20 mg and telmisartan 40 mg are their entries, no frequency given; Shelcal
  // 500 (1 tablet twice a day, taken with his Eptoin) is its own option, 2 tablets (as round 60's Kusum); Folvite (folic
  // acid 5 mg) is the folic acid 5 mg option, not marked prescribed as none is said (as round 60's Kusum's D3);
  // ashwagandha churna (1 teaspoon in warm milk at night) is the ashwagandha option, a teaspoon as one scoop (as round
  // 52's triphala churna); the labs printed no ranges, so the usual ones
  'Suresh: 71, seizures after a stroke on phenytoin, vegetarian (en)': {
    nickname: 'Suresh',
    gender: 'male',
    age: 71,
    heightCm: 165,
    weightKg: 61,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['epilepsy', 'hypertension'],
    medicines: ['phenytoin', 'aspirin', 'atorvastatin', 'telmisartan'],
    medicineDoses: [
      { id: 'phenytoin', dose: 100, unit: 'mg', frequency: 'Eptoin, three times a day' },
      { id: 'aspirin', dose: 75, unit: 'mg', frequency: 'Ecosprin' },
      { id: 'atorvastatin', dose: 20, unit: 'mg' },
      { id: 'telmisartan', dose: 40, unit: 'mg' },
    ],
    supplements: [
      {
        optionId: 'shelcal-500',
        name: 'Shelcal 500 (1 tablet twice a day, taken with his Eptoin)',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'folic-acid-5mg', name: 'Folvite (folic acid 5 mg)', dose: 1, unit: 'tablet' },
      {
        optionId: 'ashwagandha',
        name: 'Ashwagandha churna (1 teaspoon in warm milk at night)',
        dose: 1,
        unit: 'scoop',
      },
    ],
    labs: [
      { marker: 'Phenytoin level', value: 8, unit: 'mg/L', labRefLow: 10, labRefHigh: 20 },
      { marker: '25-OH vitamin D', value: 14, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Albumin', value: 3.3, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5 },
    ],
  },
  // Jake Morrison, 34, Toronto: heterozygous familial hypercholesterolaemia is high cholesterol, and his father's heart
  // attack at 46 has no field; hockey twice a week and weights 3 times a week is active as given; wanting to go
  // carnivore is not yet how he eats, so lots of meat, eggs and cheese is the omnivore option with red meat, eggs and
  // dairy daily; 3 coffees a day are drinks; 6–8 beers at weekends is 6–8 drinks a week, moderate (not over 14 for a
  // man, as round 60's Gordon); not smoking; goals not stated are heart and general health (as round 54's Lao Huang);
  // Crestor is rosuvastatin, 40 mg a day; ezetimibe 10 mg a day is its entry; Repatha is evolocumab, 140 mg by injection
  // every 2 weeks; creatine 5 g has no catalogue option and is named only (as round 59's Hamza); whey protein (2 scoops)
  // is the whey option; CoQ10 100 mg is the CoQ10 option; fish oil 1 g (2 a day) is the fish oil option, 2 capsules;
  // the untreated LDL of 7.8 is history, not a recent result, and is left out; Lp(a) has no catalogue marker and is
  // entered as typed, with the usual upper limit of 75 nmol/L; the labs printed no ranges, so the usual ones (a man's
  // for the CK)
  'Jake: 34, familial high cholesterol, wants to go carnivore (en)': {
    nickname: 'Jake',
    gender: 'male',
    age: 34,
    heightCm: 183,
    weightKg: 88,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'daily', eggs: 'daily', dairy: 'daily' },
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['dyslipidemia'],
    medicines: ['rosuvastatin', 'ezetimibe', 'evolocumab'],
    medicineDoses: [
      { id: 'rosuvastatin', dose: 40, unit: 'mg', frequency: 'Crestor, once a day' },
      { id: 'ezetimibe', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'evolocumab', dose: 140, unit: 'mg', form: 'injection', frequency: 'Repatha, every 2 weeks' },
    ],
    supplements: [
      { name: 'Creatine monohydrate', dose: 5, unit: 'g' },
      { optionId: 'whey-protein', name: 'Whey protein', dose: 2, unit: 'scoop' },
      { optionId: 'coq10', name: 'CoQ10 100 mg', dose: 1, unit: 'capsule' },
      { optionId: 'fish-oil', name: 'Fish oil 1 g', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 2.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'Lp(a)', value: 180, unit: 'nmol/L', labRefHigh: 75 },
      { marker: 'CK', value: 410, unit: 'U/L', labRefLow: 39, labRefHigh: 308 },
      { marker: 'ALT', value: 45, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
    ],
  },
  // Gloria Baxter, 63, Brisbane: losing 6 kg before walking the Camino is the weight-loss goal, and the Camino itself
  // has no field; training walks of 10–15 km with a pack is moderate as given; post-menopausal is no life stage and no
  // condition; toast, salads, barbecued meat, Tim Tams and a flat white every morning are food and drinks; two glasses of
  // white wine most nights is about 10–12 drinks a week, over 7 for a woman, heavy; not smoking; no regular medicines;
  // Blackmores Bio C 1000 mg is the vitamin C 1000 mg option; Swisse Women's 50+ is the 50+ multivitamin option (as
  // round 39's Blackmores Men's 50+); magnesium (1 tablet at night, no strength given) is the magnesium option (as round
  // 42's Swisse magnesium); the total cholesterol printed no range, so the usual Australian one, under 5.5
  'Gloria: 63, training to walk the Camino, losing 6 kg (en)': {
    nickname: 'Gloria',
    gender: 'female',
    age: 63,
    heightCm: 164,
    weightKg: 77,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'vitamin-c-1000', name: 'Blackmores Bio C 1000 mg', dose: 1, unit: 'tablet' },
      { optionId: 'multivitamin-50plus', name: "Swisse Women's 50+ multivitamin", dose: 1, unit: 'tablet' },
      { optionId: 'magnesium-oxide', name: 'Magnesium (1 tablet at night)', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Total cholesterol', value: 5.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.5 }],
  },
  // Kevin Otieno, 45, Nairobi, his wife types: losing his belly is the weight-loss goal; a bank branch manager who drives
  // everywhere is sedentary as given; no diagnosed conditions: a blood pressure of 138/88 at a workplace screening is not
  // hypertension and is not ticked, and is a lab row (as round 60's Funmi); ugali, sukuma wiki and chapati are food, and
  // nyama choma at weekends is red meat weekly; chai with 3 sugars three times a day is a drink; 4–6 Tusker beers (500 ml
  // bottles, about 1.5 drinks each) on Fridays and Saturdays is about 12–18 drinks a week, heavy (over 14 for a man); not
  // smoking; no medicines and no supplements; the waist of 108 cm has no place in the labs; the fasting glucose printed
  // no range, so the usual one
  'Kevin: 45, losing his belly on Kenyan food (en)': {
    nickname: 'Kevin',
    gender: 'male',
    age: 45,
    heightCm: 174,
    weightKg: 96,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'weekly' },
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['weight_loss'],
    labs: [
      { marker: 'Fasting glucose', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
      { marker: 'Blood pressure', value: 138, unit: '/88 mmHg' },
    ],
  },
  // Sofia Ramirez, 11, Houston, her father types: under 18, so the questionnaire refuses her; entered as written anyway,
  // as the earlier rounds' children are; gymnastics 16 hours a week is very active as given; no conditions, and her
  // periods not started is no life stage; her father's worry that she eats too little has no field, and goals not
  // stated are general health; cereal, turkey sandwiches, Mexican home cooking at weekends and sports drinks at practice
  // are food and drinks, and picky about meat is red meat rarely; no caffeine, alcohol or smoking; no medicines; the
  // gummy multivitamin gives no brand or strength and is named only (no adult option fits, as round 52's L'il Critters);
  // no recent labs
  'Sofia: 11, competitive gymnast, dad worried she eats too little (en)': {
    nickname: 'Sofia',
    gender: 'female',
    age: 11,
    heightCm: 142,
    weightKg: 33,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [{ name: 'Gummy multivitamin', dose: 1, unit: 'tablet' }],
  },
  // Blind answer round 62: fourteen people invented by a writer session that saw no code (round-62/personas.md), filled in as the questionnaire takes them.
  // Wang Jianguo (王建国), 47, Hangzhou, his wife types: H. pylori infection (positive C-13 breath test) with a duodenal
  // ulcer has no questionnaire option, nor has the breath test a place in the labs (it gives no number); mild fatty liver
  // is liver disease (not cirrhosis, as round 59's Rajesh Mehta); light activity as given; Jiangnan home cooking with
  // pickled greens, salted pork and drunken crab, eating out with clients three nights a week and 4 cups of 龙井 a day are
  // food and drinks; about 250 ml of 黄酒 most evenings (about 2 standard drinks a night) with 白酒 at banquets is over 14
  // drinks a week, heavy; 15 cigarettes a day is current; goals not stated are general health; the 14-day bismuth
  // quadruple course started 3 days ago is four dictionary medicines, the course kept in the PPI's frequency: 耐信 is
  // esomeprazole, 20 mg twice a day; 枸橼酸铋钾 is bismuth potassium citrate, 220 mg twice a day; 四环素 is tetracycline, 500
  // mg three times a day; 甲硝唑 is metronidazole, 400 mg four times a day; 培菲康 (bifidobacterium triple live capsules 210
  // mg, 2 capsules three times a day) is the probiotics option, 6 capsules (as round 53's Wei Ling's Culturelle); the
  // propolis (蜂胶) softgel 500 mg has no catalogue option and is named only, one; the 250 ml carton of 高钙奶 with
  // breakfast, listed with his supplements, has no catalogue option and is named only, a carton as one (as round 57's
  // Haoran's 六个核桃), and is dairy daily; the labs printed no ranges, so the usual ones (a man's)
  'Jianguo: 47, H. pylori quadruple therapy, drinks huangjiu (zh)': {
    nickname: '王建国',
    gender: 'male',
    age: 47,
    heightCm: 172,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['liver_disease'],
    medicines: ['esomeprazole', 'bismuth-potassium-citrate', 'tetracycline', 'metronidazole'],
    medicineDoses: [
      { id: 'esomeprazole', dose: 20, unit: 'mg', frequency: '耐信，每天2次（14天铋剂四联疗程，已吃3天）' },
      { id: 'bismuth-potassium-citrate', dose: 220, unit: 'mg', frequency: '枸橼酸铋钾，每天2次' },
      { id: 'tetracycline', dose: 500, unit: 'mg', frequency: '四环素，每天3次' },
      { id: 'metronidazole', dose: 400, unit: 'mg', frequency: '甲硝唑，每天4次' },
    ],
    supplements: [
      {
        optionId: 'probiotics',
        name: '培菲康 双歧杆菌三联活菌胶囊 210mg（每次2粒，每天3次）',
        dose: 6,
        unit: 'capsule',
      },
      { name: '蜂胶软胶囊 500mg（每天1粒）', dose: 1, unit: 'capsule' },
      { name: '高钙奶（早餐1盒250ml）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 58, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '谷草转氨酶', value: 41, unit: 'U/L', labRefLow: 15, labRefHigh: 40 },
      { marker: '甘油三酯', value: 2.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '血红蛋白', value: 132, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Chen Xiaoyan (陈晓燕), 36, Guangzhou: IgA nephropathy (kidney biopsy 2022) with CKD stage 3a is kidney disease (as
  // round 58's Zhao's CKD 3a), and high blood pressure is ticked; light activity as given; not pregnant is no life stage,
  // and the copper IUD is no medicine and has no field; Cantonese home cooking with 老火汤 most days and one Hong Kong-style
  // milk tea a day are food and drinks, and the 凉茶 (廿四味) from street stalls 2–3 times a week, written with her food, is
  // a drink (as round 59's 雅婷's 青汁); no alcohol and not smoking; goals not stated are general health; 科素亚 is losartan,
  // 100 mg once a day; 纷乐 is hydroxychloroquine, 200 mg twice a day; 安达唐 is dapagliflozin, 10 mg once a day; 拜新同 is
  // nifedipine (controlled-release), 30 mg once a day; fish oil 1000 mg (EPA+DHA 600 mg), 2 a day, is the fish oil option
  // at 1000 mg a capsule, its EPA+DHA kept in its name; 黄葵胶囊 0.5 g (5 capsules three times a day) is in neither the
  // dictionary nor the catalogue and is named only, 15 capsules (as round 61's Zhiqiang's 护肝片); the cordyceps (冬虫夏草)
  // powder her mother buys, 1 g a day, has no catalogue option and is named only, 1 g (as round 52's Guozhong's
  // 冬虫夏草粉); the 24-hour urine protein has no catalogue marker and is entered as typed (as round 57's Lele); the labs
  // printed no ranges, so the usual ones (a woman's for the creatinine and uric acid)
  'Xiaoyan: 36, IgA nephropathy CKD 3a, drinks herbal cooling tea (zh)': {
    nickname: '陈晓燕',
    gender: 'female',
    age: 36,
    heightCm: 158,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['losartan', 'hydroxychloroquine', 'dapagliflozin', 'nifedipine'],
    medicineDoses: [
      { id: 'losartan', dose: 100, unit: 'mg', frequency: '科素亚，每天1次' },
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', frequency: '纷乐，每天2次' },
      { id: 'dapagliflozin', dose: 10, unit: 'mg', frequency: '安达唐，每天1次' },
      { id: 'nifedipine', dose: 30, unit: 'mg', frequency: '拜新同（控释片），每天1次' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: '鱼油 1000mg（EPA+DHA 600mg）',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: '黄葵胶囊 0.5g（每次5粒，每天3次）', dose: 15, unit: 'capsule' },
      { name: '冬虫夏草粉（妈妈买的）', dose: 1, unit: 'g' },
    ],
    labs: [
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '肌酐', value: 118, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      { marker: '血钾', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '24小时尿蛋白定量', value: 1.1, unit: 'g/24h', labRefLow: 0, labRefHigh: 0.15 },
      { marker: '尿酸', value: 430, unit: 'µmol/L', labRefLow: 155, labRefHigh: 357 },
      { marker: '白蛋白', value: 39, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
    ],
  },
  // Zhou Guoliang (周国梁), 85, Shanghai, his daughter types: cancer of the head of the pancreas with liver metastases is
  // cancer, and the biliary stent since March has no field; the new diabetes since the cancer is diabetes; the oily
  // floating stools, not said to be loose, have no option of their own (the Creon is their treatment), and the
  // constipation from the painkillers is the constipation digestive issue; dropping from 60 kg five months ago to 50 kg
  // has no field (weight gain is the goal, with general health, as round 61's Aisha); sedentary as given; sweet-savoury
  // Shanghainese food in small amounts, rice porridge with pickles and 腐乳 for breakfast and jasmine tea all day are food
  // and drinks, and little meat ("hard to digest") is red meat rarely; the weekly beer he stopped is no alcohol (as round
  // 56's Jianguo's 白酒), and quitting smoking 10 years ago is former; 吉西他滨 (gemcitabine, 800 mg/m² every 2 weeks, a
  // reduced dose) is not in the dictionary and is kept as typed, unchecked (as round 61's Aisha's R-CHOP); 得每通 Creon
  // 25,000 units is pancrelipase, 1 capsule with each meal (as round 57's Jianguo); 来得时 Lantus is insulin glargine, 10
  // units at night, an injection; 梅格施 is megestrol acetate, 160 mg once a day for appetite; 奥施康定 OxyContin is
  // oxycodone, 10 mg twice a day; 奥美拉唑 is omeprazole, 20 mg once a day; 安素 Ensure powder (2 scoops twice a day) has
  // no catalogue option and is named only, 4 scoops (as round 56's Jianguo's 安素 and Arjun's Protinex); 灵芝孢子粉 2 g twice
  // a day is the reishi option, 4 g (as round 56's Jianguo); 铁皮石斛 boiled in water every day has no catalogue option
  // and is named only, a cup as one (as round 57's Lele's 黄芪水); CA19-9 has no catalogue marker and is entered as typed,
  // with the usual upper limit of 37 U/mL; the labs printed no ranges, so the usual ones (a man's for the haemoglobin)
  'Lao Zhou: 85, pancreatic cancer on gemcitabine, losing weight (zh)': {
    nickname: '周国梁',
    gender: 'male',
    age: 85,
    heightCm: 168,
    weightKg: 50,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'former',
    digestiveIssues: ['constipation'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer', 'diabetes'],
    medicines: ['pancrelipase', 'insulin-glargine', 'megestrol', 'oxycodone', 'omeprazole'],
    medicineDoses: [
      { id: 'pancrelipase', dose: 1, unit: 'capsule', frequency: '得每通 Creon 25000单位，每餐1粒' },
      { id: 'insulin-glargine', dose: 10, unit: 'IU', form: 'injection', frequency: '来得时，每晚10单位' },
      { id: 'megestrol', dose: 160, unit: 'mg', frequency: '梅格施（醋酸甲地孕酮），每天1次，开胃' },
      { id: 'oxycodone', dose: 10, unit: 'mg', frequency: '奥施康定，每天2次' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '奥美拉唑，每天1次' },
    ],
    uncheckedMedicines: ['吉西他滨 800mg/m²，每2周一次（减量）'],
    supplements: [
      { name: '安素（Ensure）粉，每次2勺，每天2次', dose: 4, unit: 'scoop' },
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，每天2次）', dose: 4, unit: 'g' },
      { name: '铁皮石斛（每天煮水喝）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 31, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: 'CA19-9', value: 860, unit: 'U/mL', labRefHigh: 37 },
      { marker: '空腹血糖', value: 9.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '糖化血红蛋白', value: 7.8, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '血红蛋白', value: 98, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '中性粒细胞绝对值', value: 1.4, unit: '×10⁹/L', labRefLow: 1.8, labRefHigh: 6.3 },
    ],
  },
  // Lin Shu-fen (林淑芬), 58, Taichung: ER-positive breast cancer stage II (lumpectomy and radiotherapy 2023) is cancer,
  // and the operation and radiotherapy have no field; osteopenia (lumbar T-score −2.1) is not osteoporosis (as earlier
  // rounds), the T-score (negative) having no place in the labs; the stiff aching joints have no field, and borderline
  // high cholesterol not called a lipid disorder is not ticked; moderate activity, with hikes at weekends, as given;
  // postmenopausal is no life stage; home-cooked Taiwanese food and 2 cups of high-mountain oolong a day are food and
  // drinks, and 500 ml of unsweetened soy milk every morning is legumes daily (as round 57's Lin Xiaoyu); 麻油雞 with rice
  // wine in winter is food, rice wine only in cooking being no drinking (as round 60's A-Fong), and no other alcohol is
  // none; not smoking; goals not stated are general health, with bone read from the osteopenia on letrozole (as round
  // 57's Wai-lan's); 復乳納 Femara is letrozole, 2.5 mg once a day; 牛樟芝 (antrodia) capsules, 1 a day, have no catalogue
  // option and are named only (as round 57's Shu-fen); calcium citrate 500 mg + vitamin D3 400 IU, 2 a day, is the
  // calcium citrate option at 500 mg a tablet, read as the calcium itself (the label prints it beside the vitamin D, as
  // round 54's Joan's), the D3 uncounted; glucosamine 1500 mg is the glucosamine option at 1500 mg a tablet (as round
  // 57's Ngozi); the 葛根 (pueraria) "menopause" powder from a friend, 1 sachet a day, has no catalogue option and is named
  // only; the labs printed no ranges, so the usual ones
  'Shu-fen: 58, breast cancer on letrozole, osteopenia, drinks soy milk (zh)': {
    nickname: '林淑芬',
    gender: 'female',
    age: 58,
    heightCm: 156,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { legumesNuts: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health', 'bone'],
    conditions: ['cancer'],
    medicines: ['letrozole'],
    medicineDoses: [{ id: 'letrozole', dose: 2.5, unit: 'mg', frequency: '復乳納 Femara，每日一次' }],
    supplements: [
      { name: '牛樟芝膠囊（每日1顆）', dose: 1, unit: 'capsule' },
      {
        optionId: 'calcium-citrate',
        name: '檸檬酸鈣 500mg + 維生素D3 400IU',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 500, unit: 'mg' },
        form: 'calcium_citrate',
        basis: 'elemental',
      },
      {
        optionId: 'glucosamine',
        name: '葡萄糖胺 1500mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
      { name: '葛根「更年期」粉（朋友給的，每日1包）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '25(OH)D', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '總膽固醇', value: 238, unit: 'mg/dL', labRefLow: 0, labRefHigh: 200 },
      { marker: '低密度脂蛋白膽固醇', value: 152, unit: 'mg/dL', labRefLow: 0, labRefHigh: 130 },
    ],
  },
  // Wong Wai-man (黃慧敏), 44, Sha Tin: type 1 autoimmune hepatitis diagnosed 2 years ago and in remission is liver
  // disease (the option names it; not cirrhosis, none being said); the weight gained on steroids has no field (as round
  // 61's Margaret); prediabetes (HbA1c 6.1) is not diabetes (as round 52's Linda); light activity as given; not pregnant
  // is no life stage; the hormonal IUD is a medicine the dictionary does not know and is kept as typed, unchecked (as
  // round 58's Megan's Tecfidera); 茶餐廳 lunches most workdays (milk tea, 火腿通粉, 餐肉公仔麵) and soup at home in the
  // evening are food and drinks; no alcohol since diagnosis is none; not smoking; goals not stated are general health;
  // 依木蘭 Imuran is azathioprine, 100 mg once a day, and prednisolone 5 mg once a day its entry; Caltrate 600 mg + D is
  // the calcium + D3 option, as Hong Kong's Caltrate 600+D (as round 50's Shukfan); 花旗參 slices in hot water most days
  // are the American ginseng option at 3 g (as round 56's Jianguo's 西洋参 slices); 奶薊 (milk thistle) 300 mg, 1 a day,
  // started without telling her doctor, is the milk thistle option at 300 mg a capsule (as round 53's Ah Keung's 奶薊),
  // the not telling kept in its name; TPMT "normal" has no number for the labs (as round 60's Chen's undetectable HCV
  // RNA); IgG has no catalogue marker and is entered as typed; the labs printed no ranges, so the usual ones
  'Wai-man: 44, autoimmune hepatitis on azathioprine (zh)': {
    nickname: '黃慧敏',
    gender: 'female',
    age: 44,
    heightCm: 160,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['liver_disease'],
    medicines: ['azathioprine', 'prednisolone'],
    medicineDoses: [
      { id: 'azathioprine', dose: 100, unit: 'mg', frequency: '依木蘭 Imuran，每日一次' },
      { id: 'prednisolone', dose: 5, unit: 'mg', frequency: '每日一次' },
    ],
    uncheckedMedicines: ['荷爾蒙子宮環（避孕）'],
    supplements: [
      {
        optionId: 'calcium-carbonate-d3',
        name: 'Caltrate 鈣爾奇 600mg + D',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
      },
      { optionId: 'american-ginseng', name: '花旗參片（熱水泡，多數日子）', dose: 3, unit: 'g' },
      {
        optionId: 'milk-thistle',
        name: '奶薊 300mg（自己開始吃，未告訴醫生）',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 300, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'ALT', value: 28, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
      { marker: 'IgG', value: 14.2, unit: 'g/L', labRefLow: 7, labRefHigh: 16 },
      { marker: '糖化血紅蛋白', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '白血球', value: 4.1, unit: '×10⁹/L', labRefLow: 3.5, labRefHigh: 9.5 },
      { marker: 'MCV', value: 101, unit: 'fL', labRefLow: 82, labRefHigh: 100 },
    ],
  },
  // Zhao Guihua (赵桂华), 57, Shenyang: nothing is diagnosed, so the borderline cholesterol and blood pressure at her
  // health check tick nothing (as round 61's Kevin), and the blood pressure is a lab row (as round 60's Funmi); square
  // dancing an hour every evening is moderate as given; postmenopausal is no life stage; northeastern home cooking (酸菜,
  // pork dumplings, 小鸡炖蘑菇), lots of salt and soy sauce, 馒头 and rice at every meal and 2 cups of jasmine tea are food
  // and drinks; no alcohol and not smoking; goals not stated are general health; no medicines; 善存银片 Centrum Silver is
  // the 50+ multivitamin option (its own alias); deep-sea fish oil 1000 mg, 2 a day, is the fish oil option at 1000 mg a
  // capsule (as round 58's Zhao); the 纳豆红曲 capsules from a TV shopping channel, 2 a day, are the nattokinase option the
  // questionnaire finds for the name, its red yeast rice kept in its name (as round 58's Yu-ting's soy protein); the labs
  // printed no ranges, so the usual ones
  'Guihua: 57, square dancing, borderline high cholesterol (zh)': {
    nickname: '赵桂华',
    gender: 'female',
    age: 57,
    heightCm: 162,
    weightKg: 66,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'multivitamin-50plus', name: '善存银片 Centrum Silver', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1000mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'nattokinase', name: '纳豆红曲胶囊（电视购物买的）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '总胆固醇', value: 6.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.2 },
      { marker: '低密度脂蛋白胆固醇', value: 3.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '甘油三酯', value: 1.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '空腹血糖', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '血压', value: 138, unit: '/86 mmHg' },
    ],
  },
  // Liu Yichen (刘一宸, "豆豆"), 8 months, Shenzhen, his mother types: under 18 and under the questionnaire's lowest height
  // and weight (70 cm, 8.1 kg), so the questionnaire refuses him; entered as written anyway, as the earlier rounds'
  // children are, his 8 months being 0 in the whole years the questionnaire asks; crawling is active as given; healthy,
  // born at term at 3.2 kg, and the mild eczema on his cheeks has no field; 飞鹤 stage-2 formula, 180 ml three times a
  // day, is dairy daily (as round 52's Ethan's whole milk), and the breast milk morning and night has no field; the
  // iron-fortified 米粉 once a day since 6 months and the 米汤 and congee in pork-bone broth his grandmother gives are food,
  // and the salt, soy sauce and honey she wants to add are not given and are left out (as round 59's 朵朵's 蜂蜜); goals
  // not stated are general health; no medicines; 星鲨 vitamin D3 drops 400 IU, 1 a day, are the vitamin D3 400 IU option
  // (as round 52's Lele's 星鲨); BioGaia (拜奥) probiotic drops, 5 drops a day, are the probiotics option, the day's drops
  // as one dose (as round 59's 朵朵's 妈咪爱); a child's haemoglobin range differs by age, so no range is given (as round
  // 59's 阿乐)
  'Doudou: 8 months, starting solids, grandma wants rice water (zh)': {
    nickname: '刘一宸',
    gender: 'male',
    age: 0,
    heightCm: 70,
    weightKg: 8.1,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'vitamin-d3-400iu', name: '星鲨维生素D3滴剂 400IU（每天1粒）', dose: 400, unit: 'IU' },
      { optionId: 'probiotics', name: 'BioGaia 拜奥益生菌滴剂（每天5滴）', dose: 1, unit: 'sachet' },
    ],
    labs: [{ marker: '血红蛋白', value: 108, unit: 'g/L' }],
  },
  // Isla Thompson, 9, Leeds, her mum types: under 18, so the questionnaire refuses her; entered as written anyway, as the
  // earlier rounds' children are; type 1 diabetes since age 6 is diabetes and coeliac disease diagnosed last month is
  // coeliac (as round 52's Chloe); iron deficiency with a haemoglobin of 112 not called anaemia is not ticked (as round
  // 52's Chloe); the swimming club twice a week and netball at school is active as given; school dinners and packed
  // lunches (pasta, sandwiches, cereal, fish fingers) are food, and just starting gluten-free is the coeliac diet, with no
  // diet option of its own; the Jelly Babies and Glucogel she treats hypos with, written with her food, are food and have
  // no field (as round 55's Haohao's low sugars); goals not stated are general health; NovoRapid is insulin aspart, by pen
  // at 1 unit per 15 g of carbs at breakfast and 1 unit per 20 g at other meals, so no single dose: entered by its form
  // (injection) with the ratios in the frequency (as round 59's 雅婷's warfarin); Tresiba is insulin degludec, 9 units each
  // morning, an injection; the Dexcom G7 sensor is a device and has no field (as round 54's Gareth's CPAP); Fersamal
  // (ferrous fumarate) syrup, 5 ml twice a day, gives no strength and is named only, 5 ml as one dose (as round 59's 小宇's
  // 左卡尼汀口服液), marked prescribed as said (as round 52's Chloe's Ferro-Grad C); the Haliborange vitamin D 10 µg gummy
  // (400 IU) is the vitamin D3 400 IU option; the HbA1c is entered once, in mmol/mol, its 7.8 % being the same result;
  // a child's haemoglobin range differs by age, so no range is given (as round 59's 阿乐); the tTG-IgA is read against the
  // usual upper limit of 20 U/mL (as round 52's Chloe); the other labs printed no ranges, so the usual ones (as round 59's
  // Ethan's ferritin and vitamin D)
  'Isla: 9, type 1 diabetes and newly found coeliac (en)': {
    nickname: 'Isla',
    gender: 'female',
    age: 9,
    heightCm: 132,
    weightKg: 27,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'coeliac'],
    medicines: ['insulin-aspart', 'insulin-degludec'],
    medicineDoses: [
      {
        id: 'insulin-aspart',
        form: 'injection',
        frequency: 'NovoRapid, 1 unit/15 g carbs breakfast, 1/20 g other meals',
      },
      { id: 'insulin-degludec', dose: 9, unit: 'IU', form: 'injection', frequency: 'Tresiba, each morning' },
    ],
    supplements: [
      {
        name: 'Fersamal (ferrous fumarate) syrup, 5 ml twice a day',
        dose: 2,
        unit: 'sachet',
        prescribed: true,
      },
      { optionId: 'vitamin-d3-400iu', name: 'Haliborange vitamin D 10 µg gummy', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 62, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'tTG-IgA', value: 118, unit: 'U/mL', labRefHigh: 20 },
      { marker: 'Ferritin', value: 9, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Haemoglobin', value: 112, unit: 'g/L' },
      { marker: 'Vitamin D', value: 38, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Ramesh Reddy, 67, Hyderabad, his son types from Bangalore: cirrhosis from fatty liver (NASH, Child-Pugh B) with mild
  // ascites and one episode of hepatic encephalopathy is cirrhosis, and the varices banded last year have no option (as
  // round 51's Zhang Hao); type 2 diabetes is diabetes; the muscle wasting has no field, and 74 kg is with some fluid (no
  // dry weight is given, as round 51's Zhang Hao); light activity as given; lacto-vegetarian without eggs is the
  // vegetarian option with eggs never, and curd every day is dairy daily (as round 59's Rajesh Mehta); rice with dal,
  // sambar, mango and lime pickles and papad every day, sweets at festivals and 2 cups of filter coffee with sugar are food
  // and drinks; never drinking is none, and quitting smoking 20 years ago is former; goals not stated are general health;
  // Ciplar, Rifagut and Basalog are not dictionary names, so propranolol 40 mg twice a day, rifaximin 550 mg twice a day
  // and insulin glargine 16 units at bedtime (an injection) with the brands in the frequency (as round 57's Rohan's
  // Atorva); Aldactone is spironolactone, 100 mg once a day; Lasix is furosemide, 40 mg each morning; Duphalac is
  // lactulose, 15 ml twice a day; Himalaya Liv.52, 2 tablets twice a day, has no catalogue option and is named only, 4
  // tablets (as round 58's Rajesh), and so are the giloy (guduchi) 500 mg tablet a neighbour recommended, one (as round
  // 56's Arjun's Himalaya Giloy), and the Protinex powder, 2 scoops (as round 56's Arjun's Protinex); the platelets of
  // 78,000/µL are entered as 78 ×10³/µL, the same count, as the questionnaire takes no range bound above 100,000; the labs
  // printed no ranges, so the usual ones (a man's for the creatinine)
  'Ramesh: 67, vegetarian with NASH cirrhosis and diabetes (en)': {
    nickname: 'Ramesh',
    gender: 'male',
    age: 67,
    heightCm: 170,
    weightKg: 74,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['cirrhosis', 'diabetes'],
    medicines: ['propranolol', 'spironolactone', 'furosemide', 'rifaximin', 'lactulose', 'insulin-glargine'],
    medicineDoses: [
      { id: 'propranolol', dose: 40, unit: 'mg', frequency: 'Ciplar, twice a day' },
      { id: 'spironolactone', dose: 100, unit: 'mg', frequency: 'Aldactone, once a day' },
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'Lasix, each morning' },
      { id: 'rifaximin', dose: 550, unit: 'mg', frequency: 'Rifagut, twice a day' },
      { id: 'lactulose', dose: 15, unit: 'mL', frequency: 'Duphalac, twice a day' },
      { id: 'insulin-glargine', dose: 16, unit: 'IU', form: 'injection', frequency: 'Basalog, at bedtime' },
    ],
    supplements: [
      { name: 'Himalaya Liv.52 (2 tablets twice a day)', dose: 4, unit: 'tablet' },
      { name: 'Giloy (guduchi) 500 mg, recommended by a neighbour', dose: 1, unit: 'tablet' },
      { name: 'Protinex powder (2 scoops a day)', dose: 2, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Albumin', value: 2.9, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5 },
      { marker: 'Sodium', value: 131, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Bilirubin', value: 2.1, unit: 'mg/dL', labRefLow: 0.2, labRefHigh: 1.2 },
      { marker: 'INR', value: 1.5, unit: 'ratio', labRefLow: 0.8, labRefHigh: 1.2 },
      { marker: 'Platelets', value: 78, unit: '×10³/µL', labRefLow: 150, labRefHigh: 400 },
      { marker: 'Creatinine', value: 1.2, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      { marker: 'HbA1c', value: 7.4, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
    ],
  },
  // Chloe Bennett, 20, Melbourne, her mother types: anorexia nervosa in recovery (out of hospital 3 months) has no
  // questionnaire option (it is not the serious-mental-illness option, as round 58's Hannah's depression), and the
  // eating-disorder screen's questions are not answered in what she says, so the screen is left unanswered; osteopenia
  // (Z-score −2.2) is not osteoporosis (as earlier rounds), the Z-score (negative) having no place in the labs; no periods
  // for 14 months and the low heart rate, now resolved, have no field; not pregnant is no life stage; light activity (told
  // to limit exercise; she used to run every day) as given; still underweight (166 cm, 47 kg, up from 41 kg at
  // admission) on a dietitian's meal plan is the weight-gain goal, with general health (as round 61's Chen Jianguo); the
  // meal plan of 3 meals and 3 snacks, the low-fat "safe" foods, oat milk, 4 black coffees and 2–3 cans of Diet Coke a day
  // are food and drinks; no alcohol and not smoking; Lovan is not a dictionary name, so fluoxetine 40 mg once a day with
  // the brand in the frequency (as round 57's Rohan's Atorva); olanzapine 2.5 mg at night is its entry; the Blackmores
  // women's multivitamin is the women's multivitamin option (as round 52's Chloe's Swisse Women's); Caltrate 600 mg +
  // vitamin D is the calcium + D3 option (not round 59's Margaret's calcium-only Caltrate 600 mg); vitamin D3 1000 IU is
  // its option; psyllium husk, 1 teaspoon twice a day "to feel full", is the psyllium option, a teaspoon as one scoop (as
  // round 59's Margaret's Metamucil), her reason kept in its name; the labs printed no ranges, so the usual ones (as round
  // 52's Chloe's ferritin and round 60's Mr Tan's potassium and phosphate)
  'Chloe: 20, recovering from anorexia, osteopenia (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 20,
    heightCm: 166,
    weightKg: 47,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    medicines: ['fluoxetine', 'olanzapine'],
    medicineDoses: [
      { id: 'fluoxetine', dose: 40, unit: 'mg', frequency: 'Lovan, once a day' },
      { id: 'olanzapine', dose: 2.5, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      { optionId: 'multivitamin-women', name: "Blackmores women's multivitamin", dose: 1, unit: 'tablet' },
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 600 mg + vitamin D', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
      {
        optionId: 'psyllium',
        name: 'Psyllium husk (1 teaspoon twice a day, "to feel full")',
        dose: 2,
        unit: 'scoop',
      },
    ],
    labs: [
      { marker: 'Potassium', value: 3.6, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Phosphate', value: 1.0, unit: 'mmol/L', labRefLow: 0.8, labRefHigh: 1.5 },
      { marker: 'Ferritin', value: 18, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 },
      { marker: 'Vitamin D', value: 45, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Donna Kowalski, 62, Columbus: bipolar I disorder, stable for 15 years on lithium, is the serious-mental-illness option
  // (as round 50's Daniel); high blood pressure is ticked, hypothyroidism from lithium is hypothyroid, and CKD stage 3a is
  // kidney disease (as round 58's Zhao); knee osteoarthritis has no questionnaire option (as round 57's Ngozi);
  // sedentary as given; postmenopausal is no life stage; takeout, deli sandwiches and frozen dinners are food, and the
  // low-sodium DASH diet she is starting has no diet option of its own; 3–4 cans of Diet Coke and 2 cups of coffee a day
  // are drinks; a glass of wine at weekends is light; quitting smoking 8 years ago is former; goals not stated are
  // general health; lithium carbonate 900 mg at bedtime is lithium; lisinopril 20 mg once a day and hydrochlorothiazide
  // 12.5 mg once a day (added 2 weeks ago, kept in its frequency) are their entries; Synthroid is levothyroxine, 88 µg
  // each morning; Aleve is naproxen, 220 mg, 2 tablets when her knee flares, entered as 440 mg a dose with the count in
  // the frequency (as round 57's Shu-fen's Ursofalk); Nature Made fish oil 1200 mg, 2 a day, is the fish oil option at
  // 1200 mg a capsule (as round 58's Megan); turmeric curcumin 500 mg, 2 a day, is the turmeric option; Mrs. Dash
  // salt-free seasoning has no catalogue option (it is no potassium salt substitute) and is named only, its amount not
  // given, so one, counted for a day she uses it (as round 59's 阿乐's 保婴丹); the lithium level, taken last month before
  // the hydrochlorothiazide, keeps its timing in its name (as round 61's Aisha's glucose); the labs printed no ranges, so
  // the usual ones (a woman's for the creatinine)
  'Donna: 62, bipolar on lithium, starting a low-salt diet (en)': {
    nickname: 'Donna',
    gender: 'female',
    age: 62,
    heightCm: 165,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['mental_illness', 'hypertension', 'hypothyroid', 'kidney_disease'],
    medicines: ['lithium', 'lisinopril', 'hydrochlorothiazide', 'levothyroxine', 'naproxen'],
    medicineDoses: [
      { id: 'lithium', dose: 900, unit: 'mg', frequency: 'lithium carbonate, at bedtime' },
      { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
      { id: 'hydrochlorothiazide', dose: 12.5, unit: 'mg', frequency: 'once a day (added 2 weeks ago)' },
      { id: 'levothyroxine', dose: 88, unit: 'µg', frequency: 'Synthroid, each morning' },
      { id: 'naproxen', dose: 440, unit: 'mg', frequency: 'Aleve 220 mg, 2 tablets when her knee flares' },
    ],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Nature Made fish oil 1200 mg',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
      { name: 'Mrs. Dash salt-free seasoning', dose: 1, unit: 'sachet' },
    ],
    labs: [
      {
        marker: 'Lithium level (last month, before the hydrochlorothiazide)',
        value: 0.9,
        unit: 'mmol/L',
        labRefLow: 0.4,
        labRefHigh: 1.0,
      },
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Creatinine', value: 1.05, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
      { marker: 'Sodium', value: 138, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'TSH', value: 3.1, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4 },
    ],
  },
  // Megan O'Brien, 46, Vancouver: training for her first half-Ironman is the energy goal (as round 54's Ravi's
  // ultramarathon); 10–12 hours a week of swimming, cycling and running is very active as given; healthy, so no
  // conditions, and the stomach upset on long runs and her irregular, heavy periods have no field; not pregnant is no
  // life stage; mostly whole foods and pescatarian is the pescatarian option, and the oatmeal, salmon and big salads are
  // food; tending to under-fuel long rides has no field; 2 lattes plus an espresso before training each day are drinks;
  // 2–3 glasses of wine a week is light; not smoking; the Mirena IUD is a medicine the dictionary does not know and is
  // kept as typed, unchecked (as round 58's Megan's Tecfidera); Jamieson vitamin D3 1000 IU is the vitamin D3 1000 IU
  // option (as round 58's Gerald); magnesium bisglycinate 200 mg at night is the magnesium glycinate option at 200 mg (as
  // round 54's Ravi); creatine monohydrate 3 g has no catalogue option and is named only (as round 59's Hamza); the
  // Maurten gels and Nuun tablets in training give no count and are named only, one each, counted for a training day (as
  // round 52's Chloe's energy gels); the labs printed no ranges, so the usual ones (as round 59's Ethan's ferritin and
  // vitamin D, with a woman's haemoglobin)
  'Megan: 46, training for her first half-Ironman (en)': {
    nickname: 'Megan',
    gender: 'female',
    age: 46,
    heightCm: 170,
    weightKg: 63,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'pescatarian',
    alcohol: 'light',
    smoking: 'never',
    goals: ['energy'],
    uncheckedMedicines: ['Mirena IUD'],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: 'Jamieson vitamin D3 1000 IU', dose: 1, unit: 'tablet' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium bisglycinate 200 mg (at night)',
        dose: 200,
        unit: 'mg',
      },
      { name: 'Creatine monohydrate', dose: 3, unit: 'g' },
      { name: 'Maurten gels (in training)', dose: 1, unit: 'sachet' },
      { name: 'Nuun tablets (in training)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 21, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Haemoglobin', value: 128, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
      { marker: 'Vitamin D', value: 68, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Babatunde "Tunde" Adeyemi, 19, Ibadan: skinny (178 cm, 56 kg) and wanting to gain weight on a budget is the
  // weight-gain goal; walking to lectures and football twice a week is moderate as given; healthy, and malaria twice this
  // year has no field; two meals a day on a student budget (garri soaked with groundnuts, Indomie with egg, ewa agoyin
  // with bread, amala with ewedu) and the Nescafé sachets during exams are food and drinks, and often skipping breakfast
  // has no field (as round 57's Haoran); no alcohol and not smoking; no regular medicines: Coartem, taken when he has
  // malaria, is not in the dictionary and is kept as typed, unchecked (as round 59's Funmilayo's Aldomet), its use kept
  // with it; Apetamin syrup, 1 tablespoon twice a day, bought from a friend and listed with his supplements, is neither
  // in the dictionary nor in the catalogue and is named only (as round 60's Wang Ayi's 口服补液盐III), a tablespoon as one
  // scoop, 2 (as round 57's Rohan's flaxseed); vitamin C 100 mg is the vitamin C option at 100 mg a tablet; the PCV at
  // his school medical printed no range, so the usual one (a man's)
  'Tunde: 19, skinny student, wants to gain weight on a budget (en)': {
    nickname: 'Tunde',
    gender: 'male',
    age: 19,
    heightCm: 178,
    weightKg: 56,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain'],
    uncheckedMedicines: ['Coartem, when he has malaria'],
    supplements: [
      {
        name: 'Apetamin syrup (1 tablespoon twice a day, bought from a friend)',
        dose: 2,
        unit: 'scoop',
      },
      {
        optionId: 'vitamin-c-500',
        name: 'Vitamin C 100 mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 100, unit: 'mg' },
      },
    ],
    labs: [{ marker: 'PCV', value: 42, unit: '%', labRefLow: 40, labRefHigh: 54 }],
  },
  // Tan Hui Min, 34, Singapore, her husband types: 26 weeks pregnant with her first baby is the second trimester at week
  // 26, 58 kg before pregnancy; healthy, and the normal glucose test at 24 weeks is no condition and gives no numbers (as
  // round 58's Wei Ling's normal OGTT); the constipation is the constipation digestive issue; light activity as given;
  // lactose intolerance is no allergy (as round 55's Zhiming), and avoiding milk for it is dairy never; avoiding all fish
  // for fear of mercury is fish never; hawker-centre lunches (chicken rice, yong tau foo, mee pok), home-cooked dinners
  // and 2 kopi-o a day are food and drinks; no alcohol and not smoking; goals not stated are general health; nothing
  // prescribed; Blackmores Pregnancy & Breastfeeding Gold has no catalogue option and is named only (as round 47's
  // Farah); the bottle of bird's nest drink from her mother-in-law every other day has no catalogue option and is named
  // only, a bottle as one (as round 58's Wei Ling's bird's nest), every other day as 15 a month; a Hb of 11.4 not called
  // anaemia is not ticked, and printed no range, so the usual pregnancy one (as round 58's Wei Ling)
  'Hui Min: 34, 26 weeks pregnant, lactose intolerant, avoids fish (en)': {
    nickname: 'Hui Min',
    gender: 'female',
    age: 34,
    heightCm: 160,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 26,
    prePregnancyWeightKg: 58,
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never', fish: 'never' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    supplements: [
      { name: 'Blackmores Pregnancy & Breastfeeding Gold', dose: 1, unit: 'capsule' },
      {
        name: "Bird's nest drink (from her mother-in-law, every other day)",
        dose: 15,
        unit: 'sachet',
        every: 'month',
      },
    ],
    labs: [{ marker: 'Haemoglobin', value: 11.4, unit: 'g/dL', labRefLow: 11, labRefHigh: 14 }],
  },
  // Blind answer round 63: fourteen people invented by a writer session that saw no code (round-63/personas.md), filled in as the questionnaire takes them.
  // Shen Hui (沈慧), 51, Hangzhou: total thyroidectomy for papillary thyroid cancer in 2023 is an underactive thyroid and
  // cancer (as round 52's Meilan); the permanent hypoparathyroidism it left has no questionnaire option (the
  // hyperparathyroidism option is its opposite, as round 61's Lihua), and the tingling fingertips and calf cramps when
  // her calcium drops have no field; light activity as given; no life stage is given (n/a), so none; Jiangnan home
  // cooking with rice at every meal is food, and avoiding milk because it bloats her is dairy never (as round 62's Hui
  // Min), the bloating being avoided rather than had, so no digestive issue; 4–5 cups of 龙井 a day are drinks; no
  // alcohol and never smoked; goals not stated are general health; Euthyrox is levothyroxine, 100 µg every morning; 罗盖全
  // Rocaltrol is calcitriol, 0.25 µg twice a day; 钙尔奇D 600 (1 tablet three times a day with meals) is the Caltrate D600
  // option, 3 tablets (as round 61's Lihua); the magnesium tablet 250 mg is the magnesium option at 250 mg a tablet,
  // one a day, her forgetting half the time kept in its name (as round 59's 浩然's calcium); the 24-hour urine calcium
  // has no catalogue marker and is entered as typed, per 24 hours (as round 58's Qiang's); the labs printed no ranges,
  // so the usual ones
  'Hui: 51, no parathyroids after thyroid surgery, on calcitriol (zh)': {
    nickname: '沈慧',
    gender: 'female',
    age: 51,
    heightCm: 160,
    weightKg: 56,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'never' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypothyroid', 'cancer'],
    medicines: ['levothyroxine', 'calcitriol'],
    medicineDoses: [
      { id: 'levothyroxine', dose: 100, unit: 'µg', frequency: 'Euthyrox 优甲乐，每天早上' },
      { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: '罗盖全 Rocaltrol，每天2次' },
    ],
    supplements: [
      {
        optionId: 'caltrate-d600',
        name: '钙尔奇D 600（每次1片，每天3次，随餐）',
        dose: 3,
        unit: 'tablet',
      },
      {
        optionId: 'magnesium-oxide',
        name: '镁片 250mg（每天1片，大约一半时间忘记吃）',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 250, unit: 'mg' },
      },
    ],
    labs: [
      { marker: '血钙', value: 1.96, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
      { marker: '血磷', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      { marker: '血镁', value: 0.68, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
      { marker: '促甲状腺激素', value: 0.3, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '24小时尿钙', value: 7.8, unit: 'mmol/24h', labRefLow: 2.5, labRefHigh: 7.5 },
    ],
  },
  // Guo Jianguo (郭建国), 66, Linzhou, his son types: oesophageal squamous cell cancer after chemoradiation and an Ivor
  // Lewis oesophagectomy two months ago is cancer; the operation and the feeding jejunostomy have no field of their
  // own, and the tube feed is said in the name of the feed (a feeding tube named, as the plan reads it); taking only
  // sips of water and rice soup by mouth is not said to be a swallowing problem, so dysphagia is not ticked; reflux at
  // night is the reflux digestive issue, and diarrhoea after sweet drinks the diarrhoea one, the sweating having no
  // field; dropping from 63 kg a year ago to 52 kg has no field (weight gain is the goal, with general health, as round
  // 62's Lao Zhou); sedentary as given; the millet porridge, steamed buns, pickled vegetables and very hot soup he used
  // to live on are his past food and have no field now; smoking for 30 years until 2024 is former, and the baijiu at
  // festivals he no longer has is no alcohol (as round 62's Lao Zhou's beer); 奥美拉唑 is omeprazole, 20 mg twice a day;
  // 吗丁啉 Motilium is domperidone, 10 mg three times a day; 蒙脱石散 (Smecta) is not in the dictionary and is kept as typed,
  // unchecked, its use kept with it (as round 54's 蒙脱石散); 能全力 Nutrison, 1000 ml a night through the tube, has no
  // catalogue option and is named only, the night's feed as one (as round 62's Hui Min's bottle of bird's nest drink);
  // whey protein powder 10 g twice a day by mouth is the whey option, 20 g; the crushed 善存银片 Centrum Silver is the 50+
  // multivitamin option, its crushing kept in its name; prealbumin has no catalogue marker and is entered as typed; the
  // labs printed no ranges, so the usual ones (a man's for the haemoglobin, and 200–400 mg/L for the prealbumin)
  'Lao Guo: 66, after oesophagectomy, tube feeding at home (zh)': {
    nickname: '郭建国',
    gender: 'male',
    age: 66,
    heightCm: 170,
    weightKg: 52,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    digestiveIssues: ['reflux', 'diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['omeprazole', 'domperidone'],
    medicineDoses: [
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '奥美拉唑，每天2次' },
      { id: 'domperidone', dose: 10, unit: 'mg', frequency: '吗丁啉，每天3次' },
    ],
    uncheckedMedicines: ['蒙脱石散 Smecta（腹泻厉害时吃）'],
    supplements: [
      {
        name: '能全力 Nutrison 肠内营养液（每晚经空肠造瘘管饲1000ml）',
        dose: 1,
        unit: 'sachet',
      },
      { optionId: 'whey-protein', name: '乳清蛋白粉（每次10g，每天2次，兑水口服）', dose: 20, unit: 'g' },
      {
        optionId: 'multivitamin-50plus',
        name: '善存银片 Centrum Silver（压碎，每天1片）',
        dose: 1,
        unit: 'tablet',
      },
    ],
    labs: [
      { marker: '白蛋白', value: 31, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '前白蛋白', value: 150, unit: 'mg/L', labRefLow: 200, labRefHigh: 400 },
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Lin Kai (林凯), 32, Shenzhen: ankylosing spondylitis (HLA-B27 positive) has no questionnaire option, and the morning
  // back stiffness has no field; mild fatty liver is liver disease (not cirrhosis, as round 62's Jianguo); the gym 4
  // times a week is active as given, and wanting to gain muscle is the muscle goal; company canteen lunches and
  // takeaway dinners are food, and 3 eggs a day is eggs daily; one iced Americano a day is a drink; 2 cans of beer at
  // weekends is 2 drinks a week, light (as round 59's Rajesh); quitting smoking last year is former; 可善挺 Cosentyx
  // (secukinumab, 150 mg by injection once a month) is not in the dictionary and is kept as typed, unchecked (as round
  // 61's Aisha's R-CHOP); 西乐葆 Celebrex is celecoxib, 200 mg on painful days, about 4 days a week, kept in its
  // frequency; whey protein 30 g twice a day is the whey option, 60 g; creatine 5 g has no catalogue option and is
  // named only (as round 61's Jake); fish oil 1000 mg, 2 a day, is the fish oil option at 1000 mg a capsule (as round
  // 62's Guihua); vitamin D3 2000 IU is the vitamin D3 2000 IU option; 汤臣倍健氨糖, 2 tablets a day, is the glucosamine
  // option, no strength given (the option counts no tablets); the labs printed no ranges, so the usual ones (a man's
  // for the ALT and creatinine)
  'Kai: 32, ankylosing spondylitis on Cosentyx, lifting for muscle (zh)': {
    nickname: '林凯',
    gender: 'male',
    age: 32,
    heightCm: 176,
    weightKg: 70,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { eggs: 'daily' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['muscle'],
    conditions: ['liver_disease'],
    medicines: ['celecoxib'],
    medicineDoses: [{ id: 'celecoxib', dose: 200, unit: 'mg', frequency: '西乐葆，疼的日子吃，大约每周4天' }],
    uncheckedMedicines: ['可善挺 Cosentyx（司库奇尤单抗）150mg，每月注射1次'],
    supplements: [
      { optionId: 'whey-protein', name: '乳清蛋白粉（每次30g，每天2次）', dose: 60, unit: 'g' },
      { name: '肌酸', dose: 5, unit: 'g' },
      {
        optionId: 'fish-oil',
        name: '鱼油 1000mg（每天2粒）',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-2000iu', name: '维生素D3 2000IU', dose: 1, unit: 'capsule' },
      { optionId: 'glucosamine', name: '汤臣倍健氨糖（每天2片）', dose: 2, unit: 'tablet' },
    ],
    labs: [
      { marker: '谷丙转氨酶', value: 52, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '肌酐', value: 98, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'C反应蛋白', value: 12, unit: 'mg/L', labRefLow: 0, labRefHigh: 10 },
    ],
  },
  // Chen A-Mei (陳阿美), 84, Taichung, her daughter types in traditional characters: the transient ischaemic attack three
  // months ago has no questionnaire option (as round 56's Zhou Guifang's TIA); high blood pressure and high cholesterol
  // are ticked, and mild kidney impairment (eGFR 48) is kidney disease (as round 56's Zhou Guifang); being hard of
  // hearing and the dentures have no field, and eating soft food is not said to be a swallowing problem, so dysphagia
  // is not ticked; walking to the temple and the morning market is light as given; congee, tofu, steamed fish, cooked
  // greens and half a bowl of rice are food, and oolong tea all afternoon a drink; no alcohol and never smoked; goals
  // not stated are heart and general health (as round 54's Lao Huang); 保栓通 is not a dictionary name, so Plavix
  // clopidogrel, 75 mg once a day, with the brand in the frequency (as round 57's Rohan's Atorva); Lipitor is
  // atorvastatin, 20 mg at night; 脈優 Norvasc is amlodipine, 5 mg every morning (as round 61's Zhiming's 脈優); 耐適恩 Nexium
  // is esomeprazole, 20 mg every morning; the 納豆紅麴 capsules from TV shopping, 2 a day, are the nattokinase option the
  // questionnaire finds for the name, its red yeast rice kept in its name (as round 62's Guihua); ginkgo 120 mg is the
  // ginkgo option at 120 mg a tablet; fish oil 1000 mg is the fish oil option at 1000 mg a capsule; glucosamine 1500 mg
  // is the glucosamine option at 1500 mg a tablet (as round 62's Shu-fen); the blood pressure is a lab row (as round
  // 62's Guihua); the labs printed no ranges, so the usual Taiwanese ones (as round 62's Shu-fen's LDL)
  'A-Mei: 84, after a mini-stroke on clopidogrel, takes nattokinase (zh)': {
    nickname: '陳阿美',
    gender: 'female',
    age: 84,
    heightCm: 150,
    weightKg: 47,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['hypertension', 'dyslipidemia', 'kidney_disease'],
    medicines: ['clopidogrel', 'atorvastatin', 'amlodipine', 'esomeprazole'],
    medicineDoses: [
      { id: 'clopidogrel', dose: 75, unit: 'mg', frequency: '保栓通 Plavix，每日一次' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: 'Lipitor 立普妥，睡前' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '脈優 Norvasc，每天早上' },
      { id: 'esomeprazole', dose: 20, unit: 'mg', frequency: '耐適恩 Nexium，每天早上' },
    ],
    supplements: [
      { optionId: 'nattokinase', name: '納豆紅麴膠囊（電視購物買的）', dose: 2, unit: 'capsule' },
      {
        optionId: 'ginkgo',
        name: '銀杏 120mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 120, unit: 'mg' },
      },
      {
        optionId: 'fish-oil',
        name: '魚油 1000mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      {
        optionId: 'glucosamine',
        name: '葡萄糖胺 1500mg',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 1500, unit: 'mg' },
      },
    ],
    labs: [
      { marker: '低密度脂蛋白膽固醇', value: 82, unit: 'mg/dL', labRefLow: 0, labRefHigh: 130 },
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '血紅素', value: 11.2, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: '血壓', value: 142, unit: '/78 mmHg' },
    ],
  },
  // Zhao Xiaoyu (赵小雨), 15, Kunming, her mother types: under 18, so the questionnaire refuses her; entered as written
  // anyway, as the earlier rounds' teenagers are; the school track team, training 6 days a week before and after class,
  // is very active as given; healthy, so no conditions, and her periods coming late in heavy training have no field (no
  // life stage); her mother's worry about skipped breakfasts has no field (as round 57's Haoran), and goals not stated
  // are general health; 米线, 鲜花饼 and bubble tea twice a week are food and drinks; no coffee or alcohol, and smoking not
  // mentioned is never; no medicines; the chewable calcium tablet her mother bought gives no brand or strength and is
  // named only (as round 47's Haoran's Centrum kids chewable calcium); no recent labs
  'Xiaoyu: 15, 1500 m runner, mum worries she skips breakfast (zh)': {
    nickname: '赵小雨',
    gender: 'female',
    age: 15,
    heightCm: 163,
    weightKg: 46,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [{ name: '钙咀嚼片（妈妈买的）', dose: 1, unit: 'tablet' }],
  },
  // Wong Wing-sze (黃詠詩), 35, Sha Tin: wanting to lose 15 kg is the weight-loss goal, and obesity has no condition of
  // its own; prediabetes (HbA1c 6.1) is not diabetes (as round 62's Wai-man); fatty liver is liver disease (not
  // cirrhosis); the nausea has no field, and the constipation is the constipation digestive issue; sedentary as given;
  // not pregnant is no life stage; cha chaan teng breakfasts, office lunch boxes and late dinners are food, and Hong
  // Kong milk tea with evaporated milk twice a day is a drink and dairy daily (as round 52's Meilan's milk tea); 2–3
  // glasses of wine at weekends is 2–3 drinks a week, light (as round 62's Megan); never smoked; Mounjaro is
  // tirzepatide, 5 mg by injection once a week, from a private doctor for 6 weeks (kept in its frequency); Yasmin is
  // drospirenone/ethinylestradiol, 1 tablet a day; vitamin D 1000 IU is the vitamin D3 1000 IU option; the probiotic
  // capsule is the probiotics option; the meal-replacement shake on busy days has no catalogue option and is named
  // only, counted for a day she has one (as round 55's 代餐奶昔); the labs printed no ranges, so the usual ones (as round
  // 62's Wai-man)
  'Wing: 35, on Mounjaro to lose 15 kg (zh)': {
    nickname: '黃詠詩',
    gender: 'female',
    age: 35,
    heightCm: 158,
    weightKg: 82,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['weight_loss'],
    conditions: ['liver_disease'],
    medicines: ['tirzepatide', 'drospirenone-ethinylestradiol'],
    medicineDoses: [
      {
        id: 'tirzepatide',
        dose: 5,
        unit: 'mg',
        form: 'injection',
        frequency: 'Mounjaro，每週一次（私家醫生處方，已用6週）',
      },
      { id: 'drospirenone-ethinylestradiol', dose: 1, unit: 'tablet', frequency: 'Yasmin 避孕丸，每日一粒' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-1000iu', name: '維他命D 1000IU', dose: 1, unit: 'capsule' },
      { optionId: 'probiotics', name: '益生菌膠囊', dose: 1, unit: 'capsule' },
      { name: '代餐奶昔（忙的日子）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '糖化血紅蛋白', value: 6.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: 'ALT', value: 58, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
      { marker: '甘油三酯', value: 2.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Wang Jing (王静), 31, Harbin, her husband types: 36 weeks pregnant with her first baby is the third trimester at week
  // 36, 60 kg before pregnancy; the normal glucose tolerance test at 25 weeks is no condition and gives no numbers (as
  // round 56's Ka-yan), and the scan's estimate of a 3.7 kg baby has no field; the mild anaemia she is told of is
  // ticked; light activity as given; dumplings, 锅包肉 and millet porridge are food, and lots of fruit (up to half a
  // watermelon a day in summer) is fruit daily (as round 53's Guilan); no alcohol and no coffee; her own smoking is not
  // mentioned, so never, and her husband smoking on the balcony has no field (as round 56's Haohao's grandfather);
  // goals not stated are general health; no medicines; 爱乐维 is the Elevit option; 钙尔奇 600 is the Caltrate D600 option
  // (as round 57's Lin Xiaoyu); DHA 200 mg is the algal DHA option at 200 mg a capsule (as round 56's Ka-yan); the labs
  // printed no ranges, so the usual pregnancy ones (as round 55's Meiling)
  'Jing: 31, 36 weeks pregnant, afraid of a big baby (zh)': {
    nickname: '王静',
    gender: 'female',
    age: 31,
    heightCm: 165,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 36,
    prePregnancyWeightKg: 60,
    dietPattern: 'omnivore',
    foodFrequency: { fruit: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维 Elevit', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇 Caltrate 600', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: 'DHA 200mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
    ],
    labs: [
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '铁蛋白', value: 15, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Jake Morales, 29, Denver: heading to Aconcagua (6,900 m) in 8 weeks is the energy goal (as round 62's Megan's
  // half-Ironman), the climb and the altitude having no field; trail running, the gym and weekend hikes with a 20 kg
  // pack are very active as given; healthy, so no conditions; meal-prepped chicken, rice and broccoli are food and 3
  // coffees a day drinks; 4–6 craft beers a week is 4–6 drinks a week, moderate (as round 58's Bruce); not smoking;
  // Diamox (acetazolamide), 125 mg twice a day planned for the climb, is not in the dictionary and is kept as typed,
  // unchecked, with its plan kept in its name (it is prescribed for the climb, not a wish, unlike round 61's Aisha's
  // soursop tea); whey protein, 1 scoop of 25 g, is the whey option, 25 g; ferrous sulfate 325 mg every other day since
  // a low ferritin is the ferrous sulfate option at 325 mg a tablet, the salt's mass, every other day as 15 a month (as
  // round 62's Hui Min's bird's nest), not marked prescribed as none is said; the beetroot juice shot before long
  // sessions has no catalogue option and is named only, one, counted for a day he has one (as round 42's Beet It shot);
  // the labs printed no ranges, so the usual ones (a man's)
  'Jake: 29, climber preparing for a 6,900 m peak (en)': {
    nickname: 'Jake',
    gender: 'male',
    age: 29,
    heightCm: 180,
    weightKg: 72,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['energy'],
    uncheckedMedicines: ['Diamox (acetazolamide) 125 mg twice a day, planned for the climb'],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein (1 scoop, 25 g)', dose: 25, unit: 'g' },
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulfate 325 mg (every other day, since a low ferritin)',
        dose: 15,
        unit: 'tablet',
        every: 'month',
        perUnit: { amount: 325, unit: 'mg' },
        form: 'ferrous_sulfate',
        basis: 'salt',
      },
      { name: 'Beetroot juice shot (before long sessions)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Ferritin', value: 28, unit: 'ng/mL', labRefLow: 30, labRefHigh: 400 },
      { marker: 'Haemoglobin', value: 15.1, unit: 'g/dL', labRefLow: 13, labRefHigh: 17 },
    ],
  },
  // Aisha Warsame, 32, Toronto: exclusively breastfeeding her third, a 4-month-old, is lactating; healthy, and being
  // tired since the birth has no field; light activity as given; Somali home cooking (rice, pasta, goat, canjeero) is
  // food, and halal food is no allergy and no fast (as round 56's Nurul); 3–4 cups of spiced tea with sugar a day are
  // drinks; covering up outdoors is low sun exposure; no alcohol and never smoked; goals not stated are general health;
  // no medicines; Materna prenatal is the prenatal multivitamin option (its own alias); vitamin D3 1000 IU is its
  // option; the baby's 400 IU drops are the baby's, not hers, and are left out; the labs printed no ranges, so the
  // usual ones (a woman's, as round 62's Megan)
  'Aisha: 32, breastfeeding her third, low vitamin D (en)': {
    nickname: 'Aisha',
    gender: 'female',
    age: 32,
    heightCm: 162,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'lactating',
    dietPattern: 'omnivore',
    sunExposure: 'low',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: 'Materna prenatal', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Vitamin D', value: 28, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
      { marker: 'Haemoglobin', value: 112, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
      { marker: 'Ferritin', value: 14, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Arjun Iyer, 17, Tampines, his father types: under 18, so the questionnaire refuses him; entered as written anyway,
  // as the earlier rounds' teenagers are; the cricket academy 5 afternoons a week plus the gym twice is very active as
  // given; wanting to bulk is weight gain and muscle (as round 50's Tom); healthy, so no conditions; Tamil vegetarian
  // with milk and curd but no eggs is the vegetarian option with eggs never and dairy daily (as round 61's Suresh);
  // idli, dosa, sambar, curd rice and 2 glasses of Milo a day are food and drinks; no alcohol, and smoking not
  // mentioned is never; no medicines; Optimum Nutrition Gold Standard whey, 1 scoop, is the whey option; the teen
  // multivitamin gives no brand or strength and is named only (no adult option fits, as round 61's Sofia's gummy
  // multivitamin); no recent labs
  'Arjun: 17, vegetarian fast bowler who wants to bulk (en)': {
    nickname: 'Arjun',
    gender: 'male',
    age: 17,
    heightCm: 181,
    weightKg: 62,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { eggs: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'muscle'],
    supplements: [
      { optionId: 'whey-protein', name: 'Optimum Nutrition Gold Standard whey', dose: 1, unit: 'scoop' },
      { name: 'Teen multivitamin', dose: 1, unit: 'tablet' },
    ],
  },
  // Callum Reid, 33, Glasgow, his mother types: treatment-resistant schizophrenia on clozapine is the
  // serious-mental-illness option (as round 62's Donna); the bad constipation is the constipation digestive issue;
  // prediabetes (HbA1c 44 mmol/mol) is not diabetes (as round 62's Wai-man); sedentary as given; takeaways and chippy
  // suppers are food, and 1.5 litres of full-sugar Irn-Bru and 5 mugs of instant coffee a day are drinks; 25 cigarettes
  // a day, switching to a vape, is current; having stopped drinking is no alcohol; goals not stated are general health;
  // Clozaril is clozapine, 400 mg a day; metformin 500 mg twice a day is its entry; hyoscine hydrobromide 300 µg at
  // night for drooling is hyoscine, its reason kept in its frequency; Movicol is macrogol, 1 sachet a day, no strength
  // given, so entered by its form, a sachet of powder as granules (the nearest form), with the sachet in the frequency
  // (as round 62's Isla's NovoRapid); Fybogel (ispaghula husk), 1 sachet a day, is the psyllium option, a sachet as one
  // (as round 50's Metamucil); omega-3 1000 mg is the fish oil option at 1000 mg a capsule; the labs printed no ranges,
  // so the usual ones (the clozapine level's 0.35–0.6 mg/L)
  'Callum: 33, on clozapine, trying to stop smoking (en)': {
    nickname: 'Callum',
    gender: 'male',
    age: 33,
    heightCm: 178,
    weightKg: 104,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['mental_illness'],
    medicines: ['clozapine', 'metformin', 'hyoscine', 'macrogol'],
    medicineDoses: [
      { id: 'clozapine', dose: 400, unit: 'mg', frequency: 'Clozaril, a day' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice a day' },
      { id: 'hyoscine', dose: 300, unit: 'µg', frequency: 'hyoscine hydrobromide, at night for drooling' },
      { id: 'macrogol', form: 'granules', frequency: 'Movicol, 1 sachet a day' },
    ],
    supplements: [
      { optionId: 'psyllium', name: 'Fybogel (ispaghula husk), 1 sachet a day', dose: 1, unit: 'sachet' },
      {
        optionId: 'fish-oil',
        name: 'Omega-3 1000 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'Clozapine level', value: 0.48, unit: 'mg/L', labRefLow: 0.35, labRefHigh: 0.6 },
      { marker: 'HbA1c', value: 44, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'Triglycerides', value: 3.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Sunita Deshpande, 48, Pune: rheumatic heart disease with mitral stenosis, the balloon valvotomy in 2019 and atrial
  // fibrillation have no questionnaire option (as round 56's Zhou Guifang's atrial fibrillation), and heart failure is
  // not said, so it is not ticked; light activity as given; not pregnant is no life stage; Maharashtrian vegetarian is
  // the vegetarian option, eggs not being mentioned; jowar bhakri, dal and sprouts are food, eating a lot of methi and
  // palak bhaji is vegetables daily (as round 56's Zhou Guifang's greens), and 2 cups of masala chai a day are dairy
  // daily (as round 59's Rajesh); no alcohol and never smoked; goals not stated are heart and general health (as round
  // 54's Lao Huang); Acitrom is acenocoumarol, 2 mg and 3 mg on alternate days, so no single daily dose: entered by its
  // form with both doses in the frequency (as round 56's Zhou Guifang's warfarin); Metolar is metoprolol, 25 mg twice a
  // day; Lasix is furosemide, 20 mg in the morning; Penidure (benzathine penicillin) every 3 weeks is not in the
  // dictionary (its penicillin V is the oral one) and is kept as typed, unchecked; ashwagandha, 1 capsule a day, is the
  // ashwagandha option; Shelcal 500 is its own option (as round 61's Suresh); Patanjali giloy juice, 20 ml every
  // morning, has no catalogue option and is named only, 20 ml as one dose (as round 62's Ramesh's giloy); the INR is
  // read against her printed target, 2.5–3.5, and the potassium printed no range, so the usual one
  'Sunita: 48, rheumatic valve on Acitrom, eats a lot of methi (en)': {
    nickname: 'Sunita',
    gender: 'female',
    age: 48,
    heightCm: 155,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { vegetables: 'daily', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    medicines: ['acenocoumarol', 'metoprolol', 'furosemide'],
    medicineDoses: [
      { id: 'acenocoumarol', form: 'tablet', frequency: 'Acitrom, 2 mg and 3 mg on alternate days' },
      { id: 'metoprolol', dose: 25, unit: 'mg', frequency: 'Metolar, twice a day' },
      { id: 'furosemide', dose: 20, unit: 'mg', frequency: 'Lasix, in the morning' },
    ],
    uncheckedMedicines: ['Penidure (benzathine penicillin) injection every 3 weeks'],
    supplements: [
      { optionId: 'ashwagandha', name: 'Ashwagandha capsule', dose: 1, unit: 'capsule' },
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { name: 'Patanjali giloy juice (20 ml every morning)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'INR', value: 3.6, unit: 'ratio', labRefLow: 2.5, labRefHigh: 3.5 },
      { marker: 'Potassium', value: 3.7, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Marcus Johnson, 44, Atlanta: type 1 diabetes for 30 years is diabetes; the gastroparesis (full after a few bites,
  // vomiting undigested food), the retinopathy, the early neuropathy and the lows after meals with highs later have no
  // questionnaire option or field; losing 9 kg this year (68 kg now) has no field (weight gain is the goal, with
  // general health, as round 62's Lao Zhou); light activity as given; Southern cooking, fried chicken and sweet tea are
  // food and drinks; drinking rarely is light (as round 50's "rarely alcohol"); never smoked; Tresiba is insulin
  // degludec, 22 units at night, an injection; Humalog is insulin lispro, by 1 unit per 10 g of carbs, so no single
  // dose: entered by its form (injection) with the ratio in the frequency (as round 62's Isla's NovoRapid); Reglan is
  // metoclopramide, 5 mg before meals; Zofran is ondansetron, 4 mg as needed; lisinopril 10 mg is its entry, no
  // frequency given; Glucerna shakes, 1–2 a day, have no catalogue option and are named only, 2 (as round 59's Hamza's
  // 1–2 scoops); vitamin D3 2000 IU is the vitamin D3 2000 IU option; alpha-lipoic acid 600 mg has no catalogue option
  // and is named only; the labs printed no ranges, so the usual ones
  'Marcus: 44, type 1 diabetes with gastroparesis on Reglan (en)': {
    nickname: 'Marcus',
    gender: 'male',
    age: 44,
    heightCm: 183,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['diabetes'],
    medicines: ['insulin-degludec', 'insulin-lispro', 'metoclopramide', 'ondansetron', 'lisinopril'],
    medicineDoses: [
      { id: 'insulin-degludec', dose: 22, unit: 'IU', form: 'injection', frequency: 'Tresiba, at night' },
      { id: 'insulin-lispro', form: 'injection', frequency: 'Humalog, 1 unit per 10 g carbs' },
      { id: 'metoclopramide', dose: 5, unit: 'mg', frequency: 'Reglan, before meals' },
      { id: 'ondansetron', dose: 4, unit: 'mg', frequency: 'Zofran, as needed' },
      { id: 'lisinopril', dose: 10, unit: 'mg' },
    ],
    supplements: [
      { name: 'Glucerna shakes (1–2 a day)', dose: 2, unit: 'sachet' },
      { optionId: 'vitamin-d3-2000iu', name: 'Vitamin D3 2000 IU', dose: 1, unit: 'capsule' },
      { name: 'Alpha-lipoic acid 600 mg', dose: 1, unit: 'capsule' },
    ],
    labs: [
      { marker: 'HbA1c', value: 8.4, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Potassium', value: 4.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Bronwyn Kelly, 58, Geelong: Ménière's disease in the left ear, with vertigo attacks and tinnitus, has no
  // questionnaire option; high blood pressure is ticked; postmenopausal is no life stage; walking the dog and swimming
  // twice a week is moderate as given; Vegemite toast, pies and sausage rolls at the footy are food and 3 flat whites a
  // day drinks; 2 glasses of wine on Friday and on Saturday is about 4 drinks a week, moderate (as round 58's Bruce);
  // never smoked; goals not stated are general health; Serc (betahistine), 16 mg three times a day, and Stemetil
  // (prochlorperazine), 5 mg during attacks, are not in the dictionary and are kept as typed, unchecked; Hydrene 25/50
  // is not a dictionary name, so triamterene/hydrochlorothiazide, 1 tablet every morning, with the brand and strengths
  // in the frequency (as round 57's Rohan's Atorva); Blackmores Ginkgo Forte is the ginkgo option, no strength given;
  // Swisse magnesium, 1 at night, is the magnesium option (as round 61's Gloria); LoSalt, used instead of salt since
  // the low-salt advice, is the LoSalt option, its amount not given, so the option's serving, 1 g (as round 57's Liu
  // Zhiqiang's 低钠盐); the labs printed no ranges, so the usual Australian ones
  "Bronwyn: 58, Ménière's on Serc and a water pill (en)": {
    nickname: 'Bronwyn',
    gender: 'female',
    age: 58,
    heightCm: 167,
    weightKg: 74,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['triamterene-hydrochlorothiazide'],
    medicineDoses: [
      {
        id: 'triamterene-hydrochlorothiazide',
        dose: 1,
        unit: 'tablet',
        frequency: 'Hydrene 25/50 (HCTZ 25 mg, triamterene 50 mg), each morning',
      },
    ],
    uncheckedMedicines: [
      'Serc (betahistine) 16 mg three times a day',
      'Stemetil (prochlorperazine) 5 mg during vertigo attacks',
    ],
    supplements: [
      { optionId: 'ginkgo', name: 'Blackmores Ginkgo Forte', dose: 1, unit: 'tablet' },
      { optionId: 'magnesium-oxide', name: 'Swisse magnesium (1 at night)', dose: 1, unit: 'tablet' },
      { optionId: 'salt-substitute-losalt', name: 'LoSalt (instead of salt)', dose: 1, unit: 'g' },
    ],
    labs: [
      { marker: 'Sodium', value: 136, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Potassium', value: 5.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.2 },
    ],
  },
  // Blind answer round 64: fourteen people invented by a writer session that saw no code (round-64/personas.md), filled in as the questionnaire takes them.
  // Tiantian (甜甜), 20 months, Zhengzhou, her mother types: no full name is given, so the nickname is 甜甜; under 18 and
  // under the questionnaire's lowest height and weight (82 cm, 10.1 kg), so the questionnaire refuses her; entered as
  // written anyway, as the earlier rounds' children are, her 20 months being 1 in the whole years the questionnaire asks
  // (as round 62's Doudou's 8 months); active as given; a baby girl, not pregnant or breastfeeding, is no life stage; the
  // borderline iron-deficiency anaemia found at her 18-month check-up is anaemia; millet congee, noodles and steamed buns
  // from her grandmother by day are food, and very little meat or egg is red meat and eggs rarely; about 700 ml of formula
  // a day is dairy daily (as round 62's Doudou's formula), and the 200 ml of apple juice and the biscuits are food and
  // drinks, the night-time bottle and her grandmother's care having no field; goals not stated are general health; no
  // medicines; 伊可新 vitamin AD drops (1 capsule a day) give no strength and are named only (as round 59's 朵朵's 伊可新);
  // 妈咪爱 probiotic powder (1 sachet a day) is the probiotics option, a sachet (as round 59's 朵朵's 妈咪爱); a child's
  // haemoglobin range differs by age, so no range is given (as round 62's Doudou); the ferritin printed no range, so
  // WHO's cut-off for children under 5, 12 µg/L (the same in ng/mL), up to the usual 150
  'Tiantian: toddler of 20 months, low iron, lives on congee and juice (zh)': {
    nickname: '甜甜',
    gender: 'female',
    age: 1,
    heightCm: 82,
    weightKg: 10.1,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely', eggs: 'rarely', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia'],
    supplements: [
      { name: '伊可新维生素AD滴剂（每天1粒）', dose: 1, unit: 'capsule' },
      { optionId: 'probiotics', name: '妈咪爱益生菌散（每天1袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 104, unit: 'g/L' },
      { marker: '铁蛋白', value: 8, unit: 'ng/mL', labRefLow: 12, labRefHigh: 150 },
    ],
  },
  // Li Jianguo (李建国, "老李"), 52, Taiyuan: no diagnosed disease, so the blood pressure of 138/88 at his last work
  // check-up is not hypertension and is not ticked, and is a lab row (as round 62's Guihua), and the waist of 102 cm has
  // no place in the labs (as round 61's Kevin); wanting to lose 10 kg is the weight-loss goal; an office job at a coal
  // company, driving everywhere, is sedentary as given; not applicable is no life stage; two big bowls of knife-cut
  // noodles or 莜面 a day, aged vinegar with every meal, steamed buns and fried dough sticks are food, and few vegetables
  // is vegetables rarely; strong jasmine tea all day is a drink; 汾酒, 3–4 liang at weekend dinners (150–200 ml, 3–4
  // drinks at 45 ml a drink, as round 48's Zhang Jianguo's baijiu), taken as the two weekend evenings, is about 6–8
  // drinks a week, moderate (not over 14 for a man); 10 cigarettes a day is current; no medicines; 汤臣倍健 fish oil (1
  // capsule a day) is the fish oil option (its own alias), no strength given; the 苦荞茶 buckwheat tea (1 bag a day) has
  // no catalogue option and is named only, a bag as one (as round 61's Wang Xiuying's 桑叶茶); the labs printed no ranges,
  // so the usual ones (a man's for the ALT)
  'Laoli: 52, Shanxi noodles and vinegar, wants to lose 10 kg (zh)': {
    nickname: '李建国',
    gender: 'male',
    age: 52,
    heightCm: 172,
    weightKg: 88,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'moderate',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'fish-oil', name: '汤臣倍健鱼油（每天1粒）', dose: 1, unit: 'capsule' },
      { name: '苦荞茶（每天1袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '空腹血糖', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '甘油三酯', value: 2.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '谷丙转氨酶', value: 42, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: '血压', value: 138, unit: '/88 mmHg' },
    ],
  },
  // Wang Qiqi (王琪琪), 24, Guangzhou: weights 6 days a week plus 45 minutes on the stair-climber daily is very active as
  // given; cutting for her first bikini show, 12 weeks out, is the weight-loss and muscle goals (as round 56's
  // Mackenzie), the show having no field, and weighing her food to about 1,700 kcal has no field; not pregnant is no life
  // stage; healthy, so no conditions, and her periods becoming irregular since the diet started have no field (as round
  // 63's Xiaoyu's late periods); chicken breast, egg whites, white rice and broccoli every day are food, the egg whites
  // eggs daily and the broccoli vegetables daily, and Cantonese soup at her mother's on Sundays is food; 2–3 black
  // coffees a day are drinks; no alcohol and not smoking; no medicines; Myprotein whey, 2 scoops a day, is the whey
  // option, 2 scoops; creatine 5 g and L-carnitine 2 g a day have no catalogue option and are named only, by their grams
  // (as round 63's Kai's creatine and round 58's 左旋肉碱); the "fat burner" with green tea extract and 200 mg caffeine, 2
  // capsules a day, is the green tea extract option, no strength given, its caffeine kept in its name (as round 45's
  // Rachel's "fat burner"); the pre-workout scoop a day gives no caffeine amount and has no catalogue option, so it is
  // named only (as round 51's Tom); Swisse women's multivitamin is the women's multivitamin option (as round 60's Swisse
  // 女士复合维生素); no recent labs
  'Qiqi: 24, bikini competitor cutting for her first show (zh)': {
    nickname: '王琪琪',
    gender: 'female',
    age: 24,
    heightCm: 163,
    weightKg: 55,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { eggs: 'daily', vegetables: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'muscle'],
    supplements: [
      { optionId: 'whey-protein', name: 'Myprotein 乳清蛋白粉（每天2勺）', dose: 2, unit: 'scoop' },
      { name: '肌酸（每天5g）', dose: 5, unit: 'g' },
      { name: '左旋肉碱（每天2g）', dose: 2, unit: 'g' },
      {
        optionId: 'green-tea-extract',
        name: '燃脂胶囊（绿茶提取物＋咖啡因200mg，每天2粒）',
        dose: 2,
        unit: 'capsule',
      },
      { name: '预锻炼粉 pre-workout（每天1勺）', dose: 1, unit: 'scoop' },
      { optionId: 'multivitamin-women', name: 'Swisse 女士复合维生素（每天1片）', dose: 1, unit: 'tablet' },
    ],
  },
  // Huang Weiqiang (黄伟强), 31, Liuzhou: multidrug-resistant pulmonary tuberculosis, month 3 of treatment, has no
  // questionnaire option (as round 52's Yang Jianguo's tuberculosis), and his feet starting to tingle have no field;
  // dropping from 60 kg before he got ill to 52 kg has no field (weight gain is the goal, with general health, as round
  // 56's Arjun Kulkarni); light activity as given; not applicable is no life stage; 螺蛳粉 4–5 times a week with sour
  // bamboo shoots, 臭豆腐, fermented fish sauce and pickled vegetables are food; a couple of beers in the evening, cutting
  // down, taken as most evenings, is about 10–14 drinks a week, moderate (not over 14 for a man); smoking 20 a day until
  // his diagnosis, now stopped, is former; a Hb of 108 not called anaemia is not ticked, nor an ALT of 55 (no liver
  // disease); bedaquiline 200 mg three times a week, linezolid 600 mg a day, levofloxacin 750 mg a day and clofazimine
  // 100 mg a day are their entries; cycloserine (环丝氨酸), 250 mg twice a day, is not in the dictionary and is kept as
  // typed, unchecked (as round 63's Kai's Cosentyx); the vitamin B6 from the TB clinic gives no strength or count and is
  // the B6 option, one tablet, marked prescribed as the clinic gives it (as round 56's Arjun Kulkarni's pyridoxine);
  // 汤臣倍健 protein powder, 2 scoops a day, is the whey option (its own alias), 2 scoops; the high-calcium milk powder, 2
  // glasses a day, has no catalogue option and is named only, a glass as one (as round 52's Lele's 高鈣奶粉); QTc is a
  // catalogue marker and an ECG prints no range (as round 54's); the other labs printed no ranges, so the usual ones (a
  // man's for the haemoglobin and ALT)
  'Weiqiang: 31, MDR-TB on linezolid, loves luosifen (zh)': {
    nickname: '黄伟强',
    gender: 'male',
    age: 31,
    heightCm: 170,
    weightKg: 52,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    medicines: ['bedaquiline', 'linezolid', 'levofloxacin', 'clofazimine'],
    medicineDoses: [
      { id: 'bedaquiline', dose: 200, unit: 'mg', frequency: '贝达喹啉，每周3次' },
      { id: 'linezolid', dose: 600, unit: 'mg', frequency: '利奈唑胺，每天1次' },
      { id: 'levofloxacin', dose: 750, unit: 'mg', frequency: '左氧氟沙星，每天1次' },
      { id: 'clofazimine', dose: 100, unit: 'mg', frequency: '氯法齐明，每天1次' },
    ],
    uncheckedMedicines: ['环丝氨酸 250mg，每天2次'],
    supplements: [
      {
        optionId: 'vitamin-b6-50',
        name: '维生素B6（结核病门诊开的）',
        dose: 1,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每天2勺）', dose: 2, unit: 'scoop' },
      { name: '高钙奶粉（每天2杯）', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 32, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '谷丙转氨酶', value: 55, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      { marker: 'QTc', value: 468, unit: 'ms' },
    ],
  },
  // Chen Defu (陈德福), 61, Fuzhou, his son types: hepatocellular carcinoma after two TACE treatments is cancer, and the
  // hepatitis B cirrhosis beneath it (Child–Pugh A) is cirrhosis (as round 62's Ramesh), the TACE having no field; blood
  // pressure going up since he started the drug, now treated with amlodipine, is hypertension; the loose stools are the
  // diarrhoea digestive issue (as round 60's Wang Ayi), and the sore, peeling palms and soles have no field; losing 6 kg
  // in 3 months has no field (weight gain is the goal, with general health, as round 62's Lao Zhou); light activity as
  // given; not applicable is no life stage; congee, steamed fish and clam and pork-rib soups are food, and 铁观音 all day
  // is a drink; having stopped rice wine 2 years ago is no alcohol, and the former smoking is former; a TSH of 7.8 not
  // called an underactive thyroid is not ticked; 乐卫玛 is lenvatinib, 8 mg a day; entecavir 0.5 mg a day and amlodipine 5
  // mg a day are their entries; 易蒙停 is loperamide, when needed, no strength given, so by its form, a capsule (as round
  // 57's Dana's Advil); 破壁灵芝孢子粉, 2 g twice a day, is the reishi option (its own alias), 4 g (as round 62's Lao Zhou);
  // 云芝 capsules, 3 a day, have no catalogue option and are named only (as round 60's Wang Ayi); 安素 Ensure, 1 bottle a
  // day, has no catalogue option and is named only, a bottle as one (as round 60's Liu Nainai's 安素); the AFP has no
  // catalogue marker and is entered as typed (as round 63's Lao Guo's prealbumin); urine protein "1+" has no number for
  // the labs (as round 47's); the labs printed no ranges, so the usual ones (0–7 ng/mL for the AFP)
  'Lao Chen: 61, liver cancer on lenvatinib, son types (zh)': {
    nickname: '陈德福',
    gender: 'male',
    age: 61,
    heightCm: 168,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer', 'cirrhosis', 'hypertension'],
    medicines: ['lenvatinib', 'entecavir', 'amlodipine', 'loperamide'],
    medicineDoses: [
      { id: 'lenvatinib', dose: 8, unit: 'mg', frequency: '乐卫玛，每天1次' },
      { id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '恩替卡韦，每天1次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '氨氯地平，每天1次' },
      { id: 'loperamide', form: 'capsule', frequency: '易蒙停，拉肚子时吃' },
    ],
    supplements: [
      { optionId: 'reishi', name: '破壁灵芝孢子粉（每次2g，每天2次）', dose: 4, unit: 'g' },
      { name: '云芝胶囊（每天3粒）', dose: 3, unit: 'capsule' },
      { name: '安素 Ensure（每天1瓶）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '白蛋白', value: 34, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '总胆红素', value: 28, unit: 'µmol/L', labRefLow: 0, labRefHigh: 21 },
      { marker: '甲胎蛋白', value: 460, unit: 'ng/mL', labRefLow: 0, labRefHigh: 7 },
      { marker: '促甲状腺激素', value: 7.8, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
    ],
  },
  // Lin Xiaowen (林晓雯), 32, Hangzhou: 18 weeks pregnant with her first baby is the second trimester at week 18; no
  // pre-pregnancy weight given (left out, as round 61's Suqing); the early miscarriage before has no field; systemic lupus
  // erythematosus (skin and joints) has no questionnaire option (as round 54's Wai Ling), and with her kidneys clear so
  // far kidney disease is not ticked; being anti-Ro positive has no number for the labs; light activity as given;
  // avoiding the sun is low sun exposure (as round 63's Aisha's covering up); rice, river fish, bamboo shoots and greens
  // are food, and 1 latte a day is dairy daily (as round 63's Wing's milk tea); no alcohol and not smoking; goals not
  // stated are general health; a Hb of 102 not called anaemia is not ticked; 纷乐 is hydroxychloroquine, 200 mg twice a
  // day; 拜阿司匹灵 is aspirin, 100 mg a day; 速碧林 is nadroparin, 4,100 IU by injection once a day; prednisone 5 mg a day is
  // its entry; 爱乐维 is the Elevit option; 钙尔奇 calcium 600 mg + vitamin D (1 tablet a day) is the Caltrate D600 option
  // (as round 63's Jing); algal DHA 200 mg is the algal DHA option at 200 mg a capsule (as round 63's Jing); the 燕窝 her
  // mother-in-law stews 3 times a week has no catalogue option and is named only, a bowl as one, 3 a week (as round 61's
  // Suqing); urine protein "negative" has no number for the labs (as round 47's "1+"); the labs printed no ranges, so the
  // usual pregnancy one for the haemoglobin (as round 63's Jing) and the usual ones otherwise
  'Xiaowen: 32, lupus, 18 weeks pregnant on Plaquenil and heparin (zh)': {
    nickname: '林晓雯',
    gender: 'female',
    age: 32,
    heightCm: 160,
    weightKg: 56,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 18,
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    sunExposure: 'low',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['hydroxychloroquine', 'aspirin', 'nadroparin', 'prednisone'],
    medicineDoses: [
      { id: 'hydroxychloroquine', dose: 200, unit: 'mg', frequency: '纷乐，每天2次' },
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '拜阿司匹灵，每天1次' },
      { id: 'nadroparin', dose: 4100, unit: 'IU', form: 'injection', frequency: '速碧林，每天皮下注射1次' },
      { id: 'prednisone', dose: 5, unit: 'mg', frequency: '泼尼松，每天1次' },
    ],
    supplements: [
      { optionId: 'elevit', name: '爱乐维（每天1片）', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇 钙600mg+维生素D（每天1片）', dose: 1, unit: 'tablet' },
      {
        optionId: 'algal-dha',
        name: '藻油DHA 200mg（每天1粒）',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 200, unit: 'mg' },
      },
      { name: '燕窝（婆婆炖，每周3次）', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '血小板', value: 145, unit: '×10⁹/L', labRefLow: 125, labRefHigh: 350 },
    ],
  },
  // Chang Wen-hsiung (張文雄, "阿公"), 85, Taichung, his daughter types in traditional characters: knee osteoarthritis and
  // the enlarged prostate have no questionnaire option; high blood pressure is ticked and chronic kidney disease stage 3a
  // is kidney disease (as round 63's A-Mei); the constipation is the constipation digestive issue; walking with a cane is
  // sedentary as given; not applicable is no life stage; rice porridge with 醬菜 and 肉鬆 and 滷肉飯 are food, few vegetables
  // because of poor teeth is vegetables rarely, and the poor teeth are not said to be a swallowing problem, so dysphagia is
  // not ticked (as round 63's A-Mei's dentures); 高山烏龍 tea all day is a drink; a small glass of 藥酒 at night is moderate
  // (as round 51's Chan Pak); smoking not mentioned is never; goals not stated are general health; 希樂葆 is not a
  // dictionary name, so Celebrex celecoxib, 200 mg a day, with the brand in the frequency (as round 63's A-Mei's 保栓通);
  // Panadol when he runs out is acetaminophen, no strength given, so by its form (as round 59's 阿敏's 必理痛); 脈優 Norvasc
  // is amlodipine, 5 mg a day (as round 63's A-Mei); 可悅您 Cozaar is losartan, 50 mg a day; tamsulosin 0.2 mg at night is
  // its entry; 氧化鎂 250 mg twice a day is not in the dictionary and is the magnesium oxide option at 250 mg of the oxide a
  // tablet (its salt's mass), 2 tablets, marked prescribed as it is among his medicines (as round 39's Meihua's 氧化鎂);
  // glucosamine 1,500 mg a day is the glucosamine option, 1,500 mg; fish oil, 2 capsules a day, is the fish oil option,
  // no strength given; calcium 600 mg, 1 tablet a day, is the calcium carbonate option (its own strength); 龜鹿二仙膠, 1
  // spoon a day, has no catalogue option and is named only, a spoon as one scoop (as round 55's Priya's methi spoon); the
  // 牛樟芝 capsules a friend of the family sells, 2 a day, have no catalogue option and are named only (as round 60's
  // Chen); the labs printed no ranges, so the usual Taiwanese ones (a man's for the creatinine, and 1.7–2.2 mg/dL for
  // the magnesium)
  'A-gong: 85, Taichung, weak kidneys and painkillers, daughter types (zh)': {
    nickname: '張文雄',
    gender: 'male',
    age: 85,
    heightCm: 163,
    weightKg: 54,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'rarely' },
    alcohol: 'moderate',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['hypertension', 'kidney_disease'],
    medicines: ['celecoxib', 'acetaminophen', 'amlodipine', 'losartan', 'tamsulosin'],
    medicineDoses: [
      { id: 'celecoxib', dose: 200, unit: 'mg', frequency: '希樂葆 Celebrex，每日一次' },
      { id: 'acetaminophen', form: 'tablet', frequency: '普拿疼 Panadol，希樂葆吃完時' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '脈優 Norvasc，每日一次' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '可悅您 Cozaar，每日一次' },
      { id: 'tamsulosin', dose: 0.2, unit: 'mg', frequency: '睡前' },
    ],
    supplements: [
      {
        optionId: 'magnesium-oxide',
        name: '氧化鎂 250mg（每次1顆，每日兩次）',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 250, unit: 'mg' },
        form: 'magnesium_oxide',
        basis: 'salt',
        prescribed: true,
      },
      { optionId: 'glucosamine', name: '葡萄糖胺 1500mg（每日）', dose: 1500, unit: 'mg' },
      { optionId: 'fish-oil', name: '魚油（每日2顆）', dose: 2, unit: 'capsule' },
      { optionId: 'calcium-carbonate', name: '鈣片 600mg（每日1顆）', dose: 1, unit: 'tablet' },
      { name: '龜鹿二仙膠（每日1匙）', dose: 1, unit: 'scoop' },
      { name: '牛樟芝膠囊（朋友賣的，每日2顆）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '肌酸酐', value: 1.3, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      { marker: '血鉀', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: '血鎂', value: 2.6, unit: 'mg/dL', labRefLow: 1.7, labRefHigh: 2.2 },
    ],
  },
  // Liam O'Connor, 40, Parramatta: healthy, wanting to get to 90 kg before his annual fitness test is the weight-loss
  // goal, the test having no field; the station gym and call-outs are active as given; the rotating day and night shifts
  // have no field; not applicable is no life stage; whatever the crew cooks on shift (sausages, pies, pasta bakes) and
  // Maccas on the drive home after nights are food, and 4–5 flat whites a day and 1–2 energy drinks on night shifts are
  // drinks (as round 63's Bronwyn's flat whites); 10–12 schooners of beer across his days off, taken as a week's, at
  // about 1.6 standard drinks a schooner, is about 16–19 drinks a week, heavy (over 14 for a man, as round 61's Kevin's
  // Tusker bottles); not smoking; no medicines; Musashi whey, 1 scoop, is the whey option; creatine 5 g has no catalogue
  // option and is named only (as round 63's Kai); Swisse Men's Ultivite is the men's multivitamin option (as round 44's
  // Jack's Swisse Men's); melatonin 2 mg after night shifts is the melatonin option at 2 mg a tablet, counted for a day
  // he takes it (as round 63's Jake's beetroot shot); the labs printed no ranges, so the usual ones
  'Liam: 40, firefighter on rotating shifts, losing 8 kg (en)': {
    nickname: 'Liam',
    gender: 'male',
    age: 40,
    heightCm: 183,
    weightKg: 98,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'whey-protein', name: 'Musashi whey (1 scoop)', dose: 1, unit: 'scoop' },
      { name: 'Creatine 5 g', dose: 5, unit: 'g' },
      { optionId: 'multivitamin-men', name: "Swisse Men's Ultivite", dose: 1, unit: 'tablet' },
      {
        optionId: 'melatonin',
        name: 'Melatonin 2 mg (after night shifts)',
        dose: 1,
        unit: 'tablet',
        perUnit: { amount: 2, unit: 'mg' },
      },
    ],
    labs: [
      { marker: 'LDL cholesterol', value: 3.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: 'Fasting glucose', value: 5.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
    ],
  },
  // Madison "Maddie" Tremblay, 14, Oakville, her dad types: under 18, so the questionnaire refuses her; entered as written
  // anyway, as the earlier rounds' teenagers are; on the ice 5 times a week plus dryland training is very active as
  // given; healthy, so no conditions; not pregnant is no life stage, and her heavy periods since they started last year
  // have no field; her dad's worry about the protein shakes has no field, and goals not stated are general health;
  // skipping breakfast before 6 a.m. practices has no field (as round 63's Xiaoyu); a Tim Hortons bagel and an iced capp
  // after practice, pasta and chicken at home and chocolate milk are food and drinks; no other coffee and no alcohol, and
  // smoking not mentioned is never; no medicines; the Costco whey her coach suggested, 1–2 scoops a day, is the whey
  // option, 2 scoops (as round 59's Hamza); the gummy multivitamin, 2 a day, gives no brand or strength and is named only
  // (no adult option fits, as round 61's Sofia); vitamin D 1,000 IU a day in winter is the vitamin D3 1000 IU option,
  // counted for a winter day; no recent labs
  'Maddie: 14, hockey goalie, dad worries about protein shakes (en)': {
    nickname: 'Maddie',
    gender: 'female',
    age: 14,
    heightCm: 166,
    weightKg: 61,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'Costco whey protein (1–2 scoops a day, coach suggested)',
        dose: 2,
        unit: 'scoop',
      },
      { name: 'Gummy multivitamin (2 a day)', dose: 2, unit: 'tablet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1,000 IU (in winter)', dose: 1, unit: 'capsule' },
    ],
  },
  // Margaret Holloway, 64, Leeds: primary hyperparathyroidism, on the waiting list for parathyroid surgery, is the
  // hyperparathyroidism option, and the two calcium kidney stones are kidney stones (as round 61's Margaret Doyle's);
  // osteopenia at the hip is not osteoporosis (as earlier rounds); high blood pressure is ticked, and the heartburn is the
  // reflux digestive issue; light activity as given; not pregnant is no life stage; porridge, cheese sandwiches and lots
  // of tea with milk are food and drinks, the cheese and milk being dairy daily, and drinking little water has no field;
  // 2 glasses of wine at weekends is 2 drinks a week, light (as round 63's Kai's beer); non-smoker is never; goals not
  // stated are general health; bendroflumethiazide 2.5 mg a day and ramipril 5 mg a day are their entries; Adcal-D3
  // (1,500 mg calcium carbonate + 400 IU D3, 600 mg calcium a tablet), 1 twice a day, is the Adcal-D3 option, 2 tablets,
  // not marked prescribed as the prescription is an old one and she lists it among what she takes (as round 49's
  // Margaret Hughes); cod liver oil, 1 capsule, is the cod liver oil option (as round 61's Margaret Doyle); Rennie, 3–4 a
  // day for heartburn, is in neither the dictionary nor the catalogue, and as the calcium it holds counts (as round 45's
  // Tums, a catalogue calcium) it is the calcium carbonate option at 680 mg of the carbonate a tablet (its salt's mass),
  // 4 a day (as round 59's Hamza's 1–2 scoops), its 80 mg of magnesium carbonate kept in its name; the labs printed no
  // ranges, so the usual UK ones
  'Margaret: 64, overactive parathyroid and kidney stones, waiting for surgery (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 64,
    heightCm: 158,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'light',
    smoking: 'never',
    digestiveIssues: ['reflux'],
    goals: ['general_health'],
    conditions: ['hyperparathyroidism', 'kidney_stones', 'hypertension'],
    medicines: ['bendroflumethiazide', 'ramipril'],
    medicineDoses: [
      { id: 'bendroflumethiazide', dose: 2.5, unit: 'mg', frequency: 'once a day' },
      { id: 'ramipril', dose: 5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'adcal-d3',
        name: 'Adcal-D3 (1500 mg calcium carbonate / 400 IU D3), 1 twice a day, old prescription',
        dose: 2,
        unit: 'tablet',
      },
      { optionId: 'cod-liver-oil', name: 'Cod liver oil (1 capsule a day)', dose: 1, unit: 'capsule' },
      {
        optionId: 'calcium-carbonate',
        name: 'Rennie (calcium carbonate 680 mg, magnesium carbonate 80 mg), 3–4 a day for heartburn',
        dose: 4,
        unit: 'tablet',
        perUnit: { amount: 680, unit: 'mg' },
        form: 'calcium_carbonate',
        basis: 'salt',
      },
    ],
    labs: [
      { marker: 'Adjusted calcium', value: 2.81, unit: 'mmol/L', labRefLow: 2.2, labRefHigh: 2.6 },
      { marker: 'PTH', value: 14.2, unit: 'pmol/L', labRefLow: 1.6, labRefHigh: 6.9 },
      { marker: 'Vitamin D', value: 34, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
      { marker: 'eGFR', value: 71, unit: 'mL/min/1.73m²', labRefLow: 90 },
    ],
  },
  // Tan Boon Huat ("Mr Tan"), 60, Toa Payoh, his wife types: type 2 diabetes for 15 years is diabetes, and the kidney
  // disease it has brought (CKD 3a with albumin in the urine) is kidney disease; high blood pressure and high cholesterol
  // are ticked; walking to the market is light as given; not applicable is no life stage; hawker food for most meals
  // (chicken rice, bak chor mee, fishball noodle soup) is food, and 3 kopi-O kosong a day and the coconut water on hot
  // days are drinks (as round 52's Kamala's tender coconut); a Tiger beer or two at weekends is light; stopping smoking 5
  // years ago is former; goals not stated are general health; metformin 850 mg twice a day is its entry; Forxiga is
  // dapagliflozin, 10 mg a day; losartan 100 mg a day is its entry; Kerendia is finerenone, 10 mg a day; atorvastatin 20
  // mg at night is its entry; the potassium-based "healthier" salt used at home is the low-sodium salt option, its amount
  // not given, so the option's serving, 5 g (as round 57's Liu Zhiqiang's 低钠盐); Blackmores fish oil 1,000 mg, 2 a day,
  // is the fish oil option at 1000 mg a capsule; the herbal tea from the TCM shop with corn silk and 杜仲, most days, has
  // no catalogue option and is named only, a cup as one (as round 55's Chloe's herbal tea); the urine ACR is a lab row
  // (as round 48's); the labs printed no ranges, so the usual ones (KDIGO's under 3 mg/mmol for the ACR)
  'Mr Tan: 60, diabetic kidney disease on Kerendia, hawker food (en)': {
    nickname: 'Mr Tan',
    gender: 'male',
    age: 60,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['diabetes', 'kidney_disease', 'hypertension', 'dyslipidemia'],
    medicines: ['metformin', 'dapagliflozin', 'losartan', 'finerenone', 'atorvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 850, unit: 'mg', frequency: 'twice a day' },
      { id: 'dapagliflozin', dose: 10, unit: 'mg', frequency: 'Forxiga, once a day' },
      { id: 'losartan', dose: 100, unit: 'mg', frequency: 'once a day' },
      { id: 'finerenone', dose: 10, unit: 'mg', frequency: 'Kerendia, once a day' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: 'at night' },
    ],
    supplements: [
      {
        optionId: 'salt-substitute-low-sodium',
        name: 'Potassium-based "healthier" salt (at home)',
        dose: 5,
        unit: 'g',
      },
      {
        optionId: 'fish-oil',
        name: 'Blackmores fish oil 1000 mg (2 a day)',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: 'Herbal tea from the TCM shop (corn silk, 杜仲), most days', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 7.6, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Urine ACR', value: 68, unit: 'mg/mmol', labRefLow: 0, labRefHigh: 3 },
      { marker: 'Potassium', value: 5.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Dale Whitaker, 52, Roanoke: alpha-gal syndrome (an allergy to mammalian meat, found this year after two attacks of
  // hives and vomiting hours after steak) is none of the questionnaire's food allergens and is typed as another food
  // allergy; high blood pressure is ticked, and the acid reflux is the reflux digestive issue; deer hunting and farm work
  // is moderate as given; not applicable is no life stage; having gone from venison or beef every day to chicken and fish
  // is red meat never, and biscuits and gravy and sweet tea are food and drinks; 2–3 beers most evenings (5–6 a week) is
  // about 10–18 drinks a week, heavy (over 14 for a man, as round 61's Kevin); chewing tobacco is current (as round 55's
  // Marcus's dipping tobacco); goals not stated are general health; amlodipine 10 mg a day and omeprazole 20 mg a day are
  // their entries; the EpiPen he carries (epinephrine) is not in the dictionary and is kept as typed, unchecked (as round
  // 51's Aisha's EpiPen Junior); Nature Made fish oil 1,200 mg, 1 a day, is the fish oil option at 1200 mg a capsule (as
  // round 62's Donna); glucosamine–chondroitin, 2 tablets a day, is the glucosamine option (its own alias), no strength
  // given (as round 63's Kai's 汤臣倍健氨糖); the collagen peptides powder his wife bought, 1 scoop a day, is the collagen
  // option; Tums as needed is the Tums option, one, counted for a day he takes it (as round 45's Tums); the alpha-gal IgE
  // has no catalogue marker and is entered as typed, read against the usual specific-IgE cut-off of 0.35 kU/L (as round
  // 51's Aisha's); the blood pressure is a lab row (as round 61's Kevin)
  'Dale: 52, alpha-gal meat allergy after tick bites, hunter (en)': {
    nickname: 'Dale',
    gender: 'male',
    age: 52,
    heightCm: 180,
    weightKg: 95,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'never' },
    alcohol: 'heavy',
    smoking: 'current',
    otherFoodAllergy: 'Alpha-gal (mammalian meat: beef, pork, venison)',
    digestiveIssues: ['reflux'],
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['amlodipine', 'omeprazole'],
    medicineDoses: [
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: 'once a day' },
    ],
    uncheckedMedicines: ['EpiPen (epinephrine auto-injector), carried'],
    supplements: [
      {
        optionId: 'fish-oil',
        name: 'Nature Made fish oil 1200 mg',
        dose: 1,
        unit: 'capsule',
        perUnit: { amount: 1200, unit: 'mg' },
      },
      { optionId: 'glucosamine', name: 'Glucosamine–chondroitin (2 tablets a day)', dose: 2, unit: 'tablet' },
      { optionId: 'collagen', name: 'Collagen peptides powder (1 scoop a day)', dose: 1, unit: 'scoop' },
      { optionId: 'calcium-carbonate-tums', name: 'Tums (as needed)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Alpha-gal IgE', value: 12.4, unit: 'kU/L', labRefHigh: 0.35 },
      { marker: 'Blood pressure', value: 148, unit: '/92 mmHg' },
    ],
  },
  // Aisha Bello, 27, Kano: peripartum cardiomyopathy (ejection fraction 30%) is heart failure, and the anaemia is ticked;
  // light activity as given; 4 months after delivery, having stopped breastfeeding, is no life stage, and the
  // bromocriptine that stopped it is a finished course and is left out; the kunun and pap with kanwa (potash) and the
  // salty pepper soups of the 40 days after delivery are her past food and have no field now (as round 63's Lao Guo's old
  // food); tuwo with miyan kuka, rice and beans are food, and sweet zobo is a drink; no alcohol and not smoking; goals not
  // stated are heart and general health (as round 52's Kamala); furosemide 40 mg a day, spironolactone 25 mg a day,
  // carvedilol 6.25 mg twice a day and lisinopril 5 mg a day are their entries; ferrous sulphate 200 mg twice a day is
  // the ferrous sulfate option with its form, the 200 mg the salt's mass (as round 59's Funmilayo), and folic acid 5 mg
  // the 5 mg option, neither marked prescribed as none is said (as round 61's Suresh's Folvite); the herbal "magani"
  // drink from her mother-in-law, 1 cup a day, has no catalogue option and is named only, a cup as one (as round 59's
  // Funmilayo's agbo); the labs printed no ranges, so the usual ones (a woman's for the haemoglobin)
  'Aisha: 27, heart failure after childbirth, Kano (en)': {
    nickname: 'Aisha',
    gender: 'female',
    age: 27,
    heightCm: 160,
    weightKg: 64,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['heart', 'general_health'],
    conditions: ['heart_failure', 'anemia'],
    medicines: ['furosemide', 'spironolactone', 'carvedilol', 'lisinopril'],
    medicineDoses: [
      { id: 'furosemide', dose: 40, unit: 'mg', frequency: 'once a day' },
      { id: 'spironolactone', dose: 25, unit: 'mg', frequency: 'once a day' },
      { id: 'carvedilol', dose: 6.25, unit: 'mg', frequency: 'twice a day' },
      { id: 'lisinopril', dose: 5, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      {
        optionId: 'iron-ferrous-sulfate',
        name: 'Ferrous sulphate 200 mg (twice a day)',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 200, unit: 'mg' },
        form: 'ferrous_sulfate',
        basis: 'salt',
      },
      { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet' },
      { name: 'Herbal "magani" drink from her mother-in-law (1 cup a day)', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 9.8, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'Sodium', value: 131, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Potassium', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Priya Deshpande, 31, Pune: 12 weeks pregnant with her first baby is the first trimester at week 12; no pre-pregnancy
  // weight given (left out, as round 61's Suqing); type 1 diabetes since age 14 is diabetes and the mild hypothyroidism
  // hypothyroid; a Hb of 10.6 and a B12 of 190 not called anaemia or a deficiency tick nothing; light activity as given;
  // Maharashtrian vegetarian is the vegetarian option, eggs not being mentioned (as round 63's Sunita), and 2 cups of
  // chai a day with sweetener are dairy daily (as round 63's Sunita's masala chai); poha, chapati, dal, rice, sabudana
  // khichdi on fast days and sweets at festivals are food, and the fast days are no Ramadan fast and have no field (as
  // round 55's Priya's Ekadashi); no alcohol and not smoking; goals not stated are general health; Tresiba is insulin
  // degludec, 14 units at night, an injection; NovoRapid is insulin aspart, 4–8 units with meals, so no single dose:
  // entered by its form (injection) with the range in the frequency (as round 62's Isla's NovoRapid); Thyronorm is
  // levothyroxine, 50 µg a day; Folvite is the folic acid 5 mg option, not marked prescribed as none is said (as round
  // 61's Suresh); Shelcal 500 is its own option (as round 63's Sunita); Neurobion Forte has no catalogue option and is
  // named only (as round 55's Priya); the methi-seed water every morning, at her mother's insistence, has no catalogue
  // option and is named only, a glass as one (as round 57's Rohan's methi water); the labs printed no ranges, so the
  // usual ones (the pregnancy one for the haemoglobin, as round 63's Jing, and the usual TSH range, as round 61's Suqing)
  'Priya: 31, type 1 diabetes, 12 weeks pregnant, vegetarian (en)': {
    nickname: 'Priya',
    gender: 'female',
    age: 31,
    heightCm: 157,
    weightKg: 54,
    activityLevel: 'light',
    lifeStage: 'pregnant_t1',
    gestationalWeek: 12,
    dietPattern: 'vegetarian',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypothyroid'],
    medicines: ['insulin-degludec', 'insulin-aspart', 'levothyroxine'],
    medicineDoses: [
      { id: 'insulin-degludec', dose: 14, unit: 'IU', form: 'injection', frequency: 'Tresiba, at night' },
      { id: 'insulin-aspart', form: 'injection', frequency: 'NovoRapid, 4–8 units with meals' },
      { id: 'levothyroxine', dose: 50, unit: 'µg', frequency: 'Thyronorm, once a day' },
    ],
    supplements: [
      { optionId: 'folic-acid-5mg', name: 'Folvite (folic acid 5 mg)', dose: 1, unit: 'tablet' },
      { optionId: 'shelcal-500', name: 'Shelcal 500', dose: 1, unit: 'tablet' },
      { name: 'Neurobion Forte', dose: 1, unit: 'tablet' },
      { name: 'Methi (fenugreek) seed water, every morning', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: 'HbA1c', value: 6.9, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'TSH', value: 3.4, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: 'Haemoglobin', value: 10.6, unit: 'g/dL', labRefLow: 11, labRefHigh: 15 },
      { marker: 'Vitamin B12', value: 190, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Blind answer round 65: fourteen people invented by a writer session that saw no code (round-65/personas.md), filled in as the questionnaire takes them.
  // Zhou Guoqing (周国庆), 79, Harbin, his daughter types: type 2 diabetes for 22 years is diabetes, high blood pressure is
  // ticked and the declining kidneys (eGFR 48) are kidney disease (as round 64's A-gong); the non-healing ulcer on the
  // right big toe for 2 months and the poor leg circulation have no questionnaire option; a Hb of 112 not called anaemia
  // is not ticked; sedentary as given; not applicable is no life stage; steamed buns, 酸菜 and pork stews are food, and
  // strong jasmine tea all day is a drink; one to two 两 of 白酒 most evenings (50–100 ml) reaches up to about 2 drinks a
  // night at 45 ml a drink, up to about 14 or more a week, heavy (as round 53's Lao Zhang's 2 两 most evenings); 10
  // cigarettes a day is current; goals not stated are general health; 格华止 is metformin, 0.5 g three times a day; 捷诺维
  // is sitagliptin, 50 mg a day; 络活喜 is amlodipine, 5 mg; 拜阿司匹灵 is aspirin, 100 mg; 立普妥 is atorvastatin, 20 mg at
  // night; 善存银片 is Centrum Silver, the 50+ multivitamin option; the protein powder his daughter bought, 2 scoops a day,
  // is the whey option (its own alias 蛋白粉), 2 scoops, its kind not given; the 降糖茶 herbal tea, 1 bag a day, has no
  // catalogue option and is named only, a bag as one (as round 64's Laoli's 苦荞茶); the labs printed no ranges, so the
  // usual ones (a man's for the haemoglobin)
  'Zhou: 79, diabetic foot ulcer, still smokes (zh)': {
    nickname: '周国庆',
    gender: 'male',
    age: 79,
    heightCm: 170,
    weightKg: 63,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension', 'kidney_disease'],
    medicines: ['metformin', 'sitagliptin', 'amlodipine', 'aspirin', 'atorvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 500, unit: 'mg', frequency: '格华止，每天3次（每次0.5g）' },
      { id: 'sitagliptin', dose: 50, unit: 'mg', frequency: '捷诺维，每天1次' },
      { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜' },
      { id: 'aspirin', dose: 100, unit: 'mg', frequency: '拜阿司匹灵' },
      { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '立普妥，睡前' },
    ],
    supplements: [
      { optionId: 'multivitamin-50plus', name: '善存银片（每天1片）', dose: 1, unit: 'tablet' },
      { optionId: 'whey-protein', name: '蛋白粉（女儿买的，每天2勺）', dose: 2, unit: 'scoop' },
      { name: '降糖茶（每天1袋）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '糖化血红蛋白', value: 8.9, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 9.6, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '白蛋白', value: 32, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Li Jianguo (李建国), 55, Beijing, his wife types: the liver transplant 8 months ago has no questionnaire option (only a
  // kidney transplant has one); the hepatitis B behind it, still treated with entecavir, is liver disease, and the
  // cirrhotic liver having been replaced, cirrhosis is not ticked; the small liver cancer taken out with it is cancer
  // (after treatment); the diabetes that started after the transplant is diabetes; the muscle he lost is the muscle goal,
  // with general health; a creatinine of 118 not called kidney disease is not ticked; light activity as given; not
  // applicable is no life stage; noodles, dumplings and millet porridge his wife makes are food, and one instant coffee a
  // day is a drink; no alcohol since the transplant is none, and having quit smoking is former; 普乐可复 Prograf is
  // tacrolimus, 2 mg twice a day; 米芙 Myfortic (mycophenolate sodium) is the dictionary's mycophenolate (Myfortic is its
  // brand), 360 mg twice a day; 博路定 is entecavir, 0.5 mg a day; 来得时 Lantus is insulin glargine, 14 units at night, an
  // injection; 复方新诺明 is co-trimoxazole, 1 tablet on Monday, Wednesday and Friday; 灵芝孢子粉, 2 g twice a day, is the
  // reishi option, 4 g (as round 64's Lao Chen); the 冬虫夏草 relatives sent, stewed in soup twice a week, has no catalogue
  // option and is named only, weekly (as round 55's Guoqiang); 钙尔奇 Caltrate 600 mg, 1 a day, is the Caltrate D600 option
  // (as round 64's Xiaowen); the tacrolimus trough has no printed range (the transplant team's target, as round 50's
  // Xiaoyu); the other labs printed no ranges, so the usual ones (a man's for the creatinine)
  'Li: 55, liver transplant 8 months ago, on tacrolimus (zh)': {
    nickname: '李建国',
    gender: 'male',
    age: 55,
    heightCm: 174,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['muscle', 'general_health'],
    conditions: ['liver_disease', 'cancer', 'diabetes'],
    medicines: [
      'tacrolimus',
      'mycophenolate',
      'entecavir',
      'insulin-glargine',
      'sulfamethoxazole-trimethoprim',
    ],
    medicineDoses: [
      { id: 'tacrolimus', dose: 2, unit: 'mg', frequency: '普乐可复 Prograf，每天2次' },
      { id: 'mycophenolate', dose: 360, unit: 'mg', frequency: '米芙 Myfortic（麦考酚钠），每天2次' },
      { id: 'entecavir', dose: 0.5, unit: 'mg', frequency: '博路定，每天1次' },
      { id: 'insulin-glargine', dose: 14, unit: 'IU', form: 'injection', frequency: '来得时 Lantus，睡前' },
      {
        id: 'sulfamethoxazole-trimethoprim',
        dose: 1,
        unit: 'tablet',
        frequency: '复方新诺明，每周一、三、五各1片',
      },
    ],
    supplements: [
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，每天2次）', dose: 4, unit: 'g' },
      { name: '冬虫夏草（亲戚送的，炖汤，每周2次）', dose: 2, unit: 'sachet', every: 'week' },
      { optionId: 'caltrate-d600', name: '钙尔奇 Caltrate 600mg（每天1片）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '他克莫司谷浓度', value: 7.8, unit: 'ng/mL' },
      { marker: '血钾', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血镁', value: 0.62, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
      { marker: '空腹血糖', value: 8.1, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
      { marker: '肌酐', value: 118, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
    ],
  },
  // Yang Wende (杨文德), 67, Kunming, his son types: stage IV squamous cell lung cancer on immunotherapy is cancer, and the
  // thyroid turned underactive by it is hypothyroid; the poor appetite and the metallic taste have no field; dropping
  // from 62 kg four months ago to 55 kg has no field (weight gain is the goal, with general health, as round 64's Lao
  // Chen); a Hb of 105 not called anaemia is not ticked, nor an ALT of 62 (no liver disease); light activity as given; not
  // applicable is no life stage; rice noodles, 宣威火腿 and spicy dishes are food, and 普洱 all day is a drink; the 包谷酒 he
  // used to drink is no longer taken, so none, and smoking for 40 years until his diagnosis is former; 可瑞达 Keytruda is
  // pembrolizumab, 200 mg by infusion every 3 weeks, by its form an injection; 优甲乐 Euthyrox is levothyroxine, 50 µg each
  // morning; 洛赛克 is omeprazole, 20 mg a day; the 虫草 capsules, 3 a day, have no catalogue option and are named only (as
  // round 61's 虫草胶囊); 破壁灵芝孢子粉 2 g a day is the reishi option (its own alias), 2 g; 三七粉, one small spoon a day, is the
  // notoginseng option, a spoon as one scoop, its grams not given (as round 64's A-gong's spoon); 安素 Ensure, 1 glass a
  // day, has no catalogue option and is named only, a glass as one (as round 64's Lao Chen's 安素); the labs printed no
  // ranges, so the usual ones (a man's for the haemoglobin and ALT)
  'Yang: 67, lung cancer on Keytruda, losing weight (zh)': {
    nickname: '杨文德',
    gender: 'male',
    age: 67,
    heightCm: 168,
    weightKg: 55,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer', 'hypothyroid'],
    medicines: ['pembrolizumab', 'levothyroxine', 'omeprazole'],
    medicineDoses: [
      {
        id: 'pembrolizumab',
        dose: 200,
        unit: 'mg',
        form: 'injection',
        frequency: '可瑞达 Keytruda，每3周输注1次',
      },
      { id: 'levothyroxine', dose: 50, unit: 'µg', frequency: '优甲乐 Euthyrox，每天早上' },
      { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '洛赛克，每天1次' },
    ],
    supplements: [
      { name: '虫草胶囊（每天3粒）', dose: 3, unit: 'capsule' },
      { optionId: 'reishi', name: '破壁灵芝孢子粉（每天2g）', dose: 2, unit: 'g' },
      { optionId: 'notoginseng', name: '三七粉（每天1小勺）', dose: 1, unit: 'scoop' },
      { name: '安素 Ensure（每天1杯）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '促甲状腺激素', value: 8.2, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 105, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '谷丙转氨酶', value: 62, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Wang Yixuan (Duoduo, 多多), 3, Beijing, her mother types: under 18 and under the questionnaire's lowest height and
  // weight (94 cm, 13 kg), so the questionnaire refuses her; entered as written anyway, as the earlier rounds' children
  // are (as round 64's Tiantian); her full name's characters are not given, so the nickname is 多多; active as given; a
  // girl, not pregnant or breastfeeding, is no life stage; moderate-to-severe atopic eczema since infancy has no
  // questionnaire option (skin is the goal, with general health); the skin-prick test weakly positive to egg white, the
  // one allergy found, is the egg food allergy, and the other foods her grandmother has stopped as 发物 (milk, fish,
  // shrimp, beef, mango) are no confirmed allergy and are not ticked; the stopped eggs and fish are eggs and fish never,
  // and about 200 ml of formula a day is dairy daily (as round 64's Tiantian's formula); rice porridge, noodles and some
  // vegetables are food; goals as above; 尤卓尔 (hydrocortisone butyrate cream) during flares is the dictionary's
  // hydrocortisone as a cream (as round 51's Aisha's hydrocortisone cream); 他克莫司软膏 0.03%, twice a day, is tacrolimus as
  // a cream (an ointment), as the questionnaire reads the name; 仙特明 cetirizine drops, 5 drops at night, is cetirizine by
  // its form, drops, the milligrams not given; 伊可新 vitamin AD drops (1 capsule a day) give no strength and are named only
  // (as round 64's Tiantian); 妈咪爱 probiotic, 1 sachet a day, is the probiotics option (as round 64's Tiantian); the
  // 钙铁锌口服液 10 mL a day is named only, 10 mL as one dose (as round 54's Duoduo); the total IgE and the egg-white specific
  // IgE have no catalogue marker and are entered as typed, the specific IgE read against the usual 0.35 kUA/L cut-off (as
  // round 64's Dale) and the total IgE, whose range differs by age, with none; the 25(OH)D printed no range, so the usual
  // 30–100 ng/mL (as round 54's Duoduo), and the ferritin WHO's cut-off for children under 5, 12 (as round 64's Tiantian)
  'Duoduo: 3-year-old girl with eczema, grandma cuts foods (zh)': {
    nickname: '多多',
    gender: 'female',
    age: 3,
    heightCm: 94,
    weightKg: 13,
    activityLevel: 'active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { eggs: 'never', fish: 'never', dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    foodAllergies: ['egg'],
    goals: ['skin_hair', 'general_health'],
    medicines: ['hydrocortisone', 'tacrolimus', 'cetirizine'],
    medicineDoses: [
      { id: 'hydrocortisone', form: 'cream', frequency: '尤卓尔（丁酸氢化可的松乳膏），湿疹发作时用' },
      { id: 'tacrolimus', form: 'cream', frequency: '他克莫司软膏 0.03%，每天2次' },
      { id: 'cetirizine', form: 'drops', frequency: '仙特明滴剂，每晚5滴' },
    ],
    supplements: [
      { name: '伊可新维生素AD滴剂（每天1粒）', dose: 1, unit: 'capsule' },
      { optionId: 'probiotics', name: '妈咪爱益生菌（每天1袋）', dose: 1, unit: 'sachet' },
      { name: '钙铁锌口服液 10mL（每天）', dose: 1, unit: 'sachet' },
    ],
    labs: [
      { marker: '总IgE', value: 480, unit: 'IU/mL' },
      { marker: '蛋清特异性IgE', value: 0.9, unit: 'kUA/L', labRefHigh: 0.35 },
      { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: '铁蛋白', value: 14, unit: 'ng/mL', labRefLow: 12, labRefHigh: 150 },
    ],
  },
  // Zhang Haoran (张浩然), 13, Wuhan, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' children are; the school check-up's "overweight" is no diagnosed condition and is the
  // weight-loss goal read from the title, with general health (as round 56's Haohao), and the dark skin on the back of
  // his neck has no field; sedentary as given; 热干面 for breakfast, the school canteen lunch, spicy duck necks, and
  // instant noodles and cola while gaming late at night are food and drinks, the late-night eating having no field; no
  // alcohol and not smoking; no medicines; the 钙片 calcium chews his grandmother sometimes gives him give no brand or
  // strength, so they are named only rather than given the adult calcium option's 600 mg (as round 64's Maddie's gummy
  // multivitamin), one, counted for a day he takes one; the blood pressure at the school check is a lab row (as round
  // 64's Laoli); no blood tests
  'Haoran: 13, overweight, night snacks while gaming (zh)': {
    nickname: '张浩然',
    gender: 'male',
    age: 13,
    heightCm: 160,
    weightKg: 72,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss', 'general_health'],
    supplements: [{ name: '钙片咀嚼片（奶奶有时给的）', dose: 1, unit: 'tablet' }],
    labs: [{ marker: '血压', value: 128, unit: '/80 mmHg' }],
  },
  // Chan Wing-yan, 40, Kowloon, types herself in traditional characters: her name's characters are not given, so the
  // nickname is Wing; 16 weeks pregnant with her first is the second trimester at week 16, and 52 kg before the pregnancy
  // is her pre-pregnancy weight; no conditions; the OGTT booked for 24 weeks gives no numbers yet; light activity as
  // given; eating out at 茶餐廳 most days is food, and 2 cups of Hong Kong milk tea a day (鴛鴦 sometimes) are dairy daily
  // (as round 63's Wing's milk tea); having stopped the wine at work dinners is no alcohol; smoking not mentioned is
  // never; goals not stated are general health; no medicines; 愛樂維 Elevit is the Elevit option; the fish-oil DHA capsule,
  // 1 a day, is the fish oil option, no strength given; the 燕窩 her mother-in-law brings three times a week has no
  // catalogue option and is named only, a bowl as one, 3 a week (as round 64's Xiaowen); a Hb of 118 and a ferritin of
  // 22 not called anaemia tick nothing; the labs printed no ranges, so the usual pregnancy one for the haemoglobin (as
  // round 64's Xiaowen) and the usual one for the ferritin
  'Wing: 40, 16 weeks pregnant, two milk teas a day (zh)': {
    nickname: 'Wing',
    gender: 'female',
    age: 40,
    heightCm: 158,
    weightKg: 56,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 16,
    prePregnancyWeightKg: 52,
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [
      { optionId: 'elevit', name: '愛樂維 Elevit（每天1粒）', dose: 1, unit: 'tablet' },
      { optionId: 'fish-oil', name: '魚油DHA膠囊（每天1粒）', dose: 1, unit: 'capsule' },
      { name: '燕窩（婆婆帶來，每週3次）', dose: 3, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: '血紅蛋白', value: 118, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: '鐵蛋白', value: 22, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Huang Shu-fen (黃淑芬), 57, Taipei, types herself in traditional characters: autoimmune atrophic gastritis found on
  // gastroscopy has no questionnaire option; the vitamin B12-deficiency anaemia is anaemia, and the numb feet have no
  // field; Hashimoto's thyroiditis, on levothyroxine, is hypothyroid; walking in the park each morning is light as given;
  // postmenopausal is no life stage; Taiwanese home cooking with a lot of rice porridge and vegetables is food, and little
  // red meat because it "sits in her stomach" is red meat rarely; 1 cup of high-mountain oolong a day is a drink; no
  // alcohol, and smoking not mentioned is never; goals not stated are general health; 昂特欣 Eltroxin is levothyroxine, 75
  // µg each morning; the vitamin B12 injection, 1,000 µg once a month at the clinic, is not in the dictionary and is kept
  // as typed, unchecked (as round 53's Gareth's hydroxocobalamin); 血寶 Ferrum Hausmann, 1 tablet a day, has no catalogue
  // option (it is not a ferrous salt) and gives no strength, so it is named only; calcium carbonate 500 mg twice a day is
  // the calcium carbonate option, 1,000 mg of the carbonate a day (its salt's mass, as round 64's Margaret's Rennie); the
  // 納豆紅麴 capsules a friend sells, 2 a day, are the nattokinase option the questionnaire finds for the name, its red
  // yeast rice kept in its name (as round 63's A-Mei); the B12 of 156 was measured before the injections began (kept in
  // this note; the marker is the plain B12); the labs printed no ranges, so the usual Taiwanese ones (a woman's for the
  // haemoglobin)
  'Huang: 57, autoimmune gastritis with low B12 (zh)': {
    nickname: '黃淑芬',
    gender: 'female',
    age: 57,
    heightCm: 155,
    weightKg: 49,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['anemia', 'hypothyroid'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 75, unit: 'µg', frequency: '昂特欣 Eltroxin，每天早上' }],
    uncheckedMedicines: ['維生素B12注射 1000µg（每月一次，在診所打）'],
    supplements: [
      { name: '血寶 Ferrum Hausmann 鐵劑（每天1片）', dose: 1, unit: 'tablet' },
      {
        optionId: 'calcium-carbonate',
        name: '碳酸鈣 500mg（每天2次）',
        dose: 1000,
        unit: 'mg',
        form: 'calcium_carbonate',
        basis: 'salt',
      },
      { optionId: 'nattokinase', name: '納豆紅麴膠囊（朋友賣的）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '維生素B12', value: 156, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: '血紅素', value: 10.4, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: 'MCV', value: 104, unit: 'fL', labRefLow: 80, labRefHigh: 100 },
      { marker: '鐵蛋白', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'TSH', value: 3.1, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
    ],
  },
  // Chloe Bennett, 19, London: 6–8 hours of dance a day is very active as given; not pregnant is no life stage; no
  // diagnosed conditions, and last year's stress fracture in her foot has no field; wanting to stay light has no field
  // (it is not a wish to lose weight), so goals not stated are general health; no eating-disorder screen answers are
  // given, so the SCOFF is left out; salads, rice cakes, Greek yoghurt, protein bars and oat milk are food and drinks,
  // and 3 black coffees a day are drinks; no alcohol during term is none; never smoked; Rigevidon is
  // levonorgestrel/ethinylestradiol, by its form (as round 60's Rigevidon); Boots A–Z multivitamin is the adult
  // multivitamin option; magnesium 250 mg at night is the magnesium option of that strength, its salt not given (as round
  // 48's David's "magnesium 250 mg"); collagen powder, 1 scoop a day, is the collagen option; no recent labs
  'Chloe: 19, ballet student, wants to stay light (en)': {
    nickname: 'Chloe',
    gender: 'female',
    age: 19,
    heightCm: 166,
    weightKg: 50,
    activityLevel: 'very_active',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['levonorgestrel-ethinylestradiol'],
    medicineDoses: [
      { id: 'levonorgestrel-ethinylestradiol', form: 'tablet', frequency: 'Rigevidon, one a day' },
    ],
    supplements: [
      { optionId: 'multivitamin-adult', name: 'Boots A–Z multivitamin', dose: 1, unit: 'tablet' },
      { optionId: 'magnesium-oxide', name: 'Magnesium 250 mg (at night)', dose: 250, unit: 'mg' },
      { optionId: 'collagen', name: 'Collagen powder (1 scoop a day)', dose: 1, unit: 'scoop' },
    ],
  },
  // Gary Kowalski, 58, San Antonio: no diagnosed conditions, so the blood pressure his doctor called "borderline" is
  // not hypertension and is not ticked, and is a lab row (as round 64's Dale), and the snoring has no field; an LDL of
  // 142 and triglycerides of 210 not called a lipid disorder tick nothing, nor a fasting glucose of 98; wanting to lose
  // 20 kg before retiring is the weight-loss goal; a desk job at an insurance company is sedentary as given; not
  // applicable is no life stage; breakfast tacos, Tex-Mex and BBQ are food, and 3 Diet Dr Pepper and 2 coffees with
  // creamer a day are drinks; 4–6 Coors Light on weekend nights, taken as two nights, is about 8–12 beers a week, moderate
  // (not over 14 for a man); never smoked; ibuprofen 400 mg a few times a week for his back is its entry; Nature Made
  // fish oil 1,200 mg, 1 a day, is the fish oil option, 1,200 mg (as round 64's Dale); One A Day men's multivitamin is the
  // men's multivitamin option; the labs printed no ranges, so the usual US ones
  'Gary: 58, wants to lose 20 kg before retiring (en)': {
    nickname: 'Gary',
    gender: 'male',
    age: 58,
    heightCm: 180,
    weightKg: 118,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'never',
    goals: ['weight_loss'],
    medicines: ['ibuprofen'],
    medicineDoses: [
      { id: 'ibuprofen', dose: 400, unit: 'mg', frequency: 'for his back, a few times a week' },
    ],
    supplements: [
      { optionId: 'fish-oil', name: 'Nature Made fish oil 1200 mg (1 a day)', dose: 1200, unit: 'mg' },
      { optionId: 'multivitamin-men', name: "One A Day Men's multivitamin", dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 136, unit: '/86 mmHg' },
      { marker: 'Fasting glucose', value: 98, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: 'LDL cholesterol', value: 142, unit: 'mg/dL', labRefLow: 0, labRefHigh: 99 },
      { marker: 'Triglycerides', value: 210, unit: 'mg/dL', labRefLow: 0, labRefHigh: 149 },
    ],
  },
  // Shane O'Brien, 44, Perth: no conditions; losing 12 kg is the weight-loss goal; 12-hour shifts driving a haul truck
  // on a Pilbara mine, two weeks on and one off, are moderate as given, the fly-in fly-out roster having no field; not
  // applicable is no life stage; the camp mess buffet, meat pies and crib-room snacks are food, and 2 cans of Mother
  // energy drink on night shift are drinks (as round 64's Liam's energy drinks); 8–10 beers a day on his week off, about
  // 56–70 beers every three weeks, is about 19–23 a week, heavy (over 14 for a man, as round 64's Liam); vaping is current
  // (as round 63's Callum's vape); no medicines; the whey protein shake, 1 a day, is the whey option, a scoop as one;
  // Berocca, 1 a day, has no catalogue option and is named only, a tablet (as round 61's Berocca); no recent labs
  'Shane: 44, FIFO miner losing 12 kg (en)': {
    nickname: 'Shane',
    gender: 'male',
    age: 44,
    heightCm: 183,
    weightKg: 104,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'current',
    goals: ['weight_loss'],
    supplements: [
      { optionId: 'whey-protein', name: 'Whey protein shake (1 a day)', dose: 1, unit: 'scoop' },
      { name: 'Berocca (1 a day)', dose: 1, unit: 'tablet' },
    ],
  },
  // Rebecca Lavoie, 37, Toronto: the pulmonary embolism 4 months ago after starting the combined pill and heterozygous
  // factor V Leiden have no questionnaire option, and the heavy periods since starting the blood thinner have no field;
  // a Hb of 118 and a ferritin of 12 not called anaemia tick nothing (as round 54's); light activity (a teacher, walking
  // the dog) as given; not pregnant is no life stage, and the pill she stopped is no longer taken and is left out; home
  // cooking is food, and kale-and-spinach smoothies most mornings are vegetables daily; 2 glasses of wine on Fridays is
  // light; ex-smoker is former; goals not stated are general health, the brain fog having no field; Xarelto is
  // rivaroxaban, 20 mg once a day with supper; turmeric curcumin 1,000 mg, 2 a day, is the turmeric option, 2,000 mg;
  // fish oil 1,000 mg, 2 a day, is the fish oil option, 2,000 mg; ginkgo biloba 120 mg, 1 a day for brain fog, is the
  // ginkgo option, 120 mg; vitamin D3 1,000 IU a day is the vitamin D3 1000 IU option; the labs printed no ranges, so
  // the usual ones (a woman's for the haemoglobin)
  'Rebecca: 37, on Xarelto after a blood clot, takes turmeric (en)': {
    nickname: 'Rebecca',
    gender: 'female',
    age: 37,
    heightCm: 170,
    weightKg: 82,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'daily' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    medicines: ['rivaroxaban'],
    medicineDoses: [
      { id: 'rivaroxaban', dose: 20, unit: 'mg', frequency: 'Xarelto, once a day with supper' },
    ],
    supplements: [
      { optionId: 'turmeric', name: 'Turmeric curcumin 1000 mg (2 a day)', dose: 2000, unit: 'mg' },
      { optionId: 'fish-oil', name: 'Fish oil 1000 mg (2 a day)', dose: 2000, unit: 'mg' },
      { optionId: 'ginkgo', name: 'Ginkgo biloba 120 mg (for brain fog)', dose: 120, unit: 'mg' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D3 1000 IU', dose: 1000, unit: 'IU' },
    ],
    labs: [
      { marker: 'Haemoglobin', value: 118, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
      { marker: 'Ferritin', value: 12, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Ngozi Okafor, 68, Enugu, her son in Manchester types: osteoarthritis of both knees has no questionnaire option, and
  // the surgeon wanting her to lose weight before a knee replacement is the weight-loss goal; high blood pressure is
  // ticked; prediabetes (HbA1c 6.2) is not diabetes (as round 52's Linda); a creatinine of 1.3 not called kidney disease
  // is not ticked; sedentary (painful knees) as given; not applicable is no life stage; pounded yam, garri and ofe
  // onugbu with palm oil, and jollof rice at parties are food, and Maltina and Lipton tea with milk and sugar are drinks;
  // no alcohol as she says, and never smoked; Cataflam is diclofenac, 50 mg twice a day; amlodipine 10 mg once a day is
  // its entry; Moduretic (amiloride/hydrochlorothiazide), 1 tablet a day, has no dictionary entry of its own and is its
  // two parts, amiloride and hydrochlorothiazide, each by its form with the one combined tablet in the frequency; Seven
  // Seas cod liver oil, 1 capsule a day, is the cod liver oil option (its own alias); glucosamine 1,500 mg a day is the
  // glucosamine option, 1,500 mg; Yoyo Bitters, 1 shot on some days, has no catalogue option and is named only, a shot
  // as one, counted for a day she takes it; bitter kola, chewed most days, has no catalogue option and is named only,
  // one (as round 51's bitter kola); the blood pressure is a lab row (as round 64's Dale); the labs printed no ranges,
  // so the usual ones (a woman's for the creatinine)
  'Ngozi: 68, knee arthritis on diclofenac, must lose weight (en)': {
    nickname: 'Ngozi',
    gender: 'female',
    age: 68,
    heightCm: 160,
    weightKg: 94,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    conditions: ['hypertension'],
    medicines: ['diclofenac', 'amlodipine', 'amiloride', 'hydrochlorothiazide'],
    medicineDoses: [
      { id: 'diclofenac', dose: 50, unit: 'mg', frequency: 'Cataflam, twice a day' },
      { id: 'amlodipine', dose: 10, unit: 'mg', frequency: 'once a day' },
      {
        id: 'amiloride',
        form: 'tablet',
        frequency: 'Moduretic (amiloride/hydrochlorothiazide), 1 tablet a day',
      },
      {
        id: 'hydrochlorothiazide',
        form: 'tablet',
        frequency: 'Moduretic (amiloride/hydrochlorothiazide), 1 tablet a day',
      },
    ],
    supplements: [
      {
        optionId: 'cod-liver-oil',
        name: 'Seven Seas cod liver oil (1 capsule a day)',
        dose: 1,
        unit: 'capsule',
      },
      { optionId: 'glucosamine', name: 'Glucosamine 1500 mg', dose: 1500, unit: 'mg' },
      { name: 'Yoyo Bitters (1 shot on some days)', dose: 1, unit: 'sachet' },
      { name: 'Bitter kola (chewed most days)', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 154, unit: '/92 mmHg' },
      { marker: 'HbA1c', value: 6.2, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      { marker: 'Creatinine', value: 1.3, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
      { marker: 'Potassium', value: 5.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    ],
  },
  // Ian MacLeod, 64, Edinburgh, his wife types: motor neurone disease with bulbar onset, diagnosed 10 months ago, has no
  // questionnaire option, nor has the slurred speech; coughing and choking on thin drinks is ticked as dysphagia (as
  // round 51's thin liquids); the PEG tube being discussed has no field; dropping from 79 kg a year ago to 68 kg (14%)
  // has no field (weight gain is the goal, with general health, as round 64's Lao Chen); walking with a stick is light
  // as given; not applicable is no life stage; porridge, soups, and mince and tatties are food, and strong tea a drink; a
  // dram of whisky at night is about 7 drinks a week, moderate (4–7); ex-smoker is former; riluzole, 50 mg twice a day,
  // is not in the dictionary and is kept as typed, unchecked (as round 64's Weiqiang's cycloserine); glycopyrronium 1
  // mg three times a day for drooling is its entry; Fortisip Compact, 2 bottles a day, has no catalogue option and is
  // named only, a bottle as one (as round 51's Ensure Plus); the Thick & Easy thickener in all his drinks is a thickener,
  // not a supplement, and has no field (as round 54's SimplyThick); vitamin D 1,000 IU a day is the vitamin D3 1000 IU
  // option; the weight lost is in the note, not the labs; the albumin printed no range, so the usual UK one
  'Ian: 64, motor neurone disease, choking and losing weight (en)': {
    nickname: 'Ian',
    gender: 'male',
    age: 64,
    heightCm: 178,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['weight_gain', 'general_health'],
    conditions: ['dysphagia'],
    medicines: ['glycopyrronium'],
    medicineDoses: [
      { id: 'glycopyrronium', dose: 1, unit: 'mg', frequency: 'three times a day, for drooling' },
    ],
    uncheckedMedicines: ['Riluzole 50 mg twice a day'],
    supplements: [
      { name: 'Fortisip Compact (2 bottles a day)', dose: 2, unit: 'sachet' },
      { optionId: 'vitamin-d3-1000iu', name: 'Vitamin D 1000 IU', dose: 1000, unit: 'IU' },
    ],
    labs: [{ marker: 'Albumin', value: 36, unit: 'g/L', labRefLow: 35, labRefHigh: 50 }],
  },
  // Kavya Raghunathan, 29, Bengaluru: irritable bowel syndrome with diarrhoea and bloating is the IBS, diarrhoea and
  // bloating digestive issues; the anxiety has no questionnaire option; the low B12 and vitamin D not called a deficiency
  // tick nothing and are in the labs; the negative tTG-IgA is no coeliac disease and has no number for the labs (as round
  // 47's "1+"); an IT job with yoga twice a week is light as given; not pregnant is no life stage; South Indian
  // vegetarian is the vegetarian option, eggs not being mentioned (as round 64's Priya); idli, dosa, sambar and rasam with
  // a lot of onion and garlic are food, and 3 filter coffees a day are drinks; no alcohol and never smoked; goals not
  // stated are general health; Tryptomer is amitriptyline, 10 mg at night; loperamide when needed gives no strength or
  // form and is listed without a dose; Meftal-Spas (mefenamic acid with dicyclomine) for cramps a few times a month is
  // not in the dictionary and is kept as typed, unchecked; Becosules, 1 capsule a day, is named only (as round 45's
  // Becosules); Isabgol psyllium husk, 1 teaspoon a day, is the psyllium option, a teaspoon as one scoop (as round 59's
  // Metamucil teaspoon); Vizylac, 1 capsule a day, is the probiotics option; peppermint oil capsules, 2 a day, have no
  // catalogue option and are named only; the labs printed no ranges, so the usual ones
  'Kavya: 29, IBS, low-FODMAP on South Indian food (en)': {
    nickname: 'Kavya',
    gender: 'female',
    age: 29,
    heightCm: 162,
    weightKg: 55,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['ibs', 'diarrhea', 'bloating'],
    goals: ['general_health'],
    medicines: ['amitriptyline', 'loperamide'],
    medicineDoses: [{ id: 'amitriptyline', dose: 10, unit: 'mg', frequency: 'Tryptomer, at night' }],
    uncheckedMedicines: ['Meftal-Spas (mefenamic acid/dicyclomine), for cramps'],
    supplements: [
      { name: 'Becosules (1 capsule a day)', dose: 1, unit: 'capsule' },
      { optionId: 'psyllium', name: 'Isabgol psyllium husk (1 teaspoon a day)', dose: 1, unit: 'scoop' },
      { optionId: 'probiotics', name: 'Vizylac probiotic (1 a day)', dose: 1, unit: 'capsule' },
      { name: 'Peppermint oil capsules (2 a day)', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: 'Vitamin B12', value: 210, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'Vitamin D', value: 16, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
    ],
  },
  // Blind answer round 66: fourteen people invented by a writer session that saw no code (round-66/personas.md), filled in as the questionnaire takes them.
  // Leung Sze-ching (Zoe), 11, Tuen Mun, her mother types in traditional characters: her name's characters are not
  // given, so the nickname is Sze-ching (as round 65's Wing); under 18, so the questionnaire refuses her; entered as
  // written anyway, as the earlier rounds' children are; PE twice a week with tutoring every evening is light as given;
  // a girl, not pregnant or breastfeeding, is no life stage, and her first period 2 months ago (at 10 years 10 months)
  // has no field; no conditions, and her mother's worries about early puberty, weight gain and whether soy milk and
  // chicken bring periods on early have no field, so goals not stated are general health (not weight loss, which no one
  // asks for a child); cha chaan teng breakfasts (macaroni soup with ham, pineapple bun with butter) and instant
  // noodles after tutoring are food; 2 boxes of Vitasoy soy milk a day are legumes daily (as round 57's Xiaoyu's soy
  // milk), and Hong Kong milk tea at weekends is dairy weekly (as round 65's Wing's milk tea); no coffee, alcohol or
  // smoking; no medicines; the Nature's Way Kids Smart gummy multivitamin, 2 a day, has no catalogue option (no adult
  // option fits) and is named only (as round 64's Maddie's gummy multivitamin); no recent labs
  'Sze-ching: 11, first period, mum worried about soy milk (zh)': {
    nickname: 'Sze-ching',
    gender: 'female',
    age: 11,
    heightCm: 148,
    weightKg: 44,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { legumesNuts: 'daily', dairy: 'weekly' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    supplements: [{ name: "Nature's Way Kids Smart 兒童複合維他命軟糖（每天2粒）", dose: 2, unit: 'tablet' }],
  },
  // Zhou Guoqiang (周国强), 82, Beijing, his daughter types: mild high blood pressure is hypertension, and otherwise well
  // ticks nothing else; tai chi every morning and about 8,000 steps a day is moderate as given; not applicable is no
  // life stage; congee, mantou and lots of vegetables are food, the vegetables daily, and little meat is red meat
  // rarely; leaving out the egg yolks for fear of cholesterol has no field and does not say how often he has the
  // whites, so eggs are left unanswered; 2 cups of jasmine tea a day are a drink; a small cup of 二锅头 at weekend dinners
  // is 1–2 drinks a week, light (as round 52's Guozhong's small cup of 米酒); quitting smoking 20 years ago is former;
  // goals not stated are general health; 络活喜 Norvasc is amlodipine, 5 mg once a day; all his supplements were bought at
  // health seminars, which their names keep; 深海鱼油 fish oil 1 g, 3 capsules a day, is the fish oil option at 1000 mg a
  // capsule (as round 64's Mr Tan's Blackmores); 蜂胶 propolis, 2 capsules a day, has no catalogue option and is named
  // only, no strength given (as round 62's Jianguo's 蜂胶); 辅酶Q10 100 mg, 1 a day, is the CoQ10 option at its own
  // strength; 钙尔奇 Caltrate 600 mg + D, 1 a day, is the Caltrate D600 option (as round 65's Li); 大豆卵磷脂 soy lecithin (3
  // capsules a day) and 螺旋藻 spirulina (6 tablets a day) have no catalogue option and are named only (as round 41's
  // Yifan's 螺旋藻); the blood pressure from last spring's check-up is a lab row (as round 64's Laoli); a Hb of 128 not
  // called anaemia is not ticked, nor an albumin of 38; the labs printed no ranges, so the usual ones (a man's for the
  // haemoglobin)
  'Zhou: 82, buys health products at seminars (zh)': {
    nickname: '周国强',
    gender: 'male',
    age: 82,
    heightCm: 168,
    weightKg: 61,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'daily', redMeat: 'rarely' },
    alcohol: 'light',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['amlodipine'],
    medicineDoses: [{ id: 'amlodipine', dose: 5, unit: 'mg', frequency: '络活喜 Norvasc，每天1次' }],
    supplements: [
      {
        optionId: 'fish-oil',
        name: '深海鱼油 1g（每天3粒，健康讲座买的）',
        dose: 3,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { name: '蜂胶胶囊（每天2粒，健康讲座买的）', dose: 2, unit: 'capsule' },
      { optionId: 'coq10', name: '辅酶Q10 100mg（每天1粒，健康讲座买的）', dose: 1, unit: 'capsule' },
      {
        optionId: 'caltrate-d600',
        name: '钙尔奇 Caltrate 600mg+D（每天1片，健康讲座买的）',
        dose: 1,
        unit: 'tablet',
      },
      { name: '大豆卵磷脂（每天3粒，健康讲座买的）', dose: 3, unit: 'capsule' },
      { name: '螺旋藻（每天6片，健康讲座买的）', dose: 6, unit: 'tablet' },
    ],
    labs: [
      { marker: '血压', value: 138, unit: '/80 mmHg' },
      { marker: '低密度脂蛋白胆固醇', value: 2.6, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3.4 },
      { marker: '白蛋白', value: 38, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血红蛋白', value: 128, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
    ],
  },
  // Wang Jianhua (王建华), 63, Wuxi, his son types: chronic kidney disease stage 4 from hypertensive nephropathy, not on
  // dialysis, is kidney disease, the renal anaemia is anaemia (as round 53's Guilan), and high blood pressure is
  // ticked; high uric acid on febuxostat with no gout attack said is not gout (as round 51's Liu Jianguo); light
  // activity as given; not applicable is no life stage; rice, noodles and sweet braised Wuxi dishes are food, and
  // having cut meat for a 0.6 g/kg low-protein diet is red meat rarely, the prescribed protein having no field; 碧螺春
  // green tea daily is a drink; no alcohol now is none, and quitting smoking 5 years ago is former; goals not stated
  // are general health; 爱瑞卓 is roxadustat, 100 mg three times a week; 开同 Ketosteril is the keto acid analogues, 4
  // tablets three times a day (as round 53's Guilan); 拜新同 Adalat is nifedipine (controlled-release), 30 mg a day; 碳酸氢钠片
  // is sodium bicarbonate, 0.5 g three times a day; 非布司他 is febuxostat, 20 mg a day; 金水宝胶囊, a prescribed Chinese
  // medicine, is in neither the dictionary nor the catalogue and is named only, 3 capsules three times a day as 9 (as
  // round 53's Guilan's 百令胶囊), marked prescribed as said; the 冬虫夏草 his wife stews in soup once a week has no catalogue
  // option and is named only, weekly (as round 65's Li); the labs printed no ranges, so the usual ones (a man's for the
  // creatinine, haemoglobin and uric acid, and 22–29 mmol/L for the bicarbonate)
  'Wang: 63, CKD 4 on roxadustat and Ketosteril (zh)': {
    nickname: '王建华',
    gender: 'male',
    age: 63,
    heightCm: 171,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { redMeat: 'rarely' },
    alcohol: 'none',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['kidney_disease', 'anemia', 'hypertension'],
    medicines: ['roxadustat', 'keto-acid-analogues', 'nifedipine', 'sodium-bicarbonate', 'febuxostat'],
    medicineDoses: [
      { id: 'roxadustat', dose: 100, unit: 'mg', frequency: '爱瑞卓，每周3次' },
      { id: 'keto-acid-analogues', dose: 4, unit: 'tablet', frequency: '开同 Ketosteril，每次4片，每天3次' },
      { id: 'nifedipine', dose: 30, unit: 'mg', frequency: '拜新同 Adalat（控释片），每天1次' },
      { id: 'sodium-bicarbonate', dose: 0.5, unit: 'g', frequency: '碳酸氢钠片，每天3次' },
      { id: 'febuxostat', dose: 20, unit: 'mg', frequency: '非布司他，每天1次' },
    ],
    supplements: [
      { name: '金水宝胶囊（医生开的，每次3粒，每天3次）', dose: 9, unit: 'capsule', prescribed: true },
      { name: '冬虫夏草（老伴炖汤，每周1次）', dose: 1, unit: 'sachet', every: 'week' },
    ],
    labs: [
      { marker: 'eGFR', value: 21, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '肌酐', value: 268, unit: 'µmol/L', labRefLow: 59, labRefHigh: 104 },
      { marker: '血钾', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血磷', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      { marker: '碳酸氢根', value: 19, unit: 'mmol/L', labRefLow: 22, labRefHigh: 29 },
      { marker: '血红蛋白', value: 102, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
      { marker: '白蛋白', value: 36, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '尿酸', value: 430, unit: 'µmol/L', labRefLow: 208, labRefHigh: 428 },
    ],
  },
  // Li Hong (李红), 52, Zhoukou, her daughter types: cervical squamous cell carcinoma stage IIB, in week 4 of pelvic
  // radiotherapy with weekly cisplatin, is cancer; the radiation enteritis with 5–6 loose stools a day is the diarrhoea
  // digestive issue (as round 64's Lao Chen), and the nausea has no field; dropping from 60 kg two months ago to 54 kg
  // has no field (weight gain is the goal, with general health, as round 65's Yang); sedentary as given;
  // post-menopausal and not pregnant is no life stage; noodles, steamed buns and millet porridge, little of them now,
  // are food; no alcohol and not smoking; a Hb of 96 not called anaemia is not ticked, and the low white cells and
  // platelets have no option; 顺铂 is cisplatin, 40 mg/m² weekly, a dose by body surface with no milligrams given, so by
  // its form, an injection, with the dose in the frequency (as round 52's Daniel's 5-FU); 昂丹司琼 is ondansetron, 8 mg
  // before chemo; 思密达 Smecta (montmorillonite), 1 sachet three times a day, is not in the dictionary and is kept as
  // typed, unchecked (as round 63's Lao Guo's 蒙脱石散); 易蒙停 Imodium is loperamide, when needed, no strength given, so by
  // its form, a capsule (as round 64's Lao Chen); 东阿阿胶糕, 2 pieces a day, has no catalogue option and is named only (as
  // round 58's Lihua's 阿胶糕); 灵芝孢子粉 2 g twice a day is the reishi option, 4 g (as round 65's Li); the red date and goji
  // water (the hot water with red dates of her diet) has no catalogue option and is named only, a cup as one (as round
  // 64's Aisha's magani drink); 汤臣倍健蛋白粉, 1 scoop a day, is the whey option (its own alias); the labs printed no ranges,
  // so the usual ones (a woman's for the haemoglobin and creatinine)
  'Li Hong: 52, cervical cancer, chemoradiation with diarrhoea (zh)': {
    nickname: '李红',
    gender: 'female',
    age: 52,
    heightCm: 158,
    weightKg: 54,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['diarrhea'],
    goals: ['weight_gain', 'general_health'],
    conditions: ['cancer'],
    medicines: ['cisplatin', 'ondansetron', 'loperamide'],
    medicineDoses: [
      { id: 'cisplatin', form: 'injection', frequency: '顺铂 40mg/m²，每周1次（同步放疗第4周）' },
      { id: 'ondansetron', dose: 8, unit: 'mg', frequency: '昂丹司琼，化疗前' },
      { id: 'loperamide', form: 'capsule', frequency: '易蒙停 Imodium，需要时吃' },
    ],
    uncheckedMedicines: ['思密达 Smecta（蒙脱石散）每次1袋，每天3次'],
    supplements: [
      { name: '东阿阿胶糕（每天2块）', dose: 2, unit: 'tablet' },
      { optionId: 'reishi', name: '灵芝孢子粉（每次2g，每天2次）', dose: 4, unit: 'g' },
      { name: '红枣枸杞水（每天）', dose: 1, unit: 'sachet' },
      { optionId: 'whey-protein', name: '汤臣倍健蛋白粉（每天1勺）', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '白细胞', value: 2.8, unit: '×10⁹/L', labRefLow: 3.5, labRefHigh: 9.5 },
      { marker: '中性粒细胞绝对值', value: 1.6, unit: '×10⁹/L', labRefLow: 1.8, labRefHigh: 6.3 },
      { marker: '血红蛋白', value: 96, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      { marker: '血小板', value: 112, unit: '×10⁹/L', labRefLow: 125, labRefHigh: 350 },
      { marker: '白蛋白', value: 33, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      { marker: '血钾', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
      { marker: '血镁', value: 0.62, unit: 'mmol/L', labRefLow: 0.75, labRefHigh: 1.02 },
      { marker: '肌酐', value: 78, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
    ],
  },
  // Bater (巴特尔), 38, Hohhot, his wife types: the acute pancreatitis 6 weeks ago has no questionnaire option; the very
  // high triglycerides that caused it are a lipid disorder, ticked, the fatty liver is liver disease (not cirrhosis),
  // and prediabetes (HbA1c 6.2%) is not diabetes (as round 65's Ngozi); driving for a logistics company is light as
  // given; not applicable is no life stage; hand-pulled mutton, salty milk tea with butter and fried millet, fried
  // dough and sweet drinks are food and drinks; the 4–6 bottles of beer at weekends and the baijiu at gatherings
  // stopped when he went into hospital, so alcohol is none now (as round 64's Lao Chen's rice wine), and how much he
  // may drink again has no field; 15 cigarettes a day is current; goals not stated are general health; 力平之 Lipanthyl is
  // fenofibrate, 200 mg a day; 易善复 Essentiale (polyene phosphatidylcholine), 2 capsules three times a day, is not in
  // the dictionary and is kept as typed, unchecked (as round 65's Ian's riluzole); 汤臣倍健鱼油 1,000 mg, 2 capsules a day,
  // is the fish oil option (its own alias) at 1000 mg a capsule; the triglycerides of 18.6 mmol/L on admission are kept
  // in this note, the lab row being today's 6.4 under the plain marker (as round 65's Huang's B12); the labs printed no
  // ranges, so the usual ones (a man's for the ALT)
  'Bater: 38, triglycerides 18 after pancreatitis (zh)': {
    nickname: '巴特尔',
    gender: 'male',
    age: 38,
    heightCm: 176,
    weightKg: 96,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'current',
    goals: ['general_health'],
    conditions: ['dyslipidemia', 'liver_disease'],
    medicines: ['fenofibrate'],
    medicineDoses: [{ id: 'fenofibrate', dose: 200, unit: 'mg', frequency: '力平之 Lipanthyl，每天1次' }],
    uncheckedMedicines: ['易善复 Essentiale（多烯磷脂酰胆碱）每次2粒，每天3次'],
    supplements: [
      {
        optionId: 'fish-oil',
        name: '汤臣倍健鱼油 1000mg（每天2粒）',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
    ],
    labs: [
      { marker: '甘油三酯', value: 6.4, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
      { marker: '总胆固醇', value: 7.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.2 },
      { marker: '糖化血红蛋白', value: 6.2, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '谷丙转氨酶', value: 68, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
    ],
  },
  // Chen A-kun (陳阿坤), 72, Tainan, his granddaughter types in traditional characters: type 2 diabetes for 20 years is
  // diabetes, and the peripheral neuropathy (numb, burning feet) has no questionnaire option; high blood pressure and
  // high cholesterol are ticked; walking to the temple and the morning market is light as given; not applicable is no
  // life stage; sweet potato congee, milkfish congee, beef soup, braised pork rice and sweet Tainan dishes are food,
  // and oolong tea all day is a drink; a bottle of Taiwan Beer now and then is light; the betel nut he chewed when
  // young and quit has no field, and smoking not mentioned is never; goals not stated are general health; 庫魯化
  // Glucophage is metformin, 850 mg twice a day; 佳糖維 is not a dictionary name, so Januvia sitagliptin, 100 mg a day,
  // with the brand in the frequency (as round 64's A-gong's 希樂葆); 可悅您 Cozaar is losartan, 50 mg a day (as round 64's
  // A-gong); 冠脂妥 Crestor is rosuvastatin, 10 mg a day; 彌可保 Methycobal (mecobalamin) 500 µg three times a day is not in
  // the dictionary and is the mecobalamin option, its own 500 µg a tablet, 3 tablets, marked prescribed as it is among
  // his medicines (as round 64's A-gong's 氧化鎂); 維骨力 glucosamine, 1 capsule a day, is the glucosamine option, no
  // strength given (as round 64's Dale's); the bitter melon peptide capsules from a TV advert, 2 a day, have no
  // catalogue option and are named only (as round 43's Auntie Chan's 苦瓜素膠囊); a B12 of 198 not called a deficiency ticks
  // nothing; the labs printed no ranges, so the usual Taiwanese ones (as round 61's Zhiming's fasting glucose and round
  // 63's A-Mei's LDL)
  'A-kun: 72, diabetes 20 years, numb feet, Tainan (zh)': {
    nickname: '陳阿坤',
    gender: 'male',
    age: 72,
    heightCm: 165,
    weightKg: 70,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['diabetes', 'hypertension', 'dyslipidemia'],
    medicines: ['metformin', 'sitagliptin', 'losartan', 'rosuvastatin'],
    medicineDoses: [
      { id: 'metformin', dose: 850, unit: 'mg', frequency: '庫魯化 Glucophage，每日兩次' },
      { id: 'sitagliptin', dose: 100, unit: 'mg', frequency: '佳糖維 Januvia，每日一次' },
      { id: 'losartan', dose: 50, unit: 'mg', frequency: '可悅您 Cozaar，每日一次' },
      { id: 'rosuvastatin', dose: 10, unit: 'mg', frequency: '冠脂妥 Crestor，每日一次' },
    ],
    supplements: [
      {
        optionId: 'mecobalamin-500',
        name: '彌可保 Methycobal 甲鈷胺 500µg（每日三次）',
        dose: 3,
        unit: 'tablet',
        prescribed: true,
      },
      { optionId: 'glucosamine', name: '維骨力 葡萄糖胺（每日1顆）', dose: 1, unit: 'capsule' },
      { name: '苦瓜胜肽膠囊（電視廣告買的，每日2顆）', dose: 2, unit: 'capsule' },
    ],
    labs: [
      { marker: '糖化血色素', value: 7.6, unit: '%', labRefLow: 4, labRefHigh: 6 },
      { marker: '空腹血糖', value: 142, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: '維生素B12', value: 198, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
      { marker: 'eGFR', value: 62, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: '低密度脂蛋白膽固醇', value: 88, unit: 'mg/dL', labRefLow: 0, labRefHigh: 130 },
    ],
  },
  // Wei Qiuping (韦秋萍), 29, Nanning: 20 weeks pregnant with her first baby is the second trimester at week 20, and 49 kg
  // before the pregnancy is her pre-pregnancy weight; the α-thalassaemia trait (--SEA carrier) is the haemoglobinopathy
  // option, which the plan reads with the trait included (as the reference persona 阿明's thalassaemia trait), and her
  // husband testing normal has no field; the mild anaemia is anaemia; an office clerk's light activity as given; 老友粉,
  // 螺蛳粉 sometimes, rice, pork and greens, and lots of lychee and mango in season are food, and little milk with one cup
  // of milk tea a week is dairy weekly (as round 65's Wing's milk tea); no alcohol and not smoking; goals not stated
  // are general health; no prescription medicines; 爱乐维 Elevit is the Elevit option and 钙尔奇 Caltrate 600 mg the Caltrate
  // D600 option (as round 64's Xiaowen); the pork liver soup her mother-in-law gives her twice a week has no catalogue
  // option and is named only, a bowl as one, 2 a week (as round 65's Wing's 燕窩); the brown sugar water and the 阿胶 she
  // is given for her blood give no amount or frequency, have no catalogue option and are named only, one each, counted
  // for a day she has them (as round 63's Jake's beetroot shot); the folate, reported only as normal, and the glucose
  // test, not yet done, have no number for the labs; the labs printed no ranges, so the usual pregnancy one for the
  // haemoglobin (as round 64's Xiaowen) and the usual ones otherwise
  'Qiuping: 29, 20 weeks pregnant, thalassaemia trait (zh)': {
    nickname: '韦秋萍',
    gender: 'female',
    age: 29,
    heightCm: 156,
    weightKg: 55,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    gestationalWeek: 20,
    prePregnancyWeightKg: 49,
    dietPattern: 'omnivore',
    foodFrequency: { dairy: 'weekly' },
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['haemoglobinopathy', 'anemia'],
    supplements: [
      { optionId: 'elevit', name: '爱乐维 Elevit（每天1片）', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇 Caltrate 600mg（每天1片）', dose: 1, unit: 'tablet' },
      { name: '猪肝汤（婆婆煲的，每周2次）', dose: 2, unit: 'sachet', every: 'week' },
      { name: '红糖水（婆婆给的，补血）', dose: 1, unit: 'sachet' },
      { name: '阿胶（婆婆给的，补血）', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: '血红蛋白', value: 98, unit: 'g/L', labRefLow: 110, labRefHigh: 150 },
      { marker: 'MCV', value: 68, unit: 'fL', labRefLow: 80, labRefHigh: 100 },
      { marker: '铁蛋白', value: 85, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
    ],
  },
  // Madison "Maddie" Cole, 24, Denver: postural orthostatic tachycardia syndrome since COVID in 2022 has no
  // questionnaire option, nor have the migraines, and the heavy periods have no field; a ferritin of 14 and a potassium
  // of 3.4 not called anaemia or a deficiency tick nothing; a grad student on a recumbent bike 3 times a week for rehab
  // is light as given; not pregnant is no life stage; small frequent meals, mostly gluten-free by choice (no coeliac
  // disease, so nothing ticked), and pickles and olives for salt are food, and 3 L of water and one cold brew coffee a
  // day are drinks; drinking rarely, as alcohol makes her worse, is light (as round 63's Marcus); no smoking; goals not
  // stated are general health; fludrocortisone (Florinef) 0.1 mg a day and propranolol 10 mg twice a day are their
  // entries; Loestrin is norethindrone/ethinyl estradiol, by its form (as round 65's Chloe's Rigevidon); Liquid I.V., 2
  // sticks a day, and SaltStick caps, 4 a day, have no catalogue option and are named only, a stick as one sachet (as
  // round 47's Wing-sze's electrolyte tablets), so their sodium is not counted; magnesium glycinate 200 mg at night is
  // the magnesium glycinate option, 200 mg (as round 49's Jun); iron bisglycinate 25 mg every other day is the iron
  // bisglycinate option at its own 25 mg, every other day as 15 a month (as round 63's Jake's ferrous sulfate), not
  // marked prescribed as none is said; the standing blood pressure is a lab row (as round 64's Dale), and the standing
  // heart rate of 128 has no field and is kept in this note; the labs printed no ranges, so the usual ones (a woman's
  // for the ferritin)
  'Maddie: 24, POTS on fludrocortisone and salt tablets (en)': {
    nickname: 'Maddie',
    gender: 'female',
    age: 24,
    heightCm: 168,
    weightKg: 54,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'light',
    smoking: 'never',
    goals: ['general_health'],
    medicines: ['fludrocortisone', 'propranolol', 'norethindrone-ethinylestradiol'],
    medicineDoses: [
      { id: 'fludrocortisone', dose: 0.1, unit: 'mg', frequency: 'Florinef, once a day' },
      { id: 'propranolol', dose: 10, unit: 'mg', frequency: 'twice a day' },
      { id: 'norethindrone-ethinylestradiol', form: 'tablet', frequency: 'Loestrin, one a day' },
    ],
    supplements: [
      { name: 'Liquid I.V. (2 sticks a day)', dose: 2, unit: 'sachet' },
      { name: 'SaltStick caps (4 a day)', dose: 4, unit: 'capsule' },
      {
        optionId: 'magnesium-glycinate',
        name: 'Magnesium glycinate 200 mg (at night)',
        dose: 200,
        unit: 'mg',
      },
      {
        optionId: 'iron-bisglycinate',
        name: 'Iron bisglycinate 25 mg (every other day)',
        dose: 15,
        unit: 'capsule',
        every: 'month',
      },
    ],
    labs: [
      { marker: 'Potassium', value: 3.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Ferritin', value: 14, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Blood pressure (standing)', value: 98, unit: '/64 mmHg' },
    ],
  },
  // Ethan Nguyen, 14, Mississauga, his mother types: under 18, so the questionnaire refuses him; entered as written
  // anyway, as the earlier rounds' teenagers are (as round 64's Maddie); Crohn's disease of the terminal ileum and
  // colon, found a month ago, is IBD, and his slowed growth has no field; losing 5 kg has no field (weight gain is the
  // goal, with general health, as round 65's Yang); hockey, on pause, is moderate as given; a boy is no life stage; for
  // now he has only Modulen IBD formula and water, in week 3 of 8 weeks of exclusive enteral nutrition, and the pho,
  // rice, chicken nuggets and energy drinks he had before are his past food and have no field now (as round 63's Lao
  // Guo); no alcohol, and smoking not mentioned is never; no medicines yet, and azathioprine or Remicade, only to be
  // discussed after the formula course, are not taken and are left out; Modulen IBD, 6 × 250 mL a day, has no catalogue
  // option and is named only, a 250 mL serving as one sachet (as round 63's Lao Guo's Nutrison); vitamin D3 1,000 IU a
  // day is the vitamin D3 1000 IU option, marked prescribed as said; the BioGaia probiotic his grandmother bought, 1 a
  // day, is the probiotics option, a tablet (as round 62's Doudou's BioGaia drops); a Hb of 108 and a ferritin of 12
  // not called anaemia tick nothing; faecal calprotectin has no catalogue marker and is entered as typed, read against
  // the usual cut-off of 50 µg/g (as round 64's Dale's IgE cut-off); the labs printed no ranges, so the usual ones: for
  // the haemoglobin WHO's cut-off at 12–14 years, 120 g/L, up to the usual 160, and for the ferritin WHO's cut-off over
  // 5 years, 15 µg/L, up to the usual 150 (as round 64's Tiantian's under-5 cut-off)
  "Ethan: 14, new Crohn's on exclusive enteral nutrition (en)": {
    nickname: 'Ethan',
    gender: 'male',
    age: 14,
    heightCm: 158,
    weightKg: 41,
    activityLevel: 'moderate',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_gain', 'general_health'],
    conditions: ['ibd'],
    supplements: [
      {
        name: 'Modulen IBD formula (6 × 250 mL a day, exclusive enteral nutrition, week 3 of 8)',
        dose: 6,
        unit: 'sachet',
      },
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Vitamin D3 1,000 IU (prescribed)',
        dose: 1000,
        unit: 'IU',
        prescribed: true,
      },
      {
        optionId: 'probiotics',
        name: 'BioGaia probiotic (from his grandmother, 1 a day)',
        dose: 1,
        unit: 'tablet',
      },
    ],
    labs: [
      { marker: 'CRP', value: 38, unit: 'mg/L', labRefLow: 0, labRefHigh: 5 },
      { marker: 'Albumin', value: 31, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
      { marker: 'Haemoglobin', value: 108, unit: 'g/L', labRefLow: 120, labRefHigh: 160 },
      { marker: 'Ferritin', value: 12, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 },
      { marker: 'Vitamin D', value: 41, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
      { marker: 'Faecal calprotectin', value: 1250, unit: 'µg/g', labRefHigh: 50 },
    ],
  },
  // Margaret O'Brien, 78, Geelong: wet age-related macular degeneration in the left eye (Eylea every 8 weeks) and
  // intermediate AMD in the right have no questionnaire option, nor has the osteoarthritis; high blood pressure is
  // ticked; an eGFR of 58 not called kidney disease is not ticked; lawn bowls once a week is light as given; not
  // applicable is no life stage; toast with Vegemite and meat and three veg are food, the three veg being vegetables
  // daily, and fish on Fridays is fish weekly; two cups of tea and one coffee a day are drinks; a glass of white wine
  // most nights, a glass counted as a drink, is about 5–6 drinks a week, moderate (4–7) (as round 61's Gloria's
  // glasses); quitting smoking in 1990 is former; goals not stated are general health; irbesartan (Avapro) 150 mg a day
  // is its entry; Panadol Osteo is acetaminophen, 665 mg, 2 tablets three times a day, so 1,330 mg a dose (as round
  // 62's Donna's Aleve); Eylea (aflibercept), the eye injection every 8 weeks, is not in the dictionary and is kept as
  // typed, unchecked (as round 64's Dale's EpiPen); Blackmores Macu-Vision Plus, 2 tablets a day, has no catalogue
  // option and gives no label amounts here, so it is named only and what it holds is not counted; the lutein gummy her
  // daughter sent, 1 a day, is the lutein option, no strength given; fish oil 1,000 mg, 2 a day, is the fish oil option
  // at 1000 mg a capsule; Ostelin vitamin D 1,000 IU is the vitamin D3 1000 IU option (as round 58's Bruce);
  // glucosamine 1,500 mg a day is the glucosamine option, 1,500 mg (as round 65's Ngozi); the labs printed no ranges,
  // so the usual ones
  'Margaret: 78, macular degeneration on eye vitamins (en)': {
    nickname: 'Margaret',
    gender: 'female',
    age: 78,
    heightCm: 162,
    weightKg: 68,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    foodFrequency: { vegetables: 'daily', fish: 'weekly' },
    alcohol: 'moderate',
    smoking: 'former',
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['irbesartan', 'acetaminophen'],
    medicineDoses: [
      { id: 'irbesartan', dose: 150, unit: 'mg', frequency: 'Avapro, once a day' },
      {
        id: 'acetaminophen',
        dose: 1330,
        unit: 'mg',
        form: 'tablet',
        frequency: 'Panadol Osteo 665 mg, 2 tablets three times a day',
      },
    ],
    uncheckedMedicines: ['Eylea (aflibercept) eye injection every 8 weeks'],
    supplements: [
      { name: 'Blackmores Macu-Vision Plus (2 tablets a day)', dose: 2, unit: 'tablet' },
      { optionId: 'lutein', name: 'Lutein gummy (from her daughter, 1 a day)', dose: 1, unit: 'tablet' },
      {
        optionId: 'fish-oil',
        name: 'Fish oil 1000 mg (2 a day)',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 1000, unit: 'mg' },
      },
      { optionId: 'vitamin-d3-1000iu', name: 'Ostelin Vitamin D 1,000 IU', dose: 1, unit: 'capsule' },
      { optionId: 'glucosamine', name: 'Glucosamine 1500 mg', dose: 1500, unit: 'mg' },
    ],
    labs: [
      { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m²', labRefLow: 90 },
      { marker: 'Vitamin D', value: 62, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 },
    ],
  },
  // Folake Adebayo, 58, Abeokuta, her son in Leicester types: high blood pressure for 10 years is hypertension; the
  // knee pain has no questionnaire option; high uric acid with no gout attack said is not gout (as round 51's Liu
  // Jianguo), and borderline blood sugar is not diabetes (as round 65's Ngozi's prediabetes); selling fabric in the
  // market is light as given; post-menopausal is no life stage; eba and amala with egusi or ewedu, palm oil, Maggi
  // cubes in every pot, fried plantain and pap with akara are food, and Malta Guinness and zobo every day are drinks;
  // no alcohol and not smoking; goals not stated are general health; Exforge is the dictionary's amlodipine/valsartan,
  // 10/160 mg a day, by its form with the strengths in the frequency (as round 50's Margaret's Entresto);
  // hydrochlorothiazide 25 mg a day is its entry; moringa leaf powder, 2 teaspoons a day, has no catalogue option and
  // is named only, a teaspoon as one scoop (as round 43's Ngozi's moringa); the garlic tablets, 1 a day, are the garlic
  // option, no strength given (as round 50's Defu's 大蒜片); bitter kola, no amount given, has no catalogue option and is
  // named only, one (as round 65's Ngozi's bitter kola); Yoyo Bitters, 2 tablespoons a day, has no catalogue option and
  // is named only, a tablespoon as one (as round 65's Ngozi's shot); the clinic blood pressure is a lab row (as round
  // 64's Dale); the labs printed no ranges, so the usual ones (a woman's for the uric acid and creatinine)
  'Folake: 58, hypertension on Exforge, drinks zobo (en)': {
    nickname: 'Folake',
    gender: 'female',
    age: 58,
    heightCm: 160,
    weightKg: 84,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['general_health'],
    conditions: ['hypertension'],
    medicines: ['amlodipine-valsartan', 'hydrochlorothiazide'],
    medicineDoses: [
      {
        id: 'amlodipine-valsartan',
        form: 'tablet',
        frequency: 'Exforge (amlodipine/valsartan 10/160 mg), once a day',
      },
      { id: 'hydrochlorothiazide', dose: 25, unit: 'mg', frequency: 'once a day' },
    ],
    supplements: [
      { name: 'Moringa leaf powder (2 teaspoons a day)', dose: 2, unit: 'scoop' },
      { optionId: 'garlic', name: 'Garlic tablets (1 a day)', dose: 1, unit: 'tablet' },
      { name: 'Bitter kola', dose: 1, unit: 'tablet' },
      { name: 'Yoyo Bitters (2 tablespoons a day)', dose: 2, unit: 'sachet' },
    ],
    labs: [
      { marker: 'Blood pressure', value: 158, unit: '/96 mmHg' },
      { marker: 'Potassium', value: 3.1, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      { marker: 'Sodium', value: 134, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      { marker: 'Uric acid', value: 8.2, unit: 'mg/dL', labRefLow: 2.4, labRefHigh: 6 },
      { marker: 'Fasting glucose', value: 112, unit: 'mg/dL', labRefLow: 70, labRefHigh: 99 },
      { marker: 'Creatinine', value: 1.0, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
    ],
  },
  // Sunita Kulkarni, 50, Pune: hypothyroidism is ticked; the vitamin D deficiency she was treated for and the knee pain
  // have no questionnaire option; the nausea and thirst of late have no field, and the constipation is the constipation
  // digestive issue; a 25(OH)D of 148 and a calcium of 10.9, not called vitamin D toxicity or high calcium by anyone
  // and with no option for either, tick nothing and are in the labs, nor does a B12 of 180 not called a deficiency; a
  // 30-minute morning walk is light as given; post-menopausal for a year is no life stage; vegetarian Maharashtrian
  // food is the vegetarian option, eggs not being mentioned (as round 64's Priya); poha, chapati, dal, bhaji, rice,
  // curd and ghee are food, and the curd and 3 cups of masala chai a day are dairy daily (as round 64's Priya's chai);
  // the Ekadashi fasts with sabudana khichdi are no Ramadan fast and have no field (as round 64's Priya's fast days);
  // no alcohol and not smoking; goals not stated are general health; Thyronorm is levothyroxine, 75 µg in the morning;
  // the Uprise-D3 60,000 IU sachet once a week is the vitamin D3 option at 60,000 IU a sachet with its weekly course
  // (as round 60's Kusum), its 14 months against the doctor's 8 weeks kept in its name, and it is not marked
  // prescribed, as the course the doctor prescribed ended long ago; Shelcal 500 (calcium carbonate + D3), 2 tablets a
  // day, is its own option (as round 60's Kusum); Himalaya ashwagandha, 1 tablet a day, is the ashwagandha option, no
  // strength given; Triphala at night gives no form or amount, has no catalogue option and is named only, one, a
  // teaspoon of churna as one scoop (as round 52's Kamala's triphala churna); the labs printed no ranges, so the usual
  // ones (a woman's for the creatinine)
  'Sunita: 50, hypothyroid, weekly 60,000 IU vitamin D for a year (en)': {
    nickname: 'Sunita',
    gender: 'female',
    age: 50,
    heightCm: 155,
    weightKg: 66,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'vegetarian',
    foodFrequency: { dairy: 'daily' },
    alcohol: 'none',
    smoking: 'never',
    digestiveIssues: ['constipation'],
    goals: ['general_health'],
    conditions: ['hypothyroid'],
    medicines: ['levothyroxine'],
    medicineDoses: [{ id: 'levothyroxine', dose: 75, unit: 'µg', frequency: 'Thyronorm, in the morning' }],
    supplements: [
      {
        optionId: 'vitamin-d3-1000iu',
        name: 'Uprise-D3 60,000 IU sachet (once a week for 14 months; the doctor said 8 weeks)',
        dose: 1,
        unit: 'sachet',
        perUnit: { amount: 60000, unit: 'IU' },
        every: 'week',
      },
      { optionId: 'shelcal-500', name: 'Shelcal 500 (calcium carbonate + D3)', dose: 2, unit: 'tablet' },
      { optionId: 'ashwagandha', name: 'Himalaya ashwagandha (1 tablet a day)', dose: 1, unit: 'tablet' },
      { name: 'Triphala (at night)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: '25(OH)D', value: 148, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
      { marker: 'Calcium', value: 10.9, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
      { marker: 'TSH', value: 6.2, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
      { marker: 'Creatinine', value: 1.0, unit: 'mg/dL', labRefLow: 0.6, labRefHigh: 1.1 },
      { marker: 'Vitamin B12', value: 180, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 },
    ],
  },
  // Darren Tan, 18, Tampines: no diagnosed conditions, so a fasting glucose of 5.9, an ALT of 72 and triglycerides of
  // 2.3 not called prediabetes, fatty liver or a lipid disorder tick nothing (as round 65's Gary); wanting to lose
  // weight and pass his fitness test before he enlists in 5 months is the weight-loss goal, the test and National
  // Service having no field; a polytechnic student gaming late at night is sedentary as given; not applicable is no
  // life stage; hawker food (chicken rice, mee goreng, nasi lemak) and supper prata are food, and 1–2 bubble teas a
  // day, Milo Dinosaur and energy drinks when gaming are drinks; no alcohol and not smoking; no medicines; Optimum
  // Nutrition Gold Standard whey, 1 scoop a day, is the whey option, the friend's fat-loss advice kept in its name; the
  // labs printed no ranges, so the usual ones (a man's for the ALT, and 3.9–5.6 for the fasting glucose, as round 61's
  // Kevin)
  'Darren: 18, overweight before National Service (en)': {
    nickname: 'Darren',
    gender: 'male',
    age: 18,
    heightCm: 173,
    weightKg: 92,
    activityLevel: 'sedentary',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'none',
    smoking: 'never',
    goals: ['weight_loss'],
    supplements: [
      {
        optionId: 'whey-protein',
        name: 'Optimum Nutrition Gold Standard whey (1 scoop a day, a friend said it helps fat loss)',
        dose: 1,
        unit: 'scoop',
      },
    ],
    labs: [
      { marker: 'Fasting glucose', value: 5.9, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 },
      { marker: 'ALT', value: 72, unit: 'U/L', labRefLow: 0, labRefHigh: 40 },
      { marker: 'Triglycerides', value: 2.3, unit: 'mmol/L', labRefLow: 0, labRefHigh: 1.7 },
    ],
  },
  // Helen Marsh, 61, Bristol: nothing serious; the menopause symptoms treated with HRT have no field, and the
  // borderline cholesterol, not called a lipid disorder, is not ticked (as round 65's Gary's borderline blood
  // pressure); wanting to lose 7 kg is the weight-loss goal; dog walks and yoga once a week are light as given;
  // post-menopausal is no life stage; porridge, sandwiches, M&S ready meals and cheese and crackers in the evening are
  // food, and 3 coffees a day are drinks; a large (250 ml) glass of red wine is about 2 standard drinks (about 3.4 UK
  // units at 13.5%), so 5 nights a week is about 10 drinks a week, over 7 for a woman, heavy (as round 64's Liam's
  // schooners, counted in standard drinks); never smoked; Evorel 50 is estradiol, a 50 µg patch changed twice a week,
  // and Utrogestan is progesterone, 100 mg at night, a capsule (as round 41's Fiona's); vitamin D 10 mcg (400 IU) a day
  // is the vitamin D3 400 IU option; Menopace Plus, 1 a day, has no catalogue option and is named only (as round 52's
  // Margaret's Menopace Original); collagen powder, 1 scoop in her coffee, is the collagen option (as round 65's
  // Chloe); the blood pressure is a lab row (as round 64's Dale); the labs printed no ranges, so the usual UK ones
  'Helen: 61, on HRT, wine most nights, wants to lose 7 kg (en)': {
    nickname: 'Helen',
    gender: 'female',
    age: 61,
    heightCm: 165,
    weightKg: 79,
    activityLevel: 'light',
    lifeStage: 'none',
    dietPattern: 'omnivore',
    alcohol: 'heavy',
    smoking: 'never',
    goals: ['weight_loss'],
    medicines: ['estradiol', 'progesterone'],
    medicineDoses: [
      {
        id: 'estradiol',
        dose: 50,
        unit: 'µg',
        form: 'patch',
        frequency: 'Evorel 50, new patch twice a week',
      },
      { id: 'progesterone', dose: 100, unit: 'mg', form: 'capsule', frequency: 'Utrogestan, at night' },
    ],
    supplements: [
      { optionId: 'vitamin-d3-400iu', name: 'Vitamin D 10 mcg (400 IU)', dose: 400, unit: 'IU' },
      { name: 'Menopace Plus (1 a day)', dose: 1, unit: 'tablet' },
      { optionId: 'collagen', name: 'Collagen powder (1 scoop in her coffee)', dose: 1, unit: 'scoop' },
    ],
    labs: [
      { marker: 'Total cholesterol', value: 6.1, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5 },
      { marker: 'LDL cholesterol', value: 3.9, unit: 'mmol/L', labRefLow: 0, labRefHigh: 3 },
      { marker: 'HbA1c', value: 40, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
      { marker: 'Blood pressure', value: 132, unit: '/84 mmHg' },
    ],
  },
};
