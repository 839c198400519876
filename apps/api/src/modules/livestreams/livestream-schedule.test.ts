// The schedule upload's Excel file is a zip that exceljs unpacks into memory (issue #35, review of the media
// parsers): one that would unpack to more than SCHEDULE_UNZIPPED_MAX_BYTES is refused before exceljs sees it.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSchedule, SCHEDULE_MAX_BYTES, SCHEDULE_UNZIPPED_MAX_BYTES, unzippedSize } from './livestream-schedule.ts';

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Plan');
  sheet.addRow(['Betrieb', 'Beginn', 'Ende', 'Titel']);
  sheet.addRow(['baeckerei-huber', '01.03.2027 10:00', '01.03.2027 10:30', 'Backstube']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the schedule’s Excel file', () => {
  it('reads a real workbook, whose unpacked size is small', async () => {
    const bytes = await workbook();
    expect(unzippedSize(bytes)!.bytes).toBeLessThan(SCHEDULE_UNZIPPED_MAX_BYTES);
    expect(await readSchedule(bytes, 'plan.xlsx')).toMatchObject([{ business_slug: 'baeckerei-huber', title: 'Backstube' }]);
  });

  it('refuses a zip bomb below the upload limit, and a zip whose directory cannot be read', async () => {
    const zip = await JSZip.loadAsync(await workbook());
    zip.file('xl/media/leer.bin', Buffer.alloc(SCHEDULE_UNZIPPED_MAX_BYTES + 1));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(SCHEDULE_MAX_BYTES);
    await expect(readSchedule(bomb, 'plan.xlsx')).rejects.toMatchObject({ statusCode: 422 });
    const cut = (await workbook()).subarray(0, 400);
    await expect(readSchedule(cut, 'plan.xlsx')).rejects.toMatchObject({ statusCode: 422 });
  });
});
