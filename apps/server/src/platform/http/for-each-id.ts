import { AppError } from './errors';

export interface ManyAnswer {
  approved: number;
  failed: { _id: string; code: string }[];
}

/**
 * Does one record's action for each id, one after another (issue 18's approve-many): an id the
 * action refuses is reported with the code that one action would have answered, and the others
 * go on. Anything but a refusal is a fault: it stops the batch (answered 500, logged as every
 * fault is), and what was done before it stays done.
 */
export async function forEachId(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<ManyAnswer> {
  let approved = 0;
  const failed: ManyAnswer['failed'] = [];
  for (const id of ids) {
    try {
      await act(id);
      approved++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ _id: id, code: error.code });
    }
  }
  return { approved, failed };
}
