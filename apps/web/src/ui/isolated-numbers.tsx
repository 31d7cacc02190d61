import { Fragment } from 'react';

/**
 * Digits with what joins them: times, ranges, dates, phone numbers ("08:00–17:00", "03-900-0000",
 * "12/03/2026"). Inside right-to-left text the bidi algorithm lays a range's two ends out right to
 * left ("17:00–08:00"), so each such run is isolated to read left to right.
 */
const numberRun = /(\d(?:[\d:./,]|\s?[–—-]\s?)*\d)/u;

/** Free text as typed (opening hours, an address) with its numbers kept in their own order. */
export function IsolatedNumbers({ text }: { text: string }) {
  const parts = text.split(numberRun);
  return (
    <>
      {parts.map((part, index) =>
        // split with one capture group puts the matches at the odd places.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
