// The one way an /admin page loads: the gate decides (login form, 'Access Restricted', two-factor
// set-up, or the page), the status follows it, and the page's data is read only when it is allowed.
import type { StaffUser } from '../auth/access.ts';
import type { AccessLevel } from '../auth/roles.ts';
import type { AdminArea } from './admin-area.ts';
import type { AdminServices } from './admin-endpoint.server.ts';
import { type AdminPageGate, gateAdminPage } from './admin-page.ts';

export interface AdminPage<Props> {
  title: string;
  gate: AdminPageGate;
  /** The page's data; null unless the gate let the page through. */
  props: Props | null;
}

/** What loadAdminPage needs of Astro's page context. */
export interface AdminPageContext {
  locals: App.Locals;
  response: { status?: number };
}

export async function loadAdminPage<Props>(
  astro: AdminPageContext,
  title: string,
  required: AccessLevel,
  load: (input: { staff: StaffUser; services: AdminServices }) => Props | Promise<Props>,
): Promise<AdminPage<Props>> {
  const gate = gateAdminPage(astro.locals.staff, required);
  astro.response.status = gate.status;
  const props = gate.kind === 'allowed' ? await load({ staff: gate.staff, services: astro.locals.services }) : null;
  return { title, gate, props };
}

/** An area's page: its title from its area.ts, open to the area's reading role. */
export function loadAreaPage<Props>(
  astro: AdminPageContext,
  area: AdminArea,
  load: (input: { staff: StaffUser; services: AdminServices }) => Props | Promise<Props>,
): Promise<AdminPage<Props>> {
  return loadAdminPage(astro, area.title, area.access.read, load);
}

/**
 * A page under /admin that opens signed out too (an e-mailed invitation or reset link): no gate, the
 * admin header only for whoever is signed in; `load` reads the page's data from the request.
 */
export async function loadOpenAdminPage<Props>(
  astro: AdminPageContext,
  title: string,
  load: (input: { services: AdminServices }) => Props | Promise<Props>,
): Promise<AdminPage<Props>> {
  const gate: AdminPageGate = { kind: 'open', staff: astro.locals.staff, status: 200 };
  return { title, gate, props: await load({ services: astro.locals.services }) };
}
