import type { ChatCard } from '@nutri/domain/contracts';
import { describe, expect, it } from 'vitest';
import { assistantReply } from '@nutri/domain/assistant';
import { renderWithProviders, setTestLocale } from '../../../testing/render';
import { toChatCard } from '../lib/chat-events';
import { ChatCardView } from './chat-cards';

function renderUrgent(text: string, locale: 'zh-CN' | 'en-US') {
  setTestLocale(locale);
  const card = assistantReply({ text, locale, plan: null }).cards.find((c) => c.type === 'urgent');
  expect(card).toBeDefined();
  const { container } = renderWithProviders(<>{card ? <ChatCardView card={card} /> : null}</>);
  return [...container.querySelectorAll<HTMLAnchorElement>('[data-card="urgent"] a')];
}

describe('the urgent card', () => {
  it('offers 120 as a tap-to-call link for a zh-CN chest-pain message', () => {
    const links = renderUrgent('我现在胸口很痛，左臂发麻，出冷汗', 'zh-CN');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:120']);
    expect(links[0]!.textContent).toContain('120');
    expect(links[0]!.className).toBe('chat-urgent__call');
  });

  it('offers 988 before 911 for suicidal thoughts in en-US', () => {
    const links = renderUrgent('I feel like ending it', 'en-US');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:988', 'tel:911']);
    expect(links[0]!.textContent).toMatch(/^Call .*988$/);
  });
});

describe('the urgent card by country (twelfth clinician review, en P1 #1, en P3 #1)', () => {
  it.each([
    ['I live in Adelaide and I want to kill myself', ['tel:131114', 'tel:000']],
    ["I'm in England, I want to end my life", ['tel:116123', 'tel:999']],
    ['here in Sydney, my husband has crushing chest pain', ['tel:000']],
  ])('"%s" → %s, every number a tap-to-call link', (text, hrefs) => {
    const links = renderUrgent(text, 'en-US');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hrefs);
    const card = assistantReply({ text, locale: 'en-US', plan: null }).cards.find((c) => c.type === 'urgent');
    expect(toChatCard(card)).toEqual(card);
  });
});

describe('the urgent card on the wire', () => {
  it('is read from the stream event, and a number that is not digits never becomes a link', () => {
    const card = { type: 'urgent', kind: 'suicidal', calls: [{ label: 'Lifeline', number: '988' }] };
    expect(toChatCard(card)).toEqual(card);
    expect(toChatCard({ ...card, calls: [{ label: 'x', number: 'javascript:alert(1)' }] })).toBeNull();
    expect(toChatCard({ type: 'urgent', calls: [] })).toBeNull();
  });
});

describe('the profile card', () => {
  const card: Extract<ChatCard, { type: 'profile' }> = {
    type: 'profile',
    profile: {
      sex: 'male',
      age: 40,
      heightCm: 170.2,
      weightKg: 68,
      bmi: 23.5,
      bmiCategory: 'normal',
      bmrKcal: 1600,
      tdeeKcal: 2480,
      activityLevel: 'moderate',
      proteinTargetG: 54,
    },
  };
  const cell = (container: HTMLElement, index: number) =>
    container.querySelectorAll('[data-card="profile"] dd')[index]?.textContent?.replace(/\u00a0/g, ' ');

  it('shows height and weight in US units with the metric figure under them in en-US', () => {
    setTestLocale('en-US');
    const { container } = renderWithProviders(<ChatCardView card={card} />);
    expect(cell(container, 2)).toBe('5 ft 7 in170.2 cm');
    expect(cell(container, 3)).toBe('150 lb68 kg');
    expect(container.querySelector('.chat-card__metric')?.textContent).toBe('170.2\u00a0cm');
  });

  it('shows cm and kg alone in zh-CN', () => {
    setTestLocale('zh-CN');
    const { container } = renderWithProviders(<ChatCardView card={card} />);
    expect(cell(container, 2)).toBe('170.2 cm');
    expect(cell(container, 3)).toBe('68 kg');
  });
});
