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
  /** Raised by every saved edit; the edit form sends it back as `base_version`. */
  version: number;
}

/** A 409's body: the newer version a save would have overwritten. */
export interface TeamMemberConflict {
  savedBy: string | null;
  savedAt: string | null;
  version: number;
  /** The fields that differ from the version the edit started from. */
  changed: string[];
  /** The member as it is now, to reload. */
  current: TeamMember;
}

/** Why a version was saved: the first edit keeps what the member was before it ('original'). */
export type TeamMemberRevisionReason = 'original' | 'update' | 'restore';

/** One saved version of a member, as the history lists it. */
export interface TeamMemberRevision {
  id: string;
  version: number;
  reason: TeamMemberRevisionReason;
  name: string;
  role: string;
  bio: string;
  visible: boolean;
  savedBy: string | null;
  createdAt: string;
}
