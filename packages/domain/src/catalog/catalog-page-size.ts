/** The product browser's page: a plain setting apart from its schemas (ADR 0031). */
export const catalogDefaultPageSize = 24;
