import { localityContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { searchLocalities } from './gazetteer';

/** The city autocomplete of address entry: localities by Hebrew or English prefix, most populous first. */
export function geocodingRoutes(search: typeof searchLocalities = searchLocalities) {
  return contractRoutes([
    implement(calls.search, ({ query }) => ({
      localities: search(query.search, query.limit).map(({ nameHe, nameEn, district, lat, lng }) => ({
        nameHe,
        nameEn,
        district,
        lat,
        lng,
      })),
    })),
  ]);
}
