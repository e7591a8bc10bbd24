import { useTranslation } from 'react-i18next';
import { displayFeetInches, displayPounds, roundTo, type MeasurementSystem } from '../lib/measurement';
import { useMeasurementSystem } from '../stores/measurement-store';

/** A read-back figure: in the person's units, with the metric value when those are US customary. */
export interface Measure {
  main: string;
  /** The metric value beside a US one, for screens with room for it; null in metric. */
  metric: string | null;
}

export interface BodyMeasures {
  system: MeasurementSystem;
  height: (cm: number) => Measure;
  weight: (kg: number) => Measure;
  /** One line: "5 ft 7 in (170.2 cm)", or "170.2 cm" in metric. */
  inline: (measure: Measure) => string;
}

/**
 * Height and weight as the person reads them back (plan and chat profiles): whole inches and pounds, as
 * a label or a person would say them, and the stored metric figure to one decimal.
 */
export function useBodyMeasures(): BodyMeasures {
  const { t } = useTranslation();
  const system = useMeasurementSystem();
  // A figure never breaks from its unit ("68 / kg") where the line wraps.
  const keep = (text: string) => text.replace(/ /g, '\u00a0');
  const cm = (value: number) => keep(t('measure.cm', { value: roundTo(value, 1) }));
  const kg = (value: number) => keep(t('measure.kg', { value: roundTo(value, 1) }));
  return {
    system,
    height: (value) =>
      system === 'us'
        ? { main: keep(t('measure.feetInches', { ...displayFeetInches(value) })), metric: cm(value) }
        : { main: cm(value), metric: null },
    weight: (value) =>
      system === 'us'
        ? { main: keep(t('measure.pounds', { value: displayPounds(value) })), metric: kg(value) }
        : { main: kg(value), metric: null },
    inline: (m) =>
      m.metric === null ? m.main : t('measure.withMetric', { value: m.main, metric: m.metric }),
  };
}
