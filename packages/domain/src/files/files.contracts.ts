/** Uploads and signed file links (ADR 0007). */
export const fileContracts = {};
