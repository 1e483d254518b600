// A team member as the About page's carousel and the admin screen show it.
import type { StoredImage } from '#src/platform/media/responsive.ts';

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** The photo's address (the stored original, or an address entered before uploads existed). */
  image_url: string | null;
  display_order: number;
  /** The uploaded photo with its AVIF and WebP sizes; null when none was uploaded. */
  photo: StoredImage | null;
  /** Shown on the About page; a new member is hidden until marked visible. */
  visible: boolean;
}
