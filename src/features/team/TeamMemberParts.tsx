// What the About page's carousel and the admin's cards show alike: the photo (AVIF and WebP sizes
// when it was uploaded, a placeholder when it fails to load) and the bio as the page shows it.
import { buildSrcset, fallbackVariant } from '#src/platform/media/responsive.ts';
import { cn } from '#src/ui/cn.ts';
import { ImageWithFallback } from '#src/ui/ImageWithFallback.tsx';
import { formatBio } from './bio.ts';
import type { TeamMember } from './types.ts';

/** The carousel's circle is 160 × 160 CSS pixels. */
export const TEAM_PHOTO_DISPLAY_SIZE = 160;

/** The member's photo as a circle, or nothing when there is none. */
export function TeamPhoto({
  member,
  size = TEAM_PHOTO_DISPLAY_SIZE,
  className,
  loading = 'lazy',
}: {
  member: Pick<TeamMember, 'name' | 'image_url' | 'photo'>;
  size?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const { photo } = member;
  const src = photo ? fallbackVariant(photo).url : member.image_url;
  if (!src) return null;
  return (
    <ImageWithFallback
      src={src}
      sources={
        photo
          ? [
              { type: 'image/avif', srcSet: buildSrcset(photo, 'image/avif') },
              { type: 'image/webp', srcSet: buildSrcset(photo, 'image/webp') },
            ]
          : undefined
      }
      sizes={photo ? `${size}px` : undefined}
      alt={`Portrait of ${member.name}`}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      className={cn('rounded-full object-cover', className)}
    />
  );
}

/** A bio with line breaks as a bulleted list (leading dashes removed), otherwise one paragraph. */
export function BioText({ bio, className }: { bio: string; className?: string }) {
  const display = formatBio(bio);
  if (display.kind === 'paragraph') return <p className={cn('text-slate-700', className)}>{display.text}</p>;
  return (
    <ul className={cn('list-disc space-y-2 pl-5 text-left text-slate-700', className)}>
      {display.items.map((item, index) => (
        // Two lines may read the same; their place keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the text on every change.
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
