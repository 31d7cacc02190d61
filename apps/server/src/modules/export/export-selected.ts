/**
 * "Export selected" (issue 18, ADR 0044): of the list's rows under its own filters and scope, only
 * those whose `_id` was named. The rows are still read through the list's own use case, so an id
 * the caller cannot see, or one the filter leaves out, is simply not found; reading stops as soon
 * as every named row was found, which for rows picked on the screen's page (sent with that page's
 * filters and sort) is within the first batches.
 */
export async function* onlySelected(
  batches: AsyncIterable<readonly unknown[]>,
  ids: readonly string[],
): AsyncGenerator<readonly unknown[]> {
  const wanted = new Set(ids);
  for await (const batch of batches) {
    // Deleting as found also keeps a row out if a shifted offset page brings it twice.
    const kept = batch.filter((row) => wanted.delete(String((row as { _id?: unknown })._id)));
    if (kept.length > 0) yield kept;
    if (wanted.size === 0) return;
  }
}
