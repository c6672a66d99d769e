import type { PasswordStrength } from './password-strength';

const LEVELS: Record<PasswordStrength, { value: number; label: string }> = {
  none: { value: 0, label: '' },
  week: { value: 1, label: 'Weak' },
  medium: { value: 2, label: 'Medium' },
  strong: { value: 3, label: 'Secure' },
};

const BARS = [1, 2, 3] as const;

interface StrengthMeterProps {
  strength: PasswordStrength;
  id?: string;
}

/** Three bars lit cumulatively (docs/requirements.md, Password screens) with the level's name beside them. */
export function StrengthMeter({ strength, id }: StrengthMeterProps) {
  const { value, label } = LEVELS[strength];
  return (
    <div className="strength-meter" data-strength={strength}>
      <div
        id={id}
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={BARS.length}
        aria-valuenow={value}
        aria-valuetext={label || 'None'}
        className="strength-meter__bars"
      >
        {BARS.map((bar) => (
          <span key={bar} className="strength-meter__bar" data-lit={bar <= value ? 'true' : 'false'} />
        ))}
      </div>
      <span className="strength-meter__label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
