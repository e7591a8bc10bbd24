import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { describeInEachLocale, renderWithProviders } from '../testing/render';
import { SourceLine } from './source-line';

// What the plan page's reasons cite (packages/domain/src/intake/food-groups.ts, knowledge/dri-cn.ts).
const PAGODA = {
  ref: 'Chinese Dietary Guidelines 2022 (中国居民膳食指南2022), Balanced Diet Pagoda daily amounts; USDA FoodData Central, SR Legacy',
  url: 'http://dg.cnsoc.org/',
};
const DRIS = {
  ref: 'Chinese DRIs 2023 (中国居民膳食营养素参考摄入量 2023版, Chinese Nutrition Society), macrominerals table: calcium RNI 800 mg/d all adults',
};

describeInEachLocale(
  'SourceLine: Chinese sources by their Chinese names, other titles as published and marked (issue 34 §3)',
  {
    'zh-CN': {
      pagoda: '中国居民膳食指南2022，平衡膳食宝塔每日推荐量；美国农业部食物成分数据库（USDA）',
      dris: '中国居民膳食营养素参考摄入量2023版，中国营养学会',
      marked: '原文（外文文献保留原标题）',
      quoted: [
        ['中国居民膳食指南2022，平衡膳食宝塔每日推荐量', 'zh-CN'],
        ['USDA FoodData Central, SR Legacy', 'en-US'],
      ],
    },
    'en-US': {
      pagoda:
        'Chinese Dietary Guidelines 2022, Balanced Diet Pagoda daily amounts; USDA FoodData Central, SR Legacy',
      dris: 'Chinese DRIs 2023, macrominerals table: calcium RNI 800 mg/d all adults',
      marked: 'As published',
      quoted: [
        [
          'Chinese Dietary Guidelines 2022 (中国居民膳食指南2022), Balanced Diet Pagoda daily amounts',
          'zh-CN',
        ],
        ['USDA FoodData Central, SR Legacy', 'en-US'],
      ],
    },
  },
  (texts) => {
    it('names the works in the reader’s language and quotes a foreign title marked with its language', () => {
      const { container } = renderWithProviders(
        <>
          <SourceLine className="pagoda" label="" source={PAGODA} />
          <SourceLine className="dris" label="" source={DRIS} />
        </>,
      );
      expect(screen.getByRole('link').textContent).toBe(texts.pagoda);
      expect(container.querySelector('.dris > span')?.textContent).toBe(texts.dris);
      const pagoda = container.querySelector('.pagoda details')!;
      expect(pagoda.querySelector('summary')?.textContent).toBe(texts.marked);
      expect(
        [...pagoda.querySelectorAll('cite')].map((c) => [c.textContent, c.getAttribute('lang')]),
      ).toEqual(texts.quoted);
    });
  },
);
