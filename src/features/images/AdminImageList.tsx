// The admin's read-only list of website images and where each is used.
import { Badge } from '../../ui/Badge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { AreaPage } from '../admin/AreaPage.tsx';
import type { AdminImageRow } from './admin-list.server.ts';

export function AdminImageList({ images }: { images: AdminImageRow[] }) {
  return (
    <AreaPage
      heading="Image Management"
      subtitle="Manage your website images"
      listTitle={`${images.length} images`}
      listDescription="Every image slot, newest first. Uploading and replacing images open here in a coming release."
    >
      <DataTable
        caption="Website images"
        rows={images}
        empty="No images found matching your criteria."
        columns={[
          { header: 'Title', cell: (row) => <span className="font-medium text-slate-900">{row.title}</span> },
          {
            header: 'Source',
            cell: (row) => (
              <Badge tone={row.source === 'unsplash' ? 'blue' : 'slate'}>
                {row.source === 'unsplash' ? 'Unsplash' : 'Uploaded'}
              </Badge>
            ),
          },
          { header: 'Page', cell: (row) => row.page ?? '-' },
          { header: 'Component', cell: (row) => row.component ?? '-' },
          { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No') },
        ]}
      />
    </AreaPage>
  );
}
