// The admin screens' "Import CSV": a button that opens the file picker for one CSV file and hands its text
// on (redirects, subscribers); the picker itself stays hidden from the keyboard, the button is the control.
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './Button.tsx';

interface CsvImportButtonProps {
  /** Names the hidden file input ("CSV file of redirects"). */
  fileLabel: string;
  importing: boolean;
  disabled: boolean;
  onFile: (csv: string) => Promise<void>;
}

export function CsvImportButton({ fileLabel, importing, disabled, onFile }: CsvImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={fileLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again imports it again.
          event.target.value = '';
          if (file) void file.text().then(onFile);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
        <Upload aria-hidden="true" className="size-4" />
        {importing ? 'Importing...' : 'Import CSV'}
      </Button>
    </>
  );
}
