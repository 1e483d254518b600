// An image inside page content: explicit width and height (no layout shift), lazy below the fold.
import type { PageImage } from '../images/types.ts';

interface ContentImageProps {
  image: PageImage;
  className?: string;
  sizes?: string;
}

export default function ContentImage({ image, className = '', sizes = '(min-width: 1024px) 50vw, 100vw' }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full rounded-xl object-cover ${className}`}
    />
  );
}
