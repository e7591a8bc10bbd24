/** The welcome illustration: a bowl with greens, a capsule and a chart line. Inline SVG, nothing to fetch. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 120" role="presentation" aria-hidden="true" focusable="false">
      <circle cx="84" cy="60" r="52" fill="#d9efe5" />
      <path d="M30 64h108c0 26-24 44-54 44S30 90 30 64Z" fill="#0b7a50" />
      <path d="M36 64h96c-2 20-22 36-48 36S38 84 36 64Z" fill="#139a67" />
      <ellipse cx="62" cy="56" rx="16" ry="10" fill="#7cc576" transform="rotate(-24 62 56)" />
      <ellipse cx="86" cy="50" rx="18" ry="11" fill="#5bb35a" transform="rotate(18 86 50)" />
      <circle cx="108" cy="58" r="8" fill="#f08a4b" />
      <circle cx="74" cy="60" r="6" fill="#e9504f" />
      <g transform="rotate(-35 128 26)">
        <rect x="112" y="18" width="32" height="14" rx="7" fill="#fff" stroke="#0b7a50" strokeWidth="2" />
        <path d="M128 18h9a7 7 0 0 1 0 14h-9Z" fill="#f2b233" />
      </g>
      <path
        d="M18 34l12-8 10 6 14-14"
        fill="none"
        stroke="#1459b8"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
