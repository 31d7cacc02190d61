import { useQuery } from '@tanstack/react-query';
import {
  FREE_ITEM_CATALOG_NUMBER,
  isFreeItem,
  newProductLine,
  newWorkLine,
  type PickedProduct,
  type PickedWork,
  productContracts,
  type UsersList,
  userContracts,
} from '@tg/domain';
import { call, contractKey } from '../../../../app/api-client';

/** An installer a work line can name (spec 2 §3 Line item: installer{name, role, id}). */
export interface LineInstaller {
  id: string;
  name: string;
  role: string;
}

/** The installers' list as the document's pickers ask it: one page of 100 holds a business's staff. */
const installersRequest = { role: 'installer', page: 1, limit: 100 } as const;

/** The installers a work line can be given to (the same call and key as the handler pickers). */
export function useInstallers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKey(userContracts.list, installersRequest),
    queryFn: ({ signal }) => call(userContracts.list, installersRequest, { signal }),
    select: (answer: UsersList) =>
      answer.users.map(
        (user): LineInstaller => ({ id: user._id, name: user.userInformation.name, role: 'installer' }),
      ),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * A product line for a picked product. The free item (9999999) gets a name of its own for this
 * document: it is printed by its general name, which the person types.
 */
export function productLineFor(product: PickedProduct) {
  const line = newProductLine(product);
  return isFreeItem(line) ? { ...line, isGeneralName: true, generalName: '' } : line;
}

export function workLineFor(work: PickedWork) {
  return newWorkLine(work);
}

/** The catalogue's free item, as "add free item" adds it: its own id and category, a name and price to type. */
export async function fetchFreeItemLine() {
  const { product } = await call(productContracts.byCatalogNumber, {
    catalogNumber: FREE_ITEM_CATALOG_NUMBER,
  });
  return { ...productLineFor(product), price: 0, netPrice: 0, totalWithoutVAT: 0 };
}
