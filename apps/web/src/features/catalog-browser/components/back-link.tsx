import { Link as RouterLink } from 'react-router-dom';
import { PlainIcon } from '../../../ui/plain-icons';

/**
 * A link back up the catalogue; its arrow points to the reading start (right in Hebrew): the
 * left-pointing arrow is turned around on a right-to-left page by the stylesheet.
 */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <RouterLink to={to} className="sf-button sf-button--small sf-back-link" data-testid={testId}>
      <PlainIcon name="arrowBack" size="small" className="sf-icon--mirrored" />
      {label}
    </RouterLink>
  );
}
