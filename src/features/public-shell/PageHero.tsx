// The hero band at the top of a page: title, subtitle, optional buttons, and the page's hero image
// (bundled artwork inline; a library image eagerly with high priority, as it is usually the largest paint,
// and decoded with the frame it arrives in: `decoding="async"` lets the browser paint it a frame or more later).
import { artwork, isBundledArtwork } from '../images/artwork.ts';
import { HERO_SIZES } from '../images/page-image.ts';
import { SlotImage, UnsplashCredit } from '../images/SlotImage.tsx';
import type { PageImage } from '../images/types.ts';
import ButtonLinks, { type ButtonLink } from './ButtonLinks.tsx';

interface PageHeroProps {
  title: string;
  subtitle?: string;
  image: PageImage;
  buttons?: ButtonLink[];
  eyebrow?: string;
}

export default function PageHero({ title, subtitle, image, buttons = [], eyebrow }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {isBundledArtwork(image.src) ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-60 [&>svg]:h-full [&>svg]:w-full"
          // Our own generated SVG (no user input): inlined, the hero needs no image request.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes from artwork(), not from content.
          dangerouslySetInnerHTML={{
            __html: artwork(image.src, image.width, image.height, true).replace(
              '<svg ',
              '<svg preserveAspectRatio="xMidYMid slice" ',
            ),
          }}
        />
      ) : (
        <SlotImage
          image={{ ...image, alt: '' }}
          sizes={HERO_SIZES}
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-900/75 to-brand-900/30" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p>}
        <h1 className="max-w-3xl font-serif text-4xl font-semibold leading-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-6 max-w-2xl text-lg text-slate-100">{subtitle}</p>}
        <ButtonLinks buttons={buttons} surface="dark" />
      </div>
      {image.unsplash && (
        <UnsplashCredit unsplash={image.unsplash} className="absolute right-4 bottom-2 text-slate-100 [&_a]:text-white" />
      )}
    </section>
  );
}
