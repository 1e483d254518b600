// A role as an upper-case badge ('NO ROLE' when none): admin red, editor blue, viewer green.
import { Badge, type BadgeTone } from '#src/ui/Badge.tsx';
import { type Role, roleBadgeText } from './roles.ts';

export const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', editor: 'blue', viewer: 'green' };

export function RoleBadge({ userRole }: { userRole: Role | null }) {
  return (
    <Badge tone={userRole ? ROLE_TONES[userRole] : 'slate'} data-role={userRole ?? 'none'}>
      {roleBadgeText(userRole)}
    </Badge>
  );
}
