// The header's three icons as inline SVG: the header ships on every page, so it carries no icon library.

interface IconProps {
  className?: string;
}

const base = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
