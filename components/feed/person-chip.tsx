import type { Person } from '../../lib/shared/contract';
import { safeHttpUrl } from '../../lib/shared/urls/http-url';

/** A person's photo (only an http(s) one) or their initials. */
export function Avatar({ person, size = 24 }: { person: Person; size?: number }) {
  const photo = safeHttpUrl(person.metadata?.photoUrl);
  const initials = person.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return photo ? (
    <img class="wk-avatar" src={photo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span
      class="wk-avatar wk-avatar--initials"
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
