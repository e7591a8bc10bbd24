/** Where a statement comes from: its label, then the source, a link when it has a web address. */
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
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {source.ref}
        </a>
      ) : (
        <span>{source.ref}</span>
      )}
    </p>
  );
}
