import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { MappedRow } from './field-mapping';
import { type ImportCounts, importRegistryStream } from './importer';

const header = 'mispar_rechev|tozeret_nm|degem_nm|shnat_yitzur|misgeret|sug_tzama_nm|ramat_gimur';
const line = (plate: number, model: string) => `${plate}|KUBOTA|${model}|2020|CH${plate}|טרקטור|SUN`;
const file = (lines: string[]) => Readable.from([Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`)]);
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));

/**
 * A table in memory written as the upsert writes: a row per plate, new or changed counted. Each
 * batch waits a little, so batches of the lanes overlap and finish out of order.
 */
function memoryTable() {
  const rows = new Map<string, MappedRow>();
  let writing = 0;
  let mostAtOnce = 0;
  return {
    rows,
    mostAtOnce: () => mostAtOnce,
    async upsert(batch: MappedRow[]) {
      writing += 1;
      mostAtOnce = Math.max(mostAtOnce, writing);
      await pause();
      let added = 0;
      let updated = 0;
      for (const row of batch) {
        const before = rows.get(row.plate);
        if (!before) added += 1;
        else if (before.model !== row.model) updated += 1;
        rows.set(row.plate, row);
      }
      writing -= 1;
      return { added, updated };
    },
  };
}

describe('registry import: writing in lanes', () => {
  it("keeps each vehicle's last line when its lines fall in different batches written at once", async () => {
    const lines: string[] = [];
    for (let round = 0; round < 5; round++) {
      for (let plate = 1_000_000; plate < 1_000_200; plate++) lines.push(line(plate, `M${round}`));
    }
    const table = memoryTable();
    const counts = await importRegistryStream({
      category: 'vehicleTools',
      stream: file(lines),
      upsert: (rows) => table.upsert(rows),
      batchSize: 7,
    });
    expect(table.mostAtOnce()).toBe(2);
    expect(table.rows.size).toBe(200);
    expect([...table.rows.values()].every((row) => row.model === 'M4')).toBe(true);
    expect(counts).toMatchObject({ processedLines: 1000, added: 200, rejected: 0 });
    expect(counts.added + counts.updated + counts.unchanged).toBe(1000);
  });

  it('reports growing counts, one report at a time, the last one the final count', async () => {
    const table = memoryTable();
    const reports: number[] = [];
    const counts = await importRegistryStream({
      category: 'vehicleTools',
      stream: file(Array.from({ length: 300 }, (_, index) => line(2_000_000 + index, 'A'))),
      upsert: (rows) => table.upsert(rows),
      onProgress: async (progress: ImportCounts) => {
        const added = progress.added;
        await pause();
        reports.push(added);
      },
      batchSize: 10,
    });
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
    expect(reports.at(-1)).toBe(300);
    expect(counts.added).toBe(300);
  });

  it('fails with the failed batch’s error only after the other lane’s batch has ended', async () => {
    let ended = 0;
    let calls = 0;
    const importing = importRegistryStream({
      category: 'vehicleTools',
      stream: file(Array.from({ length: 100 }, (_, index) => line(3_000_000 + index, 'A'))),
      upsert: async (rows) => {
        calls += 1;
        if (calls === 3) throw new Error('the database went away');
        await pause();
        ended += 1;
        return { added: rows.length, updated: 0 };
      },
      batchSize: 5,
    });
    await expect(importing).rejects.toThrow('the database went away');
    expect(ended).toBe(calls - 1);
  });
});
