// The meter under a new password: a native <meter> (low, fair, high) and its word ('Too short' … 'Very strong').
import { useId } from 'react';
import { passwordStrength } from './password-strength.ts';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const id = useId();
  return (
    <div className="space-y-1">
      <meter
        id={id}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score}
        className="block h-2 w-full"
        aria-valuetext={label}
      >
        {label}
      </meter>
      <label htmlFor={id} className="block text-xs text-slate-700">
        Password strength: <span className="font-semibold">{label}</span>
      </label>
    </div>
  );
}
