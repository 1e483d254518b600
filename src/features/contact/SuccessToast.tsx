// Shows, on the success page, the toast the contact form left behind before it navigated here.
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { takePendingToast } from './success-handoff.ts';

export default function SuccessToast() {
  useEffect(() => {
    const pending = takePendingToast();
    if (pending) toast[pending.kind](pending.message, { duration: 8000 });
  }, []);
  return <Toaster position="top-center" closeButton />;
}
