import { describe, expect, it } from 'vitest';
import { fileExtension, isImageFileName, validateImageFileName, validateUploadFileName } from './files.ts';

describe('upload file names', () => {
  it.each([
    'a.png',
    'a.JPG',
    'scan.jpeg',
    'x.gif',
    'contract.PDF',
    'a.doc',
    'a.docx',
    'b.xls',
    'b.xlsx',
    'n.txt',
    'all.zip',
    '營業執照.Png',
  ])('accepts %s', (name) => {
    expect(validateUploadFileName(name)).toBeNull();
  });
  it.each(['a.exe', 'a.png.exe', 'a.bmp', 'png', '.png', 'a.', 'a.png ', 'a.zip/'])('refuses %j', (name) => {
    expect(validateUploadFileName(name)).toBe('VAL10011');
  });
  it('reads only the last part of a path', () => {
    expect(fileExtension('C:\\Users\\me\\licence.PDF')).toBe('pdf');
    expect(fileExtension('dir.png/file')).toBe('');
    expect(validateUploadFileName('C:\\fakepath\\a.docx')).toBeNull();
  });
  it('asks for a file when empty', () => {
    expect(validateUploadFileName('')).toBe('VAL10001');
  });
});

describe('image file names', () => {
  it('accepts png jpg jpeg gif only', () => {
    for (const n of ['a.png', 'a.JPG', 'a.jpeg', 'a.gif']) expect(validateImageFileName(n)).toBeNull();
    for (const n of ['a.pdf', 'a.bmp', 'a.webp', 'a']) expect(validateImageFileName(n)).toBe('VAL10038');
  });
  it('recognises a wider set as an image for display', () => {
    expect(isImageFileName('a.webp')).toBe(true);
    expect(isImageFileName('a.BMP')).toBe(true);
    expect(isImageFileName('a.pdf')).toBe(false);
  });
});
