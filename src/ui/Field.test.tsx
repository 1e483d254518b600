// The shared form fields' accessibility wiring, rendered to HTML.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './Field.tsx';

const fields = {
  TextField: (error?: string, hint?: string) => <TextField id="f" label="Full Name" error={error} hint={hint} />,
  TextAreaField: (error?: string, hint?: string) => <TextAreaField id="f" label="Full Name" error={error} hint={hint} />,
  SelectField: (error?: string, hint?: string) => (
    <SelectField id="f" label="Full Name" error={error} hint={hint}>
      <option>One</option>
    </SelectField>
  ),
};

describe.each(Object.entries(fields))('%s', (_name, field) => {
  it('labels its control', () => {
    expect(renderToStaticMarkup(field())).toContain(
      '<label for="f" class="block text-sm font-medium text-slate-800">Full Name</label>',
    );
  });

  it('marks its control invalid, described by the error, and shows the error as an alert', () => {
    const html = renderToStaticMarkup(field('Name must be at least 2 characters.'));
    expect(html).toMatch(/id="f"[^>]*aria-invalid="true" aria-describedby="f-error"/);
    expect(html).toContain('<p id="f-error" role="alert" class="text-sm text-red-700">Name must be at least 2 characters.</p>');
  });

  it('is described by its hint, and by the error first when there is one', () => {
    expect(renderToStaticMarkup(field(undefined, 'As on your invoices.'))).toMatch(/aria-describedby="f-hint"/);
    expect(renderToStaticMarkup(field('Required.', 'As on your invoices.'))).toMatch(/aria-describedby="f-error f-hint"/);
  });

  it('has no invalid mark, description or alert without an error or a hint', () => {
    const html = renderToStaticMarkup(field());
    expect(html).not.toContain('aria-invalid=');
    expect(html).not.toContain('aria-describedby=');
    expect(html).not.toContain('role="alert"');
  });
});
