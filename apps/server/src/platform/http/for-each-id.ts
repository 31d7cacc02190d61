import { AppError } from './errors';

export interface ManyAnswer {
  approved: number;
  failed: { _id: string; code: string; reason?: string }[];
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
  /** What to add to a refusal besides its code (the documents' reason beside a field); none by default. */
  reasonOf: (error: AppError) => string | undefined = () => undefined,
): Promise<ManyAnswer> {
  let approved = 0;
  const failed: ManyAnswer['failed'] = [];
  for (const id of ids) {
    try {
      await act(id);
      approved++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = reasonOf(error);
      failed.push(reason ? { _id: id, code: error.code, reason } : { _id: id, code: error.code });
    }
  }
  return { approved, failed };
}
