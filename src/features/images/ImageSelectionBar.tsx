// Select mode of Image Management: Select Images / Exit Selection, Select All, the count, Download (N)
// as one zip and, for managers, More Actions → Delete Selected (N).
import { CheckSquare, Download, MoreHorizontal, Trash2 } from 'lucide-react';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { DropdownMenu } from '#src/ui/DropdownMenu.tsx';

export function ImageSelectionBar({
  selecting,
  shownCount,
  chosenCount,
  canManage,
  onToggleSelecting,
  onToggleAll,
  onDownload,
  onDelete,
}: {
  selecting: boolean;
  shownCount: number;
  chosenCount: number;
  canManage: boolean;
  onToggleSelecting: () => void;
  onToggleAll: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const allChosen = shownCount > 0 && chosenCount === shownCount;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={onToggleSelecting}>
        <CheckSquare aria-hidden="true" className="size-4" />
        {selecting ? 'Exit Selection' : 'Select Images'}
      </Button>
      {selecting && (
        <>
          <Button variant="outline" onClick={onToggleAll} disabled={shownCount === 0}>
            {allChosen ? 'Deselect All' : 'Select All'}
          </Button>
          <Badge tone="blue" aria-live="polite">
            {chosenCount} selected
          </Badge>
          <Button variant="outline" onClick={onDownload} disabled={chosenCount === 0}>
            <Download aria-hidden="true" className="size-4" />
            Download ({chosenCount})
          </Button>
          {canManage && (
            <DropdownMenu
              trigger={
                <Button variant="outline">
                  <MoreHorizontal aria-hidden="true" className="size-4" />
                  More Actions
                </Button>
              }
              items={[
                {
                  label: `Delete Selected (${chosenCount})`,
                  icon: Trash2,
                  destructive: true,
                  disabled: chosenCount === 0,
                  onSelect: onDelete,
                },
              ]}
            />
          )}
        </>
      )}
    </div>
  );
}
