import { readRememberedName } from '@/lib/session-name';

/** Spec §2: Good Morning before noon (AM), Good Afternoon from noon on (PM), local time. */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' {
  return date.getHours() < 12 ? 'Good Morning' : 'Good Afternoon';
}

export function Greeting() {
  const name = readRememberedName();
  const greeting = greetingFor(new Date());
  return <p className="auth__greeting">{name ? `${greeting}, ${name}` : greeting}</p>;
}
