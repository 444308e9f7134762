import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `text` to a temporary file beside `file`, then renames it into place:
 * a reader, or a process started after this one was killed mid-write, never
 * sees half a file.
 */
export async function writeFileWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  await rename(temporary, file);
}
