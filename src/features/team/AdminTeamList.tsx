// The admin's read-only list of team members in display order.
import { DataTable } from '../../ui/DataTable.tsx';
import { AreaPage } from '../admin/AreaPage.tsx';
import type { TeamMember } from './types.ts';

export function AdminTeamList({ members }: { members: TeamMember[] }) {
  return (
    <AreaPage
      heading="Team Photo Management"
      subtitle="Team members as the About page shows them"
      listTitle={`${members.length} team members`}
      listDescription="In display order. Editing profiles and photos opens here in a coming release."
    >
      <DataTable
        caption="Team members"
        rows={members}
        empty="No team members yet."
        columns={[
          { header: 'Order', cell: (row) => row.display_order },
          { header: 'Name', cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
          { header: 'Role', cell: (row) => row.role },
          { header: 'Photo', cell: (row) => (row.image_url ? 'Yes' : 'No') },
        ]}
      />
    </AreaPage>
  );
}
