import { describe, expect, it } from 'vitest';
import { personName } from './person-name.js';

describe('personName', () => {
  it('writes a Chinese name family first without a space, others given name first', () => {
    expect(personName('大文', '陳')).toBe('陳大文');
    expect(personName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(personName('Ada', null)).toBe('Ada');
    expect(personName(' 小明 ', '王')).toBe('王小明');
  });
});
