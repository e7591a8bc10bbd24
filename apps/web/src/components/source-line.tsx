import { citation } from '@nutri/domain/citations';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../stores/locale-store';

/**
 * A cited work named in the reader's language (issue 19.1): its publisher and kind, a link when it has a
 * web address; the reference as published sits behind "as published", each part marked with its language.
 */
function CitedSource({ source }: { source: { ref: string; url?: string | null | undefined } }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const c = citation(source.ref, locale);
  const asPublished = c.original.some((p) => p.lang !== locale);
  return (
    <>
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {c.text}
        </a>
      ) : (
        <span>{c.text}</span>
      )}
      {asPublished ? (
        <details className="app-cited">
          <summary>{t('app.asPublished')}</summary>
          {c.original.map((p, i) => (
            <cite key={i} lang={p.lang}>
              {p.text}
            </cite>
          ))}
        </details>
      ) : null}
    </>
  );
}

/** Where a statement comes from: its label, then the source. */
export function SourceLine({
  label,
  source,
  className,
}: {
  label: string;
  source: { ref: string; url?: string | null | undefined };
  className: string;
}) {
  return (
    <p className={className}>
      {label}
      <CitedSource source={source} />
    </p>
  );
}
