/** The picked rows of the page on screen that wait for approval, in the order they were picked. */
export function pendingOf(
  rows: readonly { _id: string; status: string }[] | undefined,
  picked: readonly string[],
): string[] {
  const pending = new Set((rows ?? []).filter((row) => row.status === 'pending').map((row) => row._id));
  return picked.filter((id) => pending.has(id));
}
