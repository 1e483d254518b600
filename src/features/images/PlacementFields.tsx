// Where a new image goes (spec section 5): page, component (cleared when the page changes), usage
// context and category (auto-detected by the spec's rule), shared by the upload and Unsplash dialogs.
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { titleCaseCategory } from '#src/ui/format.ts';
import { componentsOf, IMAGE_CATALOGUE, PAGE_IDS, UPLOAD_CATEGORIES, uploadCategory } from './catalogue.ts';

export interface Placement {
  page: string;
  component: string;
  usage: string;
  category: string;
}

export const NO_PLACEMENT: Placement = { page: '', component: '', usage: '', category: 'auto' };

/** The category stored for a placement: the chosen one, or the spec's auto-detection from page and component. */
export function placementCategory(placement: Placement): string {
  return uploadCategory(placement.category, placement.page || null, placement.component || null);
}

export function PlacementFields({
  value,
  onChange,
  className = 'grid gap-4 sm:grid-cols-2',
}: {
  value: Placement;
  onChange: (placement: Placement) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <SelectField
        label="Page"
        value={value.page}
        // Spec section 5: choosing a page clears the chosen component.
        onChange={(event) => onChange({ ...value, page: event.target.value, component: '' })}
      >
        <option value="">No page</option>
        {PAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {IMAGE_CATALOGUE[id].label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Component"
        value={value.component}
        disabled={!value.page}
        onChange={(event) => onChange({ ...value, component: event.target.value })}
      >
        <option value="">No component</option>
        {componentsOf(value.page).map(([id, slot]) => (
          <option key={id} value={id}>
            {slot.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Usage context"
        value={value.usage}
        maxLength={200}
        onChange={(event) => onChange({ ...value, usage: event.target.value })}
        hint="Optional: where or how the image is used."
      />
      <SelectField
        label="Category"
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.target.value })}
        hint={value.category === 'auto' ? `Will be stored as: ${titleCaseCategory(placementCategory(value))}` : undefined}
      >
        {UPLOAD_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category === 'auto' ? 'Auto (auto-detect)' : titleCaseCategory(category)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
