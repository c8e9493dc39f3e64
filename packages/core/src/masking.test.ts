import { describe, expect, it } from 'vitest';
import { mask, maskCard, maskEmail, maskId, maskName, maskPhone } from './masking.ts';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 of a mainland mobile', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('hides at least 4 digits of a shorter number', () => {
    expect(maskPhone('66123456')).toBe('66****56');
    expect(maskPhone('12345')).toBe('****5');
  });
  it('hides very short input whole', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('*');
    expect(maskPhone('1234')).toBe('****');
  });
});

describe('maskCard', () => {
  it('keeps the first 6 and last 4', () => {
    expect(maskCard('6222021234567890')).toBe('622202******7890');
    expect(maskCard('6222 0212 3456 7890 123')).toBe('622202*********0123');
  });
  it('shows less of a short number', () => {
    expect(maskCard('123456789012')).toBe('1234****9012');
    expect(maskCard('123')).toBe('***');
    expect(maskCard('')).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps 3 characters of the local part and the domain', () => {
    expect(maskEmail('merchant@example.com')).toBe('mer***@example.com');
    expect(maskEmail('abcd@x.mo')).toBe('abc***@x.mo');
  });
  it('never shows a short local part whole', () => {
    expect(maskEmail('abc@x.mo')).toBe('ab***@x.mo');
    expect(maskEmail('ab@x.mo')).toBe('a***@x.mo');
    expect(maskEmail('a@x.mo')).toBe('***@x.mo');
    expect(maskEmail('@x.mo')).toBe('***@x.mo');
  });
  it('handles a value without @ and empty input', () => {
    expect(maskEmail('someone')).toBe('som***');
    expect(maskEmail('')).toBe('');
  });
});

describe('maskId', () => {
  it('keeps the first 4 and last 4 of an ID card number', () => {
    expect(maskId('11010519491231002X')).toBe('1101**********002X');
  });
  it('keeps one at each end of shorter documents', () => {
    expect(maskId('E12345678')).toBe('E*******8');
    expect(maskId('A123')).toBe('A**3');
    expect(maskId('A12')).toBe('**2');
    expect(maskId('AB')).toBe('**');
    expect(maskId('')).toBe('');
    // Counted in characters, not UTF-16 units: a character outside the BMP is one character.
    expect(maskId('𠮷1234567')).toBe('𠮷******7');
    expect(maskPhone('𠮷2345678')).toBe('𠮷2****78');
  });
});

describe('maskName', () => {
  it('masks Chinese names after the first character', () => {
    expect(maskName('陳大文')).toBe('陳**');
    expect(maskName('張三')).toBe('張*');
    expect(maskName('歐陽娜娜')).toBe('歐***');
    expect(maskName('阿依·買買提')).toBe('阿*·***');
    expect(maskName('𠮷野家')).toBe('𠮷**');
  });
  it('masks each word of a Latin name after its first letter', () => {
    expect(maskName('Chan Tai Man')).toBe('C*** T** M**');
    expect(maskName("Mary-Jane O'Neil")).toBe("M***-J*** O'N***");
    expect(maskName('José')).toBe('J***');
  });
  it('hides a one-character name and copes with empty input', () => {
    expect(maskName('陳')).toBe('*');
    expect(maskName('J')).toBe('*');
    expect(maskName('')).toBe('');
    expect(maskName('  ')).toBe('');
  });
});

describe('mask', () => {
  it('masks only when the privacy flag is on', () => {
    expect(mask('phone', '13812345678', true)).toBe('138****5678');
    expect(mask('phone', '13812345678', false)).toBe('13812345678');
    expect(mask('email', 'merchant@example.com', true)).toBe('mer***@example.com');
    expect(mask('card', '6222021234567890', true)).toBe('622202******7890');
    expect(mask('id', '11010519491231002X', true)).toBe('1101**********002X');
    expect(mask('name', '陳大文', true)).toBe('陳**');
  });
  it('shows null as empty and hides everything for an unknown kind', () => {
    expect(mask('name', null, true)).toBe('');
    expect(mask('name', undefined, false)).toBe('');
    expect(mask('nope' as never, 'secret', true)).toBe('******');
  });
  it('never throws on values from outside the type system', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskEmail(undefined)).toBe('');
    expect(maskId(13812345678 as never)).toBe('1*********8');
  });
});
