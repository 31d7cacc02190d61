import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import type { VehicleNumbers } from '../api/use-catalog-browser';
import { vehicleNumbersQuery } from '../catalog-filters';

export const machineViewPath = '/products/machine-view';

/**
 * A plate or chassis search (either is enough) that opens the machine view in the visitor's
 * language. Values are trimmed; `canSearch` stays false while both are empty. Free of MUI: the
 * home page's search uses it in the storefront's first load (ADR 0034).
 */
export function useVehicleSearch(initial: VehicleNumbers = {}) {
  const { to } = useStorefrontPaths();
  const navigate = useNavigate();
  const [chassisNumber, setChassisNumber] = useState(initial.chassisNumber ?? '');
  const [vehicleNumber, setVehicleNumber] = useState(initial.vehicleNumber ?? '');
  const numbers: VehicleNumbers = {
    chassisNumber: chassisNumber.trim() || undefined,
    vehicleNumber: vehicleNumber.trim() || undefined,
  };
  const canSearch = Boolean(numbers.chassisNumber || numbers.vehicleNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) navigate(`${to(machineViewPath)}${vehicleNumbersQuery(numbers)}`);
  };
  return { chassisNumber, setChassisNumber, vehicleNumber, setVehicleNumber, canSearch, submit };
}
