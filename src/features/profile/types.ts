// Plain shapes the profile screen receives from the server.
import type { Role } from '../auth/roles.ts';
import type { ActiveSession } from '../auth/staff-sessions.server.ts';

export type { ActiveSession };

export interface ProfileView {
  email: string;
  displayName: string;
  role: Role | null;
  twoFactor: { enabled: boolean; required: boolean };
}
