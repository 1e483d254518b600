// @vitest-environment happy-dom
// The thank-you page's details handed over in the tab's session storage, never the address: what the
// form saves, what the page reads back (cut, trimmed, only the three details), the island listing
// them, and a tab that sent nothing sent back to /contact.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#src/ui/axe.testing.ts';
import { defaultPageCopy } from '../pages/seed.ts';
import ContactSuccess from './ContactSuccess.tsx';
import SubmissionDetails from './SubmissionDetails.tsx';
import {
  readSubmittedDetails,
  SUCCESS_DETAIL_MAX_LENGTH,
  savePendingToast,
  saveSubmittedDetails,
  takePendingToast,
} from './success-handoff.ts';

describe('the details handed to the thank-you page', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the name, e-mail and company the form sent, in this tab only, for as long as it is open', () => {
    expect(readSubmittedDetails()).toBeNull();
    saveSubmittedDetails({ name: ' Jo Citizen ', email: 'jo@example.com.au', company: '  ' });
    expect(readSubmittedDetails()).toEqual({ name: 'Jo Citizen', email: 'jo@example.com.au', company: undefined });
    // A reload of the page still shows them.
    expect(readSubmittedDetails()).toEqual({ name: 'Jo Citizen', email: 'jo@example.com.au', company: undefined });
    saveSubmittedDetails({ name: 'Sam Lee', email: 'sam@example.com.au', company: 'Lee Staffing' });
    expect(readSubmittedDetails()).toEqual({ name: 'Sam Lee', email: 'sam@example.com.au', company: 'Lee Staffing' });
  });

  it('reads back only the three details, cut at 254 characters, and nothing from something else stored there', () => {
    sessionStorage.setItem(
      'contact:submitted-details',
      JSON.stringify({ name: 'n'.repeat(300), email: 42, company: 'Acme', message: 'not shown' }),
    );
    expect(readSubmittedDetails()).toEqual({ name: 'n'.repeat(SUCCESS_DETAIL_MAX_LENGTH), email: undefined, company: 'Acme' });
    sessionStorage.setItem('contact:submitted-details', JSON.stringify({ company: 'Acme' }));
    expect(readSubmittedDetails()).toBeNull();
    sessionStorage.setItem('contact:submitted-details', '{not json');
    expect(readSubmittedDetails()).toBeNull();
  });

  it('shows the outcome toast once', () => {
    expect(savePendingToast({ kind: 'success', message: 'Sent.' })).toBe(true);
    expect(takePendingToast()).toEqual({ kind: 'success', message: 'Sent.' });
    expect(takePendingToast()).toBeNull();
  });
});

describe('the thank-you page’s details card', () => {
  let container: HTMLDivElement;
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    sessionStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => unmount?.());
    container.remove();
    vi.restoreAllMocks();
  });

  function mount(sample?: { name: string; email: string }) {
    const root = createRoot(container);
    act(() => root.render(<SubmissionDetails sample={sample} />));
    unmount = () => root.unmount();
  }

  it('lists what this tab sent, under the spec’s labels, and nothing before the browser reads it', async () => {
    expect(renderToStaticMarkup(<SubmissionDetails />)).toBe('<dl class="mt-4 space-y-3"></dl>');
    saveSubmittedDetails({ name: 'Jo Citizen', email: 'jo@example.com.au', company: 'Citizen Staffing' });
    mount();
    const rows = [...container.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual(['Name: Jo Citizen', 'Email: jo@example.com.au', 'Company: Citizen Staffing']);
    const page = renderToStaticMarkup(<ContactSuccess copy={defaultPageCopy('contact-success')}>{null}</ContactSuccess>);
    expect(await axeViolations(page.replace('</section>', `${container.innerHTML}</section>`))).toEqual([]);
  });

  it('sends a tab that sent nothing back to /contact', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    mount();
    expect(replace).toHaveBeenCalledWith('/contact');
    expect(container.querySelectorAll('dt')).toHaveLength(0);
  });

  it('shows an editor’s preview with sample details, whatever the tab holds', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    mount({ name: 'Preview', email: 'preview@example.com' });
    expect(container.textContent).toBe('NamePreviewEmailpreview@example.com');
    expect(replace).not.toHaveBeenCalled();
  });
});
