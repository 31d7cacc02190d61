import {
  type CreateSavedFilter,
  validationMessages as m,
  type SavedFilter,
  savedFiltersPerScreenLimit,
  savedFilterTeamOf,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, forbidden, notFound, unauthenticated } from '../../platform/http/errors';
import { usersService } from '../users/users.service';
import { savedFiltersRepository as repo } from './saved-filters.repository';
import type { SavedFilterRow } from './saved-filters.table';

const nameTaken = () => conflict('a filter of this screen has this name', { name: m.savedFilterNameTaken });

function toSavedFilter(row: SavedFilterRow, ownerName: string, callerId: string): SavedFilter {
  return {
    _id: row.id,
    screen: row.screen,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.ownerId === callerId,
    ownerName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saved filters (issue 18): a person's own, and those shared with their team. */
export function createSavedFiltersService(db: Database) {
  /** The caller as a saved filter sees them: their team comes from their living record. */
  async function person(caller: AccessClaims) {
    const row = await usersService.findById(db, caller.userId);
    if (!row) throw unauthenticated();
    return {
      id: row.id,
      name: row.name,
      team: savedFilterTeamOf({ role: caller.role, id: row.id, groupId: row.groupId }),
    };
  }

  return {
    async list(caller: AccessClaims, screen: string) {
      const me = await person(caller);
      const rows = await repo.visibleTo(db, me, screen);
      // Who shared each of the others' filters; a person who has since left shares nothing.
      const ownerIds = [...new Set(rows.map((row) => row.ownerId).filter((id) => id !== me.id))];
      const owners = new Map(
        (await usersService.findManyByIds(db, ownerIds)).map((row) => [row.id, row.name]),
      );
      owners.set(me.id, me.name);
      return {
        items: rows.flatMap((row) => {
          const ownerName = owners.get(row.ownerId);
          return ownerName === undefined ? [] : [toSavedFilter(row, ownerName, me.id)];
        }),
      };
    },

    async create(caller: AccessClaims, input: CreateSavedFilter): Promise<SavedFilter> {
      const me = await person(caller);
      if (input.shared && !me.team) throw forbidden();
      if ((await repo.countOwned(db, me.id, input.screen)) >= savedFiltersPerScreenLimit)
        throw conflict('too many saved filters on this screen', { name: m.savedFiltersLimit });
      try {
        const row = await repo.insert(db, {
          ownerId: me.id,
          screen: input.screen,
          name: input.name,
          query: input.query,
          shared: input.shared,
          team: me.team,
        });
        return toSavedFilter(row, me.name, me.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async remove(caller: AccessClaims, id: string) {
      if (!(await repo.deleteOwned(db, id, caller.userId))) throw notFound('Saved filter not found');
      return { _id: id, deleted: true as const };
    },
  };
}
export type SavedFiltersService = ReturnType<typeof createSavedFiltersService>;
