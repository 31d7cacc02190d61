import { useLocation } from 'react-router-dom';

/** For component tests only: shows the router's current query, so a test can read what a screen wrote. */
export function AddressProbe() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The query the probe shows, as parameters. */
export function addressParams(element: HTMLElement): URLSearchParams {
  return new URLSearchParams(element.textContent ?? '');
}
