export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte';

/** A size in the unit people expect (1 kB = 1024 bytes, as file managers show it), for Intl unit formatting. */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 * 1024) return { value: bytes / 1024, unit: 'kilobyte' };
  return { value: bytes / (1024 * 1024), unit: 'megabyte' };
}
