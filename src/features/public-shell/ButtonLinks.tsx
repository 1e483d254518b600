// A row of call-to-action links: the first is the primary action, the rest secondary.
/** A call-to-action link: the shape of a service page's cta buttons and of the copy's hero buttons. */
export interface ButtonLink {
  text: string;
  link: string;
}

const STYLES = {
  /** On the dark hero band. */
  dark: {
    primary: 'rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-500',
    secondary: 'rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10',
  },
  /** On a light section. */
  light: {
    primary: 'rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800',
    secondary: 'rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-white',
  },
} as const;

interface ButtonLinksProps {
  buttons: ButtonLink[];
  surface: keyof typeof STYLES;
  className?: string;
}

export default function ButtonLinks({ buttons, surface, className = '' }: ButtonLinksProps) {
  if (buttons.length === 0) return null;
  return (
    <div className={`mt-8 flex flex-wrap gap-4 ${className}`}>
      {buttons.map((button, index) => (
        <a key={button.link} href={button.link} className={index === 0 ? STYLES[surface].primary : STYLES[surface].secondary}>
          {button.text}
        </a>
      ))}
    </div>
  );
}
