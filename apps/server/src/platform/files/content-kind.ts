import type { FileKind } from '@tg/domain';

/**
 * What a file really is, from its first bytes, whatever its name says. A renamed executable is
 * "unknown" and refused. (.doc is an OLE container, .docx a ZIP with a Word part.)
 */
export function detectKind(content: Buffer): FileKind | 'unknown' {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => content[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc';
  if (starts(0x50, 0x4b, 0x03, 0x04) && content.includes('word/')) return 'docx';
  return 'unknown';
}
