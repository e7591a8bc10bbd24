import type { ChatCard } from '@nutri/domain/contracts';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBodyMeasures, type Measure } from '../../../components/body-measures';
import { hrefWithPlan, paths } from '../../../config/paths';
import { usePlanStore } from '../../../stores/plan-store';

type Card<T extends ChatCard['type']> = Extract<ChatCard, { type: T }>;

const UNIT_LABEL: Record<string, string> = { mg: 'mg', ug: 'µg', g: 'g' };
/** Numbers without float noise: one decimal below 100, whole above. */
const num = (n: number) => (Math.abs(n) < 100 ? String(Math.round(n * 10) / 10) : String(Math.round(n)));

/** The frame every card shares: `data-card` names its type (styles and tests find cards by it). */
function CardFrame({
  type,
  title,
  modifier,
  kind,
  children,
}: {
  type: ChatCard['type'];
  title: string;
  modifier?: string;
  kind?: string;
  children: ReactNode;
}) {
  return (
    <section className={modifier ? `chat-card ${modifier}` : 'chat-card'} data-card={type} data-kind={kind}>
      <h3 className="chat-card__title">{title}</h3>
      {children}
    </section>
  );
}

function ProfileCard({ card }: { card: Card<'profile'> }) {
  const { t } = useTranslation();
  const body = useBodyMeasures();
  const p = card.profile;
  const rows: [string, string | Measure][] = [
    [t('chat.cards.sex'), p.sex === 'male' ? t('chat.cards.male') : t('chat.cards.female')],
    [t('chat.cards.age'), t('chat.cards.ageValue', { value: num(p.age) })],
    [t('chat.cards.height'), body.height(p.heightCm)],
    [t('chat.cards.weight'), body.weight(p.weightKg)],
    // Pregnancy without a pre-pregnancy weight: the current weight is never given a weight class.
    [
      t('chat.cards.bmi'),
      p.bmiBasis === 'not_judged'
        ? num(p.bmi)
        : `${num(p.bmi)} · ${t(`chat.cards.bmiCategory.${p.bmiCategory}`)}`,
    ],
    [t('chat.cards.activity'), t(`chat.cards.activityLevel.${p.activityLevel}`)],
    [t('chat.cards.bmr'), `${num(p.bmrKcal)} kcal`],
    [t('chat.cards.tdee'), `${num(p.tdeeKcal)} kcal`],
    [t('chat.cards.protein'), `${num(p.proteinTargetG)} g`],
  ];
  return (
    <CardFrame type="profile" title={t('chat.cards.profile')} modifier="chat-card--profile">
      <dl className="app-facts chat-card__grid">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            {typeof v === 'string' ? (
              <dd>{v}</dd>
            ) : (
              <dd>
                {v.main}
                {/* The third of a phone's width holds the metric figure on a line of its own. */}
                {v.metric === null ? null : <span className="chat-card__metric">{v.metric}</span>}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </CardFrame>
  );
}

function RecommendCard({ card }: { card: Card<'recommend'> }) {
  const { t } = useTranslation();
  if (card.items.length === 0) return null;
  return (
    <CardFrame type="recommend" title={t('chat.cards.recommend')}>
      <ul className="chat-card__list">
        {card.items.map((item) => (
          <li key={item.nutrient} className="chat-recommend">
            <div className="chat-recommend__head">
              <strong>{item.name}</strong>
              <span className="chat-recommend__dose">
                {num(item.dose)} {UNIT_LABEL[item.unit] ?? item.unit}
                {t('chat.cards.perDay')}
              </span>
            </div>
            {item.timing ? (
              <p className="chat-recommend__timing">
                {t('chat.cards.timing')}: {item.timing}
              </p>
            ) : null}
            {item.reason ? <p className="chat-recommend__reason">{item.reason}</p> : null}
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}

function TipsCard({ card }: { card: Card<'tips'> }) {
  const { t } = useTranslation();
  return (
    <CardFrame type="tips" title={card.title || t('chat.cards.tips')}>
      <ul className="chat-card__tips">
        {card.tips.map((tip, i) => (
          <li key={i}>{tip}</li>
        ))}
      </ul>
    </CardFrame>
  );
}

/**
 * Products link to the shop: one product opens `/productsPageQuick?productId=…`, the whole list
 * `/productsPage?id=<planId>` (the active plan's products).
 */
function ProductsCard({ card }: { card: Card<'products'> }) {
  const { t } = useTranslation();
  const planId = usePlanStore((s) => s.currentActiveQsId);
  if (card.products.length === 0) return null;
  return (
    <CardFrame type="products" title={t('chat.cards.products')}>
      <ul className="chat-card__list">
        {card.products.map((p) => (
          <li key={p.productId}>
            <Link
              className="chat-product"
              to={`${paths.productsQuick.path}?productId=${encodeURIComponent(p.productId)}`}
            >
              <span className="chat-product__text">
                <strong>{p.name}</strong>
                <span>
                  {p.dosage > 0 ? t('chat.cards.dosage', { count: p.dosage }) : null}
                  {p.dosage > 0 && p.usage ? ' · ' : null}
                  {p.usage}
                </span>
              </span>
              <span className="visually-hidden">{t('chat.cards.viewProduct')}</span>
              <RightOutline aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="chat-card__more" to={hrefWithPlan(paths.products, planId)}>
        {t('chat.cards.allProducts')}
        <RightOutline aria-hidden="true" />
      </Link>
    </CardFrame>
  );
}

/** A red-flag answer's numbers as tap-to-call links, each a large target (≥ 44 × 44 px). */
function UrgentCard({ card }: { card: Card<'urgent'> }) {
  const { t } = useTranslation();
  return (
    <CardFrame
      type="urgent"
      title={t('chat.cards.urgentCalls')}
      modifier="chat-card--urgent"
      kind={card.kind}
    >
      <ul className="app-stack app-stack--tight">
        {card.calls.map((c) => (
          <li key={c.number}>
            <a className="chat-urgent__call" href={`tel:${c.number}`}>
              {t('chat.cards.call', { label: c.label, number: c.number })}
            </a>
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}

/** One card of an answer, by type. */
export function ChatCardView({ card }: { card: ChatCard }) {
  switch (card.type) {
    case 'profile':
      return <ProfileCard card={card} />;
    case 'recommend':
      return <RecommendCard card={card} />;
    case 'tips':
      return <TipsCard card={card} />;
    case 'products':
      return <ProductsCard card={card} />;
    case 'urgent':
      return <UrgentCard card={card} />;
  }
}
