// An image inside page content: explicit width and height (no layout shift), responsive sources,
// lazy below the fold, and the Unsplash credit under a stock photo.
import { CONTENT_SIZES } from '../images/page-image.ts';
import { SlotImage, UnsplashCredit } from '../images/SlotImage.tsx';
import type { PageImage } from '../images/types.ts';

interface ContentImageProps {
  image: PageImage;
  className?: string;
  sizes?: string;
}

export default function ContentImage({ image, className = '', sizes = CONTENT_SIZES }: ContentImageProps) {
  const picture = (
    <SlotImage
      image={image}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full rounded-xl object-cover ${className}`}
    />
  );
  if (!image.unsplash) return picture;
  return (
    <figure>
      {picture}
      <figcaption>
        <UnsplashCredit unsplash={image.unsplash} className="mt-2 text-slate-600" />
      </figcaption>
    </figure>
  );
}
