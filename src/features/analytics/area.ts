// Analytics as an admin area: its page, dashboard card and access (src/server/areas.ts lists it).
import { ChartNoAxesCombined } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { ANALYTICS_ACCESS } from './access.ts';

export const ANALYTICS_AREA = defineAdminArea({
  id: 'analytics',
  title: 'Analytics',
  path: '/admin/analytics',
  access: ANALYTICS_ACCESS,
  card: {
    description: () => 'See which pages people read and which lead to enquiries',
    actionObject: 'analytics',
    icon: ChartNoAxesCombined,
  },
});
