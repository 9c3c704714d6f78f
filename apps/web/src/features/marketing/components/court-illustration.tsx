/** A top-down court, drawn inline (decorative). */
export function CourtIllustration() {
  return (
    <svg
      viewBox="0 0 480 300"
      width="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="court-surround" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-court-7)" />
          <stop offset="1" stopColor="var(--mantine-color-court-9)" />
        </linearGradient>
        <clipPath id="court-ball">
          <circle cx="332" cy="98" r="13" />
        </clipPath>
      </defs>
      <rect width="480" height="300" rx="24" fill="url(#court-surround)" />
      <rect x="40" y="30" width="400" height="240" rx="2" fill="var(--mantine-color-court-6)" />
      <g stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="square">
        <rect x="40" y="30" width="400" height="240" />
        <line x1="40" y1="60" x2="440" y2="60" />
        <line x1="40" y1="240" x2="440" y2="240" />
        <line x1="140" y1="60" x2="140" y2="240" />
        <line x1="340" y1="60" x2="340" y2="240" />
        <line x1="140" y1="150" x2="340" y2="150" />
        <line x1="40" y1="150" x2="52" y2="150" />
        <line x1="428" y1="150" x2="440" y2="150" />
      </g>
      <line x1="240" y1="18" x2="240" y2="282" stroke="#f1f3f5" strokeWidth="6" />
      <line
        x1="240"
        y1="18"
        x2="240"
        y2="282"
        stroke="#343a40"
        strokeWidth="2"
        strokeDasharray="3 5"
      />
      <circle cx="240" cy="18" r="6" fill="#f1f3f5" />
      <circle cx="240" cy="282" r="6" fill="#f1f3f5" />
      <ellipse cx="338" cy="118" rx="14" ry="5" fill="rgba(0,0,0,0.18)" />
      <circle cx="332" cy="98" r="13" fill="#d8f34a" />
      <path
        d="M321 91c6 3 8 11 4 17M343 105c-6-3-8-11-4-17"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}
