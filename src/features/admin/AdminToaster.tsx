// The admin pages' toast region; after a sign-in it greets the person on the page they landed on.
import { useEffect } from 'react';
import { notify, Toaster } from '#src/ui/Toaster.tsx';
import { WELCOME_TOAST_KEY } from '../auth/auth-client.ts';

/** `welcome`: this page opened the admin area, so a pending welcome toast may be shown. */
export function AdminToaster({ welcome }: { welcome: boolean }) {
  useEffect(() => {
    if (welcome && sessionStorage.getItem(WELCOME_TOAST_KEY)) {
      sessionStorage.removeItem(WELCOME_TOAST_KEY);
      notify('Login Successful', 'Welcome to the admin panel');
    }
  }, [welcome]);
  return <Toaster />;
}
